import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveState, openChatSocket } from './chat-socket';

/** A WebSocket the test drives: what the client sent, and the server's side by hand. */
class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.serverCloses(1000);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  say(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let states: LiveState[];
const start = () =>
  openChatSocket({
    token: 'secret-token',
    onMessage: (message) => messages.push(message.id),
    onReady: () => {
      readies += 1;
    },
    onState: (state) => states.push(state),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    retryDelayMs: () => 1000,
  });
let messages: string[];
let readies: number;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  sockets = [];
  states = [];
  messages = [];
  readies = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openChatSocket', () => {
  it('sends the token in the first frame, never in the address, and is live once ready', () => {
    const live = start();
    const [socket] = sockets;
    expect(socket?.url).toBe('ws://localhost:3000/live/chat');
    socket?.open();
    expect(socket?.sent).toEqual([{ type: 'auth', token: 'secret-token' }]);
    socket?.say({ type: 'ready' });
    expect(states.at(-1)).toBe('live');
    expect(readies).toBe(1);
    socket?.say({ type: 'message', message: { id: '7' } });
    expect(messages).toEqual(['7']);
    live.markRead('ruth');
    expect(socket?.sent.at(-1)).toEqual({ type: 'read', id: 'ruth' });
    live.close();
  });

  it('falls back when it cannot connect, and tries again later by itself', () => {
    start();
    sockets[0]?.serverCloses(1006);
    expect(states.at(-1)).toBe('offline');
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    sockets[1]?.say({ type: 'ready' });
    expect(states.at(-1)).toBe('live');
  });

  it('gives up on a socket that never says ready, and on one that stops answering pings', () => {
    start();
    sockets[0]?.open();
    vi.advanceTimersByTime(5000);
    expect(states.at(-1)).toBe('offline');
    vi.advanceTimersByTime(1000);
    sockets[1]?.open();
    sockets[1]?.say({ type: 'ready' });
    vi.advanceTimersByTime(25_000);
    expect(sockets[1]?.sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(10_000);
    expect(states.at(-1)).toBe('offline');
  });

  it('reconnects at once when the server restarts, resuming after the last message it saw', () => {
    start();
    sockets[0]?.open();
    sockets[0]?.say({ type: 'ready' });
    sockets[0]?.say({ type: 'message', message: { id: '41' } });
    sockets[0]?.say({ type: 'message', message: { id: '9' } });
    sockets[0]?.serverCloses(1012);
    expect(states.at(-1)).toBe('offline');
    // within a second, not after the growing wait of a lost connection
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([{ type: 'auth', token: 'secret-token', after: '41' }]);
    sockets[1]?.say({ type: 'ready' });
    expect(states.at(-1)).toBe('live');
    expect(readies).toBe(2);
  });

  it('does not try again once signed out, nor after it was closed', () => {
    start();
    sockets[0]?.serverCloses(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    const live = start();
    live.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});
