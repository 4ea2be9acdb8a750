// @vitest-environment jsdom
import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { ChatDetailPage } from './chat-detail-page';
import { ChatPage } from './chat-page';

const fetchMock = vi.fn<typeof fetch>();
type Bodies = Record<string, unknown | ((fields: URLSearchParams) => unknown)>;
/** Answers by call name (the last path segment), with the request's form fields at hand. */
const answerCalls = (bodies: Bodies) =>
  fetchMock.mockImplementation(async (url, init) => {
    const name = String(url).split('/').pop() ?? '';
    const body = bodies[name];
    const fields = new URLSearchParams(String(init?.body ?? ''));
    const value = await (typeof body === 'function' ? body(fields) : body);
    return new Response(JSON.stringify(value ?? { status: 0, message: `unexpected ${name}` }));
  });
const requestsTo = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${name}`))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));

/** A network without WebSockets: the screens fall back to the 2-second refresh. */
class RefusedSocket {
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    setTimeout(() => this.onclose?.({ code: 1006 }), 0);
  }
  send() {}
  close() {}
}

const OWNERS = [
  { id: 'o-david', name: 'David Mensah', profile: '', worship_place_name: 'Hope Fellowship' },
  { id: 'o-amy', name: 'Amy Brown', profile: '', worship_place_name: 'St Mark' },
];
const message = (id: number, from: string, text: string): ChatMessage => ({
  id: String(id),
  from_user_id: from,
  to_user_id: from === 'o-david' ? 'me' : 'o-david',
  message: text,
  created_at: '2026-11-24T08:45:00.000Z',
});

const show = (path: string, page: 'list' | 'detail') => {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <BrowserRouter>
        {page === 'list' ? <ChatPage title="Chat" /> : <ChatDetailPage title="Chat" />}
      </BrowserRouter>
    </Providers>,
  );
};

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', RefusedSocket);
  setSession({ token: 'owner-token', type: 1, subscriptionsId: 2 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/chat (spec 02 §2)', () => {
  it('lists the community with the last message and unread count, and the team under its tab', async () => {
    answerCalls({
      get_owners: { status: 1, message: 'Owners', data: OWNERS },
      get_sub_user: {
        status: 1,
        message: 'Sub users',
        data: [{ id: 'm-sam', first_name: 'Sam', last_name: 'Reyes' }],
      },
      get_chat_list: {
        status: 1,
        message: 'Conversations',
        data: [
          {
            id: 'o-amy',
            last_message: 'See you <b>Sunday</b>',
            last_message_at: '2026-11-24T08:45:00.000Z',
            last_from_me: false,
            unread_count: 2,
          },
        ],
      },
    });
    show('/chat', 'list');
    const owners = await screen.findByRole('list', { name: 'Owners' });
    const rows = within(owners).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/chat-detail/o-amy',
      '/chat-detail/o-david',
    ]);
    expect(rows[0]?.textContent).toContain('See you Sunday');
    expect(rows[0]?.textContent).toContain('2 unread');
    expect(screen.getByRole('tab', { name: /Faith Shield Community/ }).textContent).toContain('2');
    fireEvent.click(screen.getByRole('tab', { name: /Sub Users/ }));
    const team = await screen.findByRole('list', { name: 'Sub users' });
    expect(
      within(team)
        .getByRole('link', { name: /Sam Reyes/ })
        .getAttribute('href'),
    ).toBe('/chat-detail/m-sam');
  });

  it('says why the Sub Users tab is empty on a plan without a team', async () => {
    answerCalls({
      get_owners: { status: 1, message: 'Owners', data: [] },
      get_sub_user: {
        status: 0,
        message: 'Sub users are part of the Advance plan. Please upgrade your subscription.',
      },
      get_chat_list: { status: 1, message: 'Conversations', data: [] },
    });
    show('/chat', 'list');
    expect(await screen.findByText('No data found')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Sub Users/ }));
    expect(
      await screen.findByText(
        'Sub users are part of the Advance plan. Please upgrade your subscription.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });

  it('shares the location with the owners ticked, as the spec’s JSON list with isSelected', async () => {
    answerCalls({
      get_owners: { status: 1, message: 'Owners', data: OWNERS },
      get_sub_user: { status: 1, message: 'Sub users', data: [] },
      get_chat_list: { status: 1, message: 'Conversations', data: [] },
      add_map_chat: {
        status: 1,
        message: 'Your location has been shared.',
        data: { message: '<p>Our location</p>', to_user_ids: ['o-amy'] },
      },
    });
    show('/chat', 'list');
    await screen.findByRole('list', { name: 'Owners' });
    fireEvent.click(screen.getByRole('button', { name: 'Share Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Location' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Please select at least one owner')).toBeTruthy();
    expect(requestsTo('add_map_chat')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Amy Brown/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(requestsTo('add_map_chat')).toHaveLength(1));
    const sent = JSON.parse(requestsTo('add_map_chat')[0]?.user ?? '[]') as {
      id: string;
      isSelected: boolean;
    }[];
    expect(sent.map(({ id, isSelected }) => ({ id, isSelected }))).toEqual([
      { id: 'o-david', isSelected: false },
      { id: 'o-amy', isSelected: true },
    ]);
    expect(await screen.findByText('Your location has been shared.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Location' })).toBeNull());
  });
});

describe('/chat-detail/{id} (spec 02 §2)', () => {
  it('shows the conversation, sends what is typed as escaped HTML, and shows it while it is sent', async () => {
    let held: ChatMessage[] = [message(1, 'o-david', 'Hello <a href="https://x.example">there</a>')];
    let confirm: (value: unknown) => void = () => undefined;
    answerCalls({
      get_chat: () => ({
        status: 1,
        message: 'Chat',
        data: { user_name: 'David Mensah', profile: '', chat_array: held, has_more: false },
      }),
      add_chat: (fields: URLSearchParams) =>
        new Promise((resolve) => {
          confirm = () => {
            const stored = message(2, 'me', fields.get('message') ?? '');
            held = [...held, stored];
            resolve({ status: 1, message: 'Message sent', data: stored });
          };
        }),
    });
    show('/chat-detail/o-david', 'detail');
    expect(await screen.findByRole('heading', { name: 'David Mensah' })).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByRole('link', { name: 'there' }).getAttribute('href')).toBe('https://x.example');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Doors <at> 9\nthanks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Sending…')).toBeTruthy();
    await waitFor(() => expect(requestsTo('add_chat')).toHaveLength(1));
    expect(requestsTo('add_chat')[0]).toEqual({
      token: 'owner-token',
      to_user_id: 'o-david',
      message: 'Doors &lt;at&gt; 9<br>thanks',
    });
    confirm(undefined);
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(within(log).getByText(/Doors <at> 9/).innerHTML).toBe('Doors &lt;at&gt; 9<br>thanks');
  });

  it('keeps a message that could not be sent, with a way to try again', async () => {
    answerCalls({
      get_chat: {
        status: 1,
        message: 'Chat',
        data: { user_name: 'David Mensah', profile: '', chat_array: [], has_more: false },
      },
      add_chat: { status: 0, message: 'Too many attempts. Please wait a few minutes and try again.' },
    });
    show('/chat-detail/o-david', 'detail');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refreshes every 2 seconds while there is no live connection', async () => {
    let held: ChatMessage[] = [];
    answerCalls({
      get_chat: () => ({
        status: 1,
        message: 'Chat',
        data: { user_name: 'David Mensah', profile: '', chat_array: held, has_more: false },
      }),
    });
    show('/chat-detail/o-david', 'detail');
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
    held = [message(5, 'o-david', 'Arrived by refresh')];
    expect(await screen.findByText('Arrived by refresh', {}, { timeout: 4000 })).toBeTruthy();
  });
});
