import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Event } from '@faith-shield/contract/events/event-fields';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { runSeeds } from '../../seed/run-seeds';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { notificationDeliveries, notifications } from '../../src/db/schema/index';
import { teamOf } from '../events/event-fixtures';

dayjs.extend(utc);

const HOUR = 3_600_000;

type Server = ServerProcess;

/**
 * One more server process on the PostgreSQL server the tests use. Both share the deployment's
 * keys; each has its own data folder (its mail outbox) and looks for reminders every 200 ms,
 * so the two race for every event.
 */
const startReminderServer = (databaseUrl: string, keys: Record<string, string>) =>
  startServerProcess({
    databaseUrl,
    env: { ...keys, NODE_ENV: 'test', LOG_LEVEL: 'info', EVENT_REMINDER_EVERY_MS: '200' },
  });

const stop = (server: Server | undefined) => server?.stop();

/** The reminder mails each process wrote, by recipient. */
async function reminderMailsByRecipient(servers: Server[]) {
  const byRecipient = new Map<string, number>();
  for (const server of servers) {
    const outbox = path.join(server.dataDir, 'outbox');
    for (const file of await fs.readdir(outbox).catch(() => [] as string[])) {
      const eml = await fs.readFile(path.join(outbox, file), 'utf8');
      if (!eml.includes('\nReminder: Vigil\n')) continue;
      const to = /^To: (.+)$/m.exec(eml)?.[1]?.trim() ?? '';
      byRecipient.set(to, (byRecipient.get(to) ?? 0) + 1);
    }
  }
  return byRecipient;
}

const remindedCounts = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('event reminders sent'))
    .reduce((all, line) => all + (JSON.parse(line) as { reminded: number }).reminded, 0);

/**
 * Run only against a PostgreSQL server (the `postgres` test project): two real server processes
 * on one database, each running the reminder job every 200 ms. Every reminder is made once,
 * none is lost (DESIGN.md §4b). The test makes a database of its own beside TEST_DATABASE_URL's
 * (its user needs the right to create one) and drops it at the end.
 */
describe('event reminders with two server processes on one database', () => {
  const servers: Server[] = [];
  let scratch: { admin: pg.Client; name: string; handle?: DatabaseHandle } | undefined;
  const testDatabase = async () => {
    if (!scratch?.handle) throw new Error('no scratch database');
    return scratch.handle;
  };
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    // A database of the test's own: the two processes run every job on all of it, which must
    // not reach the organisations of the tests running beside this one.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `${new URL(url).pathname.slice(1)}_reminders_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    scratch = { admin, name };
    const target = new URL(url);
    target.pathname = `/${name}`;
    const databaseUrl = target.toString();
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    scratch.handle = handle;
    await handle.migrate(); // migrated and seeded before either process starts
    await runSeeds(handle);
    const vapid = webPush.generateVAPIDKeys();
    const keys = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      DEVICE_TOKEN_SECRET: 'two-processes-share-this-device-token-secret',
    };
    servers.push(
      ...(await Promise.all([
        startReminderServer(databaseUrl, keys),
        startReminderServer(databaseUrl, keys),
      ])),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map(stop));
    if (!scratch) return;
    await scratch.handle?.close();
    await scratch.admin.query(`drop database if exists "${scratch.name}" with (force)`);
    await scratch.admin.end();
  });

  it('tells each member and the owner of 20 events starting within a day exactly once, by push and mail', {
    timeout: 120_000,
  }, async () => {
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db, 3);
    const people = [owner, ...members];
    const memberIds = JSON.stringify(members.map((member) => member.user.id));
    const rowFrom = (start: Date) => {
      const from = dayjs.utc(start);
      const to = from.add(1, 'hour');
      return {
        start_date: from.format('YYYY-MM-DD'),
        start_time: from.format('HH:mm'),
        end_date: to.format('YYYY-MM-DD'),
        end_time: to.format('HH:mm'),
      };
    };
    const add = async (serverIndex: number, start: Date) => {
      const server = servers[serverIndex % servers.length];
      const response = await fetch(`${server?.url}/api/add_event`, {
        method: 'POST',
        body: new URLSearchParams({
          token: owner.token,
          title: 'Vigil',
          description: 'Night watch',
          sub_user_id: memberIds,
          time_zone: 'UTC',
          date_array: JSON.stringify([rowFrom(start)]),
        }),
      });
      const body = (await response.json()) as { data: Event[] };
      expect(response.status).toBe(200);
      return body.data[0]?.id ?? '';
    };
    // 20 events starting 23 hours from now (a minute apart), added through both servers, and
    // one starting in 25 hours, which is not due yet
    const due = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        add(index, new Date(Date.now() + 23 * HOUR + (index + 1) * 60_000)),
      ),
    );
    const notYet = await add(0, new Date(Date.now() + 25 * HOUR));

    const reminders = () =>
      db
        .select({
          userId: notifications.userId,
          eventId: notifications.eventId,
          key: notifications.dedupeKey,
        })
        .from(notifications)
        .where(
          and(eq(notifications.organisationId, organisation.id), like(notifications.title, 'Reminder:%')),
        );
    await vi.waitFor(async () => expect(await reminders()).toHaveLength(80), {
      timeout: 30_000,
      interval: 250,
    });
    await vi.waitFor(
      async () => {
        const mails = await reminderMailsByRecipient(servers);
        expect([...mails.values()].reduce((all, count) => all + count, 0)).toBe(80);
      },
      { timeout: 30_000, interval: 250 },
    );
    // ten more runs of each process: still nothing twice
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const told = await reminders();
    expect(told).toHaveLength(80);
    for (const person of people)
      for (const eventId of due)
        expect(
          told.filter((row) => row.userId === person.user.id && row.eventId === eventId),
          `${eventId}`,
        ).toHaveLength(1);
    expect(told.some((row) => row.eventId === notYet)).toBe(false);

    const mails = await reminderMailsByRecipient(servers);
    expect(Object.fromEntries(mails)).toEqual(
      Object.fromEntries(people.map((person) => [person.user.email, 20])),
    );
    // every delivery (a push to no device, a mail) was made, none is waiting
    const waiting = await db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(
        and(
          eq(notifications.organisationId, organisation.id),
          isNull(notificationDeliveries.sentAt),
          inArray(notifications.eventId, due),
        ),
      );
    expect(waiting).toEqual([]);
    // between them the two processes claimed each event once
    expect(
      servers.map((server) => remindedCounts(server.output())).reduce((all, count) => all + count, 0),
    ).toBe(20);
  });
});
