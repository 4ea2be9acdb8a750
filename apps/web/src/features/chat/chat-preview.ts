/** A message's HTML as one line of text, for the chat list (the HTML is the server's, sanitised). */
export function previewOf(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, ' '), 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
