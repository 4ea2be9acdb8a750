import type { CallDefinition, CallRequest } from '@faith-shield/contract/shared/call';
import { callApi } from './api-client';
import { keepEarlyAnswer } from './early-answers';

/**
 * Starts a call the first screen will make before React and the app have loaded (main.tsx),
 * so its answer travels beside their code instead of after it. The screen's own call of the
 * same name and payload takes the answer (api-client.ts), once.
 */
export function startEarly<C extends CallDefinition = never>(
  name: C['name'],
  payload?: CallRequest<C>,
): void {
  const answer = callApi<C>(name, payload);
  // Taken or not, a failure must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  keepEarlyAnswer(name, payload, answer);
}
