import fs from 'node:fs';
import path from 'node:path';

/** The folder of the web build that holds the prerendered pages (apps/web/prerender.ts). */
export const PRERENDERED_DIR = 'prerendered';

// One path segment at most: /, /home, /login, /forgot-password (apps/web/prerendered-pages.ts),
// and the signed-in pages with a fixed address (/dashboard, /events, …).
const PAGE_PATH = /^\/([a-z0-9-]*)$/;

/**
 * The prerendered page of a path, relative to the web build, or null: the build writes
 * `prerendered/<name>.html` for a public page whose first render is the same for every
 * signed-out visitor (`index.html` for `/`), and for a signed-in page its chrome and heading.
 * The browser paints it before any script runs.
 */
export function prerenderedPages(webDistDir: string): (urlPath: string) => string | null {
  const dir = path.join(webDistDir, PRERENDERED_DIR);
  const files = new Set(
    fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.html')) : [],
  );
  return (urlPath) => {
    const name = PAGE_PATH.exec(urlPath.split('?')[0] ?? '')?.[1];
    if (name === undefined) return null;
    const file = `${name || 'index'}.html`;
    return files.has(file) ? `${PRERENDERED_DIR}/${file}` : null;
  };
}
