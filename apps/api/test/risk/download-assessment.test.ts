import type { AssessmentPdf } from '@faith-shield/contract/risk/download-assessment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, logIn } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addMember, teamOwner } from '../sub-users/sub-user-fixtures';
import { pdfPages } from './pdf-text';
import { actionPlan, general, itemCall, NO, saveAnswers, YES } from './risk-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const download = (token: string) => fromAnyIp(server)<AssessmentPdf>('download_assessment', {}, { token });

describe('POST /api/download_assessment', () => {
  it('builds a PDF with the organisation, the date, the scores, the findings and the plan', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token, { first_name: 'Ruth', last_name: 'Mensah' });
    await saveAnswers(server, owner.token, [
      {
        risk_id: 'perimeter-parking',
        question_id: 'perimeter-boundary',
        status: YES,
        sub_question: [{ sub_question_id: 'perimeter-boundary-inspected', status: YES }],
      },
      { risk_id: 'perimeter-parking', question_id: 'perimeter-vehicle-barriers', status: NO },
      { risk_id: 'medical-readiness', question_id: 'medical-aed', status: NO },
    ]);
    await itemCall(server, 'assign_risk_action', owner.token, {
      question_id: 'medical-aed',
      user_id: member.id,
      due_date: '2099-03-14',
    });

    const { code, body } = await download(owner.token);
    expect(code).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.data?.file_name).toBe(`risk-assessment-grace-community-church-${today}.pdf`);
    const pdf = Buffer.from(body.data?.pdf ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = (await pdfPages(pdf)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Security risk assessment');
    expect(text).toContain('Grace Community Church');
    // perimeter: 3 of 12 → 25; overall: 3 of 88 → 3
    expect(text).toMatch(/Perimeter and Parking\s*25 \/ 100/);
    expect(text).toMatch(/Medical Readiness\s*0 \/ 100/);
    expect(text).toMatch(/Overall\s*3 \/ 100/);
    expect(text).toContain('Are there barriers (bollards, planters, kerbs or gates)');
    expect(text).toContain('Sudden cardiac arrest is the most likely life-threatening emergency');
    expect(text).toContain('High priority (2)');
    expect(text).toContain('Ruth Mensah, due 14 Mar, 2099');
  }, 30_000);

  it('keeps each action of a plan many pages long whole on one page', async () => {
    const owner = await teamOwner(server);
    const categories = (await general(server, owner.token)).risk ?? [];
    await saveAnswers(
      server,
      owner.token,
      categories.flatMap((category) =>
        category.questions.map((question) => ({
          risk_id: category.id,
          question_id: question.id,
          status: NO,
        })),
      ),
    );
    const { items } = await actionPlan(server, owner.token);
    expect(items.length).toBeGreaterThan(30);
    const { body } = await download(owner.token);
    const pages = (await pdfPages(Buffer.from(body.data?.pdf ?? '', 'base64'))).map((page) =>
      page.replace(/\s+/g, ' '),
    );
    const pageOf = (text: string) => pages.findIndex((page) => page.includes(text.slice(0, 40)));
    const planPages = new Set<number>();
    for (const item of items) {
      const first = pageOf(item.guidance.good);
      const lastStep = item.guidance.steps.at(-1) ?? '';
      expect(first, item.guidance.good).toBeGreaterThan(0);
      expect(pageOf(lastStep), `${item.question}: its last step`).toBe(first);
      planPages.add(first);
    }
    expect(planPages.size).toBeGreaterThan(2);
  }, 60_000);

  it('is the owner’s: a member is refused', async () => {
    const owner = await teamOwner(server);
    const member = await addMember(server, owner.token);
    const { code } = await download(await logIn(server, member.email, member.password));
    expect(code).toBe(403);
  });
});
