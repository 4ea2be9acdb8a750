const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (character) => entities[character] ?? character);

// A web address typed in a message: http(s):// or www., up to a space; closing punctuation stays text.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

/**
 * What a person typed, as the message HTML add_chat takes (spec 02 §3: the message is HTML):
 * shown exactly as typed (a typed tag stays text), line breaks kept, web addresses as links.
 */
export function textToChatHtml(text: string): string {
  const lines = text.trim().split(/\r?\n/);
  return lines
    .map((line) => {
      let html = '';
      let at = 0;
      for (const match of line.matchAll(LINK)) {
        const address = match[0];
        const href = address.toLowerCase().startsWith('www.') ? `https://${address}` : address;
        html += `${escapeText(line.slice(at, match.index))}<a href="${escapeText(href)}">${escapeText(address)}</a>`;
        at = match.index + address.length;
      }
      return html + escapeText(line.slice(at));
    })
    .join('<br>');
}
