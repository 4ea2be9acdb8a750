import { GET_CALLS } from 'virtual:contract-calls';
import type { CallDefinition, CallRequest, CallResponse } from '@faith-shield/contract/shared/call';
import { COMMON_MESSAGES, type Envelope } from '@faith-shield/contract/shared/envelope';
import { getOperatorSession, setOperatorSession } from './operator-session';

/**
 * One call of the console with the operator's token (a bearer header), typed by its contract
 * definition like callApi. Never throws: a failure is status 0 with the common message. A 401
 * ends the operator session, and the console shows its sign-in.
 */
export async function callOperator<C extends CallDefinition = never>(
  name: C['name'],
  payload?: CallRequest<C>,
): Promise<Envelope<CallResponse<C>>> {
  const token = getOperatorSession()?.token;
  const isGet = GET_CALLS.has(name);
  const fields = new URLSearchParams();
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null && value !== '') fields.append(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const query = isGet && fields.toString() ? `?${fields}` : '';
  try {
    const response = await fetch(`/api/${name}${query}`, {
      method: isGet ? 'GET' : 'POST',
      headers,
      body: isGet ? undefined : fields,
    });
    const answer = (await response.json()) as Envelope<CallResponse<C>>;
    if (response.status === 401 && token) setOperatorSession(null);
    return answer;
  } catch {
    return { status: 0, message: COMMON_MESSAGES.somethingWentWrong };
  }
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
