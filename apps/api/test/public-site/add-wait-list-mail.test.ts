import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistApplicants } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { answered, applicant, fromNewIp, loadQuestions } from './wait-list-fixtures';

/** A loopback port nobody listens on: the SMTP server there refuses every connection. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('POST /api/add_wait_list when the mail server is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => server.close());

  it('keeps the application, answers success and logs the failed mail', async () => {
    const questions = await loadQuestions(server);
    const fields = applicant();
    const { code, body } = await server.call(
      'add_wait_list',
      { ...fields, question_detail: JSON.stringify(answered(questions)) },
      fromNewIp(),
    );
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    const rows = await server.app.deps.db
      .select()
      .from(waitlistApplicants)
      .where(sql`lower(${waitlistApplicants.email}) = lower(${fields.email})`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.confirmationSentAt).toBeNull();
    expect(server.logs()).toContain('waitlist confirmation mail failed');
    // the log names the application, not the applicant's address
    expect(server.logs()).not.toContain(fields.email);
  });
});

describe('POST /api/add_wait_list rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('allows 10 tries per IP address in 15 minutes, then answers 429', async () => {
    const sameIp = fromNewIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const { code } = await server.call('add_wait_list', {}, sameIp);
      expect(code).toBe(422);
    }
    const { code, body } = await server.call('add_wait_list', {}, sameIp);
    expect(code).toBe(429);
    expect(body).toEqual({
      status: 0,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // another address is not held back
    expect((await server.call('add_wait_list', {}, fromNewIp())).code).toBe(422);
  });
});
