import type { CallDefinition, CallRequest } from '@faith-shield/contract/shared/call';
import { callApi } from './api-client';
import { keepEarlyAnswer } from './early-answers';

/**
 * Starts a call the first screen will make before React and the app have loaded (main.tsx),
 * so its answer travels beside their code instead of after it. The screen's own call of the
 * same name and payload takes the answer (api-client.ts), once.
 *
 * The request leaves in a task of its own, a moment after the page's script: `fetch` does
 * synchronous work of its own (about 2 ms a call in a traced first visit), and a screen's four
 * calls made main.tsx's one task long enough to block the page. (A screen that asked before
 * then would simply make its own request; the app's code is still loading then.)
 */
export function startEarly<C extends CallDefinition = never>(
  name: C['name'],
  payload?: CallRequest<C>,
): void {
  setTimeout(() => {
    const answer = callApi<C>(name, payload);
    // Taken or not, a failure must not surface as an unhandled rejection.
    answer.catch(() => undefined);
    keepEarlyAnswer(name, payload, answer);
  }, 0);
}
