import type { Plugin, Rollup } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

// workbox-build's type, reached through vite-plugin-pwa (workbox-build is not our dependency).
type ManifestTransform = NonNullable<VitePWAOptions['workbox']['manifestTransforms']>[number];

/** Dynamic imports written in these files load signed-in code (src/app/signed-in-*.ts). */
const SIGNED_IN_IMPORTER = /\/src\/app\/signed-in-[^/]+\.tsx?$/;

/**
 * The service worker precaches the public app only: the entry chunk, what it imports, and the
 * screens it loads lazily, except those loaded from src/app/signed-in-*.ts. Installing the
 * worker thus never fetches a signed-in screen for a visitor (issue: Foundation); signed-in
 * screens are cached as they load (runtimeCaching in vite.config.ts).
 */
export const appShellPrecache = () => {
  const publicChunks = new Set<string>();

  const plugin: Plugin = {
    name: 'faith-shield:public-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      publicChunks.clear();
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));

      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || publicChunks.has(chunk.fileName)) return;
        publicChunks.add(chunk.fileName);
        for (const fileName of chunk.imports) visit(byFileName.get(fileName));
        for (const id of chunk.moduleIds) {
          if (SIGNED_IN_IMPORTER.test(id)) continue;
          for (const imported of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
            visit(byModule.get(imported));
        }
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
    },
  };

  const manifestTransform: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => !entry.url.endsWith('.js') || publicChunks.has(entry.url)),
    warnings: [],
  });

  return { plugin, manifestTransform };
};
