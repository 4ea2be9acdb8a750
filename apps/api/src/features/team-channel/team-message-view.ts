import {
  excerptOf,
  TEAM_CHANNEL_LIMITS as L,
} from '@faith-shield/contract/team-channel/team-channel-messages';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { and, asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { teamMessages, users } from '../../db/schema/index';
import { fullName } from '../alerts/alert-people';
import type { Executor } from '../notifications/notify';

const replied = alias(teamMessages, 'replied');
const repliedAuthor = alias(users, 'replied_author');

const selection = {
  message: teamMessages,
  author: { firstName: users.firstName, lastName: users.lastName, image: users.image },
  reply: {
    id: replied.id,
    message: replied.message,
    deletedAt: replied.deletedAt,
    firstName: repliedAuthor.firstName,
    lastName: repliedAuthor.lastName,
  },
};

type Row = {
  message: typeof teamMessages.$inferSelect;
  author: { firstName: string; lastName: string; image: string };
  reply: {
    id: number | null;
    message: string | null;
    deletedAt: Date | null;
    firstName: string | null;
    lastName: string | null;
  } | null;
};

/** A stored message as every member sees it: a deleted one keeps its place, without text or pictures. */
export function teamMessageOf({ message, author, reply }: Row): TeamMessage {
  const deleted = message.deletedAt !== null;
  return {
    id: String(message.id),
    user_id: message.userId,
    name: fullName(author),
    profile: author.image,
    message: deleted ? '' : message.message,
    images: deleted ? [] : message.images,
    reply_to:
      reply?.id != null
        ? {
            id: String(reply.id),
            name: fullName({ firstName: reply.firstName ?? '', lastName: reply.lastName ?? '' }),
            excerpt: reply.deletedAt ? '' : excerptOf(reply.message ?? ''),
            deleted: reply.deletedAt !== null,
          }
        : null,
    created_at: message.createdAt.toISOString(),
    client_id: message.clientId,
    deleted,
  };
}

const messagesWhere = (db: Executor, where: SQL | undefined) =>
  db
    .select(selection)
    .from(teamMessages)
    .innerJoin(users, eq(users.id, teamMessages.userId))
    .leftJoin(replied, eq(replied.id, teamMessages.replyToId))
    .leftJoin(repliedAuthor, eq(repliedAuthor.id, replied.userId))
    .where(where);

/** Messages of the organisation by id (for live delivery and answers), oldest first. */
export async function teamMessagesById(
  db: Executor,
  organisationId: string,
  ids: readonly number[],
): Promise<TeamMessage[]> {
  if (ids.length === 0) return [];
  const rows = await messagesWhere(
    db,
    and(eq(teamMessages.organisationId, organisationId), inArray(teamMessages.id, [...ids])),
  ).orderBy(asc(teamMessages.id));
  return rows.map(teamMessageOf);
}

/** spec 03 §6: the page of 50 before `before` (or the latest), oldest first. */
export async function teamMessagesPage(
  db: Executor,
  organisationId: string,
  before: number | undefined,
): Promise<TeamMessage[]> {
  const rows = await messagesWhere(
    db,
    and(
      eq(teamMessages.organisationId, organisationId),
      before === undefined ? undefined : lt(teamMessages.id, before),
    ),
  )
    .orderBy(desc(teamMessages.id))
    .limit(L.pageSize);
  return rows.reverse().map(teamMessageOf);
}
