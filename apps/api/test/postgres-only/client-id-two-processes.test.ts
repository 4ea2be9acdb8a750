import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { clientWrites, eventAttendance } from '../../src/db/schema/index';
import { addFields, teamOf } from '../events/event-fixtures';
import { testDatabase } from '../helpers/test-database';
import { twoServerProcesses } from '../helpers/two-server-processes';

type Answer = { status: number; message: string; data?: { total_person: number; attendance_count: number } };

/**
 * Two server processes on one PostgreSQL database, each sent the same queued headcount at the
 * same moment (spec 03 §3): the unique client_id row lets one write through; the other waits
 * for it and answers its result.
 */
describe('one client_id sent to two server processes at once', () => {
  const servers = twoServerProcesses();

  const call = async (server: ServerProcess, name: string, fields: Record<string, string>) => {
    const response = await fetch(`${server.url}/api/${name}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    return { code: response.status, body: (await response.json()) as Answer & { data?: unknown } };
  };

  it('30 headcounts, each sent to both at once: 30 writes, every pair answered alike', {
    timeout: 60_000,
  }, async () => {
    const { db } = await testDatabase();
    const { owner, members } = await teamOf(db, 1);
    const [member] = members;
    if (!member) throw new Error('no member');
    const added = await call(servers.first, 'add_event', {
      token: owner.token,
      ...(addFields([member.user.id]) as Record<string, string>),
    });
    const event = (added.body.data as { id: string }[] | undefined)?.[0];
    if (!event) throw new Error(added.body.message);

    const clientIds = Array.from({ length: 30 }, () => randomUUID());
    for (const [count, clientId] of clientIds.entries()) {
      const fields = {
        token: member.token,
        event_id: event.id,
        attendance_count: String(count),
        client_id: clientId,
      };
      const pair = await Promise.all([
        call(servers.first, 'add_event_attendance', fields),
        call(servers.second, 'add_event_attendance', fields),
      ]);
      for (const answer of pair) {
        expect(answer.code).toBe(200);
        expect(answer.body.data).toEqual({ total_person: count, attendance_count: count });
      }
    }
    const rows = await db.select().from(clientWrites).where(inArray(clientWrites.clientId, clientIds));
    expect(rows).toHaveLength(30);

    // the oldest, replayed on both at once after all the others, still changes nothing
    const oldest = {
      token: member.token,
      event_id: event.id,
      attendance_count: '0',
      client_id: clientIds[0] ?? '',
    };
    const replays = await Promise.all([
      call(servers.first, 'add_event_attendance', oldest),
      call(servers.second, 'add_event_attendance', oldest),
    ]);
    for (const replay of replays) expect(replay.body.data).toEqual({ total_person: 0, attendance_count: 0 });
    const [stored] = await db
      .select({ total: eventAttendance.totalPerson })
      .from(eventAttendance)
      .where(and(eq(eventAttendance.eventId, event.id), eq(eventAttendance.userId, member.user.id)));
    expect(stored?.total).toBe(29);
  });
});
