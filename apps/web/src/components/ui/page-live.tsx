import { useEffect } from 'react';

/**
 * A prerendered page arrives with `inert` on #root (prerender.ts): until React has taken it
 * over, a tap or a keystroke would be lost, or a form sent by the browser itself (with its
 * fields in the address). The first screen to be drawn by React lifts it.
 */
export const markPageLive = () => document.getElementById('root')?.removeAttribute('inert');

/** Rendered beside each screen: lifts `inert` once the screen has been hydrated or drawn. */
export function PageLive() {
  useEffect(markPageLive, []);
  return null;
}
