import type { Report } from '@faith-shield/contract/reports/report-fields';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/http/rate-limits';
import { PDF_QUEUE_MAX } from '../../src/infra/pdf/render-pdf';
import { randomIp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { reportCall, reportTeam } from '../reports/report-fixtures';
import { teamOwner } from '../sub-users/sub-user-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const limitOf = (call: keyof typeof RATE_LIMITS, per: string) => {
  const limit = RATE_LIMITS[call].find((entry) => entry.per === per);
  if (!limit) throw new Error(`${call} has no limit per ${per}`);
  return limit;
};

const fetchFrom = (url: string, ip = randomIp()) =>
  fetch(`${server.url}${url}`, { headers: { 'x-forwarded-for': ip } }).then(async (response) => ({
    code: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    body: Buffer.from(await response.arrayBuffer()),
  }));

/** The owner's PDF link for `month` of 2025. */
async function pdfLink(token: string, month: number): Promise<string> {
  const { body } = await reportCall(server)(token, { month, year: 2025 });
  const url = (body.data as Report | undefined)?.url;
  if (!url) throw new Error('no PDF link');
  return url;
}

describe('PDFs are built on demand within limits', () => {
  it('builds one signed link a few times, however many fetch it at once', async () => {
    const { owner } = await reportTeam();
    const url = await pdfLink(owner.token, 3);
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetchFrom(url)));
    const built = answers.filter((answer) => answer.code === 200);
    const refused = answers.filter((answer) => answer.code !== 200);
    expect(built.length).toBeGreaterThan(0);
    expect(built.length).toBeLessThanOrEqual(limitOf('report_pdf', 'link').max);
    for (const answer of refused) {
      expect([429, 503]).toContain(answer.code);
      expect(answer.retryAfter).toBeGreaterThan(0);
    }
    // a fresh signature of the same report counts with the first
    expect((await fetchFrom(await pdfLink(owner.token, 3))).code).toBe(429);
  }, 60_000);

  it('limits one address however many links it tries', async () => {
    const ip = randomIp();
    const { max } = limitOf('report_pdf', 'ip');
    for (let attempt = 0; attempt < max; attempt += 1)
      expect(
        (await fetchFrom(`/api/report_pdf?scope=u.x${attempt}&month=1&year=2025&expires=1&signature=x`, ip))
          .code,
      ).toBe(404);
    const { owner } = await reportTeam();
    const refused = await fetchFrom(await pdfLink(owner.token, 4), ip);
    expect(refused.code).toBe(429);
    expect(JSON.parse(refused.body.toString()).message).toBe(COMMON_MESSAGES.tooManyAttempts);
    expect(refused.retryAfter).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After once the worker has a full queue', async () => {
    const { owner } = await reportTeam();
    const links: string[] = [];
    for (let month = 1; month <= 12; month += 1) links.push(await pdfLink(owner.token, month));
    const other = await reportTeam();
    for (let month = 1; month <= 12; month += 1) links.push(await pdfLink(other.owner.token, month));
    const answers = await Promise.all(links.map((url) => fetchFrom(url)));
    const busy = answers.filter((answer) => answer.code === 503);
    expect(answers.filter((answer) => answer.code === 200).length).toBeGreaterThanOrEqual(PDF_QUEUE_MAX);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.code === 200 || answer.code === 503)).toBe(true);
    for (const answer of busy) {
      expect(answer.retryAfter).toBeGreaterThan(0);
      expect(JSON.parse(answer.body.toString()).message).toBe(COMMON_MESSAGES.unavailable);
    }
  }, 60_000);

  it('limits the risk assessment PDF per address too', async () => {
    const ip = randomIp();
    const { max } = limitOf('download_assessment', 'ip');
    const owner = await teamOwner(server);
    for (let attempt = 0; attempt < max; attempt += 1)
      expect(
        (await server.call('download_assessment', {}, { headers: { 'x-forwarded-for': ip } })).code,
      ).toBe(401);
    const refused = await server.call(
      'download_assessment',
      {},
      { token: owner.token, headers: { 'x-forwarded-for': ip } },
    );
    expect(refused.code).toBe(429);
  });
});
