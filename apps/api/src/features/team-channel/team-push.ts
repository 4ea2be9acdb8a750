import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { excerptOf, TEAM_CHANNEL_URLS } from '@faith-shield/contract/team-channel/team-channel-messages';
import { sql } from 'drizzle-orm';
import { connectedOf } from '../chat/live/presence';
import { type Executor, notify } from '../notifications/notify';

type Posted = { id: number; organisationId: string; text: string; imageCount: number };

/**
 * A Web Push (and a get_notifications row) for each member with no live connection anywhere,
 * who has not muted the channel, and for whom this is the first unread message since they last
 * read it: one push per burst; the push's tag folds what still arrives on the device
 * (infra/push/push-tag.ts). Inside the transaction that stores the message.
 */
export async function pushToAway(
  tx: Executor,
  posted: Posted,
  sender: { id: string; name: string },
  memberIds: readonly string[],
) {
  const others = memberIds.filter((id) => id !== sender.id);
  const connected = await connectedOf(tx, others);
  const away = others.filter((id) => !connected.has(id));
  if (away.length === 0) return;
  const result = await tx.execute(sql`
    select u.id, u.type from users u
    left join team_channel_reads r on r.user_id = u.id
    where u.id in (${sql.join(
      away.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and (r.muted_until is null or r.muted_until <= now())
      and not exists (
        select 1 from team_messages m
        where m.organisation_id = ${posted.organisationId}
          and m.id > coalesce(r.last_read_id, 0) and m.id < ${posted.id}
          and m.user_id <> u.id and m.deleted_at is null)`);
  const told = (result as unknown as { rows: { id: string; type: number }[] }).rows;
  const photos = posted.imageCount === 1 ? 'a photo' : `${posted.imageCount} photos`;
  // the owner's team channel is a tab of /chat, a sub user's of their own chat
  for (const [type, url] of [
    [USER_TYPE.owner, TEAM_CHANNEL_URLS.owner],
    [USER_TYPE.subUser, TEAM_CHANNEL_URLS.subUser],
  ] as const)
    await notify(tx, {
      organisationId: posted.organisationId,
      userIds: told.filter((row) => row.type === type).map((row) => row.id),
      type: 'team',
      title: `${sender.name} in Team`,
      body: posted.text ? excerptOf(posted.text) : `Sent ${photos}`,
      url,
    });
}
