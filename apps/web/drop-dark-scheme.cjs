// The app draws the light scheme only (index.html's data-mantine-color-scheme, and the
// providers' forceColorScheme): the rules Mantine's styles and the theme's variables carry for
// the dark one are dropped at build, a tenth of the stylesheet every page parses before it is
// drawn (docs/decisions/009).
const DARK = /data-mantine-color-scheme=['"]?dark/;

/** A PostCSS plugin: removes each selector of the dark scheme, and a rule left with none. */
const dropDarkScheme = () => ({
  postcssPlugin: 'faith-shield-drop-dark-scheme',
  /** @param {import('postcss').Rule} rule */
  Rule(rule) {
    if (!DARK.test(rule.selector)) return;
    const kept = rule.selectors.filter((selector) => !DARK.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
});
dropDarkScheme.postcss = true;

module.exports = { dropDarkScheme };
