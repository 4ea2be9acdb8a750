import type { Profile } from '@faith-shield/contract/accounts/get-profile.schema';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, asc, eq } from 'drizzle-orm';
import { organisations, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { Database } from '../../infra/db/database';
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

/** spec 01 §3: the user's profile, their organisation and its plan. */
export async function getProfile(db: Database, userId: string, now: Date): Promise<Profile> {
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const { user, organisation } = row;
  const mainId = user.type === USER_TYPE.owner ? undefined : await ownerIdOf(db, organisation.id);
  return {
    id: user.id,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    mobile: user.mobile,
    image: user.image,
    ...planSummary(organisation, now),
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
