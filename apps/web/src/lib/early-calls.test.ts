import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET_PROFILE_CALL } from '../features/accounts/api/get-profile-call';
import { startEarly, takeEarly } from './early-calls';
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
    startEarly(GET_PROFILE_CALL);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(takeEarly(GET_PROFILE_CALL)).resolves.toEqual(answer);
    expect(takeEarly(GET_PROFILE_CALL)).toBeUndefined();
  });

  it('never hands one session’s answer to another', () => {
    startEarly(GET_PROFILE_CALL);
    setSession({ token: 'token-b', type: 1, subscriptionsId: 1 });
    expect(takeEarly(GET_PROFILE_CALL)).toBeUndefined();
  });

  it('drops an answer nobody took in time', () => {
    vi.useFakeTimers();
    startEarly(GET_PROFILE_CALL);
    vi.advanceTimersByTime(16_000);
    expect(takeEarly(GET_PROFILE_CALL)).toBeUndefined();
  });
});
