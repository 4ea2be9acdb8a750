/**
 * The favicon's SVG as markup to draw inline: without its title (beside the product's name the
 * mark is decorative) and `size` wide and high. An <img> of an SVG costs the browser a whole
 * document of its own (2–13 ms on the main thread each); an inline one is a few elements.
 */
export const inlineShieldMark = (faviconSvg: string, size: string) =>
  faviconSvg
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace('<svg ', `<svg width="${size}" height="${size}" aria-hidden="true" focusable="false" `);
