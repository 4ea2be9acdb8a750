import type { InventoryItem, Location } from '@faith-shield/contract/inventory/inventory-form';
import { fromAnyIp } from '../helpers/accounts';
import { asFile, pngBytes } from '../helpers/images';
import type { FileField, TestServer } from '../helpers/test-server';

/** What an item call answers for an id the caller may not see, or that is not there. */
export const NOT_FOUND = { status: 0, message: 'This item was not found.' };

/** The organisation's locations as inventory_categories answers them (GET, bearer token). */
export async function locationsOf(server: TestServer, token: string): Promise<Location[]> {
  const { code, body } = await fromAnyIp(server)<Location[]>(
    'inventory_categories',
    {},
    { token, method: 'GET', bearer: true },
  );
  if (code !== 200 || !body.data)
    throw new Error(`inventory_categories answered ${code}: ${JSON.stringify(body)}`);
  return body.data;
}

export const locationNamed = async (server: TestServer, token: string, name: string) => {
  const location = (await locationsOf(server, token)).find((found) => found.name === name);
  if (!location) throw new Error(`no location ${name}`);
  return location;
};

/** The add form as an owner fills it in, with a real PNG. */
export const itemFields = (
  locationId: string,
  overrides: Record<string, string | FileField> = {},
): Record<string, string | FileField> => ({
  title: 'Handheld radio',
  price: '149.99',
  location_id: locationId,
  model_number: 'TK-3402U16P',
  serial_number: 'SN-000142',
  image: asFile(pngBytes(), 'radio.png'),
  ...overrides,
});

/** An item added through add_inventory. */
export async function addItem(
  server: TestServer,
  token: string,
  overrides: Record<string, string | FileField> = {},
): Promise<InventoryItem> {
  const location = await locationNamed(server, token, 'Lobby');
  const { code, body } = await fromAnyIp(server)<InventoryItem>(
    'add_inventory',
    itemFields(location.id, overrides),
    {
      token,
    },
  );
  if (code !== 200 || !body.data) throw new Error(`add_inventory answered ${code}: ${JSON.stringify(body)}`);
  return body.data;
}
