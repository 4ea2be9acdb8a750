import { type ComponentType, lazy } from 'react';

type Module<P> = { default: ComponentType<P> };
type Load<P> = () => Promise<Module<P>>;

const loaded = new WeakMap<Load<never>, Module<never>>();

/** Runs `load` and remembers its module, so that knownLazy(load) draws it without suspending. */
export const loadKnown = <P>(load: Load<P>): Promise<Module<P>> =>
  load().then((module) => {
    loaded.set(load as Load<never>, module as Module<never>);
    return module;
  });

/**
 * React.lazy, except that a module already loaded (loadKnown, as preload-route.ts does while
 * the app starts) is handed over at once: React reads a thenable that calls back synchronously
 * as resolved, so the first render draws it instead of committing its Suspense fallback first
 * and the component a task later.
 */
export const knownLazy = <P>(load: Load<P>) =>
  lazy(() => {
    const known = loaded.get(load as Load<never>) as Module<P> | undefined;
    if (!known) return loadKnown(load);
    // React's types ask for a Promise; it only ever calls `then`.
    // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves at once is the point
    const thenable: PromiseLike<Module<P>> = { then: (resolve) => resolve?.(known) as never };
    return thenable as Promise<Module<P>>;
  });
