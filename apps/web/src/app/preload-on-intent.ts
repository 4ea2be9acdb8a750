import type { QueryClient } from '@tanstack/react-query';
import { preloadRoute } from './preload-route';

/** A pointer resting this long on a link is taken as the intent to follow it. */
const HOVER_INTENT_MS = 60;

/** The app's own address a link leads to, if it is one. */
const pathOfLink = (target: EventTarget | null): string | undefined => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
    return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  return url.pathname;
};

/**
 * Before a link is followed (a pointer rests on it, a finger or a button goes down on it, or the
 * keyboard reaches it), the page it leads to starts loading as the app's start loads the first
 * one (preload-route.ts): its shell's and screen's code and the first calls its route declares
 * (route.ts `firstCalls`), which the screen's queries then find in the cache.
 */
export function preloadOnIntent(queryClient: QueryClient, root: Document = document): void {
  let hovered: ReturnType<typeof setTimeout> | undefined;
  const preload = (path: string | undefined) => {
    if (path !== undefined) void preloadRoute(path, queryClient);
  };
  root.addEventListener('pointerover', (event) => {
    clearTimeout(hovered);
    if (event.pointerType !== 'mouse') return;
    const path = pathOfLink(event.target);
    if (path !== undefined) hovered = setTimeout(() => preload(path), HOVER_INTENT_MS);
  });
  root.addEventListener('pointerout', () => clearTimeout(hovered));
  root.addEventListener('pointerdown', (event) => preload(pathOfLink(event.target)));
  root.addEventListener('focusin', (event) => preload(pathOfLink(event.target)));
}
