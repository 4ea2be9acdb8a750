import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that opens with it has all its
 * functions compiled as it streams in, on a background thread, instead of each one on the main
 * thread the first time it is called. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map's mappings for the same code with one line put before it. */
export const mappingsAfterOneLine = (mappings: string) => `;${mappings}`;

/**
 * Opens every script chunk with the compile hint (docs/decisions/014). A page loads a chunk
 * only when it runs it: its screen, its shell, React and Mantine, all called while the page
 * is drawn. Left lazy, that compiling came in the middle of React's render and the app's
 * start, and made their tasks long (Lighthouse's blocking time on a phone).
 */
export function compileHints(): Plugin {
  return {
    name: 'faith-shield:compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last: after Vite has written its preload map at the top of a chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          if (file.map) file.map.mappings = mappingsAfterOneLine(file.map.mappings);
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            json.mappings = mappingsAfterOneLine(json.mappings);
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
