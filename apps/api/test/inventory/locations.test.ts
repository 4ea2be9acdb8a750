import http from 'node:http';
import type { Location } from '@faith-shield/contract/inventory/inventory-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, signUpOwner } from '../helpers/accounts';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { locationsOf } from './inventory-fixtures';

/** spec 02 §7: GET with the token as request data; fetch cannot send a GET body, node:http can. */
const getWithBody = (url: string, body: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: 'GET',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(body);
  });

const SEEDED_BY_NAME = ['Lobby', 'Nursery', 'Office', 'Parking lot', 'Sanctuary', 'Storage'];

describe('inventory locations (spec 02 §7 inventory_categories, and add_inventory_category)', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
  });
  afterAll(() => server.close());

  it('starts every organisation with the seeded list, by name: a new sign-up and one made any other way', async () => {
    const owner = await signUpOwner(server);
    const names = (await locationsOf(server, owner.token)).map((location) => location.name);
    expect(names).toEqual(SEEDED_BY_NAME);
    const made = await createOrganisation((await testDatabase()).db, { planTier: 2 });
    expect((await locationsOf(server, made.owner.token)).map((location) => location.name)).toEqual(
      SEEDED_BY_NAME,
    );
  });

  it('takes the token as request data (a GET with a form body) as well as a bearer header', async () => {
    const owner = await signUpOwner(server);
    const { status, text } = await getWithBody(
      `${server.url}/api/inventory_categories`,
      `token=${owner.token}`,
    );
    expect(status).toBe(200);
    expect(JSON.parse(text).data.map((location: Location) => location.name)).toEqual(SEEDED_BY_NAME);
  });

  it('adds a location, answers the same one for the same name in any case, and lists it', async () => {
    const owner = await signUpOwner(server);
    const added = await call<Location>(
      'add_inventory_category',
      { name: ' Fellowship Hall ' },
      { token: owner.token },
    );
    expect(added.code).toBe(200);
    expect(added.body.message).toBe('The location has been added.');
    expect(added.body.data).toEqual({ id: expect.any(String), name: 'Fellowship Hall' });
    const again = await call<Location>(
      'add_inventory_category',
      { name: 'fellowship hall' },
      { token: owner.token },
    );
    expect(again.body).toEqual({
      status: 1,
      message: 'This location is already in the list.',
      data: added.body.data,
    });
    const names = (await locationsOf(server, owner.token)).map((location) => location.name);
    expect(names).toEqual(['Fellowship Hall', ...SEEDED_BY_NAME]);
    const other = await signUpOwner(server);
    expect((await locationsOf(server, other.token)).map((location) => location.name)).toEqual(SEEDED_BY_NAME);
  });

  it('asks for a name', async () => {
    const owner = await signUpOwner(server);
    const { code, body } = await call('add_inventory_category', { name: '  ' }, { token: owner.token });
    expect({ code, body }).toEqual({
      code: 422,
      body: {
        status: 0,
        message: 'Please enter location name',
        errors: { name: 'Please enter location name' },
      },
    });
  });

  it('is the owner’s: a sub user is refused with 403', async () => {
    const { organisation } = await createOrganisation((await testDatabase()).db, { planTier: 1 });
    const member = await createUser((await testDatabase()).db, organisation.id, 2);
    const { code } = await call(
      'inventory_categories',
      {},
      { token: member.token, method: 'GET', bearer: true },
    );
    expect(code).toBe(403);
  });
});
