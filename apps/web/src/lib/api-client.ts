import { GET_CALLS, PUBLIC_CALLS } from 'virtual:contract-calls';
import { SET_UP_FIRST_MESSAGE } from '@faith-shield/contract/security/set-up-first-message';
import type { CallDefinition, CallRequest, CallResponse } from '@faith-shield/contract/shared/call';
import { REQUEST_TIMEOUT_MS } from '@faith-shield/contract/shared/constants';
import { COMMON_MESSAGES, type Envelope } from '@faith-shield/contract/shared/envelope';
import { takeEarlyAnswer } from './early-answers';
import { GATEWAY_FAILURES, markRetryLater, markUnreached, retryAfterMs } from './network-failures';
import { clearSession, getSession, setSetupOnly, setSignInNotice } from './session';

export const API_BASE = '/api';

type Payload = Record<string, unknown>;

export type CallOptions = {
  /** Cancels the request, e.g. TanStack Query's signal when a query is dropped. */
  signal?: AbortSignal;
};

const isBinary = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

// Form fields are text: numbers and booleans as written, lists and objects as JSON
// (spec 02 §7: date_array, question, user are "JSON text"). Absent values are left out.
const toField = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
};

type Field = [name: string, value: string | Blob];

const fieldsOf = (payload: Payload): Field[] =>
  Object.entries(payload).flatMap(([key, value]): Field[] => {
    if (isBinary(value)) return [[key, value]];
    // files sent under one name, repeated (add_team_message's images)
    if (Array.isArray(value) && value.length > 0 && value.every(isBinary))
      return value.map((file): Field => [key, file]);
    const text = toField(value);
    return text === null ? [] : [[key, text]];
  });

// spec 01 §7: form-encoded, multipart where a file is sent.
const toBody = (payload: Payload): FormData | URLSearchParams => {
  const fields = fieldsOf(payload);
  if (fields.some(([, value]) => isBinary(value))) {
    const form = new FormData();
    for (const [key, value] of fields) form.append(key, value);
    return form;
  }
  const params = new URLSearchParams();
  for (const [key, value] of fields) if (typeof value === 'string') params.append(key, value);
  return params;
};

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  ((value as Envelope).status === 0 || (value as Envelope).status === 1) &&
  typeof (value as Envelope).message === 'string';

const failure = <T>(): Envelope<T> => ({ status: 0, message: COMMON_MESSAGES.somethingWentWrong });

const timeoutSignal = (signal?: AbortSignal) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
};

type Sent<T> = { httpStatus: number; answer: Envelope<T> };

/**
 * Sends one call and reads its envelope: the one transport of the app and the operator console.
 * The token goes as a bearer header on a GET or when `bearer` is set (DESIGN.md §3: a token in a
 * URL would end up in logs and history), else as the first form field (the server reads a file
 * only once the token before it has passed the guard). A network failure, a time-out or an
 * answer that is not an envelope is status 0 with the common message; a cancelled request
 * rejects with the AbortError so a query that was dropped stays dropped.
 */
export async function sendCall<T>(
  name: string,
  payload: Payload,
  options: CallOptions & { token: string | null; bearer?: boolean },
): Promise<Sent<T>> {
  const { token } = options;
  const method = GET_CALLS.has(name) ? 'GET' : 'POST';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let url = `${API_BASE}/${name}`;
  let body: FormData | URLSearchParams | undefined;
  if (token !== null && (method === 'GET' || options.bearer)) headers.Authorization = `Bearer ${token}`;
  if (method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of fieldsOf(payload)) if (typeof value === 'string') query.append(key, value);
    if (query.toString()) url += `?${query}`;
  } else {
    body = toBody(token !== null && !options.bearer ? { token, ...payload } : payload);
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: timeoutSignal(options.signal) });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { httpStatus: 0, answer: markUnreached(failure<T>()) };
  }
  let answer: Envelope<T>;
  try {
    const json: unknown = await response.json();
    answer = isEnvelope(json) ? (json as Envelope<T>) : failure();
  } catch {
    answer = failure();
  }
  // a server that asks to be sent again later (Retry-After) is there, not unreached
  const retryAfter = retryAfterMs(response.headers.get('retry-after'));
  if (response.status === 429 || (response.status === 503 && retryAfter !== null))
    markRetryLater(answer, retryAfter);
  else if (GATEWAY_FAILURES.has(response.status)) markUnreached(answer);
  return { httpStatus: response.status, answer };
}

/**
 * Makes one call of the contract by its name, typed by its definition (a type import only:
 * the definition's zod schemas stay out of the bundle):
 * `callApi<typeof loginCall>('login', payload)`. Whether it is a GET and whether it goes without
 * a token come from the contract itself (contract-calls.ts reads them at build time).
 *
 * Answers with the envelope, never throwing (spec 01 §8), as sendCall does.
 */
export const callApi = async <C extends CallDefinition = never>(
  name: C['name'],
  payload?: CallRequest<C>,
  options: CallOptions = {},
): Promise<Envelope<CallResponse<C>>> => {
  const early = takeEarlyAnswer(name, payload);
  if (early) return early as Promise<Envelope<CallResponse<C>>>;
  const { token } = getSession();
  // spec 01 §6: public calls (home page, waitlist) send no token.
  const sent = PUBLIC_CALLS.has(name) ? null : token;
  const { httpStatus, answer } = await sendCall<CallResponse<C>>(name, (payload ?? {}) as Payload, {
    ...options,
    token: sent,
  });

  // DESIGN.md §3: 401 means no or bad token. A session the server has ended (logged out
  // elsewhere, unused too long, past its lifetime) is dropped, the guards send the user to
  // /login, and /login says why.
  if (httpStatus === 401) {
    if (sent !== null && getSession().token === sent)
      setSignInNotice(answer.status === 0 ? answer.message : COMMON_MESSAGES.sessionExpired);
    clearSession();
  }
  // spec 03 §5: the team began requiring a second factor of this leader while signed in; the
  // app now shows only the set-up screen (router.tsx) instead of refused screens.
  if (httpStatus === 403 && answer.message === SET_UP_FIRST_MESSAGE && getSession().token === sent)
    setSetupOnly(true);
  return answer;
};
