import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { scheduleJob } from './schedule-job';

describe('scheduleJob', () => {
  it('runs at start-up and on its interval, never twice at once, and stops when the app closes', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    let running = 0;
    let overlapped = false;
    scheduleJob(app, 'test', 5, async () => {
      runs += 1;
      running += 1;
      overlapped ||= running > 1;
      await sleep(12);
      running -= 1;
    });
    await app.ready();
    await sleep(60);
    await app.close();
    const atClose = runs;
    expect(atClose).toBeGreaterThan(1);
    expect(overlapped).toBe(false);
    expect(running).toBe(0);
    await sleep(30);
    expect(runs).toBe(atClose);
  });

  it('logs a failed run and keeps going', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    scheduleJob(app, 'failing', 5, async () => {
      runs += 1;
      throw new Error('database away');
    });
    await app.ready();
    await sleep(30);
    await app.close();
    expect(runs).toBeGreaterThan(1);
  });
});
