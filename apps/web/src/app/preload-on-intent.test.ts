// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadOnIntent } from './preload-on-intent';
import { preloadRoute } from './preload-route';

vi.mock('./preload-route', () => ({ preloadRoute: vi.fn(async () => undefined) }));

const queryClient = new QueryClient();

beforeAll(() => {
  document.body.innerHTML = `
    <a href="/events" id="events"><span id="inside">Events</span></a>
    <a href="https://example.com/x" id="away">Away</a>
    <a href="/events" target="_blank" id="tab">New tab</a>`;
  preloadOnIntent(queryClient);
});

afterEach(() => {
  vi.mocked(preloadRoute).mockClear();
  vi.useRealTimers();
});

const pointer = (type: string, id: string, pointerType: string) =>
  document
    .getElementById(id)
    ?.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerType }));

describe('a page loaded before its link is followed', () => {
  it('starts on a tap or a press, from anywhere inside the link', () => {
    pointer('pointerdown', 'inside', 'touch');
    expect(preloadRoute).toHaveBeenCalledWith('/events', queryClient);
  });

  it('starts once a mouse has rested on the link, not as it passes over', () => {
    vi.useFakeTimers();
    pointer('pointerover', 'events', 'mouse');
    pointer('pointerout', 'events', 'mouse');
    vi.advanceTimersByTime(100);
    expect(preloadRoute).not.toHaveBeenCalled();
    pointer('pointerover', 'events', 'mouse');
    vi.advanceTimersByTime(100);
    expect(preloadRoute).toHaveBeenCalledWith('/events', queryClient);
  });

  it('leaves links to other sites and to new tabs alone', () => {
    pointer('pointerdown', 'away', 'mouse');
    pointer('pointerdown', 'tab', 'mouse');
    expect(preloadRoute).not.toHaveBeenCalled();
  });
});
