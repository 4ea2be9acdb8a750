import path from 'node:path';

/** The signed-in route table and the folder its imports are relative to. */
export const SIGNED_IN_ROUTES_FILE = 'src/app/signed-in-routes.ts';

// route('/events', 'Events', 'tierC', () => import('../features/events/components/events-page')…
const ROUTE_ENTRY = /route\(\s*'([^']+)',\s*'[^']*',\s*[^,]+,\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/**
 * The screen module each route of the signed-in route table loads, by path, read from the
 * table's source at build time (prerender.ts names their code in each signed-in page);
 * route-modules.test.ts checks it against every route's own `load`.
 */
export function screenModules(source: string): Map<string, string> {
  return new Map([...source.matchAll(ROUTE_ENTRY)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** A specifier of the route table as a file under `root` (the screens are .tsx files). */
export const screenFile = (root: string, specifier: string) =>
  `${path.resolve(root, path.dirname(SIGNED_IN_ROUTES_FILE), specifier)}.tsx`;
