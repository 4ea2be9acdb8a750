import type { addEventAttendanceCall } from '@faith-shield/contract/events/add-event-attendance';
import type { addTeamMessageCall } from '@faith-shield/contract/team-channel/add-team-message';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../session';
import { BUSY_MESSAGE, useQueuedCall, WAITING_MESSAGE } from './use-queued-call';
import { queuedWritesOf, RetryLater, writeQueueDefaults } from './write-queue';

type Sent = { count: string; clientId: string };

/** A server that records each headcount it is sent, or is out of reach while `isDown`. */
function fakeServer() {
  const sent: Sent[] = [];
  const tried: string[] = [];
  // busy: how many more sends are answered 429 (too many) with a Retry-After of 0 seconds
  const state = { isDown: false, refuse: null as string | null, busy: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      // the queue's own question: can the server be reached again?
      if (url === '/healthz') {
        if (state.isDown) throw new TypeError('Failed to fetch');
        return new Response('ok');
      }
      const body = new URLSearchParams(String(init.body));
      tried.push(body.get('client_id') ?? '');
      if (state.isDown) throw new TypeError('Failed to fetch');
      if (state.busy > 0) {
        state.busy -= 1;
        return new Response(JSON.stringify({ status: 0, message: 'Too many attempts. Try again later.' }), {
          status: 429,
          headers: { 'Retry-After': '0' },
        });
      }
      sent.push({ count: body.get('attendance_count') ?? '', clientId: body.get('client_id') ?? '' });
      const answer = state.refuse
        ? { status: 0, message: state.refuse }
        : {
            status: 1,
            message: 'Your count has been saved.',
            data: { total_person: Number(body.get('attendance_count')) },
          };
      return new Response(JSON.stringify(answer), { status: state.refuse ? 409 : 200 });
    }),
  );
  return { sent, tried, state };
}

