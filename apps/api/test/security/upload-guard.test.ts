import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../helpers/factories';
import { pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { sendUnending } from '../helpers/unending-request';

const BOUNDARY = '----faith-shield-upload-guard';

type Part = { name: string; value: string } | { name: string; file: Buffer };

const partHead = (part: Part) =>
  'file' in part
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`;

/** Sends the parts, then a file that never ends (helpers/unending-request.ts). */
const sendUnendingUpload = (
  url: string,
  parts: Part[],
  headers: Record<string, string> = {},
  waitMs = 3000,
) =>
  sendUnending(
    url,
    { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    (request) => {
      for (const part of parts) {
        request.write(partHead(part));
        if ('file' in part) request.write(part.file);
      }
      // a file still arriving: 64 KB now, the rest never
      request.write(Buffer.alloc(64 * 1024, 1));
    },
    waitMs,
  );

describe('an upload is read only after its sender has passed the guard', () => {
  let server: TestServer;
  let ownerToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    ownerToken = (await createOrganisation((await testDatabase()).db)).owner.token;
  });
  afterAll(() => server.close());

  const url = (name: string) => `${server.url}/api/${name}`;
  const unending = (name: string) => ({ name, file: pngBytes() });

  it('refuses a file with no token before reading it (401)', async () => {
    const answer = await sendUnendingUpload(url('update_profile'), [unending('image')]);
    expect(answer).not.toBe('no answer');
    expect(answer).toMatchObject({ code: 401 });
    expect(JSON.parse((answer as { body: string }).body)).toEqual({
      status: 0,
      message: COMMON_MESSAGES.notSignedIn,
    });
  });

  it('refuses a file after a token field that is not a session (401)', async () => {
    const answer = await sendUnendingUpload(url('update_profile'), [
      { name: 'token', value: 'not-a-session' },
      unending('image'),
    ]);
    expect(answer).toMatchObject({ code: 401 });
  });

  it('refuses a file with a bearer header that is not a session (401)', async () => {
    const answer = await sendUnendingUpload(url('update_profile'), [unending('image')], {
      authorization: 'Bearer not-a-session',
    });
    expect(answer).toMatchObject({ code: 401 });
  });

  it('refuses a file to a call that takes none, before reading it', async () => {
    for (const name of ['login', 'get_profile', 'change_password']) {
      const answer = await sendUnendingUpload(url(name), [
        { name: 'token', value: ownerToken },
        unending('image'),
      ]);
      expect(answer, name).not.toBe('no answer');
      expect([400, 413], name).toContain((answer as { code: number }).code);
    }
  });

  it('refuses a file under a name the call does not take, before reading it', async () => {
    const answer = await sendUnendingUpload(url('update_profile'), [
      { name: 'token', value: ownerToken },
      unending('first_name'),
    ]);
    expect(answer).not.toBe('no answer');
    expect([400, 413]).toContain((answer as { code: number }).code);
  });

  it('refuses by its length a body larger than the call could take (413), before reading it', async () => {
    const answer = await sendUnendingUpload(url('update_profile'), [unending('image')], {
      'content-length': String(49 * 1024 * 1024),
      authorization: `Bearer ${ownerToken}`,
    });
    expect(answer).toMatchObject({ code: 413 });
  });

  it('still reads the file of a signed-in user once the guard let them through', async () => {
    const answer = await sendUnendingUpload(url('update_profile'), [
      { name: 'token', value: ownerToken },
      unending('image'),
    ]);
    // the file never ends, so the server is still reading it: no answer yet
    expect(answer).toBe('no answer');
  });
});
