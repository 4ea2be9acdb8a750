import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import type { eventsCall } from '@faith-shield/contract/events/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './api-client';
import { takeEarlyAnswer } from './early-answers';
import { startEarly } from './early-calls';
import { clearSession, setSession } from './session';

const answer = { status: 1, message: 'Profile', data: { first_name: 'Ruth' } };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(answer)));
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'token-a', type: 1, subscriptionsId: 1 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  clearSession();
});

describe('calls started early (main.tsx)', () => {
  it('hands the answer to the first screen that asks, once', async () => {
    startEarly<typeof getProfileCall>('get_profile');
    // the request leaves in a task of its own, after the page's script
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await expect(takeEarlyAnswer('get_profile', {})).resolves.toEqual(answer);
    expect(takeEarlyAnswer('get_profile', {})).toBeUndefined();
  });

  it('answers the screen’s own call of the same name and payload without asking again', async () => {
    startEarly<typeof eventsCall>('events', { page: 1 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await expect(callApi<typeof eventsCall>('events', { page: 1 })).resolves.toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await callApi<typeof eventsCall>('events', { page: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never hands an answer to a call with another payload', async () => {
    startEarly<typeof eventsCall>('events', { page: 1 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await callApi<typeof eventsCall>('events', { page: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never hands one session’s answer to another', async () => {
    startEarly<typeof getProfileCall>('get_profile');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    setSession({ token: 'token-b', type: 1, subscriptionsId: 1 });
    expect(takeEarlyAnswer('get_profile', {})).toBeUndefined();
  });

  it('drops an answer nobody took in time', () => {
    vi.useFakeTimers();
    startEarly<typeof getProfileCall>('get_profile');
    vi.advanceTimersByTime(16_000);
    expect(takeEarlyAnswer('get_profile', {})).toBeUndefined();
  });
});