describe('the write queue (spec 03 §3)', () => {
  let queryClient: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const record = () =>
    renderHook(() => useQueuedCall<typeof addEventAttendanceCall>('add_event_attendance'), { wrapper }).result
      .current;

  beforeEach(() => {
    setSession({ token: 'a-token', type: 2, subscriptionsId: 4 });
    queryClient = new QueryClient();
    queryClient.mount();
  });
  afterEach(() => {
    queryClient.unmount();
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('online: sends at once with a client_id and answers the server', async () => {
    const server = fakeServer();
    const answer = await record()({ event_id: 'e1', attendance_count: 12 });
    expect(answer).toMatchObject({ status: 1, data: { total_person: 12 } });
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(queuedWritesOf(queryClient)).toHaveLength(0);
  });

  it('offline: answers at once as waiting, then sends each in order, once, as the network returns', async () => {
    const server = fakeServer();
    onlineManager.setOnline(false);
    const send = record();
    const first = await send({ event_id: 'e1', attendance_count: 3 });
    const second = await send({ event_id: 'e2', attendance_count: 4 });
    expect(first).toEqual({ status: 1, message: WAITING_MESSAGE, queued: true });
    expect(second.queued).toBe(true);
    expect(queuedWritesOf(queryClient)).toHaveLength(2);
    expect(server.sent).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(queuedWritesOf(queryClient)).toHaveLength(0));
    expect(server.sent.map((write) => write.count)).toEqual(['3', '4']);
  });

  it('a network failure while the browser says online: waits, and is sent again with the same client_id', async () => {
    const server = fakeServer();
    server.state.isDown = true;
    const answer = await record()({ event_id: 'e1', attendance_count: 5 });
    expect(answer.queued).toBe(true);
    expect(onlineManager.isOnline()).toBe(false);

    server.state.isDown = false;
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(queuedWritesOf(queryClient)).toHaveLength(0));
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.count).toBe('5');
    expect(server.tried).toHaveLength(2);
    expect(new Set(server.tried).size).toBe(1);
  });

  it('a network failure while the browser says online: the server is asked again about a second later, and the write goes once it answers', async () => {
    const server = fakeServer();
    server.state.isDown = true;
    await record()({ event_id: 'e1', attendance_count: 6 });
    expect(onlineManager.isOnline()).toBe(false);

    server.state.isDown = false;
    await waitFor(() => expect(queuedWritesOf(queryClient)).toHaveLength(0), { timeout: 2_500 });
    expect(server.sent.map((write) => write.count)).toEqual(['6']);
  });

  it('too many at once (429): not refused; sent again after the Retry-After, in order, each once', async () => {
    const server = fakeServer();
    onlineManager.setOnline(false);
    const send = record();
    await send({ event_id: 'e1', attendance_count: 1 });
    await send({ event_id: 'e2', attendance_count: 2 });
    server.state.busy = 2;
    act(() => onlineManager.setOnline(true));
    // the queue's own back-off would wait seconds; a Retry-After of 0 sends again at once
    await waitFor(() => expect(queuedWritesOf(queryClient)).toHaveLength(0));
    expect(server.sent.map((write) => write.count)).toEqual(['1', '2']);
    expect(server.tried).toHaveLength(4);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('online, a 429 answers the form as waiting because the server is busy, not refused, and the write lands once', async () => {
    const server = fakeServer();
    server.state.busy = 1;
    const answer = await record()({ event_id: 'e1', attendance_count: 9 });
    expect(answer).toEqual({ status: 1, message: BUSY_MESSAGE, queued: true });
    await waitFor(() => expect(queuedWritesOf(queryClient)).toHaveLength(0));
    expect(server.sent.map((write) => write.count)).toEqual(['9']);
  });

  it('waits as long as the Retry-After says (capped), else backs off', () => {
    const { retryDelay } = writeQueueDefaults;
    expect(retryDelay(1, new RetryLater('busy', 7_000))).toBe(7_000);
    expect(retryDelay(1, new RetryLater('busy', 24 * 3_600_000))).toBe(600_000);
    expect(retryDelay(1, new RetryLater('busy', null))).toBe(2_000);
  });

  it('a write with a photo waits with its File and goes multipart, with the form’s own client_id', async () => {
    const bodies: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(init.body as FormData);
        return new Response(JSON.stringify({ status: 1, message: 'Sent', data: {} }));
      }),
    );
    onlineManager.setOnline(false);
    const send = renderHook(() => useQueuedCall<typeof addTeamMessageCall>('add_team_message'), { wrapper })
      .result.current;
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'stairs.png', { type: 'image/png' });
    const clientId = crypto.randomUUID();
    const answer = await send({ message: 'All calm', images: [photo], client_id: clientId });
    expect(answer.queued).toBe(true);
    expect(queuedWritesOf(queryClient)[0]?.state.variables?.payload.images).toEqual([photo]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(queuedWritesOf(queryClient)).toHaveLength(0));
    expect(bodies).toHaveLength(1);
    const sent = bodies[0];
    expect(sent).toBeInstanceOf(FormData);
    expect(sent?.get('client_id')).toBe(clientId);
    expect(sent?.get('message')).toBe('All calm');
    expect((sent?.get('images') as File | null)?.name).toBe('stairs.png');
  });

  it('refused once it is sent: stays with the server’s message; refused at once: goes to the form', async () => {
    const server = fakeServer();
    onlineManager.setOnline(false);
    window.history.pushState(null, '', '/subuser-event-attendance/e1');
    await record()({ event_id: 'e1', attendance_count: 6 });
    server.state.refuse = 'The attendance of this event has been submitted: no more numbers can be added.';
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(queuedWritesOf(queryClient)[0]?.state.status).toBe('error'));
    expect(queuedWritesOf(queryClient)[0]?.state.error?.message).toBe(server.state.refuse);

    window.history.pushState(null, '', '/subuser-event-attendance/e2');
    const atOnce = await record()({ event_id: 'e2', attendance_count: 7 });
    expect(atOnce).toEqual({ status: 0, message: server.state.refuse });
    expect(queuedWritesOf(queryClient)).toHaveLength(1);

    // sent again from the refused one's screen: it replaces it (edited)
    window.history.pushState(null, '', '/subuser-event-attendance/e1');
    server.state.refuse = null;
    await record()({ event_id: 'e1', attendance_count: 8 });
    expect(queuedWritesOf(queryClient)).toHaveLength(0);
  });
});
