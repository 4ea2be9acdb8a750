import type { Rollup } from 'vite';

/** What loading a chunk fetches: its file and the files it imports statically, and their styles. */
export type ChunkFiles = { scripts: string[]; styles: string[] };

/**
 * A chunk and every chunk it imports statically, and so on: what loads whenever it does. A chunk
 * for which `stopAt` holds is left out, with what only it imports.
 */
export function staticClosure(
  root: Rollup.OutputChunk,
  byFileName: ReadonlyMap<string, Rollup.OutputChunk>,
  stopAt: (chunk: Rollup.OutputChunk) => boolean = () => false,
): Rollup.OutputChunk[] {
  const loaded = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || stopAt(chunk) || loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const imported of chunk.imports) visit(byFileName.get(imported));
  };
  visit(root);
  return [...loaded];
}

/** The stylesheets Vite loads with these chunks. */
export const stylesOf = (chunks: readonly Rollup.OutputChunk[]) => [
  ...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
];

/**
 * The files of the chunk that holds `moduleId` (a lazily imported module), without the app's
 * entry chunk, which index.html loads anyway. Null when no chunk holds it.
 */
export function chunkFilesOf(bundle: Rollup.OutputBundle, moduleId: string): ChunkFiles | null {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  // Rolldown may merge a lazily imported module into a shared chunk, which then has no facade.
  const start =
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!start) return null;
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = staticClosure(start, byFileName, (chunk) => chunk.isEntry);
  return { scripts: loaded.map((chunk) => chunk.fileName), styles: stylesOf(loaded) };
}

/** The scripts every page loads: the entry chunks and what they import statically. */
export function entryScripts(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return new Set(
    chunks
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => staticClosure(entry, byFileName).map((chunk) => chunk.fileName)),
  );
}

/**
 * `<link>`s for the files `html` does not name yet: styles first, then module preloads. The
 * preloads are of low priority: the page is drawn without them (it is prerendered, or empty
 * until they run), so they must not hold up its styles and images.
 */
export function linksFor(html: string, base: string, files: ChunkFiles): string {
  const isNew = (file: string) => !html.includes(`"${base}${file}"`);
  return [
    ...files.styles.filter(isNew).map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...files.scripts
      .filter(isNew)
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`),
  ].join('');
}
