// @vitest-environment jsdom

import type { General } from '@faith-shield/contract/risk/general';
import type { CategoryQuestions } from '@faith-shield/contract/risk/get-question-by-risk-categories-id';
import type { ActionPlan } from '@faith-shield/contract/risk/risk-action-plan';
import type { RiskCategory } from '@faith-shield/contract/risk/risk-assessment';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { MemberRecommendations } from '../../../components/recommendations/member-recommendations';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { DetailPage } from './detail-page';
import { RiskAssessmentPage } from './risk-assessment-page';

const fetchMock = vi.fn<typeof fetch>();
/** Answers by call name: the last path segment of the request, without its query. */
const answerCalls = (bodies: Record<string, unknown>) =>
  fetchMock.mockImplementation(async (url) => {
    const name = String(url).split('/').pop()?.split('?')[0] ?? '';
    return new Response(JSON.stringify(bodies[name] ?? { status: 0, message: `unexpected ${name}` }));
  });
const ok = (data: unknown) => ({ status: 1, message: 'ok', data });

const category = (id: string, name: string, questions: RiskCategory['questions'] = []): RiskCategory => ({
  id,
  category_name: name,
  score: 0,
  answered: 0,
  total: questions.length,
  questions,
});

const PERIMETER = category('perimeter-parking', 'Perimeter and Parking', [
  {
    id: 'perimeter-boundary',
    question: 'Is the edge of your property clearly marked?',
    status: 2,
    priority: 'medium',
    sub_questions: [
      {
        sub_question_id: 'perimeter-boundary-inspected',
        question: 'Is the boundary inspected monthly?',
        status: 2,
        priority: 'low',
      },
    ],
  },
]);

const general = (categories: RiskCategory[], owner = true): General => ({
  overall_score: 0,
  answered: 0,
  total: 1,
  interior: [],
  administration: [],
  ...(owner ? { risk: categories } : { risk_categories: categories }),
});

const EMPTY_PLAN: ActionPlan = { items: [], members: [] };

const open = (path: string, screen: ReactNode) => {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <BrowserRouter>{screen}</BrowserRouter>
    </Providers>,
  );
};

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'owner-token', type: 1, subscriptionsId: 1 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/risk-assessment (spec 02 §2)', () => {
  it('saves a Yes as it is tapped and shows the follow-up question under it', async () => {
    answerCalls({
      general: ok(general([PERIMETER])),
      risk_action_plan: ok(EMPTY_PLAN),
      risk_answer_update_by_user: ok({
        ...general([
          {
            ...PERIMETER,
            answered: 1,
            total: 2,
            questions: PERIMETER.questions.map((question) => ({ ...question, status: 1 as const })),
          },
        ]),
        answered: 1,
        total: 2,
      }),
    });
    open('/risk-assessment', <RiskAssessmentPage title="Risk Assessment" />);
    const group = await screen.findByRole('group', { name: 'Is the edge of your property clearly marked?' });
    expect(screen.getByTestId('answered').textContent).toBe('0 of 1 answered');
    expect(screen.queryByRole('group', { name: 'Is the boundary inspected monthly?' })).toBeNull();

    fireEvent.click(within(group).getByRole('button', { name: 'Yes' }));
    await screen.findByRole('group', { name: 'Is the boundary inspected monthly?' });
    expect(within(group).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('answered').textContent).toBe('1 of 2 answered'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/risk_answer_update_by_user'))).toBe(
        true,
      ),
    );
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).endsWith('/risk_answer_update_by_user')) ?? [];
    const sent = new URLSearchParams(String(init?.body));
    expect(sent.get('token')).toBe('owner-token');
    expect(JSON.parse(sent.get('question') ?? '')).toEqual([
      { risk_id: 'perimeter-parking', question_id: 'perimeter-boundary', status: 1 },
    ]);
  });
});

describe('the sub user’s Recommendation (spec 02 §2)', () => {
  it('shows the first three categories as tiles to /subuser-exterior/{id}, and what is assigned to them', async () => {
    setSession({ token: 'member-token', type: 2, subscriptionsId: 1 });
    const plan: ActionPlan = {
      members: [],
      items: [
        {
          question_id: 'perimeter-boundary',
          category_id: 'perimeter-parking',
          category_name: 'Perimeter and Parking',
          question: 'Is the edge of your property clearly marked?',
          priority: 'medium',
          guidance: { good: 'Clear', why: 'Because', steps: ['One', 'Two'] },
          status: 'open',
          assigned_to: { id: 'm1', name: 'Kwame Boateng' },
          due_date: '2099-05-01',
          done_at: null,
        },
      ],
    };
    answerCalls({
      general: ok(
        general(
          [
            PERIMETER,
            category('access-control', 'Access Control and Doors'),
            category('surveillance-lighting', 'Surveillance and Lighting'),
            category('emergency-plans', 'Emergency Plans and Drills'),
          ],
          false,
        ),
      ),
      risk_action_plan: ok(plan),
    });
    open('/subuser-dashboard', <MemberRecommendations />);
    const tiles = await screen.findByRole('list', { name: 'Risk categories' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/subuser-exterior/perimeter-parking',
      '/subuser-exterior/access-control',
      '/subuser-exterior/surveillance-lighting',
    ]);
    const assigned = await screen.findByRole('list', { name: 'Assigned to you' });
    expect(assigned.textContent).toContain('Due 01 May, 2099');
    expect(within(assigned).getByRole('link').getAttribute('href')).toBe(
      '/subuser-detail?category=perimeter-parking&question=perimeter-boundary',
    );
  });
});

describe('/detail', () => {
  const content: CategoryQuestions = {
    id: 'perimeter-parking',
    category_name: 'Perimeter and Parking',
    questions: [
      {
        id: 'perimeter-boundary',
        question: 'Is the edge of your property clearly marked?',
        priority: 'medium',
        guidance: {
          good: 'Visitors can tell where it begins.',
          why: 'Trespass is easier to notice.',
          steps: ['Walk it', 'Sign it'],
        },
        sub_questions: [],
      },
    ],
  };

  it('shows the question’s guidance instead of Coming soon', async () => {
    answerCalls({
      get_question_by_risk_categories_id: ok(content),
      general: ok(general([PERIMETER])),
      risk_action_plan: ok(EMPTY_PLAN),
    });
    open('/detail?category=perimeter-parking&question=perimeter-boundary', <DetailPage title="Detail" />);
    await screen.findByRole('heading', { name: 'Is the edge of your property clearly marked?' });
    expect(screen.getByText('Visitors can tell where it begins.')).toBeTruthy();
    expect(screen.getByText('Trespass is easier to notice.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Walk it', 'Sign it']);
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).endsWith('/get_question_by_risk_categories_id')) ?? [];
    // spec 02 §7: no token
    expect(String(init?.body)).toBe('id=perimeter-parking');
  });

  it("says 'No data found' without a question to show", async () => {
    answerCalls({ general: ok(general([PERIMETER])), risk_action_plan: ok(EMPTY_PLAN) });
    open('/detail', <DetailPage title="Detail" />);
    expect(await screen.findByText('No data found')).toBeTruthy();
  });
});
