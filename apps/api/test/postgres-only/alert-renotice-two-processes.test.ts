import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { runSeeds } from '../../seed/run-seeds';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { alertAnswers, alerts, notificationDeliveries, notifications } from '../../src/db/schema/index';
import { createOrganisation, createUser } from '../helpers/factories';

const renoticedCounts = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('alert re-notices sent'))
    .reduce((all, line) => all + (JSON.parse(line) as { renoticed: number }).renoticed, 0);

/**
 * Two real server processes on one PostgreSQL database, each looking for due re-notices every
 * 200 ms: every member who has not answered is told once more exactly once (spec 03 §2). A
 * database of the test's own, since the processes run the job on all of it.
 */
describe('alert re-notices with two server processes on one database', () => {
  const servers: ServerProcess[] = [];
  let starting: Promise<ServerProcess[]> | undefined;
  let scratch: { admin: pg.Client; name: string; handle?: DatabaseHandle } | undefined;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `${new URL(url).pathname.slice(1)}_renotice_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    scratch = { admin, name };
    const target = new URL(url);
    target.pathname = `/${name}`;
    const databaseUrl = target.toString();
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    scratch.handle = handle;
    await handle.migrate();
    await runSeeds(handle);
    const vapid = webPush.generateVAPIDKeys();
    const env = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      DEVICE_TOKEN_SECRET: 'two-processes-share-this-device-token-secret',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ALERT_RENOTICE_EVERY_MS: '200',
    };
    starting = Promise.all([
      startServerProcess({ databaseUrl, env }),
      startServerProcess({ databaseUrl, env }),
    ]);
    servers.push(...(await starting));
  });
  afterAll(async () => {
    // servers still starting when the hook gave up are stopped too, not left holding connections
    const started = (await starting?.catch(() => [])) ?? [];
    await Promise.all(started.map((server) => server.stop()));
    if (!scratch) return;
    await scratch.handle?.close();
    await scratch.admin.query(`drop database if exists "${scratch.name}" with (force)`);
    await scratch.admin.end();
  });

  it('tells each unanswered member of 20 alerts once more, exactly once', { timeout: 120_000 }, async () => {
    if (!scratch?.handle) throw new Error('no scratch database');
    const { db } = scratch.handle;
    const { organisation, owner } = await createOrganisation(db);
    const members = await Promise.all([1, 2, 3].map(() => createUser(db, organisation.id, 2)));
    const [answering] = members;
    const sentAt = new Date(Date.now() - 3 * 60_000);
    if (!answering) throw new Error('no member');
    // the alerts are due at once: their answers go in the same write, or a server's job may claim
    // them in between and tell the member who answered too
    const ids = await db.transaction(async (tx) => {
      const stored = await tx
        .insert(alerts)
        .values(
          Array.from({ length: 20 }, (_, index) => ({
            organisationId: organisation.id,
            kind: 'Fire',
            message: `Drill ${index}`,
            scope: 'team' as const,
            sentBy: owner.user.id,
            createdAt: sentAt,
          })),
        )
        .returning({ id: alerts.id });
      await tx
        .insert(alertAnswers)
        .values(stored.map((row) => ({ alertId: row.id, userId: answering.user.id, answer: 'ok' as const })));
      return stored.map((row) => row.id);
    });
    // one alert sent a minute ago is not due yet
    const [recent] = await db
      .insert(alerts)
      .values({
        organisationId: organisation.id,
        kind: 'Fire',
        message: 'New',
        scope: 'team',
        sentBy: owner.user.id,
      })
      .returning({ id: alerts.id });

    const told = () =>
      db
        .select({ userId: notifications.userId, alertId: notifications.alertId, id: notifications.id })
        .from(notifications)
        .where(
          and(eq(notifications.organisationId, organisation.id), like(notifications.title, 'Still waiting%')),
        );
    await vi.waitFor(async () => expect(await told()).toHaveLength(40), { timeout: 30_000, interval: 250 });
    // ten more runs of each process: still nothing twice
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rows = await told();
    expect(rows).toHaveLength(40);
    for (const alertId of ids)
      expect(
        rows
          .filter((row) => row.alertId === alertId)
          .map((row) => row.userId)
          .sort(),
      ).toEqual(
        members
          .slice(1)
          .map((member) => member.user.id)
          .sort(),
      );
    expect(rows.some((row) => row.alertId === recent?.id)).toBe(false);
    const pushes = await db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(
        inArray(
          notificationDeliveries.notificationId,
          rows.map((row) => row.id),
        ),
      );
    expect(pushes.map((row) => row.channel)).toEqual(Array(40).fill('push'));
    // between them the two processes claimed each alert once
    expect(
      servers.map((server) => renoticedCounts(server.output())).reduce((all, count) => all + count, 0),
    ).toBe(20);
  });
});
