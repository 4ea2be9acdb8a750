let template: HTMLTemplateElement | undefined;

/**
 * A message's HTML as one line of text, for the chat list (the HTML is the server's, sanitised).
 * Parsed in one inert template, reused: a template's content runs no script and loads nothing,
 * and a DOMParser made a whole document per conversation (60 ms of /chat's first render at 6×).
 */
export function previewOf(html: string): string {
  template ??= document.createElement('template');
  template.innerHTML = html.replace(/<br\s*\/?>/gi, ' ');
  const text = template.content.textContent ?? '';
  template.innerHTML = '';
  return text.replace(/\s+/g, ' ').trim();
}
