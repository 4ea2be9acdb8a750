import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defineCall } from '@faith-shield/contract/shared/call';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadedFile } from '../../src/http/file-field';
import { registerCall } from '../../src/http/register-call';
import { restoreBackup, writeBackup } from '../../src/infra/backup/backup-archive';
import { loadConfig } from '../../src/infra/config';
import { copyFiles } from '../../src/infra/storage/copy-files';
import { diskFileStore } from '../../src/infra/storage/disk-file-store';
import type { FileStore } from '../../src/infra/storage/file-store';
import { objectStoreFor } from '../../src/infra/storage/storage-from-config';
import { keyOf } from '../../src/infra/storage/stored-path';
import { asFile, jpegBytes, pngBytes } from '../helpers/images';
import { startObjectStore, type TestObjectStore } from '../helpers/object-store';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { mp4Bytes } from '../helpers/videos';

const saveCall = defineCall({
  name: 'test_store_file',
  method: 'POST',
  access: 'public',
  files: ['image', 'video'],
  request: z.object({}),
  response: z.object({ path: z.string() }),
});

const storeOf = (store: TestObjectStore): FileStore => {
  const objectStore = objectStoreFor(loadConfig({ DATA_DIR: os.tmpdir(), ...store.env }));
  if (!objectStore) throw new Error('no object store');
  return objectStore;
};

const keysOf = async (store: FileStore) => {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys.sort();
};

