import type { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    startEarly<typeof getProfileCall>('get_profile');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(takeEarly<typeof getProfileCall>('get_profile')).resolves.toEqual(answer);
    expect(takeEarly<typeof getProfileCall>('get_profile')).toBeUndefined();
  });

  it('never hands one session’s answer to another', () => {
    startEarly<typeof getProfileCall>('get_profile');
    setSession({ token: 'token-b', type: 1, subscriptionsId: 1 });
    expect(takeEarly<typeof getProfileCall>('get_profile')).toBeUndefined();
  });

  it('drops an answer nobody took in time', () => {
    vi.useFakeTimers();
    startEarly<typeof getProfileCall>('get_profile');
    vi.advanceTimersByTime(16_000);
    expect(takeEarly<typeof getProfileCall>('get_profile')).toBeUndefined();
  });
});
