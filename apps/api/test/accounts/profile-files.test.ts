import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromAnyIp,
  ORGANISATION_PROFILE_FIELDS,
  PERSONAL_PROFILE_FIELDS,
  signUpOwner,
} from '../helpers/accounts';
import { asFile, jpegBytes, pngBytes } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';

const personal = PERSONAL_PROFILE_FIELDS;
const organisation = ORGANISATION_PROFILE_FIELDS;

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

describe('POST /api/get_profile', () => {
  it('lets a new owner save one change: what sign-up stored is what the profile asks for', async () => {
    const { token } = await signUpOwner(server);
    const { body: before } = await call<Profile>('get_profile', {}, { token });
    const shown = before.data as Profile;
    // What the profile form holds, as profile-values.ts reads it from get_profile.
    const form = {
      ...Object.fromEntries(
        [...Object.keys(personal), ...Object.keys(organisation)].map((key) => [
          key,
          String(shown[key as keyof Profile] ?? ''),
        ]),
      ),
      lat: shown.latitude,
      long: shown.longitude,
    };
    const { code, body } = await call<Profile>(
      'update_profile',
      { ...form, first_name: 'Ruth', image: asFile(pngBytes(), 'me.png') },
      { token, as: 'multipart' },
    );
    expect(body.message).toBe('Your profile has been updated.');
    expect(code).toBe(200);
    expect(body.data).toMatchObject({ first_name: 'Ruth', image: expect.stringMatching(/\.png\?expires=/) });
  });
});

describe('POST /api/update_profile', () => {
  it('stores a new picture, serves it, and removes the old one once replaced', async () => {
    const { token } = await signUpOwner(server);
    const fields = { ...personal, ...organisation };
    const first = await call<Profile>(
      'update_profile',
      { ...fields, image: asFile(pngBytes(), 'me.png') },
      { token },
    );
    expect(first.code).toBe(200);
    const firstUrl = first.body.data?.image ?? '';
    // a personal picture: a signed, short-lived address (test/security/personal-pictures-files.test.ts)
    expect(firstUrl).toMatch(/^\/uploads\/private\/[A-Za-z0-9_-]{22}\.png\?expires=\d+&signature=/);
    const served = await fetch(`${server.url}${firstUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const second = await call<Profile>(
      'update_profile',
      { ...fields, image: asFile(jpegBytes(), 'me.jpg', 'image/jpeg') },
      { token },
    );
    const secondUrl = second.body.data?.image ?? '';
    expect(secondUrl).toMatch(/\.jpg\?/);
    expect((await fetch(`${server.url}${secondUrl}`)).status).toBe(200);
    expect((await fetch(`${server.url}${firstUrl}`)).status).toBe(404);

    // Saving without a picture keeps the current one.
    const third = await call<Profile>('update_profile', fields, { token });
    expect(third.body.data?.image.split('?')[0]).toBe(secondUrl.split('?')[0]);
  });
});
