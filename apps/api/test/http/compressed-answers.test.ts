import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** plugins/compressed-answers.ts: an answer of 1 KB or more is compressed when the client accepts it. */
describe('compressed answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** The raw bytes of a POST, as they came over the wire. */
  const post = (call: string, acceptEncoding?: string) =>
    new Promise<{ encoding?: string; vary: string; bytes: Buffer }>((resolve, reject) => {
      const request = http.request(`${server.url}/api/${call}`, {
        method: 'POST',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: String(response.headers.vary ?? ''),
            bytes: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    });

  it('sends brotli, else gzip, to a client that accepts it, the same answer in fewer bytes', async () => {
    const plain = await post('home_page');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const answer = JSON.parse(plain.bytes.toString('utf8'));
    expect(answer).toMatchObject({ status: 1, message: 'Home page' });

    const brotli = await post('home_page', 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary.toLowerCase()).toContain('accept-encoding');
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.bytes).toString('utf8'))).toEqual(answer);

    const gzip = await post('home_page', 'br;q=0, gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.bytes).toString('utf8'))).toEqual(answer);
  });

  it('sends a short answer as it is', async () => {
    const refused = await post('legal_page', 'gzip, br');
    expect(refused.encoding).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString('utf8'))).toMatchObject({ status: 0 });
  });
});
