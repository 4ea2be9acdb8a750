import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;

/** `column` within the days from–to (UTC, both included); no bound where a day is absent. */
export function withinDays(
  column: PgColumn,
  range: { from?: string | undefined; to?: string | undefined },
): SQL[] {
  const bounds: SQL[] = [];
  if (range.from) bounds.push(gte(column, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) bounds.push(lt(column, new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS)));
  return bounds;
}
