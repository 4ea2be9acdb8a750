import {
  type AnyPgColumn,
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/**
 * spec 03 §6: one message of an organisation's team channel. Plain text; its pictures are
 * private uploads (paths). A deleted message keeps its row without text or pictures
 * (DESIGN.md §4c). The id grows with each message, so a page before one is the ids below it.
 */
export const teamMessages = pgTable(
  'team_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    replyToId: bigint('reply_to_id', { mode: 'number' }).references((): AnyPgColumn => teamMessages.id),
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('team_messages_organisation_idx').on(table.organisationId, table.id),
    // the phone's offline queue sends a write twice: it lands once (DESIGN.md §4c)
    uniqueIndex('team_messages_client_id_unique').on(table.organisationId, table.clientId),
  ],
);

/** Each member's place in the channel (the last message they read) and their mute. */
export const teamChannelReads = pgTable('team_channel_reads', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  mutedUntil: timestamp('muted_until', { withTimezone: true }),
});
