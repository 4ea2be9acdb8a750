/** The id of the shield's drawing, written once into every page (index.html, shield-mark-html.ts). */
export const SHIELD_SYMBOL_ID = 'faith-shield-mark';

/**
 * The favicon's drawing as an SVG symbol, hidden, for every page's body: each shield on the
 * page is then a `<use>` of it (components/ui/shield-mark.tsx). Drawn inline, not as an <img>:
 * an SVG image costs the browser a whole document of its own (2–13 ms of main thread each);
 * and written into the page, not the app's code, which a public page's budget counts.
 */
export function shieldSymbol(faviconSvg: string) {
  const drawing = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(faviconSvg)?.[1] ?? '';
  const shapes = drawing.replace(/<title>[\s\S]*?<\/title>/, '').trim();
  return `<svg width="0" height="0" style="position:absolute" aria-hidden="true"><symbol id="${SHIELD_SYMBOL_ID}" viewBox="0 0 64 64">${shapes}</symbol></svg>`;
}

/** One shield, `size` wide and high, drawn from the page's symbol; decorative. */
export const shieldUse = (size: number) =>
  `<svg width="${size}" height="${size}" aria-hidden="true"><use href="#${SHIELD_SYMBOL_ID}"/></svg>`;
