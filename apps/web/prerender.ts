import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { type ChunkFiles, chunkFilesOf, linksFor } from './chunk-files.ts';
import { contractCalls } from './contract-calls.ts';
import { signedInRoutesLinks } from './preload-app.ts';
import { PRERENDERED_PAGES, prerenderedFileName } from './prerendered-pages.ts';
import { SIGNED_IN_ROUTES_FILE, screenFile, screenModules } from './route-modules.ts';
import { tablerSinglePathIcons } from './tabler-single-path-icons.ts';

type Area = 'owner' | 'subUser';
type RenderedPage = { markup: string; title: string };
type RenderedFrame = RenderedPage & { area: Area };
type RenderModule = {
  renderPage: (pagePath: string) => Promise<RenderedPage>;
  renderSignedInFrame: (pagePath: string) => Promise<RenderedFrame>;
  SIGNED_IN_FRAME_PATHS: readonly string[];
};
type RenderedPages = { pages: Map<string, RenderedPage>; frames: Map<string, RenderedFrame> };

const SHELLS: Record<Area, string> = {
  owner: 'src/app/shells/owner-shell.tsx',
  subUser: 'src/app/shells/sub-user-shell.tsx',
};

/** What a signed-in page's first render waits for besides its shell and screen (src/start-app.tsx). */
const SIGNED_IN_START = 'src/lib/offline/start-offline.ts';

const joined = (...files: ChunkFiles[]): ChunkFiles => ({
  scripts: [...new Set(files.flatMap((file) => file.scripts))],
  styles: [...new Set(files.flatMap((file) => file.styles))],
});

/** index.html's #root, holding the splash a page that is not prerendered shows until the app draws. */
const ROOT_ELEMENT = /<div id="root"><!--splash-->[\s\S]*?<!--\/splash--><\/div>/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * Builds src/prerender/render-page.tsx for Node into a folder of its own, renders each path
 * with it (screens load lazily from that folder, so it stays until the last page) and each
 * signed-in frame, and removes the folder.
 */
async function renderPages(root: string, pagePaths: string[]): Promise<RenderedPages> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      // The same markup as the browser's build: hydration finds the icons it draws.
      plugins: [tablerSinglePathIcons(), react(), contractCalls()],
      // Everything bundled: the contract's TypeScript and ESM-only packages need no Node loader.
      ssr: { noExternal: true },
      build: { ssr: 'src/prerender/render-page.tsx', outDir, emptyOutDir: true, sourcemap: false },
    });
    const { renderPage, renderSignedInFrame, SIGNED_IN_FRAME_PATHS } = (await import(
      pathToFileURL(path.join(outDir, 'render-page.js')).href
    )) as RenderModule;
    const pages = new Map<string, RenderedPage>();
    for (const pagePath of pagePaths) pages.set(pagePath, await renderPage(pagePath));
    const frames = new Map<string, RenderedFrame>();
    for (const pagePath of SIGNED_IN_FRAME_PATHS) frames.set(pagePath, await renderSignedInFrame(pagePath));
    return { pages, frames };
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes dist/prerendered/<page>.html for each of PRERENDERED_PAGES: index.html with the
 * page's first render inside #root and its screen's code and styles linked in the head. The
 * server answers those paths with them (api plugins/static-files.ts); the browser paints them
 * before any script runs, and main.tsx hydrates them. Also writes one for each signed-in
 * page with a fixed address: index.html with the page's chrome and heading in place of the
 * splash (src/prerender/signed-in-frame.tsx), which the app draws over, and the code its first
 * render waits for linked (its shell, its screen (route-modules.ts) and the offline start),
 * fetched beside the app's instead of after it.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  const screenFiles = new Map<string, ChunkFiles>();
  const routeScreenFiles = new Map<string, ChunkFiles>();
  const shellFiles = new Map<Area, ChunkFiles>();
  let startFiles: ChunkFiles = { scripts: [], styles: [] };
  let tableLinks = '';
  return {
    name: 'faith-shield-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      screenFiles.clear();
      for (const { screen } of PRERENDERED_PAGES) {
        const files = chunkFilesOf(bundle, path.resolve(config.root, screen));
        if (!files) return this.error(`prerender: no chunk holds ${screen}`);
        screenFiles.set(screen, files);
      }
      tableLinks = signedInRoutesLinks(bundle, config.root, config.base) ?? '';
      routeScreenFiles.clear();
      const routeTable = fsSync.readFileSync(path.resolve(config.root, SIGNED_IN_ROUTES_FILE), 'utf8');
      for (const [routePath, specifier] of screenModules(routeTable)) {
        const files = chunkFilesOf(bundle, screenFile(config.root, specifier));
        if (!files) return this.error(`prerender: no chunk holds ${specifier} (${routePath})`);
        routeScreenFiles.set(routePath, files);
      }
      for (const [area, shell] of Object.entries(SHELLS) as [Area, string][]) {
        const files = chunkFilesOf(bundle, path.resolve(config.root, shell));
        if (!files) return this.error(`prerender: no chunk holds ${shell}`);
        shellFiles.set(area, files);
      }
      const start = chunkFilesOf(bundle, path.resolve(config.root, SIGNED_IN_START));
      if (!start) return this.error(`prerender: no chunk holds ${SIGNED_IN_START}`);
      startFiles = start;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        // A build that failed wrote no index.html: its own error is the one to report.
        if (!fsSync.existsSync(path.join(outDir, 'index.html'))) return;
        const template = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!ROOT_ELEMENT.test(template)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
        const { pages: markups, frames } = await renderPages(
          config.root,
          PRERENDERED_PAGES.map((page) => page.path),
        );
        await fs.mkdir(path.join(outDir, 'prerendered'), { recursive: true });
        for (const page of PRERENDERED_PAGES) {
          const rendered = markups.get(page.path);
          if (!rendered) throw new Error(`prerender: ${page.path} was not rendered`);
          const files = screenFiles.get(page.screen) ?? { scripts: [], styles: [] };
          const images = (page.images ?? [])
            .map((image) => `<link rel="preload" as="image" fetchpriority="high" href="${image}">`)
            .join('');
          // a visitor's page does without the signed-in routes' table (src/app/routes.ts)
          const html = template
            .replace(tableLinks, '')
            .replace('</head>', `${images}${linksFor(template, config.base, files)}</head>`)
            .replace(TITLE, `<title>${rendered.title}</title>`)
            // inert until React has taken the page over (src/components/ui/page-live.tsx).
            .replace(ROOT_ELEMENT, `<div id="root" inert>${rendered.markup}</div>`);
          await fs.writeFile(path.join(outDir, 'prerendered', prerenderedFileName(page.path)), html);
        }
        // The frame takes the splash's place (main.tsx treats both alike: React draws over
        // them); inert, as its buttons do nothing until then.
        for (const [pagePath, frame] of frames) {
          const files = joined(
            startFiles,
            shellFiles.get(frame.area) ?? { scripts: [], styles: [] },
            routeScreenFiles.get(pagePath) ?? { scripts: [], styles: [] },
          );
          const html = template
            .replace('</head>', `${linksFor(template, config.base, files)}</head>`)
            .replace(TITLE, `<title>${frame.title}</title>`)
            .replace(ROOT_ELEMENT, `<div id="root"><div data-splash inert>${frame.markup}</div></div>`);
          await fs.writeFile(path.join(outDir, 'prerendered', prerenderedFileName(pagePath)), html);
        }
      },
    },
  };
}
