import type { Director } from '@faith-shield/contract/public-site/directors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import directorsSeed from '../../seed/directors.json' with { type: 'json' };
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('GET /api/directors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the Board Of Directors in order, with the role as type, without a token', async () => {
    const { code, body } = await server.call<Director[]>('directors', {}, { method: 'GET' });
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data).toEqual(directorsSeed.map(({ name, role, image }) => ({ name, type: role, image })));
    expect(body.data?.[0]).toEqual({
      name: 'Rev. Dr. Angela Whitfield',
      type: 'Chair',
      image: '/images/directors/angela-whitfield.svg',
    });
  });

  it('is served only with the spec method', async () => {
    const { code } = await server.call('directors');
    expect(code).toBe(404);
  });
});
