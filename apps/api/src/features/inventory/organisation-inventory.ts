import type { InventoryItem } from '@faith-shield/contract/inventory/inventory-form';
import { INVENTORY_PAGE_SIZE } from '@faith-shield/contract/inventory/inventory-messages';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inventoryItems, inventoryLocations } from '../../db/schema/index';
import { JsonText } from '../../http/json-text';
import type { ReadCache } from '../../infra/cache/read-cache';
import { inventoryItemView } from './inventory-item-view';

type Kept = {
  organisationId: string;
  /** Newest first. */
  items: InventoryItem[];
  /** Per item, what a keyword is looked for in, in lower case: title, model, serial, location. */
  searchable: string[];
  /** Per item, the item written as JSON: a page is joined from these, not encoded per request. */
  json: string[];
};

// Keeps a keyword from matching across two fields.
const FIELD_BREAK = '\u0000';

const searchableText = (item: InventoryItem) =>
  [item.title, item.model_number, item.serial_number, item.locations.name].join(FIELD_BREAK).toLowerCase();

/**
 * The organisation's whole inventory, newest first, kept in the read cache: a page or a search
 * is then worked out in memory, with no query (docs/decisions/018). The tables are in the
 * change feed (the inventory-and-certificates migration), so any change to an item or a location drops it.
 */
async function organisationInventory(
  { db, readCache }: { db: Database; readCache: ReadCache },
  organisationId: string,
): Promise<Kept> {
  const load = async (): Promise<Kept> => {
    const rows = await db
      .select({
        item: inventoryItems,
        location: { id: inventoryLocations.id, name: inventoryLocations.name },
      })
      .from(inventoryItems)
      .innerJoin(inventoryLocations, eq(inventoryLocations.id, inventoryItems.locationId))
      .where(eq(inventoryItems.organisationId, organisationId))
      .orderBy(desc(inventoryItems.createdAt), desc(inventoryItems.id));
    const items = rows.map(({ item, location }) => inventoryItemView(item, location));
    return {
      organisationId,
      items,
      searchable: items.map(searchableText),
      json: items.map((item) => JSON.stringify(item)),
    };
  };
  const kept = await readCache.read<Kept>(
    `inventory:${organisationId}`,
    load,
    (value) => value.organisationId,
  );
  if (!kept) throw new Error('the inventory did not load');
  return kept;
}

/** The items at these positions, with their kept JSON. */
const pageAt = (kept: Kept, positions: number[]): JsonText<InventoryItem[]> =>
  JsonText.written(
    positions.map((index) => kept.items[index] as InventoryItem),
    `[${positions.map((index) => kept.json[index]).join(',')}]`,
  );

const firstOfPage = (page: number) => (page - 1) * INVENTORY_PAGE_SIZE;

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** get_inventories: a page of the organisation's items, newest first. */
export async function listInventory(
  deps: { db: Database; readCache: ReadCache },
  organisationId: string,
  page: number,
): Promise<JsonText<InventoryItem[]>> {
  const kept = await organisationInventory(deps, organisationId);
  const from = Math.min(firstOfPage(page), kept.items.length);
  return pageAt(kept, range(from, Math.min(from + INVENTORY_PAGE_SIZE, kept.items.length)));
}

/**
 * search_inventroy: the items whose title, model number, serial number or location contains
 * the keyword, ignoring case. A plain substring test: `%` and `_` are characters like any other.
 */
export async function searchInventory(
  deps: { db: Database; readCache: ReadCache },
  organisationId: string,
  keyword: string,
  page: number,
): Promise<JsonText<InventoryItem[]>> {
  const wanted = keyword.toLowerCase();
  if (!wanted) return listInventory(deps, organisationId, page);
  const kept = await organisationInventory(deps, organisationId);
  // the matches up to the end of the page asked for, and no further
  const skip = firstOfPage(page);
  const positions: number[] = [];
  let matched = 0;
  for (let index = 0; index < kept.searchable.length && positions.length < INVENTORY_PAGE_SIZE; index++) {
    if (!kept.searchable[index]?.includes(wanted)) continue;
    if (matched >= skip) positions.push(index);
    matched++;
  }
  return pageAt(kept, positions);
}
