import sanitize from 'sanitize-html';

/**
 * Content HTML the client renders as-is (home_description, legal pages): text formatting,
 * headings, lists and links, nothing that runs. Applied when serving, so content edited
 * straight in the database is made safe too (docs/decisions/004).
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
  ],
  // target and rel pass only as the transform below writes them.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  // Relative links (/privacy) have no scheme and stay; any other scheme but these is dropped.
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      // a new tab only, and never with a handle on this page
      attribs: { ...attribs, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
    }),
  },
};

export function sanitizeRichHtml(html: string): string {
  return sanitize(html, options);
}
