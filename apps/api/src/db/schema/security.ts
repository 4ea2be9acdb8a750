import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * spec 03 §5: a member's authenticator secret, AES-256-GCM sealed as operators' are
 * (infra/auth/operator-secret-box.ts, with the row `user:<id>`). Written by two_factor_setup;
 * in force once users.two_factor_enabled_at is set.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  lastTotpStep: integer('last_totp_step').notNull().default(0),
  /** SHA-256 of each unspent recovery code (each 80 random bits, shown once). */
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * spec 03 §5: what was done in an organisation, by whom. Append-only: the database refuses
 * UPDATE, DELETE and TRUNCATE (drizzle/…_security.sql). No foreign keys: the log outlives
 * what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    /** Who did it; null when nobody signed in can be named. */
    actorId: uuid('actor_id'),
    /** AUDIT_ACTIONS of the contract. */
    action: text('action').notNull(),
    /** What was acted on, in words the owner reads: a member's name, an alert's kind. */
    target: text('target').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** The moment of the write, not of its transaction's start: rows of one action keep their order. */
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** The order of writing, for rows whose clocks read alike (the embedded database's clock ticks in milliseconds). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    // newest first, a page at a time, with or without the action or person filter
    index('audit_log_organisation_at_idx').on(table.organisationId, table.at, table.id),
    index('audit_log_organisation_action_idx').on(table.organisationId, table.action, table.at),
    index('audit_log_organisation_actor_idx').on(table.organisationId, table.actorId, table.at),
  ],
);
