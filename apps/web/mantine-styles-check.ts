import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { staticClosure, stylesOf } from './chunk-files.ts';

// Mantine's CSS-module class names, as its components write them into the bundle.
const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;

const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS) ?? []);

/** The app's own modules in a chunk, to name where a missing import belongs. */
const appModulesOf = (chunk: Rollup.OutputChunk) =>
  chunk.moduleIds
    .filter((id) => id.includes('/src/') && !id.includes('node_modules'))
    .map((id) => id.replace(/^.*\/src\//, 'src/'));

/**
 * Fails the build when a page can draw a Mantine component without its styles. The entry
 * (src/styles/mantine-styles.ts) carries the styles of the components most screens draw; a
 * component only some screens draw has its styles imported beside its use, so they load with
 * that screen's code (docs/decisions/009). Checked for each part of the app that loads on its
 * own (the entry, each lazily imported chunk with what it imports): every Mantine class its code
 * names must be styled by the CSS that loads with it or with the entry.
 */
export function mantineStylesCheck(): Plugin {
  return {
    name: 'faith-shield-mantine-styles-check',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const global = await this.resolve('@mantine/core/styles/global.css');
        if (!global) return this.error('mantine-styles-check: @mantine/core/styles not found');
        const stylesDir = path.dirname(global.id);
        const fileOfClass = new Map<string, string>();
        for (const file of await fs.readdir(stylesDir)) {
          if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
          const css = await fs.readFile(path.join(stylesDir, file), 'utf8');
          for (const name of classesIn(css)) fileOfClass.set(name, file);
        }
        const chunks = new Map(
          Object.values(bundle)
            .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const cssText = (fileName: string) => {
          const asset = bundle[fileName];
          return asset?.type === 'asset' ? String(asset.source) : '';
        };
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        const alwaysLoaded = stylesOf(entries.flatMap((entry) => staticClosure(entry, chunks)));
        const problems: string[] = [];
        for (const root of chunks.values()) {
          if (!root.isEntry && !root.isDynamicEntry) continue;
          const loaded = staticClosure(root, chunks);
          const styled = classesIn([...alwaysLoaded, ...stylesOf(loaded)].map(cssText).join('\n'));
          const used = classesIn(loaded.map((chunk) => chunk.code).join('\n'));
          const missing = new Set(
            [...used].filter((name) => !styled.has(name)).flatMap((name) => fileOfClass.get(name) ?? []),
          );
          if (missing.size === 0) continue;
          problems.push(
            `${[...missing].map((file) => `'@mantine/core/styles/${file}'`).join(', ')} for ${appModulesOf(root).slice(0, 3).join(', ') || root.fileName}`,
          );
        }
        if (problems.length > 0)
          this.error(
            `Mantine styles missing. Import each beside the component that draws it, or in src/styles/mantine-styles.ts if most screens draw it:\n  ${problems.join('\n  ')}`,
          );
      },
    },
  };
}
