import { defineCall } from '@faith-shield/contract/shared/call';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callApi } from './api-client';
import { clearSession, clearSignInNotice, getSession, getSignInNotice, setSession } from './session';

const postCall = defineCall({
  name: 'get_profile',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: z.object({ first_name: z.string() }),
});
const getCall = defineCall({
  name: 'inventory_categories',
  method: 'GET',
  access: 'owner',
  request: z.object({ page: z.number().optional() }),
  response: z.array(z.object({ id: z.number(), name: z.string() })),
});
const publicCall = defineCall({
  name: 'home_page',
  method: 'POST',
  access: 'public',
  request: z.object({}),
  response: z.object({}),
});
const uploadCall = defineCall({
  name: 'update_profile',
  method: 'POST',
  access: 'user',
  request: z.object({ first_name: z.string(), image: z.instanceof(Blob) }),
  response: z.object({}),
});

// The table callApi reads (contract-calls.ts), holding the calls defined above.
vi.mock('virtual:contract-calls', () => ({
  GET_CALLS: new Set(['inventory_categories']),
  PUBLIC_CALLS: new Set(['home_page']),
}));

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {} };
};

describe('callApi', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    setSession({ token: 'secret', type: 1, subscriptionsId: 4 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    clearSignInNotice();
  });

  it('posts form-encoded fields with the session token to /api/<name>', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 1, message: 'ok', data: { first_name: 'Ann' } }));
    const answer = await callApi<typeof postCall>(postCall.name, {});
    const { url, init } = lastRequest();
    expect(url).toBe('/api/get_profile');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect((init.body as URLSearchParams).get('token')).toBe('secret');
    expect(answer).toEqual({ status: 1, message: 'ok', data: { first_name: 'Ann' } });
  });

  it('sends no token with a public call', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 1, message: 'ok', data: {} }));
    await callApi<typeof publicCall>(publicCall.name, {});
    expect((lastRequest().init.body as URLSearchParams).has('token')).toBe(false);
  });

  it('sends multipart when a file is in the payload', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 1, message: 'Saved' }));
    const image = new Blob(['x'], { type: 'image/png' });
    await callApi<typeof uploadCall>(uploadCall.name, { first_name: 'Ann', image });
    const body = lastRequest().init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('first_name')).toBe('Ann');
    expect(body.get('token')).toBe('secret');
    expect(body.get('image')).toBeInstanceOf(Blob);
  });

  it('sends a GET payload as the query and the token as a bearer header', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 1, message: 'ok', data: [] }));
    await callApi<typeof getCall>(getCall.name, { page: 2 });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/inventory_categories?page=2');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('returns a status 0 envelope with its field errors as sent', async () => {
    const envelope = { status: 0, message: 'Bad input', errors: { email: 'Invalid email' } };
    fetchMock.mockResolvedValue(jsonResponse(envelope, 422));
    expect(await callApi<typeof postCall>(postCall.name, {})).toEqual(envelope);
  });

  it('turns a network failure into the spec message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await callApi<typeof postCall>(postCall.name, {})).toEqual({
      status: 0,
      message: COMMON_MESSAGES.somethingWentWrong,
    });
  });

  it('turns an answer that is not an envelope into the spec message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await callApi<typeof postCall>(postCall.name, {})).toEqual({
      status: 0,
      message: COMMON_MESSAGES.somethingWentWrong,
    });
  });

  it('clears the session on a 401 answer and keeps the reason for /login', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 0, message: COMMON_MESSAGES.sessionExpired }, 401));
    const answer = await callApi<typeof postCall>(postCall.name, {});
    expect(answer.message).toBe(COMMON_MESSAGES.sessionExpired);
    expect(getSession().token).toBeNull();
    expect(window.localStorage.getItem('type')).toBeNull();
    expect(window.localStorage.getItem('subscriptions_id')).toBeNull();
    expect(getSignInNotice()).toBe(COMMON_MESSAGES.sessionExpired);
  });

  it('keeps no reason when no session was sent', async () => {
    clearSession();
    fetchMock.mockResolvedValue(jsonResponse({ status: 0, message: COMMON_MESSAGES.notSignedIn }, 401));
    await callApi<typeof postCall>(postCall.name, {});
    expect(getSignInNotice()).toBeNull();
  });
});
