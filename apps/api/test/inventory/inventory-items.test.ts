import type { InventoryView } from '@faith-shield/contract/inventory/get-inventroy-by-id';
import type { InventoryItem, Location } from '@faith-shield/contract/inventory/inventory-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, signUpOwner } from '../helpers/accounts';
import { asFile } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { setPlan, teamOwner } from '../sub-users/sub-user-fixtures';
import { addItem, itemFields, locationNamed, NOT_FOUND } from './inventory-fixtures';

describe('the inventory items of an owner (spec 02 §5, §7)', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  let owner: Awaited<ReturnType<typeof signUpOwner>>;
  let lobby: Location;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
    owner = await signUpOwner(server);
    lobby = await locationNamed(server, owner.token, 'Lobby');
  });
  afterAll(() => server.close());

  it('answers each missing field with the spec message and adds nothing', async () => {
    const before = (await call<InventoryItem[]>('get_inventories', {}, { token: owner.token })).body.data;
    const { code, body } = await call(
      'add_inventory',
      { title: ' ' },
      { token: owner.token, as: 'multipart' },
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      title: 'Please enter title',
      price: 'Please enter price',
      location_id: 'Please enter location',
      model_number: 'Please enter model number',
      serial_number: 'Please enter serial number',
      image: 'Please select image',
    });
    expect(body.message).toBe('Please enter title');
    const bad = await call('add_inventory', itemFields(lobby.id, { price: '-3' }), { token: owner.token });
    expect(bad.body.errors).toEqual({ price: 'Please enter a valid price' });
    expect((await call<InventoryItem[]>('get_inventories', {}, { token: owner.token })).body.data).toEqual(
      before,
    );
  });

  it('refuses a file that is not a JPG or PNG by its content, whatever its name', async () => {
    const { code, body } = await call(
      'add_inventory',
      itemFields(lobby.id, { image: asFile('just some text, not a picture', 'fake.png') }),
      { token: owner.token },
    );
    expect({ code, body }).toEqual({
      code: 422,
      body: {
        status: 0,
        message: 'Please select a JPG or PNG image.',
        errors: { image: 'Please select a JPG or PNG image.' },
      },
    });
  });

  it('takes only a location of the organisation', async () => {
    const other = await signUpOwner(server);
    const theirs = await locationNamed(server, other.token, 'Lobby');
    for (const locationId of [theirs.id, 'not-an-id']) {
      const { code, body } = await call('add_inventory', itemFields(locationId), { token: owner.token });
      expect({ code, errors: body.errors }).toEqual({
        code: 422,
        errors: { location_id: 'Please enter location' },
      });
    }
  });

  it('lists newest first, a page at a time', async () => {
    const fresh = await signUpOwner(server);
    const added: InventoryItem[] = [];
    for (let index = 0; index < 32; index += 1)
      added.push(await addItem(server, fresh.token, { title: `Item ${index}` }));
    const first = await call<InventoryItem[]>('get_inventories', {}, { token: fresh.token });
    expect(first.body.data?.map((item) => item.title)).toEqual(
      added
        .slice(2)
        .reverse()
        .map((item) => item.title),
    );
    const second = await call<InventoryItem[]>('get_inventories', { page: 2 }, { token: fresh.token });
    expect(second.body.data?.map((item) => item.title)).toEqual(['Item 1', 'Item 0']);
    const third = await call<InventoryItem[]>('get_inventories', { page: 3 }, { token: fresh.token });
    expect(third.body.data).toEqual([]);
    // a search pages the same way over its matches
    const search = async (keyword: string, page: number) =>
      (await call<InventoryItem[]>('search_inventroy', { keyword, page }, { token: fresh.token })).body.data;
    expect(await search('ITEM', 1)).toEqual(first.body.data);
    expect(await search('ITEM', 2)).toEqual(second.body.data);
    expect(await search('ITEM', 3)).toEqual([]);
    expect((await search('item 1', 1))?.map((item) => item.title)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `Item ${19 - index}`),
      'Item 1',
    ]);
    expect(await search('item 1', 2)).toEqual([]);
  });

  it('never reads, edits or deletes another organisation’s item, and tells nothing about it', async () => {
    const other = await signUpOwner(server);
    const theirs = await addItem(server, other.token, { title: 'Their radio' });
    const edit = { ...itemFields(lobby.id, { title: 'Taken' }), id: theirs.id };
    for (const [name, fields] of [
      ['edit_inventory', edit],
      ['delete_inventory', { id: theirs.id }],
    ] as const) {
      const { code, body } = await call(name, fields, { token: owner.token });
      expect({ code, body }).toEqual({ code: 404, body: NOT_FOUND });
    }
    const still = await call<InventoryView>('get_inventroy_by_id', { id: theirs.id });
    expect(still.body.data?.title).toBe('Their radio');
    const list = await call<InventoryItem[]>(
      'search_inventroy',
      { keyword: 'Their radio' },
      { token: owner.token },
    );
    expect(list.body.data).toEqual([]);
  });

  it('answers 404 for a public id that was never given out', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', "' or 1=1 --", '1']) {
      const { code, body } = await call('get_inventroy_by_id', { id });
      expect({ code, body }).toEqual({ code: 404, body: NOT_FOUND });
    }
  });

  it('is open to every plan with inventory (1 to 4), closed without one', async () => {
    const fresh = await teamOwner(server);
    const location = await locationNamed(server, fresh.token, 'Office');
    for (const tier of [2, 3, 4, 1]) {
      await setPlan(server, fresh.organisationId, tier, new Date(Date.now() + 86_400_000));
      const { code } = await call('add_inventory', itemFields(location.id, { title: `Tier ${tier}` }), {
        token: fresh.token,
      });
      expect(code, `tier ${tier}`).toBe(200);
    }
    // the session read above is kept: setPlan waits until the change feed has told the server
    await setPlan(server, fresh.organisationId, 0);
    const { code, body } = await call('get_inventories', {}, { token: fresh.token });
    expect({ code, body }).toEqual({
      code: 403,
      body: {
        status: 0,
        message: 'Your plan does not include this feature. Please upgrade your subscription.',
      },
    });
  });
});
