import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import waitlistQuestionsSeed from '../../apps/api/seed/waitlist-questions.json' with { type: 'json' };
import { dataDir } from '../fixtures';

export type Applicant = {
  first_name: string;
  last_name: string;
  organization: string;
  email: string;
  zip_code: string;
};

/** A new applicant each run: the server keeps one application per e-mail. */
export const newApplicant = (label: string): Applicant => ({
  first_name: 'Ruth',
  last_name: 'Okafor',
  organization: 'Grace Fellowship Church',
  email: `ruth.${label}.${Date.now()}@example.org`,
  zip_code: '37201',
});

export const LABELS: Record<keyof Applicant, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  organization: 'Name of faith-based organization',
  email: 'Email',
  zip_code: 'Zip code',
};

export const QUESTIONS = waitlistQuestionsSeed;

/** Step 1 filled in and Next pressed; waits for the questionnaire. */
export async function fillDetails(page: Page, applicant: Applicant) {
  await page.goto('/waitlist');
  await page.getByRole('heading', { name: 'JOIN OUR WAITLIST' }).waitFor();
  for (const [field, label] of Object.entries(LABELS))
    await page.getByLabel(label, { exact: true }).fill(applicant[field as keyof Applicant]);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(QUESTIONS[0]?.name ?? '', { exact: false }).waitFor();
}

/** The questionnaire's question, found by its seeded wording. */
export const questionGroup = (page: Page, index: number) =>
  page.getByRole(QUESTIONS[index]?.type === 'radio' ? 'radiogroup' : 'group', {
    name: QUESTIONS[index]?.name,
  });

/** Picks the first answer of each question listed (two on checkbox questions). */
export async function answer(page: Page, indexes: number[]) {
  for (const index of indexes) {
    const question = QUESTIONS[index];
    if (!question) throw new Error(`no question ${index}`);
    const group = questionGroup(page, index);
    const role = question.type === 'radio' ? 'radio' : 'checkbox';
    await group.getByRole(role, { name: question.answers[0], exact: true }).check();
    if (question.type === 'checkbox')
      await group.getByRole(role, { name: question.answers[1], exact: true }).check();
  }
}

export const allQuestions = () => QUESTIONS.map((_, index) => index);

/** The .eml files in the server's outbox that are addressed to this e-mail. */
export async function mailsTo(email: string): Promise<string[]> {
  const outbox = path.join(dataDir(), 'outbox');
  const names = await fs.readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => fs.readFile(path.join(outbox, name), 'utf8')),
  );
  return mails.filter((mail) => mail.includes(`To: ${email}`));
}
