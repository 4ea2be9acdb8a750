// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPushToken } from './push-token';

const fetchMock = vi.fn<typeof fetch>();
const subscribe = vi.fn();
const getSubscription = vi.fn();

const stubPush = (permission: NotificationPermission) => {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription, subscribe } }) },
  });
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ status: 1, message: 'Push public key', data: { public_key: 'AQID' } })),
  );
  getSubscription.mockResolvedValue(null);
  subscribe.mockResolvedValue({ endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  subscribe.mockReset();
  getSubscription.mockReset();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push_token login sends (DESIGN.md §4b)', () => {
  it('subscribes with the key from push_public_key when notifications are granted', async () => {
    stubPush('granted');
    const token = await getPushToken();
    expect(JSON.parse(token ?? '')).toEqual({
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'k', auth: 'a' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/push_public_key');
    expect(init?.method).toBe('GET');
    expect([...(subscribe.mock.calls[0]?.[0].applicationServerKey ?? [])]).toEqual([1, 2, 3]);
  });

  it('sends the subscription the device already has, without asking for the key', async () => {
    stubPush('granted');
    getSubscription.mockResolvedValue({ endpoint: 'https://push.example/old' });
    expect(await getPushToken()).toBe(JSON.stringify({ endpoint: 'https://push.example/old' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing, and never asks, when notifications are not granted', async () => {
    stubPush('default');
    expect(await getPushToken()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('sends nothing when the key cannot be had', async () => {
    stubPush('granted');
    fetchMock.mockImplementation(async () => new Response('{"status":0,"message":"No"}'));
    expect(await getPushToken()).toBeUndefined();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
