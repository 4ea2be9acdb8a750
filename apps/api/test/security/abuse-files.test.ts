import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, ORGANISATION_PROFILE_FIELDS, PERSONAL_PROFILE_FIELDS } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { asFile, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** Every field update_profile takes from an owner, as the profile form sends them. */
const profileFields = { ...PERSONAL_PROFILE_FIELDS, ...ORGANISATION_PROFILE_FIELDS };

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;

beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

const ownerToken = async () => (await createOrganisation((await testDatabase()).db)).owner.token;

describe('files that are not what they claim', () => {
  it('stores a PNG that carries HTML under a random .png name, served as an image the browser will not sniff', async () => {
    const token = await ownerToken();
    const polyglot = Buffer.concat([pngBytes(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const { code, body } = await call<Profile>(
      'update_profile',
      { ...profileFields, image: asFile(polyglot, '../../../etc/passwd.html', 'text/html') },
      { token },
    );
    expect(code).toBe(200);
    const url = body.data?.image ?? '';
    expect(url).toMatch(/^\/uploads\/private\/[A-Za-z0-9_-]{22}\.png\?expires=\d+&signature=/);
    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
