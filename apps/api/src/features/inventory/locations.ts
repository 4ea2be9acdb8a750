import type { AddInventoryCategoryRequest } from '@faith-shield/contract/inventory/add-inventory-category';
import type { Location } from '@faith-shield/contract/inventory/inventory-form';
import {
  INVENTORY_FORM_MESSAGES,
  INVENTORY_MESSAGES,
  MAX_LOCATIONS,
} from '@faith-shield/contract/inventory/inventory-messages';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { inventoryLocations } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import type { ReadCache } from '../../infra/cache/read-cache';

type Kept = { organisationId: string; locations: Location[] };

const byName = sql`lower(${inventoryLocations.name})`;

/**
 * inventory_categories: the organisation's locations by name. Kept in the read cache: the
 * table is in the change feed (the inventory-and-certificates migration), so an added location drops it.
 */
export async function listLocations(
  { db, readCache }: { db: Database; readCache: ReadCache },
  organisationId: string,
): Promise<Location[]> {
  const kept = await readCache.read<Kept>(
    `locations:${organisationId}`,
    async () => ({
      organisationId,
      locations: await db
        .select({ id: inventoryLocations.id, name: inventoryLocations.name })
        .from(inventoryLocations)
        .where(eq(inventoryLocations.organisationId, organisationId))
        .orderBy(asc(byName), asc(inventoryLocations.id)),
    }),
    (value) => value.organisationId,
  );
  return kept?.locations ?? [];
}

/** The form's 'Please enter location' under location_id: no such location (any more). */
export const locationGone = () =>
  badRequest(INVENTORY_FORM_MESSAGES.location, { location_id: INVENTORY_FORM_MESSAGES.location });

/** One of the organisation's locations, or the form's 'Please enter location' under location_id. */
export async function findLocation(db: Database, organisationId: string, id: string): Promise<Location> {
  const [location] = isUuid(id)
    ? await db
        .select({ id: inventoryLocations.id, name: inventoryLocations.name })
        .from(inventoryLocations)
        .where(and(eq(inventoryLocations.id, id), eq(inventoryLocations.organisationId, organisationId)))
    : [];
  if (!location) throw locationGone();
  return location;
}

const sameName = (organisationId: string, name: string) =>
  and(eq(inventoryLocations.organisationId, organisationId), sql`${byName} = lower(${name})`);

/**
 * add_inventory_category: a new location, or the one already named so (in any case): the
 * unique index on the lower-case name decides when two adds race. At most MAX_LOCATIONS.
 */
export async function addLocation(
  db: Database,
  organisationId: string,
  { name }: AddInventoryCategoryRequest,
): Promise<{ location: Location; isNew: boolean }> {
  const existing = async () =>
    (await db.select().from(inventoryLocations).where(sameName(organisationId, name)))[0];
  const found = await existing();
  if (found) return { location: { id: found.id, name: found.name }, isNew: false };
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(inventoryLocations)
    .where(eq(inventoryLocations.organisationId, organisationId));
  if (total >= MAX_LOCATIONS)
    throw badRequest(INVENTORY_MESSAGES.tooManyLocations, { name: INVENTORY_MESSAGES.tooManyLocations });
  const [added] = await db
    .insert(inventoryLocations)
    .values({ organisationId, name })
    .onConflictDoNothing()
    .returning({ id: inventoryLocations.id, name: inventoryLocations.name });
  if (added) return { location: added, isNew: true };
  const raced = await existing();
  if (!raced) throw new Error('location neither added nor found');
  return { location: { id: raced.id, name: raced.name }, isNew: false };
}
