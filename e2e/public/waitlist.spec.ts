import { WAIT_LIST_MESSAGES } from '@faith-shield/contract/public-site/add-wait-list';
import { describe, expect, it } from 'vitest';
import homePageSeed from '../../apps/api/seed/home-page.json' with { type: 'json' };
import { settledPath, useBrowser } from '../fixtures';
import {
  allQuestions,
  answer,
  fillDetails,
  LABELS,
  mailsTo,
  newApplicant,
  QUESTIONS,
  questionGroup,
} from './waitlist-helpers';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again later.';

describe('joining the waitlist (spec 01 §2, §5)', () => {
  const browser = useBrowser();

  it('sends a visitor who opens /question without step 1 to /home', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/question');
    expect(await settledPath(page, '/home')).toBe('/home');
    await page.getByRole('heading', { level: 1, name: homePageSeed.title }).waitFor();
    await context.close();
  });

  it('step 1 shows its messages under the fields', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/waitlist');
    await page.getByRole('heading', { name: 'JOIN OUR WAITLIST' }).waitFor();
    expect(await page.title()).toBe('Join Our Waitlist | Faith Shield');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const message of [
      WAIT_LIST_MESSAGES.firstName,
      WAIT_LIST_MESSAGES.lastName,
      WAIT_LIST_MESSAGES.organization,
      WAIT_LIST_MESSAGES.email,
      WAIT_LIST_MESSAGES.zipCode,
    ])
      await page.getByText(message, { exact: true }).waitFor();
    // each message names its field to a screen reader
    expect(await page.getByLabel(LABELS.first_name, { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.getByLabel(LABELS.email, { exact: true }).fill('ruth@');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(WAIT_LIST_MESSAGES.invalidEmail, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/waitlist');
    await context.close();
  });

  it('answers every question, is congratulated, gets the mail and goes home', async () => {
    const { page, context } = await browser.newPage('phone');
    const applicant = newApplicant('journey');
    await fillDetails(page, applicant);
    expect(new URL(page.url()).pathname).toBe('/question');
    expect(await page.title()).toBe('Questionnaire | Faith Shield');
    for (const [index, question] of QUESTIONS.entries()) {
      const role = question.type === 'radio' ? 'radio' : 'checkbox';
      expect(await questionGroup(page, index).getByRole(role).count()).toBe(question.answers.length);
    }

    // Submit with nothing chosen: the message under every question
    await page.getByRole('button', { name: 'Submit' }).click();
    const unanswered = page.getByText(WAIT_LIST_MESSAGES.answer, { exact: true });
    await unanswered.first().waitFor();
    expect(await unanswered.count()).toBe(QUESTIONS.length);

    // all but the last answered: the message stays under that one only
    const last = QUESTIONS.length - 1;
    await answer(page, allQuestions().slice(0, last));
    await expect.poll(() => unanswered.count()).toBe(1);
    const lastDescribedBy = await questionGroup(page, last).getAttribute('aria-describedby');
    const lastError = page.locator(
      `[id="${lastDescribedBy?.split(' ').find((id) => id.includes('error'))}"]`,
    );
    expect(await lastError.innerText()).toBe(WAIT_LIST_MESSAGES.answer);

    // a radio question keeps one answer
    const first = questionGroup(page, 0);
    await first.getByRole('radio', { name: QUESTIONS[0]?.answers[1], exact: true }).check();
    await expect.poll(() => first.getByRole('radio', { checked: true }).count()).toBe(1);

    await answer(page, [last]);
    await expect.poll(() => unanswered.count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').getByText(WAIT_LIST_MESSAGES.joined).waitFor();
    expect(await settledPath(page, '/home')).toBe('/home');
    await page.getByRole('heading', { level: 1, name: homePageSeed.title }).waitFor();

    const mails = await mailsTo(applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: You're on the Faith Shield waitlist");
    // it goes to an unconfirmed address, so it carries nothing the visitor typed
    expect(mails[0]).not.toContain(applicant.organization);
    expect(mails[0]).not.toContain(applicant.first_name);

    // the same address again: told so, and no second mail
    await fillDetails(page, applicant);
    await answer(page, allQuestions());
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').getByText(WAIT_LIST_MESSAGES.alreadyJoined).waitFor();
    expect(await mailsTo(applicant.email)).toHaveLength(1);
    await context.close();
  });

  it('shows a refused application in a red alert above the form', async () => {
    const { page, context } = await browser.newPage('desktop');
    // the questionnaire is edited while the visitor has it open: its first answer is new
    await page.route('**/api/get_wait_list_question', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data[0].answers[0].id = 999_999;
      await route.fulfill({ response, json: body });
    });
    await fillDetails(page, newApplicant('changed'));
    await answer(page, allQuestions());
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: WAIT_LIST_MESSAGES.questionsChanged });
    await alert.waitFor();
    // above the form: before the first question
    const alertBox = await alert.boundingBox();
    const firstQuestion = await questionGroup(page, 0).boundingBox();
    expect(alertBox && firstQuestion && alertBox.y < firstQuestion.y).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/question');
    await context.close();
  });

  it('says something went wrong when the network fails, and lets the visitor try again', async () => {
    const { page, context } = await browser.newPage('phone');
    await page.route('**/api/add_wait_list', (route) => route.abort('internetdisconnected'));
    const applicant = newApplicant('offline');
    await fillDetails(page, applicant);
    await answer(page, allQuestions());
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: SOMETHING_WENT_WRONG }).waitFor();
    // the overlay has gone: the form can be sent again
    await page.unroute('**/api/add_wait_list');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').getByText(WAIT_LIST_MESSAGES.joined).waitFor();
    await context.close();
  });

  it('keeps step 1 when the visitor goes back from the questions', async () => {
    const { page, context } = await browser.newPage('phone');
    const applicant = newApplicant('back');
    await fillDetails(page, applicant);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'JOIN OUR WAITLIST' }).waitFor();
    expect(await page.getByLabel(LABELS.email, { exact: true }).inputValue()).toBe(applicant.email);
    await context.close();
  });
});
