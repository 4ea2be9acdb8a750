import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Certificate } from '@faith-shield/contract/certificates/certificate-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { movePersonalUploads } from '../../src/infra/storage/move-personal-uploads';
import { addCertificate } from '../certificates/certificate-fixtures';
import { fromAnyIp, ORGANISATION_PROFILE_FIELDS, PERSONAL_PROFILE_FIELDS } from '../helpers/accounts';
import { asFile, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addItem } from '../inventory/inventory-fixtures';
import { teamOwner } from '../sub-users/sub-user-fixtures';
import { movableClock } from '../subscriptions/subscription-fixtures';

const clock = movableClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server.close());

const SIGNED = /^\/uploads\/private\/[A-Za-z0-9_-]{22}\.png\?expires=\d+&signature=[A-Za-z0-9_-]+$/;

const get = (url: string) =>
  fetch(`${server.url}${url}`).then((response) => ({
    code: response.status,
    cacheControl: response.headers.get('cache-control'),
    type: response.headers.get('content-type'),
  }));

const bare = (url: string) => url.split('?')[0] ?? '';

/** A signed-in owner with a profile picture, and the address get_profile gives for it. */
async function ownerWithPicture() {
  const owner = await teamOwner(server);
  const updated = await fromAnyIp(server)<{ image: string }>(
    'update_profile',
    { ...PERSONAL_PROFILE_FIELDS, ...ORGANISATION_PROFILE_FIELDS, image: asFile(pngBytes(), 'me.png') },
    { token: owner.token },
  );
  expect(updated.code).toBe(200);
  const profile = await fromAnyIp(server)<{ image: string }>('get_profile', {}, { token: owner.token });
  return { owner, image: profile.body.data?.image ?? '' };
}

describe('personal pictures are served only to those who may see them', () => {
  it('a profile picture: by a signed address, private and never stored; not by its bare path', async () => {
    const { image } = await ownerWithPicture();
    expect(image).toMatch(SIGNED);
    const served = await get(image);
    expect(served).toEqual({ code: 200, cacheControl: 'private, no-store', type: 'image/png' });
    const name = path.basename(bare(image));
    for (const stranger of [
      bare(image),
      `/uploads/${name}`,
      `/uploads/private/../private/${name}`,
      image.replace(/signature=(.)/, (_, first) => `signature=${first === 'A' ? 'B' : 'A'}`),
      image.replace(/expires=\d+/, (match) => `expires=${Number(match.slice(8)) + 60}`),
    ]) {
      const refused = await get(stranger);
      expect(refused.code, stranger).toBe(404);
    }
    expect((await get(bare(image))).cacheControl).toBe('private, no-store');
  });

  it('a certificate scan: signed afresh in every answer, dead 5 minutes after it was given', async () => {
    const owner = await teamOwner(server);
    const added = await addCertificate(server, owner.token);
    expect(added.image).toMatch(SIGNED);
    const list = async () =>
      (await fromAnyIp(server)<Certificate[]>('get_certificates', {}, { token: owner.token })).body.data?.[0]
        ?.image ?? '';
    const first = await list();
    expect((await get(first)).code).toBe(200);
    expect((await get(bare(first))).code).toBe(404);
    clock.advanceMs(6 * 60_000);
    expect((await get(first)).code).toBe(404);
    // the list is kept in the read cache: its answer is signed as it leaves, never frozen
    const later = await list();
    expect(later).not.toBe(first);
    expect((await get(later)).code).toBe(200);
  });

  it('keeps public what is public: an inventory photo', async () => {
    const owner = await teamOwner(server);
    const item = await addItem(server, owner.token);
    expect(item.image).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    expect(await get(item.image)).toMatchObject({
      code: 200,
      cacheControl: 'public, max-age=2592000, immutable',
    });
  });

  it('moves a picture stored before pictures were private out of the public folder', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fs-data-'));
    const uploads = path.join(dataDir, 'uploads');
    await fs.mkdir(uploads);
    const name = 'AAAAAAAAAAAAAAAAAAAAAA.png';
    await fs.writeFile(path.join(uploads, name), pngBytes());
    const owner = await teamOwner(server);
    const db = (await testDatabase()).db;
    // as the migration leaves it: the path moved, the file not yet
    await db
      .update(users)
      .set({ image: `/uploads/private/${name}` })
      .where(eq(users.id, owner.id));
    await movePersonalUploads(db, uploads);
    await expect(fs.stat(path.join(uploads, name))).rejects.toThrow();
    expect((await fs.stat(path.join(uploads, 'private', name))).isFile()).toBe(true);
    await fs.rm(dataDir, { recursive: true });
  });
});
