import type { InventoryItem } from '@faith-shield/contract/inventory/inventory-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, signUpOwner } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addItem, locationNamed } from './inventory-fixtures';

describe('POST /api/search_inventroy (spec 02 §7)', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  let owner: Awaited<ReturnType<typeof signUpOwner>>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
    owner = await signUpOwner(server);
    const nursery = await locationNamed(server, owner.token, 'Nursery');
    await addItem(server, owner.token, {
      title: 'First aid kit',
      model_number: 'FAK-100',
      serial_number: 'A-1',
    });
    await addItem(server, owner.token, {
      title: 'Crib monitor',
      model_number: 'CM_2',
      serial_number: 'B-2',
      location_id: nursery.id,
    });
    await addItem(server, owner.token, {
      title: 'Radio 100% charged',
      model_number: 'R-9',
      serial_number: 'xyz-777',
    });
  });
  afterAll(() => server.close());

  const titlesFor = async (keyword: string) => {
    const { code, body } = await call<InventoryItem[]>(
      'search_inventroy',
      { keyword },
      { token: owner.token },
    );
    expect(code).toBe(200);
    return body.data?.map((item) => item.title);
  };

  it('finds by title, model number, serial number and location, ignoring case', async () => {
    expect(await titlesFor('FIRST AID')).toEqual(['First aid kit']);
    expect(await titlesFor('fak-1')).toEqual(['First aid kit']);
    expect(await titlesFor('XYZ-7')).toEqual(['Radio 100% charged']);
    expect(await titlesFor('nursery')).toEqual(['Crib monitor']);
    expect(await titlesFor('lobby')).toEqual(['Radio 100% charged', 'First aid kit']);
    expect(await titlesFor('nothing like it')).toEqual([]);
  });

  it('takes % and _ as themselves, not as wildcards', async () => {
    expect(await titlesFor('%')).toEqual(['Radio 100% charged']);
    expect(await titlesFor('_')).toEqual(['Crib monitor']);
    expect(await titlesFor('a%d')).toEqual([]);
  });

  it('lists everything for an empty keyword, newest first', async () => {
    expect(await titlesFor('')).toEqual(['Radio 100% charged', 'Crib monitor', 'First aid kit']);
    expect(await titlesFor('   ')).toEqual(['Radio 100% charged', 'Crib monitor', 'First aid kit']);
  });

  it('finds a change at once: an added, edited or deleted item', async () => {
    const added = await addItem(server, owner.token, { title: 'Bullhorn', serial_number: 'BH-1' });
    expect(await titlesFor('bullhorn')).toEqual(['Bullhorn']);
    await call('delete_inventory', { id: added.id }, { token: owner.token });
    expect(await titlesFor('bullhorn')).toEqual([]);
  });

  it('searches only the organisation’s own items', async () => {
    const other = await signUpOwner(server);
    const { body } = await call<InventoryItem[]>(
      'search_inventroy',
      { keyword: 'First aid' },
      { token: other.token },
    );
    expect(body.data).toEqual([]);
  });
});
