import type { InventoryView } from '@faith-shield/contract/inventory/get-inventroy-by-id';
import type { InventoryItem, Location } from '@faith-shield/contract/inventory/inventory-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, signUpOwner } from '../helpers/accounts';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { setPlan, teamOwner } from '../sub-users/sub-user-fixtures';
import { addItem, itemFields, locationNamed, locationsOf } from './inventory-fixtures';

const LOCATION_NOT_FOUND = { status: 0, message: 'This location was not found.' };

/** Ours (docs/decisions/018): the owner renames and removes locations; no item loses its location. */
describe('managing inventory locations (edit_inventory_category, delete_inventory_category)', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  const namesOf = async (token: string) =>
    (await locationsOf(server, token)).map((location) => location.name);
  const listed = async (token: string) =>
    (await call<InventoryItem[]>('get_inventories', {}, { token })).body.data ?? [];

  it('renames a location: the items keep it and every list and the public view show the new name', async () => {
    const owner = await signUpOwner(server);
    const lobby = await locationNamed(server, owner.token, 'Lobby');
    const item = await addItem(server, owner.token);
    expect((await listed(owner.token))[0]?.locations.name).toBe('Lobby'); // now kept in the read cache
    const { code, body } = await call<Location>(
      'edit_inventory_category',
      { id: lobby.id, name: ' Main foyer ' },
      { token: owner.token },
    );
    expect({ code, body }).toEqual({
      code: 200,
      body: {
        status: 1,
        message: 'The location has been renamed.',
        data: { id: lobby.id, name: 'Main foyer' },
      },
    });
    expect(await namesOf(owner.token)).toEqual([
      'Main foyer',
      'Nursery',
      'Office',
      'Parking lot',
      'Sanctuary',
      'Storage',
    ]);
    const [first] = await listed(owner.token);
    expect(first).toMatchObject({
      id: item.id,
      location_id: lobby.id,
      locations: { id: lobby.id, name: 'Main foyer' },
    });
    const searched = await call<InventoryItem[]>(
      'search_inventroy',
      { keyword: 'FOYER' },
      { token: owner.token },
    );
    expect(searched.body.data?.map((found) => found.id)).toEqual([item.id]);
    const view = await call<InventoryView>('get_inventroy_by_id', { id: item.id });
    expect(view.body.data?.locations.name).toBe('Main foyer');
    // a change of case alone is a rename too
    const recased = await call<Location>(
      'edit_inventory_category',
      { id: lobby.id, name: 'MAIN FOYER' },
      { token: owner.token },
    );
    expect(recased.body.data).toEqual({ id: lobby.id, name: 'MAIN FOYER' });
  });

  it('keeps names unique in any case, asks for one, and changes nothing when refused', async () => {
    const owner = await signUpOwner(server);
    const office = await locationNamed(server, owner.token, 'Office');
    const taken = await call(
      'edit_inventory_category',
      { id: office.id, name: 'sTORAGE' },
      { token: owner.token },
    );
    expect({ code: taken.code, body: taken.body }).toEqual({
      code: 422,
      body: {
        status: 0,
        message: 'Another location already has this name.',
        errors: { name: 'Another location already has this name.' },
      },
    });
    const blank = await call(
      'edit_inventory_category',
      { id: office.id, name: '   ' },
      { token: owner.token },
    );
    expect({ code: blank.code, body: blank.body }).toEqual({
      code: 422,
      body: {
        status: 0,
        message: 'Please enter location name',
        errors: { name: 'Please enter location name' },
      },
    });
    expect(await namesOf(owner.token)).toEqual([
      'Lobby',
      'Nursery',
      'Office',
      'Parking lot',
      'Sanctuary',
      'Storage',
    ]);
  });

  it('removes an empty location', async () => {
    const owner = await signUpOwner(server);
    const nursery = await locationNamed(server, owner.token, 'Nursery');
    const { code, body } = await call(
      'delete_inventory_category',
      { id: nursery.id },
      { token: owner.token },
    );
    expect({ code, body }).toEqual({
      code: 200,
      body: { status: 1, message: 'The location has been removed.', data: { moved: 0 } },
    });
    expect(await namesOf(owner.token)).not.toContain('Nursery');
    const again = await call('delete_inventory_category', { id: nursery.id }, { token: owner.token });
    expect({ code: again.code, body: again.body }).toEqual({ code: 404, body: LOCATION_NOT_FOUND });
    // an item cannot be added at the removed location
    const added = await call('add_inventory', itemFields(nursery.id), { token: owner.token });
    expect(added.body).toMatchObject({ status: 0, errors: { location_id: 'Please enter location' } });
  });

  it('refuses to remove a location that holds items, naming how many, and removes nothing', async () => {
    const owner = await signUpOwner(server);
    const lobby = await locationNamed(server, owner.token, 'Lobby');
    await addItem(server, owner.token, { title: 'Radio one' });
    await addItem(server, owner.token, { title: 'Radio two' });
    const message = 'Lobby holds 2 items. Choose where to move them before removing Lobby.';
    const { code, body } = await call('delete_inventory_category', { id: lobby.id }, { token: owner.token });
    expect({ code, body }).toEqual({
      code: 409,
      body: { status: 0, message, errors: { move_to_id: message } },
    });
    expect(await namesOf(owner.token)).toContain('Lobby');
    expect((await listed(owner.token)).map((item) => item.locations.name)).toEqual(['Lobby', 'Lobby']);
    // moving them to the same place is no move
    const same = await call(
      'delete_inventory_category',
      { id: lobby.id, move_to_id: lobby.id },
      { token: owner.token },
    );
    expect({ code: same.code, body: same.body }).toEqual({
      code: 422,
      body: {
        status: 0,
        message: 'Please choose another location to move the items to.',
        errors: { move_to_id: 'Please choose another location to move the items to.' },
      },
    });
    const one = await signUpOwner(server);
    await addItem(server, one.token);
    const single = await call(
      'delete_inventory_category',
      { id: (await locationNamed(server, one.token, 'Lobby')).id },
      { token: one.token },
    );
    expect(single.body.message).toBe('Lobby holds 1 item. Choose where to move it before removing Lobby.');
  });

  it('moves the items to another location and removes it, in one step', async () => {
    const owner = await signUpOwner(server);
    const lobby = await locationNamed(server, owner.token, 'Lobby');
    const storage = await locationNamed(server, owner.token, 'Storage');
    const items = [
      await addItem(server, owner.token, { title: 'Radio one' }),
      await addItem(server, owner.token, { title: 'Radio two' }),
    ];
    const { code, body } = await call(
      'delete_inventory_category',
      { id: lobby.id, move_to_id: storage.id },
      { token: owner.token },
    );
    expect({ code, body }).toEqual({
      code: 200,
      body: {
        status: 1,
        message: 'The location has been removed. 2 items were moved to Storage.',
        data: { moved: 2 },
      },
    });
    expect(await namesOf(owner.token)).not.toContain('Lobby');
    const after = await listed(owner.token);
    expect(after.map((item) => [item.id, item.location_id, item.locations.name]).sort()).toEqual(
      items.map((item) => [item.id, storage.id, 'Storage']).sort(),
    );
  });

  it('never renames, removes or moves to another organisation’s location: 404 and nothing changes', async () => {
    const owner = await signUpOwner(server);
    const other = await signUpOwner(server);
    const theirs = await locationNamed(server, other.token, 'Office');
    const mine = await locationNamed(server, owner.token, 'Lobby');
    await addItem(server, owner.token);
    for (const [name, fields] of [
      ['edit_inventory_category', { id: theirs.id, name: 'Mine now' }],
      ['delete_inventory_category', { id: theirs.id }],
      ['delete_inventory_category', { id: mine.id, move_to_id: theirs.id }],
      ['edit_inventory_category', { id: 'not-an-id', name: 'Anything' }],
    ] as const) {
      const { code, body } = await call(name, fields, { token: owner.token });
      expect({ code, body }, `${name} ${JSON.stringify(fields)}`).toEqual({
        code: 404,
        body: LOCATION_NOT_FOUND,
      });
    }
    const blank = await call('delete_inventory_category', { id: '' }, { token: owner.token });
    expect({ code: blank.code, body: blank.body }).toEqual({
      code: 422,
      body: { ...LOCATION_NOT_FOUND, errors: { id: LOCATION_NOT_FOUND.message } },
    });
    expect(await namesOf(other.token)).toContain('Office');
    expect((await listed(owner.token))[0]?.locations.name).toBe('Lobby');
  });

  it('is the owner’s, on a plan with inventory: a sub user gets 403, a plan without it 403', async () => {
    const { organisation, owner } = await createOrganisation((await testDatabase()).db, { planTier: 1 });
    const member = await createUser((await testDatabase()).db, organisation.id, 2);
    const office = await locationNamed(server, owner.token, 'Office');
    for (const [name, fields] of [
      ['edit_inventory_category', { id: office.id, name: 'Back office' }],
      ['delete_inventory_category', { id: office.id }],
    ] as const)
      expect((await call(name, fields, { token: member.token })).code, name).toBe(403);
    const fresh = await teamOwner(server);
    const storage = await locationNamed(server, fresh.token, 'Storage');
    // a plan changed straight in the database reaches the server's kept session by the change feed
    await setPlan(server, fresh.organisationId, 0);
    const refused = await call('delete_inventory_category', { id: storage.id }, { token: fresh.token });
    expect(refused.code).toBe(403);
    await setPlan(server, fresh.organisationId, 3, new Date(Date.now() + 86_400_000));
    expect(await namesOf(fresh.token)).toContain('Storage');
  });
});
