// @vitest-environment jsdom
import type { AuditEntry } from '@faith-shield/contract/operators/operator-audit-log';
import type { OrganisationSummary } from '@faith-shield/contract/operators/operator-organisations';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { stubBrowser } from '../../../test/stub-browser';
import { setOperatorSession } from '../lib/operator-session';
import { AuditLogPage } from './audit-log-page';
import { OrganisationsPage } from './organisations-page';

const fetchMock = vi.fn<typeof fetch>();
/** The query of every request made, in order. */
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console.test'));

const entry = (n: number): AuditEntry => ({
  id: `entry-${n}`,
  operator_email: 'ada@shield.example',
  action: 'plan.updated',
  subject: `plan:${n}`,
  before: null,
  after: null,
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, 300 - n)).toISOString(),
  ip: '10.0.0.1',
});
const organisation = (n: number): OrganisationSummary => ({
  id: `org-${n}`,
  name: `Grace Chapel ${n}`,
  city: 'Austin',
  state: 'TX',
  plan: 'Standard',
  plan_status: 'active',
  renewal_date: null,
  member_count: 3,
  last_activity: null,
  created_at: '2026-01-01T00:00:00.000Z',
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Two pages: the first ends with a cursor, the second (asked for with it) ends the list. */
const answerPages = () =>
  fetchMock.mockImplementation(async (url) => {
    const request = new URL(String(url), 'http://console.test');
    const isSecond = request.searchParams.get('before') !== null;
    const name = request.pathname.split('/').pop();
    const data =
      name === 'operator_audit_log'
        ? {
            entries: (isSecond ? range(101, 130) : range(1, 100)).map(entry),
            next_before: isSecond ? null : 'entry-100',
            operators: ['ada@shield.example'],
            actions: ['plan.updated'],
          }
        : {
            organisations: (isSecond ? range(101, 104) : range(1, 100)).map(organisation),
            next_before: isSecond ? null : 'org-100',
          };
    return new Response(JSON.stringify({ status: 1, message: 'ok', data }));
  });

const open = (page: ReactElement) =>
  render(
    <Providers>
      <BrowserRouter>{page}</BrowserRouter>
    </Providers>,
  );

// afterEach unstubs every global, ResizeObserver too: stub the browser for each test
beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
  setOperatorSession({ token: 'op.token', email: 'ada@shield.example' });
  answerPages();
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setOperatorSession(null);
});

describe('the paged console lists', () => {
  it('audit log: "Load more" adds the next page under the first, with the same filter', async () => {
    open(<AuditLogPage />);
    expect(await screen.findByText('plan:100')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(requested().at(-1)?.searchParams.get('from')).toBe('2026-01-01'));
    expect(screen.queryByText('plan:101')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('plan:130')).toBeTruthy();
    const last = requested().at(-1);
    expect(last?.searchParams.get('before')).toBe('entry-100');
    expect(last?.searchParams.get('from')).toBe('2026-01-01');
    expect(screen.getByText('plan:1')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 130);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('organisations: "Load more" adds the next page, and is gone at the end', async () => {
    open(<OrganisationsPage />);
    expect(await screen.findByText('Grace Chapel 100')).toBeTruthy();
    expect(screen.queryByText('Grace Chapel 101')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Grace Chapel 104')).toBeTruthy();
    expect(requested().at(-1)?.searchParams.get('before')).toBe('org-100');
    expect(screen.getAllByRole('link', { name: /^Grace Chapel/ })).toHaveLength(104);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
