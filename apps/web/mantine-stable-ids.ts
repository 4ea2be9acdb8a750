import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` (which Carousel, the AppShell's header, navbar and footer, inputs and
 * others call) draws with React's id, then swaps it for a random one in a layout effect: a
 * state change in every such component right after it mounts, which React renders again at
 * once, in the same task, with everything beneath it (a signed-in page's first screen drew
 * twice: bench/web/profile-page.ts). The swap served server rendering before React 18; React's
 * own `useId` is already the same on the server and in the browser, so the ids stay React's.
 */
const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return 'mantine-' + reactId.replace(/[:«»]/g, '');
}
`;

export function mantineStableIds(): Plugin {
  return {
    name: 'faith-shield-mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? STABLE_USE_ID : undefined;
    },
  };
}
