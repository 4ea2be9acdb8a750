import type { CallDefinition, CallRequest, CallResponse } from '@faith-shield/contract/shared/call';
import { COMMON_MESSAGES, type Envelope } from '@faith-shield/contract/shared/envelope';
import { getOperatorSession, setOperatorSession } from '../../lib/operator-session';

/**
 * An operator call that carries a file (multipart), with the operator's token as a bearer
 * header so the guard runs before the file is read. Never throws, like callOperator.
 */
export async function callOperatorForm<C extends CallDefinition = never>(
  name: C['name'],
  payload: CallRequest<C>,
): Promise<Envelope<CallResponse<C>>> {
  const token = getOperatorSession()?.token;
  const form = new FormData();
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  }
  try {
    const response = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
    const answer = (await response.json()) as Envelope<CallResponse<C>>;
    if (response.status === 401 && token) setOperatorSession(null);
    return answer;
  } catch {
    return { status: 0, message: COMMON_MESSAGES.somethingWentWrong };
  }
}
