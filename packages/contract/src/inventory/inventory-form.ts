import { z } from 'zod';
import { requiredText } from '../accounts/account-field-schemas';
import { INVENTORY_MESSAGES, INVENTORY_PAGE_SIZE, INVENTORY_FORM_MESSAGES as M } from './inventory-messages';

/**
 * A money amount ≥ 0 as typed: an optional dollar sign, up to ten digits, up to two decimals
 * (the column is numeric(12, 2): kept exactly, never a float).
 */
export const PRICE_PATTERN = /^\$?\d{1,10}(\.\d{1,2})?$/;

/** '$1200.5' → '1200.50': the amount as the database keeps and answers it, by text alone. */
export const normalisePrice = (typed: string): string => {
  const [whole = '0', fraction = ''] = typed.replace('$', '').split('.');
  return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
};

export const priceField = () =>
  requiredText(M.price, 'Price', 20).regex(PRICE_PATTERN, M.invalidPrice).transform(normalisePrice);

/** spec 02 §3 and §5: an item's fields as add and edit send them (the image apart). */
export const InventoryFieldsSchema = z.object({
  title: requiredText(M.title, 'Title', 200),
  price: priceField(),
  location_id: requiredText(M.location, 'Location', 64),
  model_number: requiredText(M.modelNumber, 'Model number', 100),
  serial_number: requiredText(M.serialNumber, 'Serial number', 100),
});

/** An item's id: the unguessable one the lists give and the share link carries. */
export const inventoryIdField = () =>
  z.string({ error: INVENTORY_MESSAGES.notFound }).trim().min(1, INVENTORY_MESSAGES.notFound).max(64);

/** Which page of a list, from 1; absent or empty: the first. */
export const pageField = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 1 : value),
    z.coerce
      .number({ error: 'Please enter a valid page' })
      .int('Please enter a valid page')
      .min(1)
      .max(100_000),
  );

/** A location's id, as inventory_categories lists it; a missing one is a location not found. */
export const locationIdField = () =>
  z
    .string({ error: INVENTORY_MESSAGES.locationNotFound })
    .trim()
    .min(1, INVENTORY_MESSAGES.locationNotFound)
    .max(64, INVENTORY_MESSAGES.locationNotFound);

export const LocationSchema = z.object({ id: z.string(), name: z.string() });
export type Location = z.infer<typeof LocationSchema>;

/** spec 02 §3: an item as the owner's list and edit form read it. `price` is exact text ('1200.50'). */
export const InventoryItemSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  /** Under /uploads/. */
  image: z.string(),
  serial_number: z.string(),
  model_number: z.string(),
  price: z.string(),
  location_id: z.string(),
  /** The location, whose name the list shows. */
  locations: LocationSchema,
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;

/** A page of a list: INVENTORY_PAGE_SIZE items at most; a full page means there may be more. */
export const InventoryPageSchema = z.array(InventoryItemSchema).max(INVENTORY_PAGE_SIZE);
