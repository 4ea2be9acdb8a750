import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Event } from '@faith-shield/contract/events/event-fields';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { and, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { runSeeds } from '../../seed/run-seeds';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { events, notifications } from '../../src/db/schema/index';
import { teamOf } from '../events/event-fixtures';

dayjs.extend(utc);

const HOUR = 3_600_000;

/** One more server process on the test's database, looking for due reminders every 200 ms. */
const startReminderServer = (databaseUrl: string, keys: Record<string, string>) =>
  startServerProcess({
    databaseUrl,
    env: { ...keys, NODE_ENV: 'test', LOG_LEVEL: 'info', EVENT_REMINDER_EVERY_MS: '200' },
  });

/** The bodies of the reminder mails both processes wrote, by recipient. */
async function reminderMails(servers: ServerProcess[]) {
  const byRecipient = new Map<string, string[]>();
  for (const server of servers) {
    const outbox = path.join(server.dataDir, 'outbox');
    for (const file of await fs.readdir(outbox).catch(() => [] as string[])) {
      const eml = await fs.readFile(path.join(outbox, file), 'utf8');
      if (!eml.includes('\nReminder: Sunday Service\n')) continue;
      const to = /^To: (.+)$/m.exec(eml)?.[1]?.trim() ?? '';
      byRecipient.set(to, [...(byRecipient.get(to) ?? []), eml]);
    }
  }
  return byRecipient;
}

/**
 * PostgreSQL only: the day-ahead event reminder, made by either of two server processes,
 * names each member's post and asks the one who has not answered to (spec 03 §4), once.
 */
describe('the duty reminder with two server processes on one database', () => {
  const servers: ServerProcess[] = [];
  let scratch: { admin: pg.Client; name: string; handle?: DatabaseHandle } | undefined;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `${new URL(url).pathname.slice(1)}_duty_reminders_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    scratch = { admin, name };
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
    scratch.handle = handle;
    await handle.migrate();
    await runSeeds(handle);
    const vapid = webPush.generateVAPIDKeys();
    const keys = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      DEVICE_TOKEN_SECRET: 'two-processes-share-this-device-token-secret',
    };
    servers.push(
      ...(await Promise.all([
        startReminderServer(target.toString(), keys),
        startReminderServer(target.toString(), keys),
      ])),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (!scratch) return;
    await scratch.handle?.close();
    await scratch.admin.query(`drop database if exists "${scratch.name}" with (force)`);
    await scratch.admin.end();
  });

  it('names the post in each member’s reminder, asks the pending one to answer, and tells each once', {
    timeout: 120_000,
  }, async () => {
    const handle = scratch?.handle;
    if (!handle) throw new Error('no scratch database');
    const { db } = handle;
    const { organisation, owner, members } = await teamOf(db, 3);
    const [pending, plain, accepted] = members;
    if (!pending || !plain || !accepted) throw new Error('three members expected');
    const call = async <T>(
      serverIndex: number,
      name: string,
      token: string,
      fields: Record<string, string>,
    ) => {
      const response = await fetch(`${servers[serverIndex]?.url}/api/${name}`, {
        method: 'POST',
        body: new URLSearchParams({ token, ...fields }),
      });
      const body = (await response.json()) as { data: T; message: string };
      expect(response.status, body.message).toBe(200);
      return body.data;
    };
    // not due yet: 25 hours ahead; the posts are laid out and the duties answered first
    const from = dayjs.utc(Date.now() + 25 * HOUR);
    const [event] = await call<Event[]>(0, 'add_event', owner.token, {
      title: 'Sunday Service',
      description: 'Morning worship',
      sub_user_id: JSON.stringify([pending.user.id, plain.user.id]),
      time_zone: 'UTC',
      date_array: JSON.stringify([
        {
          start_date: from.format('YYYY-MM-DD'),
          start_time: from.format('HH:mm'),
          end_date: from.add(2, 'hour').format('YYYY-MM-DD'),
          end_time: from.add(2, 'hour').format('HH:mm'),
        },
      ]),
    });
    if (!event) throw new Error('no event');
    const door = await call<{ id: string }>(0, 'add_post', owner.token, { name: 'Main door' });
    const park = await call<{ id: string }>(1, 'add_post', owner.token, { name: 'Car park' });
    await call(0, 'assign_duty', owner.token, {
      event_id: event.id,
      post_id: door.id,
      user_id: pending.user.id,
    });
    const onPark = await call<{ id: string }>(1, 'assign_duty', owner.token, {
      event_id: event.id,
      post_id: park.id,
      user_id: accepted.user.id,
    });
    await call(0, 'respond_duty', accepted.token, { id: onPark.id, response: 'accepted' });
    // now it starts within a day: either process may take it
    await db
      .update(events)
      .set({ utcStart: new Date(Date.now() + 23 * HOUR), utcEnd: new Date(Date.now() + 25 * HOUR) })
      .where(eq(events.id, event.id));

    const reminders = () =>
      db
        .select({ userId: notifications.userId, body: notifications.body })
        .from(notifications)
        .where(
          and(eq(notifications.organisationId, organisation.id), like(notifications.title, 'Reminder:%')),
        );
    await vi.waitFor(async () => expect(await reminders()).toHaveLength(4), {
      timeout: 30_000,
      interval: 250,
    });
    await vi.waitFor(
      async () => expect([...(await reminderMails(servers)).values()].flat()).toHaveLength(4),
      { timeout: 30_000, interval: 250 },
    );
    // a few more runs of each process: still nothing twice
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const told = new Map((await reminders()).map((row) => [row.userId, row.body]));
    expect(told.size).toBe(4);
    expect(told.get(pending.user.id)).toContain('Your post: Main door. Please accept or decline it.');
    expect(told.get(accepted.user.id)).toContain('Your post: Car park.');
    expect(told.get(accepted.user.id)).not.toContain('Please accept');
    expect(told.get(plain.user.id)).not.toContain('Your post');
    expect(told.get(owner.user.id)).not.toContain('Your post');
    const mails = await reminderMails(servers);
    for (const person of [owner, ...members])
      expect(mails.get(person.user.email), person.user.email).toHaveLength(1);
    expect(mails.get(pending.user.email)?.[0]).toContain('Main door');
  });
});
