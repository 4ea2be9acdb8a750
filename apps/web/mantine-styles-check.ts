import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

// Mantine's CSS-module class names, as its components write them into the bundle.
const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;

const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS) ?? []);

/**
 * Fails the build when the bundle uses a Mantine component whose styles
 * src/styles/mantine-styles.ts does not import, naming the file to add: the app imports
 * Mantine's styles per component rather than the whole of them (docs/decisions/009).
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
        const files = Object.values(bundle);
        const used = classesIn(files.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n'));
        const styled = classesIn(
          files
            .map((file) =>
              file.type === 'asset' && file.fileName.endsWith('.css') ? String(file.source) : '',
            )
            .join('\n'),
        );
        const missing = new Set(
          [...used].filter((name) => !styled.has(name)).flatMap((name) => fileOfClass.get(name) ?? []),
        );
        if (missing.size > 0)
          this.error(
            `Mantine styles missing: import ${[...missing].map((file) => `'@mantine/core/styles/${file}'`).join(', ')} in src/styles/mantine-styles.ts`,
          );
      },
    },
  };
}
