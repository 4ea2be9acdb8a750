import type { Plugin } from 'vite';

const APP_SHELL_SECTION = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const SCROLL_CLASSES_ID = '\0faith-shield:app-shell-scroll-classes';

/**
 * The class names react-remove-scroll gives a fixed element so that it keeps its place while a
 * modal locks the page's scrolling (react-remove-scroll-bar's constants; the test holds them to
 * the library's own).
 */
export const SCROLL_CLASS_NAMES = {
  fullWidth: 'width-before-scroll-bar',
  zeroRight: 'right-scroll-bar-position',
} as const;

const SCROLL_CLASSES_MODULE = `export const RemoveScroll = { classNames: ${JSON.stringify(SCROLL_CLASS_NAMES)} };\n`;

/**
 * Mantine's AppShell header, footer and side columns import react-remove-scroll for two class
 * names only (`RemoveScroll.classNames`), and that import made every signed-in first visit load
 * and run react-remove-scroll, its side car and its style singleton, a script of their own
 * (4 KB compressed). The AppShell's sections get the names alone; a modal or drawer still
 * brings the library when it first opens, and it styles the same names.
 */
export function appShellScrollClasses(): Plugin {
  return {
    name: 'faith-shield:app-shell-scroll-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL_SECTION.test(importer))
        return SCROLL_CLASSES_ID;
      return undefined;
    },
    load(id) {
      return id === SCROLL_CLASSES_ID ? SCROLL_CLASSES_MODULE : undefined;
    },
  };
}
