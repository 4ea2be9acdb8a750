import { GET_CALLS, PUBLIC_CALLS } from 'virtual:contract-calls';
import type { CallDefinition, CallRequest, CallResponse } from '@faith-shield/contract/shared/call';
import { REQUEST_TIMEOUT_MS } from '@faith-shield/contract/shared/constants';
import { COMMON_MESSAGES, type Envelope } from '@faith-shield/contract/shared/envelope';
import { takeEarlyAnswer } from './early-answers';
import { clearSession, getSession, setSignInNotice } from './session';

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
    // a repeated file field (add_incident's images): one part per file, under the same name
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

/**
 * Makes one call of the contract by its name, typed by its definition (a type import only:
 * the definition's zod schemas stay out of the bundle):
 * `callApi<typeof loginCall>('login', payload)`. Whether it is a GET and whether it goes without
 * a token come from the contract itself (contract-calls.ts reads them at build time).
 *
 * Answers with the envelope, never throwing: a network failure, a time-out or an answer that
 * is not an envelope becomes status 0 with 'Something went wrong. Please try again later.'
 * (spec 01 §8). A cancelled request rejects with the AbortError so a query that was dropped
 * stays dropped.
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
  const sendsToken = !PUBLIC_CALLS.has(name) && token !== null;
  const method = GET_CALLS.has(name) ? 'GET' : 'POST';
  // The token first: the server reads a file only once the token before it has passed the guard.
  const fields: Payload = {
    ...(sendsToken && method === 'POST' ? { token } : {}),
    ...((payload ?? {}) as Payload),
  };
  const headers: Record<string, string> = { Accept: 'application/json' };
  let url = `${API_BASE}/${name}`;
  let body: FormData | URLSearchParams | undefined;

  if (method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of fieldsOf(fields)) if (typeof value === 'string') query.append(key, value);
    if (query.toString()) url += `?${query}`;
    // DESIGN.md §3 accepts the bearer header: a token in a URL would end up in logs and history.
    if (sendsToken) headers.Authorization = `Bearer ${token}`;
  } else {
    if (sendsToken) fields.token = token;
    body = toBody(fields);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      signal: timeoutSignal(options.signal),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return failure();
  }

  let answer: Envelope<CallResponse<C>>;
  try {
    const json: unknown = await response.json();
    answer = isEnvelope(json) ? (json as Envelope<CallResponse<C>>) : failure();
  } catch {
    answer = failure();
  }

  // DESIGN.md §3: 401 means no or bad token. A session the server has ended (logged out
  // elsewhere, unused too long, past its lifetime) is dropped, the guards send the user to
  // /login, and /login says why.
  if (response.status === 401) {
    if (sendsToken && getSession().token === token)
      setSignInNotice(answer.status === 0 ? answer.message : COMMON_MESSAGES.sessionExpired);
    clearSession();
  }
  return answer;
};
