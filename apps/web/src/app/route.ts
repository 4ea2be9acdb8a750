import type { ComponentType } from 'react';
import type { FirstCalls } from '../lib/first-call';
import type { GuardKind } from './guards';

/** A screen's component; it receives its title (placeholders show it as their heading). */
export type Screen = ComponentType<{ title: string }>;
/** A screen's code. */
export type ScreenModule = { default: Screen };

export type AppRoute = {
  path: string;
  /** The '<Screen>' of the page title '<Screen> | Faith Shield'. */
  title: string;
  /** null: open to everyone (spec 01 §2 public routes). */
  guard: GuardKind | null;
  /** The screen's code, loaded on first visit; absent: the shared 'Coming soon' placeholder. */
  load?: () => Promise<ScreenModule>;
  /**
   * The calls of the screen's first screenful, declared once here: main.tsx starts them before
   * React loads (start-early-calls.ts); the app's start fetches them into the query cache with
   * the screen's own queries (preload-route.ts), so the first render draws the screen with its
   * data, one render sliced by React's transition, instead of placeholders each replaced by a
   * blocking render per answer.
   */
  firstCalls?: FirstCalls;
};

export const route = (
  path: string,
  title: string,
  guard: GuardKind | null,
  load?: AppRoute['load'],
  firstCalls?: FirstCalls,
): AppRoute => ({
  path,
  title,
  guard,
  load,
  firstCalls,
});
