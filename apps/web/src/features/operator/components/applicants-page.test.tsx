// @vitest-environment jsdom
import type { Applicant } from '@faith-shield/contract/operators/operator-applicants';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { stubBrowser } from '../../../test/stub-browser';
import { setOperatorSession } from '../lib/operator-session';
import { ApplicantsPage } from './applicants-page';

const fetchMock = vi.fn<typeof fetch>();

const applicant = (first_name: string, applied_at: string): Applicant => ({
  id: `a-${first_name}`,
  first_name,
  last_name: 'Okafor',
  organization: 'Grace Fellowship Church',
  email: `${first_name.toLowerCase()}@grace.example`,
  zip_code: '78701',
  applied_at,
  answers: [{ question: 'Do you have a security team?', answers: ['Yes', 'Volunteers'] }],
});

const answerWith = (applicants: Applicant[]) =>
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({ status: 1, message: 'ok', data: { applicants, total: applicants.length } }),
      ),
  );

const open = () =>
  render(
    <Providers>
      <BrowserRouter>
        <ApplicantsPage />
      </BrowserRouter>
    </Providers>,
  );

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
  setOperatorSession({ token: 'op.token', email: 'ada@shield.example' });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setOperatorSession(null);
});

describe('the waitlist applicants', () => {
  it('shows each applicant in the order the server sends, with their answers and the count', async () => {
    answerWith([
      applicant('Ruth', '2026-11-20T10:00:00.000Z'),
      applicant('Samuel', '2026-11-19T10:00:00.000Z'),
    ]);
    open();
    expect(await screen.findByText('2 applicants')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Ruth Okafor',
      'Samuel Okafor',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Volunteers')).toBeTruthy();
  });

  it('with none in the range says 0 applicants and draws no table', async () => {
    answerWith([]);
    open();
    expect(await screen.findByText('0 applicants')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
