import type { CallDefinition, CallRequest, CallResponse } from '@faith-shield/contract/shared/call';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { sendCall } from '../../../lib/api-client';
import { getOperatorSession, setOperatorSession } from './operator-session';

/**
 * One call of the console with the operator's token as a bearer header (so the guard runs
 * before a file is read), through the app's own transport and its time-out. Never throws: a
 * failure is status 0 with the common message. A 401 ends the operator session, and the
 * console shows its sign-in.
 */
export async function callOperator<C extends CallDefinition = never>(
  name: C['name'],
  payload?: CallRequest<C>,
): Promise<Envelope<CallResponse<C>>> {
  const token = getOperatorSession()?.token ?? null;
  // the console's forms leave a field blank to leave it unchanged: blanks are not sent
  const fields = Object.fromEntries(
    Object.entries((payload ?? {}) as Record<string, unknown>).filter(([, value]) => value !== ''),
  );
  const { httpStatus, answer } = await sendCall<CallResponse<C>>(name, fields, { token, bearer: true });
  if (httpStatus === 401 && token) setOperatorSession(null);
  return answer;
}

/** The answer's data, or an Error carrying its message (for TanStack Query). */
export async function operatorData<C extends CallDefinition = never>(
  name: C['name'],
  payload?: CallRequest<C>,
): Promise<CallResponse<C>> {
  const answer = await callOperator<C>(name, payload);
  if (answer.status !== 1 || answer.data === undefined) throw new Error(answer.message);
  return answer.data;
}
