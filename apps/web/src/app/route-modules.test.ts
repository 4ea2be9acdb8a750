import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_ROUTES_FILE, screenFile, screenModules } from '../../route-modules';
import { SIGNED_IN_ROUTES } from './signed-in-routes';

const webRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(webRoot, '../..');
const found = screenModules(fs.readFileSync(path.join(webRoot, SIGNED_IN_ROUTES_FILE), 'utf8'));

/** The file a route's `load` imports, as Vite resolved it (a path from the repository's root). */
const importedBy = (load: () => unknown) => {
  const imported = /import\w*\(\s*["']([^"']+)["']/.exec(String(load))?.[1];
  return imported && path.join(repoRoot, imported);
};

describe("the build's reading of the signed-in route table", () => {
  it.each(SIGNED_IN_ROUTES.flatMap((route) => (route.load ? [[route.path, route.load] as const] : [])))(
    'finds the module %s loads',
    (routePath, load) => {
      const specifier = found.get(routePath);
      expect(specifier).toBeDefined();
      expect(screenFile(webRoot, specifier ?? '')).toBe(importedBy(load));
    },
  );

  it('finds no route the table does not have', () => {
    const paths = new Set(SIGNED_IN_ROUTES.map((route) => route.path));
    expect([...found.keys()].filter((routePath) => !paths.has(routePath))).toEqual([]);
  });
});
