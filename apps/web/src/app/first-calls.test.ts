// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstQueryOf } from '../lib/first-query';
import { clearSession, setSession } from '../lib/session';
import { stubBrowser } from '../test/stub-browser';
import { resolveGuard } from './guards';
import { knownRoutes, loadSignedInRoutes } from './routes';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearSession();
  fetchMock.mockReset();
});

/** The call a request made and the input it sent (query or form body), the token left out. */
async function sent([input, init]: Parameters<typeof fetch>) {
  const url = new URL(String(input), 'http://localhost');
  const fields = init?.body instanceof URLSearchParams ? init.body : url.searchParams;
  const payload = Object.fromEntries([...fields].filter(([field]) => field !== 'token'));
  return { name: url.pathname.split('/').pop(), input: payload };
}

const asSent = (input: object) =>
  Object.fromEntries(Object.entries(input).map(([field, value]) => [field, String(value)]));

await loadSignedInRoutes();
const DECLARING = knownRoutes().filter((route) => route.firstCalls);
const PLANS = [1, 2, 3, 4];

describe('a route’s first calls (route.ts firstCalls), declared once', () => {
  it('are declared by the screens users open first', () => {
    expect(DECLARING.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/dashboard', '/events', '/add-events', '/manage-inventory', '/chat']),
    );
  });

  // The declaration is what main.tsx starts before the app's code; the screen's own query is
  // what its hooks ask. Were they to differ, the early answer would go unused and the call
  // made twice (e2e/app/first-answers-asked-once.spec.ts sees it in a browser).
  it.each(DECLARING.map((route) => [route.path, route] as const))(
    '%s: each is fetched by the screen’s own query, with the same name and input',
    async (_, route) => {
      fetchMock.mockImplementation(async () =>
        Response.json({ status: 1, message: 'ok', data: { event: [], resource: [] } }),
      );
      await route.load?.();
      for (const subscriptionsId of PLANS) {
        const session = { token: 't', type: 1, subscriptionsId };
        if (!route.guard || !resolveGuard(route.guard, session).allow) continue;
        setSession(session);
        for (const call of route.firstCalls?.(session) ?? []) {
          fetchMock.mockClear();
          const query = firstQueryOf(call);
          expect(
            query,
            `${route.path} declares ${call.name}, which no query of its screen fetches`,
          ).toBeDefined();
          await query?.(new QueryClient());
          const requests = await Promise.all(fetchMock.mock.calls.map(sent));
          expect(requests).toEqual([{ name: call.name, input: asSent(call.input) }]);
        }
      }
    },
  );
});
