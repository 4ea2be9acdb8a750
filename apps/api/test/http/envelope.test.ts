import { defineCall } from '@faith-shield/contract/shared/call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCall } from '../../src/http/register-call';
import { startTestServer, type TestServer } from '../helpers/test-server';

const echoCall = defineCall({
  name: 'test_echo',
  method: 'POST',
  access: 'public',
  request: z.object({
    title: z.string({ message: 'Please enter title' }).trim().min(1, 'Please enter title'),
    count: z.coerce.number().int().optional(),
  }),
  response: z.object({ title: z.string(), count: z.number().optional() }),
});

const crashCall = defineCall({
  name: 'test_crash',
  method: 'POST',
  access: 'public',
  request: z.object({}),
  response: z.object({}),
});

describe('the envelope and HTTP codes (DESIGN.md §3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      extend: (app) => {
        registerCall(app, echoCall, { handler: async ({ input }) => ({ message: 'Saved', data: input }) });
        registerCall(app, crashCall, {
          handler: async () => {
            throw new Error('connection to 10.0.0.5 refused: password=hunter2');
          },
        });
      },
    });
  });
  afterAll(() => server.close());

  it('reads form-encoded, JSON and multipart bodies alike', async () => {
    for (const as of ['form', 'json', 'multipart'] as const) {
      const { code, body } = await server.call('test_echo', { title: 'Easter service', count: 3 }, { as });
      expect({ as, code, body }).toEqual({
        as,
        code: 200,
        body: { status: 1, message: 'Saved', data: { title: 'Easter service', count: 3 } },
      });
    }
  });

  it('answers bad input with the spec message under the field and in message', async () => {
    const { code, body } = await server.call('test_echo', { title: '   ' });
    expect(code).toBe(422);
    expect(body).toEqual({
      status: 0,
      message: 'Please enter title',
      errors: { title: 'Please enter title' },
    });
  });

  it('answers a missing field with its message too', async () => {
    const { body } = await server.call('test_echo', {});
    expect(body.errors).toEqual({ title: 'Please enter title' });
  });

  it('answers an unknown call with 404 in the envelope', async () => {
    const { code, body } = await server.call('no_such_call');
    expect(code).toBe(404);
    expect(body).toEqual({ status: 0, message: 'Not found.' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await fetch(`${server.url}/api/test_echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 0 });
  });

  it('answers a body over the limit with 413', async () => {
    const { code, body } = await server.call('test_echo', { title: 'x'.repeat(2 * 1024 * 1024) });
    expect(code).toBe(413);
    expect(body).toEqual({ status: 0, message: 'The upload is too large.' });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const { code, body } = await server.call('test_crash');
    expect(code).toBe(500);
    expect(body).toEqual({ status: 0, message: 'Something went wrong. Please try again later.' });
    expect(JSON.stringify(body)).not.toContain('10.0.0.5');
  });

  it('sends security headers and the CSP on success, 404 and 500 alike', async () => {
    for (const name of ['home_page', 'no_such_call', 'test_crash']) {
      const { headers } = await server.call(name);
      expect(headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('strict-transport-security')).toContain('max-age=');
    }
  });

  it('answers GET /healthz when the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 1, message: 'ok' });
  });
});
