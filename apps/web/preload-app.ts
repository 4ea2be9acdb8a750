import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { chunkFilesOf, linksFor } from './chunk-files.ts';

/**
 * What src/main.tsx imports once the page is painted: React's renderer and the app's start.
 * vite.config.ts puts them, and what they import, in one chunk ("app"), which every page loads.
 */
export const APP_MODULES = [
  createRequire(import.meta.url).resolve('react-dom/client'),
  path.resolve(import.meta.dirname, 'src/start-app.tsx'),
];

/**
 * Names the app's code in index.html as module preloads: the browser fetches and compiles it
 * beside the page, while src/main.tsx runs it only after the first paint.
 */
export function preloadApp(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'faith-shield-preload-app',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite's own HTML plugin has put index.html in the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return this.error('preload-app: no index.html in the bundle');
        let source = String(html.source);
        for (const module of APP_MODULES) {
          const files = chunkFilesOf(bundle, module);
          if (!files) return this.error(`preload-app: no chunk holds ${module}`);
          source = source.replace('</head>', `${linksFor(source, config.base, files)}</head>`);
        }
        html.source = source;
      },
    },
  };
}
