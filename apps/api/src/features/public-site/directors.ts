import type { Director } from '@faith-shield/contract/public-site/directors';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { directors } from '../../db/schema/index';

/** The Board Of Directors in the board's own order (spec 01 §2); the role is sent as `type`. */
export async function listDirectors(db: Database): Promise<Director[]> {
  const rows = await db.select().from(directors).orderBy(asc(directors.position), asc(directors.name));
  return rows.map(({ name, role, image }) => ({ name, type: role, image }));
}
