import sanitize from 'sanitize-html';

/**
 * A chat message as it is stored and shown (DESIGN.md §4: text, line breaks, links): a little
 * emphasis, and links that open in a new tab without a handle on the page or its address.
 */
// The schemes below are checked again by sanitize-html, after this transform.
const SAFE_ADDRESS = /^\s*(?:https?:\/\/|mailto:|tel:)/i;

const options: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link without a safe address keeps no attribute: an anchor without href is only text.
    // (Renaming it to a discarded tag trips sanitize-html's bookkeeping of the next void tag.)
    a: (tagName, { href = '' }): sanitize.Tag => ({
      tagName,
      attribs: SAFE_ADDRESS.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : {},
    }),
  },
};

export function sanitizeChatHtml(html: string): string {
  return sanitize(html, options).trim();
}

const decoded: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/** What a sanitised message shows as text: a line break is one character, tags none. */
export function chatText(sanitised: string): string {
  return sanitised
    .replace(/<br \/>|<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:lt|gt|quot|amp);/g, (entity) => decoded[entity] ?? entity);
}
