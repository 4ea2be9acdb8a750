import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { inHashingSlot } from './hashing-slots';

describe('inHashingSlot', () => {
  it('runs at most (cores − 1) hashes at once, all of them, in order of arrival', async () => {
    const slots = Math.max(1, os.availableParallelism() - 1);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = (index: number) =>
      inHashingSlot(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await sleep(5);
        running -= 1;
        return index;
      });
    const count = slots + 4;
    const results = await Promise.all(Array.from({ length: count }, (_, index) => work(index)));
    expect(results).toEqual(Array.from({ length: count }, (_, index) => index));
    expect(started).toEqual(results);
    expect(most).toBe(slots);
  });

  it('frees the slot when the work fails', async () => {
    await expect(inHashingSlot(async () => Promise.reject(new Error('bad hash')))).rejects.toThrow(
      'bad hash',
    );
    expect(await inHashingSlot(async () => 'next')).toBe('next');
  });
});
