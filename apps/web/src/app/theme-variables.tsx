import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme';

const VARIABLES_STYLE = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The theme's CSS variables, as Mantine's provider writes them when it mounts. The build puts
 * them in every page (theme-variables.ts) and the app's provider writes none
 * (providers.tsx): computed on every visit, they were a slice of each page's first render, and
 * the style element React then inserted made the browser restyle the whole page.
 */
export function themeVariablesCss() {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>,
  );
  return [...markup.matchAll(VARIABLES_STYLE)].map((match) => match[1]).join('');
}
