import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { chunkFilesOf, linksFor } from './chunk-files.ts';

/** The app's code, which src/main.tsx imports once the page is painted. */
const APP_MODULE = 'src/start-app.tsx';

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
        const files = chunkFilesOf(bundle, path.resolve(config.root, APP_MODULE));
        if (!files) return this.error(`preload-app: no chunk holds ${APP_MODULE}`);
        const source = String(html.source);
        html.source = source.replace('</head>', `${linksFor(source, config.base, files)}</head>`);
      },
    },
  };
}
