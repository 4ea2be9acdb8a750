import { sql } from 'drizzle-orm';
import type { Executor } from '../notifications/notify';

type Row = { unread: number | string; muted_until: Date | string | null };

/**
 * A member's unread count (others' messages after the last they read, deleted ones aside) and
 * mute. A member who never opened the channel has read nothing yet.
 */
export async function teamReadOf(
  db: Executor,
  userId: string,
): Promise<{ unread: number; mutedUntil: Date | null }> {
  const result = await db.execute(sql`
    select
      (select count(*) from team_messages m
        where m.organisation_id = me.organisation_id
          and m.id > coalesce(r.last_read_id, 0)
          and m.user_id <> me.id
          and m.deleted_at is null) as unread,
      r.muted_until
    from users me
    left join team_channel_reads r on r.user_id = me.id
    where me.id = ${userId}`);
  // both drivers (pg, PGlite) answer { rows }; the generic database type cannot say so
  const [row] = (result as unknown as { rows: Row[] }).rows;
  return {
    unread: Number(row?.unread ?? 0),
    mutedUntil: row?.muted_until ? new Date(row.muted_until) : null,
  };
}

/** read_team_channel: everything in the channel until now counts as read. */
export async function readTeamChannel(db: Executor, userId: string, organisationId: string) {
  await db.execute(sql`
    insert into team_channel_reads (user_id, last_read_id)
    values (${userId}, coalesce((select max(id) from team_messages where organisation_id = ${organisationId}), 0))
    on conflict (user_id) do update set last_read_id = greatest(team_channel_reads.last_read_id, excluded.last_read_id)`);
}

/** mute_team_channel: pushes stop until `until` (null: unmuted). */
export async function muteTeamChannel(db: Executor, userId: string, until: Date | null) {
  await db.execute(sql`
    insert into team_channel_reads (user_id, muted_until) values (${userId}, ${until ? until.toISOString() : null}::timestamptz)
    on conflict (user_id) do update set muted_until = excluded.muted_until`);
}
