// @vitest-environment jsdom
import type { AuditEntry } from '@faith-shield/contract/security/get-audit-log';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { AuditLogPage } from './audit-log-page';

const fetchMock = vi.fn<typeof fetch>();
const PEOPLE = [
  { id: '5b0e6f0e-3c1a-4d59-9a43-1f0f3c0c0a01', name: 'Grace Owner' },
  { id: '5b0e6f0e-3c1a-4d59-9a43-1f0f3c0c0a02', name: 'Miriam Cole' },
];
const entry = (index: number, change: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `e${index}`,
  at: `2026-11-${String(27 - (index % 20)).padStart(2, '0')}T10:00:00.000Z`,
  actor_id: PEOPLE[0]?.id ?? null,
  actor_name: 'Grace Owner',
  action: 'sub_user_added',
  target: `Member ${index}`,
  ip: '203.0.113.7',
  ...change,
});

/** get_audit_log as the server answers it: page 1 has more, page 2 is the last; filters narrow. */
const answerLog = () =>
  fetchMock.mockImplementation(async (_url, init) => {
    const sent = new URLSearchParams(String(init?.body ?? ''));
    const page = Number(sent.get('page') ?? 1);
    let entries =
      page === 1 ? [entry(1), entry(2, { action: 'two_factor_enabled', target: '' })] : [entry(3)];
    if (sent.get('action')) entries = entries.filter((row) => row.action === sent.get('action'));
    if (sent.get('from') === '2030-01-01') entries = [];
    return new Response(
      JSON.stringify({
        status: 1,
        message: 'Audit log',
        data: { entries, page, has_more: page === 1 && !sent.get('action'), people: PEOPLE },
      }),
    );
  });
const sent = () =>
  fetchMock.mock.calls.map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));

const open = () => {
  window.history.replaceState(null, '', '/audit-log');
  render(
    <Providers>
      <BrowserRouter>
        <AuditLogPage title="Audit log" />
      </BrowserRouter>
    </Providers>,
  );
};
// Mantine's dropdown is drawn at once but shown at the end of its transition, which jsdom does not run
const option = (name: string) => screen.findByRole('option', { name, hidden: true });
const table = () => screen.findByRole('table', { name: 'Audit log' });
const actions = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

// every test: unstubAllGlobals takes ResizeObserver away too
beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'owner-token', type: 1, subscriptionsId: 4 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/audit-log (spec 03 §5)', { timeout: 30_000 }, () => {
  it('shows who did what, when and from where, newest first, in words an owner reads', async () => {
    answerLog();
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'Action', 'What', 'Address']);
    const first = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first.slice(1)).toEqual(['Grace Owner', 'Member added', 'Member 1', '203.0.113.7']);
    expect(await actions()).toEqual(['Member added', 'Two-factor turned on']);
    // a phone reads the same entries as cards (shown below the sm breakpoint)
    const cards = screen.getByRole('list', { name: 'Audit log entries' });
    expect(within(cards).getAllByRole('listitem')[0]?.textContent).toContain('Grace Owner · Member 1');
    expect(sent()[0]).toMatchObject({ page: '1' });
  });

  it('pages to older entries and back', async () => {
    answerLog();
    open();
    await table();
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(async () => expect(await actions()).toEqual(['Member added']));
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(sent().at(-1)).toMatchObject({ page: '2' });
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(screen.getByText('Page 1')).toBeTruthy());
  });

  it('filters by action, person and dates, each from the first page', async () => {
    answerLog();
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeTruthy());

    fireEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await option('Two-factor turned on'));
    await waitFor(async () => expect(await actions()).toEqual(['Two-factor turned on']));
    expect(sent().at(-1)).toMatchObject({ page: '1', action: 'two_factor_enabled' });

    fireEvent.click(screen.getByRole('combobox', { name: 'Person' }));
    fireEvent.click(await option('Miriam Cole'));
    await waitFor(() =>
      expect(sent().at(-1)).toMatchObject({ actor_id: PEOPLE[1]?.id, action: 'two_factor_enabled' }),
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01' } });
    expect(await screen.findByText('No entry matches these filters.')).toBeTruthy();
    expect(sent().at(-1)).toMatchObject({ from: '2030-01-01', page: '1' });
  });

  it('says why when the log cannot be read', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ status: 0, message: 'Forbidden' }), { status: 403 }),
    );
    open();
    expect(await screen.findByText('Forbidden')).toBeTruthy();
  });
});
