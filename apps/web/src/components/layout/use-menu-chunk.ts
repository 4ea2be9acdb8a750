import { type RefObject, useCallback, useEffect, useState } from 'react';
import type { PublicMenu } from './public-menu';

type MenuChunk = { PublicMenu: typeof PublicMenu };

const loadMenuChunk = () => import('./public-menu');
// Once fetched, the headers of the pages navigated to next draw the menu at once. Never set
// before the app's first (hydrating) render: nothing fetches it until after that render.
let loadedMenu: MenuChunk | null = null;

/**
 * The header's narrow-screen menu (Collapse, NavLink) is kept off the first load: fetched once
 * the page is idle after its first render if the burger is on screen (below 1200 px), or when the
 * burger is touched or focused. The server and the first client render both draw it as not
 * loaded, so hydration matches.
 */
export function useMenuChunk(burger: RefObject<HTMLElement | null>) {
  const [menu, setMenu] = useState<MenuChunk | null>(loadedMenu);
  const loadMenu = useCallback(() => {
    loadMenuChunk().then(
      (module) => {
        loadedMenu ??= { PublicMenu: module.PublicMenu };
        setMenu(loadedMenu);
      },
      () => {}, // offline: the burger's next touch asks again
    );
  }, []);
  useEffect(() => {
    if (loadedMenu) return;
    const loadIfShown = () => {
      if (burger.current?.getClientRects().length) loadMenu();
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(loadIfShown, 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(loadIfShown, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, [burger, loadMenu]);
  return { PublicMenu: menu?.PublicMenu ?? null, loadMenu };
}
