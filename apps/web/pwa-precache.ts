import type { Plugin, Rollup } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

// workbox-build's type, reached through vite-plugin-pwa (workbox-build is not our dependency).
type ManifestTransform = NonNullable<VitePWAOptions['workbox']['manifestTransforms']>[number];

/** Dynamic imports written in this file load the operators' console (docs/decisions/022). */
const OPERATOR_IMPORTER = /\/src\/app\/signed-in-operator-area\.tsx?$/;

/**
 * The service worker precaches the whole member app: the entry chunk, what it imports, and every
 * screen it loads lazily, public and signed-in, so that after one visit the app opens and every
 * screen draws with no network (spec 03 §3). Only the operators' console, which no member opens,
 * is left out; it is cached as it loads (runtimeCaching in vite.config.ts).
 */
export const appShellPrecache = () => {
  const memberChunks = new Set<string>();

  const plugin: Plugin = {
    name: 'faith-shield:member-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      memberChunks.clear();
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));

      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || memberChunks.has(chunk.fileName)) return;
        memberChunks.add(chunk.fileName);
        for (const fileName of chunk.imports) visit(byFileName.get(fileName));
        for (const id of chunk.moduleIds) {
          if (OPERATOR_IMPORTER.test(id)) continue;
          for (const imported of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
            visit(byModule.get(imported));
        }
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
    },
  };

  const manifestTransform: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => !entry.url.endsWith('.js') || memberChunks.has(entry.url)),
    warnings: [],
  });

  return { plugin, manifestTransform };
};
