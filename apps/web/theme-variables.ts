import { createRequire } from 'node:module';
import path from 'node:path';
import postcss, { type AcceptedPlugin } from 'postcss';
import { type Plugin, runnerImport } from 'vite';

const { dropDarkScheme } = createRequire(import.meta.url)('./drop-dark-scheme.cjs') as {
  dropDarkScheme: () => AcceptedPlugin;
};

const SOURCE = path.resolve(import.meta.dirname, 'src/app/theme-variables.tsx');

/**
 * Writes the theme's CSS variables (src/app/theme-variables.tsx) at the start of index.html's
 * body, in development and in the build alike, so every page, prerendered or not, has them
 * before any script runs. In the body, as Mantine's provider writes them: they must come after
 * Mantine's own defaults for :root, which the head links (and development adds to the head
 * as it runs). A change to the theme needs a restart of the development server.
 */
export function themeVariables(): Plugin {
  let css: Promise<string> | undefined;
  const load = async () => {
    const { module } = await runnerImport<typeof import('./src/app/theme-variables.tsx')>(SOURCE, {
      configFile: false,
      logLevel: 'silent',
    });
    // the light scheme's only, as for the stylesheets (drop-dark-scheme.cjs)
    return (await postcss([dropDarkScheme()]).process(module.themeVariablesCss(), { from: undefined })).css;
  };
  return {
    name: 'faith-shield-theme-variables',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        css ??= load();
        return html.replace('<body>', `<body>\n    <style data-mantine-styles="true">${await css}</style>`);
      },
    },
  };
}
