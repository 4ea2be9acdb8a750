import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { type OperatorServer, startServerWithNewOperator, totpCode } from './operator-helpers';

const browser = useBrowser();
const PASSWORD = 'Console#Keeper2026';
let server: OperatorServer;

/** A waitlist application through the public API, answering each question's first choice. */
async function apply(baseUrl: string, lastName: string) {
  const questions = (await (await fetch(`${baseUrl}/api/get_wait_list_question`)).json()) as {
    data: { id: number; type: string; answers: { id: number }[] }[];
  };
  const detail = questions.data.map((question) => ({
    ...question,
    answers: question.answers.map((answer, index) => ({ ...answer, status: index === 0 })),
  }));
  const response = await fetch(`${baseUrl}/api/add_wait_list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Ruth',
      last_name: lastName,
      organization: 'Grace Fellowship Church',
      email: `ruth.${Date.now()}@example.org`,
      zip_code: '37201',
      question_detail: detail,
    }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  server = await startServerWithNewOperator(`keeper.${Date.now()}@faithshield.example`);
  await apply(server.url, 'Okafor-Export');
}, 120_000);
afterAll(() => server?.stop());

describe('the operator console', () => {
  it('an operator from the command line sets a password and TOTP, signs in and exports applicants', async () => {
    const { page, context } = await browser.newPage('desktop');
    // set-up: password, the authenticator's code (computed here as an app would), recovery codes
    await page.goto(`${server.url}${server.setupPath}`);
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // the QR code is drawn by a chunk of its own, loaded by this page only
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await screenshotBoth(page, 'operator-setup');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Re-enter password').fill(PASSWORD);
    await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Finish set-up' }).click();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await screenshotBoth(page, 'operator-recovery-codes');
    await page.getByRole('button', { name: /I have saved them/ }).click();

    // sign-in: password, then a code of the next time step (the set-up's code is spent)
    await page.waitForURL((url) => url.pathname === '/operator/login');
    await page.getByLabel('Email').fill(server.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await screenshotBoth(page, 'operator-login');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Authenticator code').fill(totpCode(secret, 30_000));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/operator/customers');
    await page.getByRole('cell', { name: 'Ruth Okafor-Export' }).waitFor();
    await screenshotBoth(page, 'operator-customers');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^waitlist-applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile((await download.path()) ?? '', 'utf8');
    const [header, row, ...rest] = csv.split('\r\n');
    expect(header?.startsWith('Applied at (UTC),First name,Last name,Organization,Email,ZIP code,')).toBe(
      true,
    );
    expect(row).toContain(',Ruth,Okafor-Export,Grace Fellowship Church,ruth.');
    expect(rest).toEqual([]);

    // the other screens, and the audit log that recorded all of it
    await page.getByRole('link', { name: 'Organisations' }).click();
    await page.getByRole('heading', { name: 'Organisations' }).waitFor();
    await screenshotBoth(page, 'operator-organisations');
    // more than a page of the audit log: 105 more exports, through the API with the console's token
    const exported = await page.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('faith-shield-operator') ?? '{}');
      let done = 0;
      for (let i = 0; i < 105; i += 1) {
        const answer = await fetch('/api/operator_export_applicants', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
        });
        if (answer.ok) done += 1;
      }
      return done;
    });
    expect(exported).toBe(105);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('cell', { name: 'customers.exported_applicants' }).first().waitFor();
    await screenshotBoth(page, 'operator-audit-log');
    // the first page is the newest 100: the earliest entries come with "Load more"
    const rows = page.getByRole('row');
    expect(await rows.count()).toBe(1 + 100);
    expect(await page.getByRole('cell', { name: 'operator.added', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('cell', { name: 'operator.added', exact: true }).waitFor();
    for (const action of ['operator.added', 'operator.setup_completed', 'operator.signed_in'])
      expect(await page.getByRole('cell', { name: action, exact: true }).count(), action).toBe(1);
    expect(await page.getByRole('cell', { name: 'customers.exported_applicants', exact: true }).count()).toBe(
      106,
    );
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await context.close();
  }, 120_000);
});
