// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * public/sw-push.js, the service worker's Web Push part (decision 015), run as the browser runs
 * it: its own source in a scope with the worker's names. Headless Chromium can deliver a push
 * but cannot tap a notification, so the tap is proven here.
 */
const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/sw-push.js'), 'utf8');
const ORIGIN = 'https://app.faithshield.test';

type Listener = (event: unknown) => void;
type Shown = { title: string; options: { body: string; data: { url: string } } };
type Window = { url: string; navigated?: string; focused?: boolean };

function worker(openWindows: Window[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const waits: Promise<unknown>[] = [];
  const scope = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Shown['options']) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () =>
        openWindows.map((window) => ({
          url: window.url,
          navigate: async (url: string) => {
            window.navigated = url;
            return {
              focus: async () => {
                window.focused = true;
              },
            };
          },
          focus: async () => {
            window.focused = true;
          },
        })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  vm.runInNewContext(source, { self: scope, URL });
  const fire = async (type: string, event: object) => {
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { shown, opened, fire };
}

const pushOf = (message: object) => ({ data: { json: () => message, text: () => JSON.stringify(message) } });
const tapOn = (url: string) => ({ notification: { data: { url }, close: () => undefined } });

describe('the service worker’s Web Push (sw-push.js)', () => {
  it('shows the message the server sends, keeping the screen it opens', async () => {
    const { shown, fire } = worker();
    await fire(
      'push',
      pushOf({ title: 'New event', body: 'Sunday service, 10:00', url: '/subuser-view-events/abc' }),
    );
    expect(shown).toEqual([
      {
        title: 'New event',
        options: expect.objectContaining({
          body: 'Sunday service, 10:00',
          data: { url: '/subuser-view-events/abc' },
        }),
      },
    ]);
  });

  it('keeps an emergency alert on screen until tapped, and nothing else', async () => {
    const { shown, fire } = worker();
    await fire(
      'push',
      pushOf({ title: 'Emergency alert: Fire', body: '-', url: '/alerts/a1', urgent: true }),
    );
    await fire('push', pushOf({ title: 'New event', body: '-', url: '/subuser-view-events/abc' }));
    expect(
      shown.map((notice) => (notice.options as { requireInteraction?: boolean }).requireInteraction),
    ).toEqual([true, false]);
  });

  it('a tap opens the event in a new window when none of the app is open', async () => {
    const { opened, fire } = worker();
    await fire('notificationclick', tapOn('/subuser-view-events/abc'));
    expect(opened).toEqual([`${ORIGIN}/subuser-view-events/abc`]);
  });

  it('a tap takes a window of the app already open to the event, and focuses it', async () => {
    const open: Window = { url: `${ORIGIN}/subuser-dashboard` };
    const elsewhere: Window = { url: 'https://example.org/' };
    const { opened, fire } = worker([elsewhere, open]);
    await fire('notificationclick', tapOn('/subuser-view-events/abc'));
    expect(open).toMatchObject({ navigated: `${ORIGIN}/subuser-view-events/abc`, focused: true });
    expect(elsewhere.navigated).toBeUndefined();
    expect(opened).toEqual([]);
  });
});
