import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { chunkFilesOf, entryScripts, linksFor } from './chunk-files.ts';
import { SIGNED_IN_ROUTES_FILE } from './route-modules.ts';

/**
 * What src/main.tsx imports once the page is painted: React's renderer and the app's start.
 * vite.config.ts puts them, and what they import, in one chunk ("app"), which every page loads.
 */
export const APP_MODULES = [
  createRequire(import.meta.url).resolve('react-dom/client'),
  path.resolve(import.meta.dirname, 'src/start-app.tsx'),
];

/**
 * The module preload of the signed-in routes' table (src/app/routes.ts loads it when the page
 * is not a public one): index.html and the signed-in pages name it, the public ones leave it out
 * (prerender.ts). Null when no chunk holds the table.
 */
export function signedInRoutesLinks(bundle: Rollup.OutputBundle, root: string, base: string): string | null {
  const files = chunkFilesOf(bundle, path.resolve(root, SIGNED_IN_ROUTES_FILE));
  if (!files) return null;
  const onEveryPage = entryScripts(bundle);
  return linksFor('', base, { ...files, scripts: files.scripts.filter((file) => !onEveryPage.has(file)) });
}

/**
 * Names the app's code in index.html as module preloads: the browser fetches and compiles it
 * beside the page, while src/main.tsx runs it only after the first paint. So is the signed-in
 * routes' table, which a signed-in page needs before its first calls can start.
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
        const tableLinks = signedInRoutesLinks(bundle, config.root, config.base);
        if (!tableLinks) return this.error(`preload-app: no chunk holds ${SIGNED_IN_ROUTES_FILE}`);
        source = source.replace('</head>', `${tableLinks}</head>`);
        html.source = source;
      },
    },
  };
}
