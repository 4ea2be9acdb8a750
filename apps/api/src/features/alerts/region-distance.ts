import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { sql } from 'drizzle-orm';
import type { Executor } from '../notifications/notify';

/** The mean radius of the Earth in statute miles (IUGG). */
const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude, for the box that narrows the search before the exact distance. */
const MILES_PER_DEGREE = 69;

export type RegionRecipient = { organisationId: string; userId: string; distanceMiles: number };

/**
 * The owners of other organisations whose place of worship lies within `radiusMiles` of the
 * sender's, by great-circle distance (haversine) between the places' coordinates. A place
 * without coordinates is never within reach.
 */
export async function ownersWithin(
  tx: Executor,
  senderOrganisationId: string,
  radiusMiles: number,
): Promise<RegionRecipient[]> {
  const degrees = radiusMiles / MILES_PER_DEGREE;
  const result = await tx.execute(sql`
    with here as (
      select latitude::float8 as lat, longitude::float8 as long
      from organisations
      where id = ${senderOrganisationId} and latitude <> '' and longitude <> ''
    ),
    places as (
      select o.id, o.latitude::float8 as lat, o.longitude::float8 as long
      from organisations o, here
      where o.id <> ${senderOrganisationId} and o.latitude <> '' and o.longitude <> ''
        and o.latitude::float8 between here.lat - ${degrees}::float8 and here.lat + ${degrees}::float8
    ),
    distances as (
      select places.id, ${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
        power(sin(radians(places.lat - here.lat) / 2), 2)
        + cos(radians(here.lat)) * cos(radians(places.lat)) * power(sin(radians(places.long - here.long) / 2), 2)
      ))) as miles
      from places, here
    )
    select u.organisation_id as "organisationId", u.id as "userId", d.miles as "distanceMiles"
    from distances d
    join users u on u.organisation_id = d.id and u.type = ${USER_TYPE.owner}::int and u.deleted_at is null
    where d.miles <= ${radiusMiles}::float8`);
  return (result as unknown as { rows: RegionRecipient[] }).rows.map((row) => ({
    ...row,
    distanceMiles: Number(row.distanceMiles),
  }));
}
