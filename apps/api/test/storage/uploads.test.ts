import { defineCall } from '@faith-shield/contract/shared/call';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
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
  request: z.object({}),
  response: z.object({ url: z.string() }),
});

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
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes());
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
