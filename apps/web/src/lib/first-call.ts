import type { CallDefinition, CallRequest } from '@faith-shield/contract/shared/call';

/**
 * One call of a screen's first screenful, as its route declares it (app/route.ts): the call's
 * name and its input. main.tsx starts it before React loads (app/start-early-calls.ts); the
 * app's start fetches it into the query cache with the query the screen's hook uses
 * (lib/first-query.ts) before the first render draws the screen.
 */
export type FirstCall = { readonly name: string; readonly input: object };

/** A route's first calls for the signed-in session, each where the plan opens it. */
export type FirstCalls = (session: { subscriptionsId: number }) => readonly FirstCall[];

/** A first call, named and typed by its contract (imported as a type only). */
export const firstCall = <C extends CallDefinition = never>(
  name: C['name'],
  input: CallRequest<C>,
): FirstCall => ({ name, input: input ?? {} });
