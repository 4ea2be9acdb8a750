import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache';

type Row = { organisationId: string; name: string };

function liveCache() {
  const cache = new ReadCache({ maxEntries: 100, ttlMs: 60_000 });
  cache.setLive(true);
  return cache;
}

const read = (cache: ReadCache, key: string, load: () => Promise<Row | undefined>) =>
  cache.read(key, load, (row) => row.organisationId);

describe('ReadCache', () => {
  it('loads once and answers from memory until the organisation changes', async () => {
    const cache = liveCache();
    const load = vi.fn(async () => ({ organisationId: 'a', name: 'first' }));
    await read(cache, 'profile:1', load);
    expect(await read(cache, 'profile:1', load)).toEqual({ organisationId: 'a', name: 'first' });
    expect(load).toHaveBeenCalledTimes(1);

    cache.forgetOrganisation('a');
    await read(cache, 'profile:1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps another organisation's entries when one changes", async () => {
    const cache = liveCache();
    const loadB = vi.fn(async () => ({ organisationId: 'b', name: 'other' }));
    await read(cache, 'profile:a', async () => ({ organisationId: 'a', name: 'x' }));
    await read(cache, 'profile:b', loadB);
    cache.forgetOrganisation('a');
    await read(cache, 'profile:b', loadB);
    expect(loadB).toHaveBeenCalledTimes(1);
  });

  it('does not keep a load that a change overtook: it may hold the old rows', async () => {
    const cache = liveCache();
    let finish: (row: Row) => void = () => undefined;
    const slow = read(cache, 'session:1', () => new Promise<Row>((resolve) => (finish = resolve)));
    cache.forgetOrganisation('a'); // committed while the load was under way
    finish({ organisationId: 'a', name: 'old' });
    expect(await slow).toEqual({ organisationId: 'a', name: 'old' });

    const load = vi.fn(async () => ({ organisationId: 'a', name: 'new' }));
    expect(await read(cache, 'session:1', load)).toEqual({ organisationId: 'a', name: 'new' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps an empty answer (an unknown token may become a session)', async () => {
    const cache = liveCache();
    const load = vi.fn(async () => undefined);
    await read(cache, 'session:unknown', load);
    await read(cache, 'session:unknown', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while the change feed is cut off, and starts afresh when it is back', async () => {
    const cache = liveCache();
    await read(cache, 'profile:1', async () => ({ organisationId: 'a', name: 'kept' }));
    cache.setLive(false);
    expect(cache.size).toBe(0);
    const load = vi.fn(async () => ({ organisationId: 'a', name: 'fresh' }));
    await read(cache, 'profile:1', load);
    await read(cache, 'profile:1', load);
    expect(load).toHaveBeenCalledTimes(2);

    cache.setLive(true);
    await read(cache, 'profile:1', load);
    await read(cache, 'profile:1', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets everything when shared rows change', async () => {
    const cache = liveCache();
    await read(cache, 'subscription:a', async () => ({ organisationId: 'a', name: 'plans' }));
    await read(cache, 'subscription:b', async () => ({ organisationId: 'b', name: 'plans' }));
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });

  it('shares one load among calls that ask together, but not with a call made after a change', async () => {
    const cache = liveCache();
    let finish: (row: Row) => void = () => undefined;
    const slow = vi.fn(() => new Promise<Row>((resolve) => (finish = resolve)));
    const first = read(cache, 'report:a', slow);
    const second = read(cache, 'report:a', slow);
    expect(slow).toHaveBeenCalledTimes(1);
    cache.forgetOrganisation('a');
    const afterChange = vi.fn(async () => ({ organisationId: 'a', name: 'new' }));
    expect(await read(cache, 'report:a', afterChange)).toEqual({ organisationId: 'a', name: 'new' });
    finish({ organisationId: 'a', name: 'old' });
    expect(await first).toEqual({ organisationId: 'a', name: 'old' });
    expect(await second).toEqual({ organisationId: 'a', name: 'old' });
  });

  it('keeps shared content until shared content changes, and answers a failed load without keeping it', async () => {
    const cache = liveCache();
    const failing = vi.fn(async (): Promise<Row> => {
      throw new Error('down');
    });
    await expect(cache.readShared('content', failing, 30_000)).rejects.toThrow('down');
    const load = vi.fn(async () => ({ organisationId: '', name: 'questions' }));
    await cache.readShared('content', load, 30_000);
    await cache.readShared('content', load, 30_000);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forgetOrganisation('a');
    await cache.readShared('content', load, 30_000);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forgetAll();
    await cache.readShared('content', load, 30_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer written as JSON once, sent as the same bytes to every call, and shares its load', async () => {
    const cache = liveCache();
    const load = vi.fn(async () => [{ id: 1, name: 'Ruth' }]);
    const [first, second] = await Promise.all([
      cache.readJson('team:a', load, 'a'),
      cache.readJson('team:a', load, 'a'),
    ]);
    const third = await cache.readJson('team:a', load, 'a');
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.bytes.toString()).toBe('[{"id":1,"name":"Ruth"}]');
    expect(second.bytes).toBe(first.bytes);
    expect(third.bytes).toBe(first.bytes);
    expect(third.value).toEqual([{ id: 1, name: 'Ruth' }]);

    cache.forgetOrganisation('a');
    await cache.readJson('team:a', load, 'a');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
