// No zod here: the inventory screens show these on first load and import the schemas on first use.

/** spec 02 §5 (inventory add and edit), in the spec's words; the price format is ours. */
export const INVENTORY_FORM_MESSAGES = {
  title: 'Please enter title',
  price: 'Please enter price',
  // ours (docs/decisions/018): a money amount ≥ 0 with at most two decimals
  invalidPrice: 'Please enter a valid price',
  location: 'Please enter location',
  modelNumber: 'Please enter model number',
  serialNumber: 'Please enter serial number',
} as const;

/** What the inventory calls answer besides field messages. */
export const INVENTORY_MESSAGES = {
  list: 'Inventory',
  found: 'Inventory item',
  added: 'The item has been added.',
  updated: 'The item has been updated.',
  deleted: 'The item has been deleted.',
  notFound: 'This item was not found.',
  locations: 'Locations',
  locationAdded: 'The location has been added.',
  locationExists: 'This location is already in the list.',
  locationName: 'Please enter location name',
  tooManyLocations: 'An organisation can have at most 100 locations.',
  // ours (docs/decisions/018): renaming and removing a location
  locationRenamed: 'The location has been renamed.',
  locationNameTaken: 'Another location already has this name.',
  locationRemoved: 'The location has been removed.',
  locationNotFound: 'This location was not found.',
  moveToSame: 'Please choose another location to move the items to.',
} as const;

/** Why a location that still holds items is not removed, naming how many (ours, decision 018). */
export const locationInUseMessage = (name: string, items: number) =>
  `${name} holds ${items === 1 ? '1 item' : `${items} items`}. Choose where to move ${items === 1 ? 'it' : 'them'} before removing ${name}.`;

/** What a removal that moved the location's items answers (ours, decision 018). */
export const locationRemovedMovingMessage = (items: number, to: string) =>
  `The location has been removed. ${items === 1 ? '1 item was' : `${items} items were`} moved to ${to}.`;

/** Items per page of get_inventories and search_inventroy (a phone's screenful or three). */
export const INVENTORY_PAGE_SIZE = 30;
export const MAX_LOCATIONS = 100;

/** spec 02 §2 and DESIGN.md §4b: the locations every organisation starts with. */
export const SEEDED_LOCATIONS = [
  'Sanctuary',
  'Lobby',
  'Parking lot',
  'Nursery',
  'Office',
  'Storage',
] as const;