/** STORAGE_URL set: every upload goes to the S3-compatible store (s3rver on loopback), none to the disk. */
describe('uploads in an object store', () => {
  let objects: TestObjectStore;
  let server: TestServer;
  beforeAll(async () => {
    objects = await startObjectStore();
    server = await startTestServer({
      env: objects.env,
      extend: (app) => {
        registerCall(app, saveCall, {
          input: z.object({
            image: uploadedFile().optional(),
            video: uploadedFile().optional(),
            personal: z.string().optional(),
          }),
          handler: async ({ input, deps }) => ({
            message: 'Stored',
            data: {
              path: input.video
                ? await deps.storage.saveVideo(input.video, { field: 'video', maxBytes: 50_000_000 })
                : await deps.storage.saveImage(
                    input.image ?? { filename: '', mimetype: '', data: Buffer.alloc(0) },
                    {
                      field: 'image',
                      maxBytes: PICTURE_MAX_BYTES,
                      personal: input.personal === 'yes',
                    },
                  ),
            },
          }),
        });
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await objects.close();
  });

  const store = async (fields: Parameters<TestServer['call']>[1]) =>
    (await server.call<{ path: string }>('test_store_file', fields)).body.data?.path ?? '';

  it('keeps a public picture in the bucket, not on the disk, and serves it as the disk did', async () => {
    const stored = await store({ image: asFile(pngBytes(), 'a.png') });
    expect(stored).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    expect(await keysOf(storeOf(objects))).toContain(keyOf(stored));
    expect(await fs.readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    const served = await fetch(`${server.url}${stored}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('serves a personal picture only by a signed, unexpired address, private and never kept', async () => {
    // the answer signs it as it leaves (plugins/signed-uploads.ts)
    const signed = await store({ image: asFile(jpegBytes(), 'me.jpg', 'image/jpeg'), personal: 'yes' });
    expect(signed).toMatch(
      /^\/uploads\/private\/[A-Za-z0-9_-]{22}\.jpg\?expires=\d+&signature=[A-Za-z0-9_-]+$/,
    );
    const bare = signed.split('?')[0] ?? '';
    expect(await keysOf(storeOf(objects))).toContain(keyOf(bare));
    const served = await fetch(`${server.url}${signed}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    for (const stranger of [
      bare,
      bare.replace('/private/', '/'),
      signed.replace(/signature=(.)/, (_, first) => `signature=${first === 'A' ? 'B' : 'A'}`),
      signed.replace(/expires=\d+/, (match) => `expires=${Number(match.slice(8)) + 60}`),
    ]) {
      const refused = await fetch(`${server.url}${stranger}`);
      expect(refused.status, stranger).toBe(404);
      if (stranger.includes('/private/'))
        expect(refused.headers.get('cache-control'), stranger).toBe('private, no-store');
    }
  });

  it('serves a video whole and by byte ranges, and says when a range lies outside it', async () => {
    const clip = mp4Bytes();
    const stored = await store({ video: asFile(clip, 'drill.mp4', 'video/mp4') });
    const whole = await fetch(`${server.url}${stored}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(clip)).toBe(true);
    const part = await fetch(`${server.url}${stored}`, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${clip.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(10, 20))).toBe(true);
    const outside = await fetch(`${server.url}${stored}`, {
      headers: { range: `bytes=${clip.length + 5}-` },
    });
    expect(outside.status).toBe(416);
  });

  it('removes a file from the bucket, after which it is the same 404 as a name never given', async () => {
    const stored = await store({ image: asFile(pngBytes(), 'a.png') });
    await server.app.deps.storage.remove(stored);
    expect(await server.hasFile(stored)).toBe(false);
    expect((await fetch(`${server.url}${stored}`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/nothing-here.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/`)).status).toBe(404);
  });
});

/** npm run migrate-files, backup and restore: every file copied, read back and checked, once. */
describe('copying files into and out of an object store', () => {
  let objects: TestObjectStore;
  let other: TestObjectStore;
  let dir: string;
  const uploads = () => path.join(dir, 'uploads');
  const files = {
    'AAAAAAAAAAAAAAAAAAAAAA.png': pngBytes(),
    'BBBBBBBBBBBBBBBBBBBBBB.mp4': mp4Bytes(),
    'private/CCCCCCCCCCCCCCCCCCCCCC.jpg': jpegBytes(),
  };
  beforeAll(async () => {
    [objects, other] = await Promise.all([startObjectStore(), startObjectStore()]);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'faith-shield-files-'));
    await fs.mkdir(path.join(uploads(), 'private'), { recursive: true });
    for (const [key, data] of Object.entries(files)) await fs.writeFile(path.join(uploads(), key), data);
    await fs.writeFile(path.join(uploads(), 'not-ours.txt'), 'left alone');
  });
  afterAll(async () => {
    await Promise.all([objects.close(), other.close()]);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('copies the disk into the store resumably: a second run copies nothing, a changed copy again', async () => {
    const disk = diskFileStore(uploads());
    const bucket = storeOf(objects);
    expect(await copyFiles(disk, bucket)).toEqual({ copied: 3, alreadyThere: 0 });
    expect(await keysOf(bucket)).toEqual(Object.keys(files).sort());
    for (const [key, data] of Object.entries(files))
      expect((await bucket.get(key))?.equals(data), key).toBe(true);
    expect(await copyFiles(disk, bucket)).toEqual({ copied: 0, alreadyThere: 3 });
    // a copy that went wrong (or a file changed on the disk) is stored again
    await bucket.remove('AAAAAAAAAAAAAAAAAAAAAA.png');
    await bucket.put('AAAAAAAAAAAAAAAAAAAAAA.png', Buffer.from('torn'), 'image/png');
    expect(await copyFiles(disk, bucket)).toEqual({ copied: 1, alreadyThere: 2 });
    expect(
      (await bucket.get('AAAAAAAAAAAAAAAAAAAAAA.png'))?.equals(files['AAAAAAAAAAAAAAAAAAAAAA.png']),
    ).toBe(true);
  });

  it('backs up the store with the database and restores it into an empty store, refusing a full one', async () => {
    const dataDir = path.join(dir, 'data');
    await fs.mkdir(dataDir, { recursive: true });
    const archive = path.join(dir, 'backup.tar.gz');
    const from = storeOf(objects);
    await copyFiles(diskFileStore(uploads()), from);
    expect((await writeBackup(dataDir, archive, from)).uploads).toBe(3);
    const restoredDir = path.join(dir, 'restored');
    const to = storeOf(other);
    await restoreBackup(archive, restoredDir, to);
    expect(await keysOf(to)).toEqual(await keysOf(from));
    for (const key of await keysOf(from))
      expect((await to.get(key))?.equals((await from.get(key)) ?? Buffer.alloc(0))).toBe(true);
    expect(await fs.readdir(path.join(restoredDir, 'uploads')).catch(() => [])).toEqual([]);
    await expect(restoreBackup(archive, path.join(dir, 'again'), to)).rejects.toThrow(
      /holds uploads already/,
    );
    // the embedded database is started, dumped and rebuilt twice: seconds each on a busy machine
  }, 120_000);
});
