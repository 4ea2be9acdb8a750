import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { ReadCache } from '../../infra/cache/read-cache';
import { planSummary } from './plan-summary';

/** The organisation's owner: a sub user's main_id, the other side of their chat. */
async function ownerIdOf(db: Database, organisationId: string): Promise<string | undefined> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.type, USER_TYPE.owner)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return owner?.id;
}

/** The rows a profile is made of; the plan's state is worked out from them at each read. */
async function loadProfileRows(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const mainId = row.user.type === USER_TYPE.owner ? undefined : await ownerIdOf(db, row.organisation.id);
  return { ...row, mainId };
}

/** spec 01 §3: the user's profile, their organisation and its plan. */
export async function getProfile(
  { db, readCache }: { db: Database; readCache: ReadCache },
  userId: string,
  now: Date,
): Promise<Profile> {
  const rows = await readCache.read(
    `profile:${userId}`,
    () => loadProfileRows(db, userId),
    (loaded) => loaded.organisation.id,
  );
  if (!rows) throw notFound();
  const { user, organisation, mainId } = rows;
  return {
    id: user.id,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    mobile: user.mobile,
    image: user.image,
    ...planSummary(organisation, now, user.type),
    worship_place_name: organisation.worshipPlaceName,
    worship_address: organisation.worshipAddress,
    latitude: organisation.latitude,
    longitude: organisation.longitude,
    area: organisation.area,
    state: organisation.state,
    city: organisation.city,
    zip_code: organisation.zipCode,
    address: user.address,
    personal_lat: user.personalLat,
    personal_long: user.personalLong,
    personal_area: user.personalArea,
    personal_state: user.personalState,
    personal_city: user.personalCity,
    personal_zip_code: user.personalZipCode,
    ...(mainId ? { main_id: mainId } : {}),
  };
}
