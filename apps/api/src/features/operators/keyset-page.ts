import { OPERATOR_MESSAGES } from '@faith-shield/contract/operators/operator-messages';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';

type Keyset = { table: PgTable; at: PgColumn; id: PgColumn };

/**
 * The rows after the cursor row in (at desc, id desc) order, or undefined for the first page.
 * The cursor's time is read back as the database's text, so its microseconds survive (a JS
 * Date keeps milliseconds, and rows a microsecond apart would be skipped or repeated).
 */
export async function afterCursor(
  db: Database,
  { table, at, id }: Keyset,
  before: string | undefined,
): Promise<SQL | undefined> {
  if (!before) return undefined;
  const [cursor] = await db
    .select({ at: sql<string>`${at}::text` })
    .from(table)
    .where(eq(id, before))
    .limit(1);
  if (!cursor) throw notFound(OPERATOR_MESSAGES.pageCursor);
  return sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${before}::uuid)`;
}

/** One page of rows fetched with `limit size + 1`: the page, and the next page's cursor if any. */
export function pageOf<T extends { id: string }>(rows: T[], size: number) {
  const page = rows.slice(0, size);
  return { page, nextBefore: rows.length > size ? (page.at(-1)?.id ?? null) : null };
}
