import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { runSeeds } from '../../seed/run-seeds';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { certificates, notifications, sessions } from '../../src/db/schema/index';
import { createToken } from '../../src/infra/auth/tokens';
import { serializePushSubscription } from '../../src/infra/push/push-subscription';
import { dayFromToday } from '../certificates/certificate-fixtures';
import { createOrganisation, createUser } from '../helpers/factories';
import { notificationTitle } from '../helpers/outbox';
import { type FakePushService, startFakePushService } from './fake-push-service';

/**
 * DESIGN.md §4b: 30 and 7 days before a certificate expires, its holder and the owner each get
 * one mail and one Web Push, once, even with two server processes on one database. Two real
 * servers (apps/api/src/server.ts, jobs and all) start side by side on a database of this test's
 * own; the clock is the real one, and the certificates' expiry dates are placed relative to it.
 */
describe('certificate expiry reminders from two server processes', () => {
  let database: DatabaseHandle;
  let databaseUrl: string;
  let dropDatabase = async () => {};
  let push: FakePushService;
  const dataDirs: string[] = [];
  let servers: ServerProcess[] = [];
  const vapid = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL names the server to test');
    // a database of its own: these servers run every job on everything they find
    const name = `fs_reminders_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const own = new URL(url);
    own.pathname = `/${name}`;
    databaseUrl = own.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await database.migrate();
    await runSeeds(database);
    push = await startFakePushService();
    for (const _ of [1, 2])
      dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-reminders-')));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await push?.close();
    await dropDatabase();
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  });

  const startBoth = async () => {
    servers = await Promise.all(
      dataDirs.map((dir) =>
        startServerProcess({
          databaseUrl,
          dataDir: dir,
          env: {
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            DEVICE_TOKEN_SECRET: 'a-device-token-secret-the-two-servers-share',
            // the fake push service's certificate, made for this run
            NODE_EXTRA_CA_CERTS: push.caFile,
            PUSH_TEST_ORIGINS: push.origin,
          },
        }),
      ),
    );
  };
  const stopBoth = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
  };

  /** Signs the person in on a device registered for Web Push at the fake service. */
  const addDevice = async (userId: string, device: string) => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const pushToken = serializePushSubscription({
      endpoint: push.endpointFor(device),
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    });
    await database.db.insert(sessions).values({ userId, tokenHash: createToken().hash, pushToken });
  };

  const certificate = async (
    organisationId: string,
    userId: string,
    expiresInDays: number,
    licence: string,
  ) => {
    await database.db.insert(certificates).values({
      organisationId,
      userId,
      type: 'CPR & First Aid',
      licenceNumber: licence,
      issueDate: dayFromToday(-700),
      expirationDate: dayFromToday(expiresInDays),
      description: 'Adult CPR',
      image: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
    });
  };

  /** The mails in both servers' outboxes, by recipient: their titles. */
  const mails = async () => {
    const byRecipient: Record<string, string[]> = {};
    for (const dir of dataDirs) {
      const outbox = path.join(dir, 'outbox');
      for (const file of await fs.readdir(outbox).catch(() => [] as string[])) {
        const mail = await fs.readFile(path.join(outbox, file), 'utf8');
        const to = /^To: (.*)$/m.exec(mail)?.[1]?.trim() ?? '';
        byRecipient[to] = [...(byRecipient[to] ?? []), notificationTitle(mail) ?? ''].sort();
      }
    }
    return byRecipient;
  };

  it('tells each holder and the owner once by mail and once by push, at 30 and at 7 days', async () => {
    const { organisation, owner } = await createOrganisation(database.db, { planTier: 1 });
    const thirty = await createUser(database.db, organisation.id, 2);
    const seven = await createUser(database.db, organisation.id, 2);
    await addDevice(owner.user.id, 'owner');
    await addDevice(thirty.user.id, 'thirty');
    await addDevice(seven.user.id, 'seven');
    await certificate(organisation.id, thirty.user.id, 30, 'due-30');
    await certificate(organisation.id, seven.user.id, 7, 'due-7');
    await certificate(organisation.id, owner.user.id, 20, 'owners-own');
    // not due: beyond 30 days, or already expired
    await certificate(organisation.id, thirty.user.id, 31, 'later');
    await certificate(organisation.id, seven.user.id, -1, 'expired');

    await startBoth();
    const expectedPushes = { owner: 3, thirty: 1, seven: 1 };
    const expectedMails = {
      [owner.user.email]: [
        "Test Member's CPR & First Aid certificate expires in 30 days",
        "Test Member's CPR & First Aid certificate expires in 7 days",
        'Your CPR & First Aid certificate expires in 20 days',
      ].sort(),
      [thirty.user.email]: ['Your CPR & First Aid certificate expires in 30 days'],
      [seven.user.email]: ['Your CPR & First Aid certificate expires in 7 days'],
    };
    await vi.waitFor(() => expect(push.received()).toEqual(expectedPushes), {
      timeout: 30_000,
      interval: 200,
    });
    await vi.waitFor(async () => expect(await mails()).toEqual(expectedMails), {
      timeout: 30_000,
      interval: 200,
    });

    // both run the job again as they start: nothing new is sent
    await stopBoth();
    await startBoth();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(push.received()).toEqual(expectedPushes);
    expect(await mails()).toEqual(expectedMails);
    const rows = await database.db
      .select({ userId: notifications.userId, key: notifications.dedupeKey })
      .from(notifications)
      .where(
        and(
          eq(notifications.organisationId, organisation.id),
          like(notifications.dedupeKey, 'certificate-expiry:%'),
        ),
      );
    expect(rows).toHaveLength(5);
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
