import type { ComponentType } from 'react';
import type { FirstQueries } from '../lib/first-query';
import type { GuardKind } from './guards';

/** A screen's component; it receives its title (placeholders show it as their heading). */
export type Screen = ComponentType<{ title: string }>;
/**
 * A screen's code, and the queries its first render asks for. Those are fetched while the app
 * starts (preload-route.ts), so the first render draws the screen with its data: one render,
 * one commit, sliced by React's transition, instead of placeholders drawn and then replaced
 * by a blocking render per answer (and moved content).
 */
export type ScreenModule = {
  default: Screen;
  firstQueries?: FirstQueries;
};

export type AppRoute = {
  path: string;
  /** The '<Screen>' of the page title '<Screen> | Faith Shield'. */
  title: string;
  /** null: open to everyone (spec 01 §2 public routes). */
  guard: GuardKind | null;
  /** The screen's code, loaded on first visit; absent: the shared 'Coming soon' placeholder. */
  load?: () => Promise<ScreenModule>;
};

export const route = (
  path: string,
  title: string,
  guard: GuardKind | null,
  load?: AppRoute['load'],
): AppRoute => ({
  path,
  title,
  guard,
  load,
});
