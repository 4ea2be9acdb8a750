import { describe, expect, it } from 'vitest';
import { responseCache } from './response-cache';

const text = async (body: Promise<Buffer>) => (await body).toString();

describe('responseCache', () => {
  it('answers from the cache until the time is up, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = responseCache(30_000, () => now);
    const load = async () => `answer ${++loads}`;
    expect(await text(cache.get('{}', load))).toBe('answer 1');
    now = 29_999;
    expect(await text(cache.get('{}', load))).toBe('answer 1');
    now = 30_000;
    expect(await text(cache.get('{}', load))).toBe('answer 2');
  });

  it('keeps each input apart', async () => {
    const cache = responseCache(30_000, () => 0);
    expect(await text(cache.get('{"slug":"terms"}', async () => 'terms'))).toBe('terms');
    expect(await text(cache.get('{"slug":"privacy"}', async () => 'privacy'))).toBe('privacy');
    expect(await text(cache.get('{"slug":"terms"}', async () => 'again'))).toBe('terms');
  });

  it('shares one load between requests that arrive together', async () => {
    let loads = 0;
    const cache = responseCache(30_000, () => 0);
    const load = async () => `answer ${++loads}`;
    expect(await Promise.all([text(cache.get('{}', load)), text(cache.get('{}', load))])).toEqual([
      'answer 1',
      'answer 1',
    ]);
  });

  it('never keeps a failure', async () => {
    const cache = responseCache(30_000, () => 0);
    await expect(cache.get('{}', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await text(cache.get('{}', async () => 'recovered'))).toBe('recovered');
  });

  it('peeks only at an answer that is loaded and fresh, and never loads one', async () => {
    let now = 0;
    const cache = responseCache(30_000, () => now);
    expect(cache.peek('{}')).toBeUndefined();
    const loading = cache.get('{}', async () => 'answer');
    expect(cache.peek('{}')).toBeUndefined();
    await loading;
    expect(cache.peek('{}')?.toString()).toBe('answer');
    expect(cache.peek('{"slug":"terms"}')).toBeUndefined();
    now = 30_000;
    expect(cache.peek('{}')).toBeUndefined();
  });

  it('forgets every answer when cleared, and never keeps a load that was under way', async () => {
    const cache = responseCache(30_000, () => 0);
    await cache.get('{}', async () => 'old');
    let finish: (text: string) => void = () => undefined;
    const loading = cache.get('{"slug":"terms"}', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    expect(cache.peek('{}')).toBeUndefined();
    finish('old terms');
    expect(await text(loading)).toBe('old terms');
    expect(await text(cache.get('{"slug":"terms"}', async () => 'new terms'))).toBe('new terms');
    expect(await text(cache.get('{}', async () => 'new'))).toBe('new');
  });
});
