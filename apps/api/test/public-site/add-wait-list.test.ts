import fs from 'node:fs/promises';
import path from 'node:path';
import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistApplicants } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { answered, applicant, fromNewIp, loadQuestions } from './wait-list-fixtures';

const JOINED =
  'Congratulations! You have joined the Faith Shield waitlist. A confirmation email is on its way to you.';

describe('POST /api/add_wait_list', () => {
  let server: TestServer;
  let questions: WaitListQuestion[];
  beforeAll(async () => {
    server = await startTestServer();
    questions = await loadQuestions(server);
  });
  afterAll(() => server.close());

  const rowsFor = (email: string) =>
    server.app.deps.db
      .select()
      .from(waitlistApplicants)
      .where(sql`lower(${waitlistApplicants.email}) = lower(${email})`);

  const mailsTo = async (email: string) => {
    const dir = path.join(server.dataDir, 'outbox');
    const files = await fs.readdir(dir).catch(() => []);
    const texts = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
    return texts.filter((text) => text.includes(`To: ${email}`));
  };

  const apply = (fields: Record<string, string>) => server.call('add_wait_list', fields, fromNewIp());

  const byName = (name: string) => {
    const question = questions.find((candidate) => candidate.name === name);
    if (!question) throw new Error(`no question "${name}"`);
    return question;
  };

  it('stores the applicant with what was chosen and mails a confirmation', async () => {
    const concerns = byName('Which security concerns matter most to you?');
    const detail = answered(questions, (question) =>
      question.id === concerns.id
        ? concerns.answers.slice(0, 2).map((answer) => answer.id)
        : [question.answers[0]?.id ?? 0],
    );
    const fields = applicant({ first_name: 'Ruth', organization: 'Grace Fellowship Church' });
    const { code, body } = await apply({ ...fields, question_detail: JSON.stringify(detail) });
    expect(code).toBe(200);
    expect(body).toEqual({ status: 1, message: JOINED });

    const [row, ...others] = await rowsFor(fields.email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      firstName: 'Ruth',
      lastName: fields.last_name,
      organization: 'Grace Fellowship Church',
      email: fields.email,
      zipCode: '37201',
    });
    expect(row?.confirmationSentAt).toBeInstanceOf(Date);
    // question_detail is kept as what was chosen, in the stored wording, statuses dropped
    expect(row?.questionDetail).toEqual(
      questions.map((question) => ({
        id: question.id,
        name: question.name,
        type: question.type,
        answers: question.id === concerns.id ? concerns.answers.slice(0, 2) : question.answers.slice(0, 1),
      })),
    );

    const [mail, ...moreMail] = await mailsTo(fields.email);
    expect(moreMail).toHaveLength(0);
    expect(mail).toContain("Subject: You're on the Faith Shield waitlist");
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Hello,');
  });

  it('trims what was typed, and mails none of it: the address is not confirmed yet', async () => {
    // anyone may type anyone's address: the mail must not carry their words to it
    const fields = applicant({
      first_name: '  Zq7Name <a href="https://prize.example">Claim</a>  ',
      organization: 'Zq7Org call 555-0100 now',
      zip_code: ' 37203 ',
    });
    const { body } = await apply({ ...fields, question_detail: JSON.stringify(answered(questions)) });
    expect(body.status).toBe(1);
    const [row] = await rowsFor(fields.email);
    expect(row).toMatchObject({
      firstName: 'Zq7Name <a href="https://prize.example">Claim</a>',
      zipCode: '37203',
    });
    const [mail] = await mailsTo(fields.email);
    for (const typed of ['Zq7Name', 'Zq7Org', 'prize', 'Claim', '555-0100'])
      expect(mail).not.toContain(typed);
  });

  it('accepts question_detail as a list in a JSON body', async () => {
    const fields = applicant();
    const response = await fetch(`${server.url}/api/add_wait_list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromNewIp().headers },
      body: JSON.stringify({ ...fields, question_detail: answered(questions) }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 1, message: JOINED });
    expect(await rowsFor(fields.email)).toHaveLength(1);
  });

  it('answers each missing field with the spec message and stores nothing', async () => {
    const { code, body } = await apply({ question_detail: JSON.stringify(answered(questions)) });
    expect(code).toBe(422);
    expect(body).toEqual({
      status: 0,
      message: 'Please enter first name',
      errors: {
        first_name: 'Please enter first name',
        last_name: 'Please enter last name',
        organization: 'Please enter name of faith-based organization',
        email: 'Please enter email',
        zip_code: 'Please enter zip code',
      },
    });
  });

  it('treats blank fields as missing', async () => {
    const fields = applicant({
      first_name: ' ',
      last_name: '',
      organization: '  ',
      email: ' ',
      zip_code: '',
    });
    const { body } = await apply({ ...fields, question_detail: JSON.stringify(answered(questions)) });
    expect(body.errors).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      organization: 'Please enter name of faith-based organization',
      email: 'Please enter email',
      zip_code: 'Please enter zip code',
    });
  });

  it("refuses an e-mail that is not one with 'Invalid email'", async () => {
    for (const email of ['ruth.okafor', 'ruth@', 'ruth @example.org']) {
      const { code, body } = await apply({
        ...applicant({ email }),
        question_detail: JSON.stringify(answered(questions)),
      });
      expect(code).toBe(422);
      expect(body).toEqual({ status: 0, message: 'Invalid email', errors: { email: 'Invalid email' } });
    }
  });

  it("answers 'Please enter answer' under a question with no answer chosen", async () => {
    const [first] = questions;
    if (!first) throw new Error('no questions');
    const detail = answered(questions, (question) =>
      question.id === first.id ? [] : [question.answers[0]?.id ?? 0],
    );
    const fields = applicant();
    const { code, body } = await apply({ ...fields, question_detail: JSON.stringify(detail) });
    expect(code).toBe(422);
    expect(body).toEqual({
      status: 0,
      message: 'Please enter answer',
      errors: { [`question_detail.${first.id}`]: 'Please enter answer' },
    });
    expect(await rowsFor(fields.email)).toHaveLength(0);
  });

  it("answers 'Please enter answer' under a question left out of question_detail", async () => {
    const last = questions.at(-1);
    if (!last) throw new Error('no questions');
    const detail = answered(questions).filter((question) => question.id !== last.id);
    const { code, body } = await apply({ ...applicant(), question_detail: JSON.stringify(detail) });
    expect(code).toBe(422);
    expect(body.errors).toEqual({ [`question_detail.${last.id}`]: 'Please enter answer' });
  });

  it('answers every question with nothing chosen under each of them', async () => {
    const { body } = await apply({
      ...applicant(),
      question_detail: JSON.stringify(answered(questions, () => [])),
    });
    expect(body.errors).toEqual(
      Object.fromEntries(
        questions.map((question) => [`question_detail.${question.id}`, 'Please enter answer']),
      ),
    );
  });

  it('refuses two answers to a radio question, whatever type the client claims', async () => {
    const radio = byName('How large is your weekly attendance?');
    const twoSizes = (claimed: 'radio' | 'checkbox') =>
      answered(questions, (question) =>
        question.id === radio.id
          ? radio.answers.slice(0, 2).map((answer) => answer.id)
          : [question.answers[0]?.id ?? 0],
      ).map((question) => (question.id === radio.id ? { ...question, type: claimed } : question));
    const fields = applicant();
    for (const claimed of ['radio', 'checkbox'] as const) {
      const { code, body } = await apply({ ...fields, question_detail: JSON.stringify(twoSizes(claimed)) });
      expect(code).toBe(422);
      expect(body).toEqual({
        status: 0,
        message: 'Please choose only one answer',
        errors: { [`question_detail.${radio.id}`]: 'Please choose only one answer' },
      });
    }
    expect(await rowsFor(fields.email)).toHaveLength(0);
  });

  it('refuses question and answer ids it does not know', async () => {
    const changed =
      'The questions have changed since you opened this page. Please reload it and answer them again.';
    const [first] = questions;
    if (!first) throw new Error('no questions');
    const unknownQuestion = [
      ...answered(questions),
      { id: 987_654, name: 'Gone', type: 'radio', answers: [{ id: 1, name: 'Yes', status: true }] },
    ];
    const { code, body } = await apply({ ...applicant(), question_detail: JSON.stringify(unknownQuestion) });
    expect(code).toBe(422);
    expect(body.errors).toEqual({ 'question_detail.987654': changed });

    const unknownAnswer = answered(questions).map((question) =>
      question.id === first.id
        ? { ...question, answers: [...question.answers, { id: 876_543, name: 'Gone', status: false }] }
        : question,
    );
    const { body: second } = await apply({ ...applicant(), question_detail: JSON.stringify(unknownAnswer) });
    expect(second).toEqual({
      status: 0,
      message: changed,
      errors: { [`question_detail.${first.id}`]: changed },
    });
  });

  it('refuses question_detail that is not the list of answered questions with a plain message', async () => {
    const unreadable = 'Your answers could not be read. Please answer the questions again.';
    for (const question_detail of ['not json', '{"id": 1}', '[{"id": "one"}]', '[1, 2]', 'null']) {
      const { code, body } = await apply({ ...applicant(), question_detail });
      expect({ question_detail, code, body }).toEqual({
        question_detail,
        code: 422,
        body: { status: 0, message: unreadable, errors: { question_detail: unreadable } },
      });
    }
    const { body } = await apply(applicant());
    expect(body.errors).toEqual({ question_detail: 'Please enter answer' });
  });

  it('keeps one application per e-mail, whatever its letter case, and mails once', async () => {
    const fields = applicant();
    const detail = JSON.stringify(answered(questions));
    const first = await apply({ ...fields, question_detail: detail });
    expect(first.body).toEqual({ status: 1, message: JOINED });

    const again = await apply({
      ...fields,
      first_name: 'Someone Else',
      email: `  ${fields.email.toUpperCase()}  `,
      question_detail: detail,
    });
    expect(again.code).toBe(200);
    expect(again.body).toEqual({
      status: 1,
      message: 'You are already on our waitlist. We will be in touch soon.',
    });
    const rows = await rowsFor(fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Ruth');
    expect(await mailsTo(fields.email)).toHaveLength(1);
  });

  it('is served only with the spec method', async () => {
    const { code } = await server.call('add_wait_list', {}, { method: 'GET' });
    expect(code).toBe(404);
  });
});
