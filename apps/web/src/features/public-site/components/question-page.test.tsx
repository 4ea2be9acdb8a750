// @vitest-environment jsdom
import { WAIT_LIST_MESSAGES } from '@faith-shield/contract/public-site/add-wait-list';
import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { stubBrowser } from '../../../test/stub-browser';
import { QuestionPage } from './question-page';

const QUESTIONS: WaitListQuestion[] = [
  {
    id: 3,
    name: 'How large is your congregation?',
    type: 'radio',
    answers: [
      { id: 30, name: 'Under 100' },
      { id: 31, name: '100 or more' },
    ],
  },
  {
    id: 4,
    name: 'What concerns you most?',
    type: 'checkbox',
    answers: [
      { id: 40, name: 'Theft' },
      { id: 41, name: 'Fire' },
    ],
  },
];
const DETAILS = {
  first_name: 'Ruth',
  last_name: 'Okafor',
  organization: 'Grace Fellowship Church',
  email: 'ruth@example.org',
  zip_code: '37201',
};

const fetchMock = vi.fn<typeof fetch>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/add_wait_list'))
    .map(([, init]) => new URLSearchParams(String(init?.body ?? '')));

/** Answers the questions, and each application with the next of `answers`. */
const answerCalls = (answers: unknown[]) =>
  fetchMock.mockImplementation(async (url) => {
    const isQuestions = String(url).endsWith('/get_wait_list_question');
    const body = isQuestions ? { status: 1, message: 'ok', data: QUESTIONS } : answers.shift();
    return new Response(JSON.stringify(body), { status: (body as { status: number }).status ? 200 : 422 });
  });

const open = () => {
  window.history.replaceState({ key: 'question', index: 1, state: { details: DETAILS } }, '', '/question');
  render(
    <Providers>
      <BrowserRouter>
        <QuestionPage title="Questionnaire" />
      </BrowserRouter>
    </Providers>,
  );
};

const unanswered = () => screen.queryAllByText(WAIT_LIST_MESSAGES.answer);

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('/question (spec 01 §2, §5, §8)', () => {
  it('says which questions are unanswered, shows a refusal above the form, then congratulates', {
    timeout: 30_000,
  }, async () => {
    answerCalls([
      { status: 0, message: WAIT_LIST_MESSAGES.questionsChanged },
      { status: 1, message: WAIT_LIST_MESSAGES.joined },
    ]);
    open();
    const submit = await screen.findByRole('button', { name: 'Submit' });

    fireEvent.click(submit);
    await waitFor(() => expect(unanswered()).toHaveLength(2));
    expect(sent()).toHaveLength(0);

    // a message goes as soon as its question is answered
    fireEvent.click(screen.getByRole('radio', { name: '100 or more' }));
    await waitFor(() => expect(unanswered()).toHaveLength(1));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fire' }));
    await waitFor(() => expect(unanswered()).toHaveLength(0));

    fireEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(WAIT_LIST_MESSAGES.questionsChanged);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain(WAIT_LIST_MESSAGES.joined);

    const [first, second] = sent();
    expect(second?.toString()).toBe(first?.toString());
    expect(first?.get('email')).toBe(DETAILS.email);
    const detail = JSON.parse(first?.get('question_detail') ?? '[]');
    expect(
      detail.map((question: { answers: { status: boolean }[] }) => question.answers.map((a) => a.status)),
    ).toEqual([
      [false, true],
      [false, true],
    ]);
  });
});
