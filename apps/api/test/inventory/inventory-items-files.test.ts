import type { InventoryView } from '@faith-shield/contract/inventory/get-inventroy-by-id';
import type { InventoryItem, Location } from '@faith-shield/contract/inventory/inventory-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, signUpOwner } from '../helpers/accounts';
import { asFile, jpegBytes } from '../helpers/images';
import { type FileField, startTestServer, type TestServer } from '../helpers/test-server';
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

  it('adds an item with its image and answers it, the price kept exactly', async () => {
    const { code, body } = await call<InventoryItem>(
      'add_inventory',
      itemFields(lobby.id, { price: '$1200.5', image: asFile(jpegBytes(), 'radio.jpg', 'image/jpeg') }),
      { token: owner.token },
    );
    expect(code).toBe(200);
    expect(body.message).toBe('The item has been added.');
    expect(body.data).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      user_id: expect.any(String),
      title: 'Handheld radio',
      image: expect.stringMatching(/^\/uploads\/[\w-]{22}\.jpg$/),
      serial_number: 'SN-000142',
      model_number: 'TK-3402U16P',
      price: '1200.50',
      location_id: lobby.id,
      locations: lobby,
    });
    expect(await server.hasFile(body.data?.image ?? '')).toBe(true);
    const list = await call<InventoryItem[]>('get_inventories', {}, { token: owner.token });
    expect(list.body.data?.[0]).toEqual(body.data);
  });

  it('edits an item: new fields, a new image replacing the old, the same id', async () => {
    const item = await addItem(server, owner.token);
    const office = await locationNamed(server, owner.token, 'Office');
    const edit: Record<string, string | FileField> = {
      ...itemFields(office.id, { title: 'Radio (spare)', price: '99' }),
      id: item.id,
    };
    const { code, body } = await call<InventoryItem>('edit_inventory', edit, { token: owner.token });
    expect(code).toBe(200);
    expect(body.message).toBe('The item has been updated.');
    expect(body.data).toMatchObject({
      id: item.id,
      title: 'Radio (spare)',
      price: '99.00',
      locations: office,
    });
    expect(body.data?.image).not.toBe(item.image);
    expect(await server.hasFile(item.image)).toBe(false);
    // without a new image the old one stays
    const { image: _image, ...withoutImage } = edit;
    const kept = await call<InventoryItem>('edit_inventory', withoutImage, { token: owner.token });
    expect(kept.body.data?.image).toBe(body.data?.image);
    const missing = await call('edit_inventory', { id: item.id, title: '' }, { token: owner.token });
    expect(missing.body.errors).toEqual({
      title: 'Please enter title',
      price: 'Please enter price',
      location_id: 'Please enter location',
      model_number: 'Please enter model number',
      serial_number: 'Please enter serial number',
    });
  });

  it('shows the public view without a token: the view’s fields and whose item it is', async () => {
    const item = await addItem(server, owner.token, { title: 'AED cabinet', price: '1499.00' });
    const { code, body } = await call<InventoryView>('get_inventroy_by_id', { id: item.id });
    expect(code).toBe(200);
    expect(body.data).toEqual({
      id: item.id,
      title: 'AED cabinet',
      image: item.image,
      price: '1499.00',
      locations: { name: 'Lobby' },
      model_number: item.model_number,
      serial_number: item.serial_number,
      worship_place_name: 'Grace Community Church',
    });
    const image = await fetch(`${server.url}${item.image}`);
    expect(image.status).toBe(200);
  });

  it('deletes an item: its image and its public view are gone at once', async () => {
    const item = await addItem(server, owner.token);
    expect((await call('get_inventroy_by_id', { id: item.id })).code).toBe(200);
    const { code, body } = await call('delete_inventory', { id: item.id }, { token: owner.token });
    expect({ code, body }).toEqual({ code: 200, body: { status: 1, message: 'The item has been deleted.' } });
    const view = await call('get_inventroy_by_id', { id: item.id });
    expect({ code: view.code, body: view.body }).toEqual({ code: 404, body: NOT_FOUND });
    expect(await server.hasFile(item.image)).toBe(false);
    const list = await call<InventoryItem[]>('get_inventories', {}, { token: owner.token });
    expect(list.body.data?.some((listed) => listed.id === item.id)).toBe(false);
    expect((await call('delete_inventory', { id: item.id }, { token: owner.token })).code).toBe(404);
  });
});
