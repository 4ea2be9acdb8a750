// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../lib/session';
import { stubBrowser } from '../test/stub-browser';
import { preloadRoute } from './preload-route';

const fetchMock = vi.fn<typeof fetch>();
/** The call a request asked for: the last part of /api/<name>. */
const callOf = (input: Parameters<typeof fetch>[0]) => String(input).split('/').pop() ?? '';

beforeAll(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearSession();
  fetchMock.mockReset();
  vi.useRealTimers();
});

const ok = (data: unknown) => new Response(JSON.stringify({ status: 1, message: 'ok', data }));

describe('a screen drawn with its first data (route firstCalls)', () => {
  it('puts the dashboard’s answers in the cache before the first render', async () => {
    setSession({ token: 't', type: 1, subscriptionsId: 1 });
    fetchMock.mockImplementation(async (input) => {
      const call = callOf(input);
      if (call === 'home') return ok({ event: [], resource: [] });
      if (call === 'resources') return ok({ resource: [], category: [] });
      return ok({});
    });
    const client = new QueryClient();
    await preloadRoute('/dashboard', client);
    expect(client.getQueryData(['home', 'owner'])).toEqual({ event: [], resource: [] });
    expect(client.getQueryData(['resources'])).toEqual({ resource: [], category: [] });
    expect(client.getQueryData(['general'])).toBeDefined();
  });

  it('asks only for what the plan shows: no resources on plan 2', async () => {
    setSession({ token: 't', type: 1, subscriptionsId: 2 });
    fetchMock.mockImplementation(async () => ok({}));
    await preloadRoute('/dashboard', new QueryClient());
    const calls = fetchMock.mock.calls.map(([input]) => callOf(input));
    expect(calls).toContain('home');
    expect(calls).not.toContain('resources');
  });

  it('asks nothing for a screen the guard would not open', async () => {
    fetchMock.mockImplementation(async () => ok({}));
    await preloadRoute('/dashboard', new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('draws without an answer that has not come within 2 s', async () => {
    setSession({ token: 't', type: 1, subscriptionsId: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const client = new QueryClient();
    let isDone = false;
    const preloading = preloadRoute('/dashboard', client).then(() => {
      isDone = true;
    });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await preloading;
    expect(isDone).toBe(true);
    expect(client.getQueryData(['home', 'owner'])).toBeUndefined();
  });
});
