import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The people who run Faith Shield (docs/decisions/022): a third kind of account, never a member
 * of an organisation. Created and removed only from the command line (`npm run operator`).
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null until the operator completes set-up. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, kept to verify codes so it cannot be hashed: AES-256-GCM sealed
     * (infra/auth/operator-secret-box.ts); base32 in clear in rows written before that. */
    totpSecret: text('totp_secret'),
    /** When set-up was completed: password and authenticator both confirmed. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    lastTotpStep: integer('last_totp_step').notNull().default(0),
    /** SHA-256 of each unspent recovery code (each 80 random bits, shown once). */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    /** SHA-256 of the one-time set-up link's token, and when it stops working. */
    setupTokenHash: text('setup_token_hash').unique(),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed: cannot sign in; the row stays so the audit log keeps naming them. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('operators_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.removedAt} is null`),
  ],
);

/** Operators' signed-in sessions, apart from the organisations' (only the token's hash is kept). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/** Before and after of a change, as the operator saw it. */
export type AuditState = Record<string, unknown> | null;

/**
 * Every operator action, sign-ins and failed second factors included. Append-only: the database
 * refuses UPDATE, DELETE and TRUNCATE (drizzle/…_operators.sql).
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when nobody could be named (a sign-in with an unknown e-mail). */
    operatorId: uuid('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    /** What was acted on: 'operator:<email>', 'home_page', 'plan:<id>'… */
    subject: text('subject').notNull().default(''),
    before: jsonb('before').$type<AuditState>(),
    after: jsonb('after').$type<AuditState>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
  },
  (table) => [
    // newest first, a page at a time: keyset on (at, id)
    index('operator_audit_log_at_id_idx').on(table.at, table.id),
    index('operator_audit_log_operator_idx').on(table.operatorId, table.at),
    // the action filter, and the list of actions to filter by
    index('operator_audit_log_action_idx').on(table.action, table.at),
  ],
);
