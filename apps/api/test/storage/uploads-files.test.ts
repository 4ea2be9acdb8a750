import { defineCall } from '@faith-shield/contract/shared/call';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadedFile } from '../../src/http/file-field';
import { registerCall } from '../../src/http/register-call';
import { asFile, jpegBytes, largePng, pngBytes } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';

const uploadCall = defineCall({
  name: 'test_upload_picture',
  method: 'POST',
  access: 'public',
  files: ['image'],
  request: z.object({}),
  response: z.object({ url: z.string() }),
});

/** A phone photo as it arrives: a JPEG whose EXIF holds the camera, the time and where it was taken. */
const photoWithGps = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Artist: 'Ruth Adeyemi' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 9/1 1/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '86/1 46/1 30/1',
      },
    })
    .toBuffer();

describe('image uploads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      extend: (app) => {
        registerCall(app, uploadCall, {
          input: z.object({ image: uploadedFile() }),
          handler: async ({ input, deps }) => ({
            message: 'Uploaded',
            data: {
              url: await deps.storage.saveImage(input.image, { field: 'image', maxBytes: PICTURE_MAX_BYTES }),
            },
          }),
        });
      },
    });
  });
  afterAll(() => server.close());

  it('stores a PNG under a random name and serves it as image/png', async () => {
    const { body } = await server.call<{ url: string }>('test_upload_picture', {
      image: asFile(pngBytes(), 'me.png'),
    });
    expect(body.status).toBe(1);
    const url = body.data?.url ?? '';
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
      format: 'png',
      width: 1,
      height: 1,
    });
  });

  it('keeps no metadata of a photo: no EXIF, no GPS position, no camera', async () => {
    const photo = await photoWithGps();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.length ?? 0).toBeGreaterThan(0);
    const { body } = await server.call<{ url: string }>('test_upload_picture', {
      image: asFile(photo, 'IMG_0042.jpg', 'image/jpeg'),
    });
    expect(body.status).toBe(1);
    const served = Buffer.from(await (await fetch(`${server.url}${body.data?.url ?? ''}`)).arrayBuffer());
    const stored = await sharp(served).metadata();
    expect(stored.format).toBe('jpeg');
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 24, height: 16 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    for (const trace of ['Exif', 'PhoneMaker', 'Ruth Adeyemi'])
      expect(served.includes(Buffer.from(trace)), trace).toBe(false);
  });

  it('refuses a file that only starts like an image', async () => {
    const { code, body } = await server.call('test_upload_picture', {
      image: asFile(Buffer.concat([pngBytes().subarray(0, 16), Buffer.alloc(64, 7)]), 'broken.png'),
    });
    expect(code).toBe(422);
    expect(body.errors).toEqual({ image: 'Please select a JPG or PNG image.' });
  });

  it('judges a JPEG by its content, whatever its name says', async () => {
    const { body } = await server.call<{ url: string }>('test_upload_picture', {
      image: asFile(jpegBytes(), 'photo.png', 'image/png'),
    });
    expect(body.data?.url).toMatch(/\.jpg$/);
  });

  it('refuses a text file named .png with the spec message', async () => {
    const { code, body } = await server.call('test_upload_picture', {
      image: asFile('<html><script>alert(1)</script></html>', 'evil.png'),
    });
    expect(code).toBe(422);
    expect(body.errors).toEqual({ image: 'Please select a JPG or PNG image.' });
  });

  it('refuses a picture over 2 MB with the spec message', async () => {
    const { code, body } = await server.call('test_upload_picture', {
      image: asFile(largePng(PICTURE_MAX_BYTES + 1), 'big.png'),
    });
    expect(code).toBe(422);
    expect(body.errors).toEqual({ image: 'Please select an image file with a size of 2 MB or less.' });
  });

  it('refuses a missing file with the spec message', async () => {
    const { body } = await server.call('test_upload_picture', { image: 'not a file' }, { as: 'multipart' });
    expect(body.errors).toEqual({ image: 'Please select image' });
  });

  it('answers a file over the upload limit with 413', async () => {
    const { code } = await server.call('test_upload_picture', {
      image: asFile(largePng(11 * 1024 * 1024), 'huge.png'),
    });
    expect(code).toBe(413);
  });

  it('lists no directory and serves no unknown file', async () => {
    expect((await fetch(`${server.url}/uploads/`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/nothing-here.png`)).status).toBe(404);
  });
});
