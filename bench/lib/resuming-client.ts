import { performance } from 'node:perf_hooks';
import {
  CHAT_LIVE_CLOSE,
  CHAT_LIVE_PATH,
  type ChatLiveClientFrame,
  type ChatLiveServerFrame,
} from '@faith-shield/contract/chat/chat-live';
import WebSocket from 'ws';

/**
 * One moment of a live client's life (performance.now): a connection opened on a server (as
 * the proxy's X-Served-By names it), signed in resuming after an id, ready, or closed with a code.
 */
export type ClientEvent = { at: number; event: string; server?: string };

/**
 * The app's live connection as the web app keeps it (features/chat/live/chat-socket.ts): it
 * reconnects by itself — within a second when the server says it is restarting (1012), after
 * the growing wait otherwise — and resumes after the last message it saw. Counts every frame,
 * so a message missed or received twice shows, and keeps its timeline to say why.
 */
export type ResumingClient = {
  userId: string;
  /** Messages to this user: how many times each id arrived. */
  messages: Map<string, number>;
  /** Alerts sent: how many times each alert id arrived. */
  alerts: Map<string, number>;
  /** How each connection before the current one ended (close codes). */
  closes: number[];
  timeline: ClientEvent[];
  /** Whether it is connected and signed in now. */
  isReady: () => boolean;
  close: () => void;
};

const lostDelay = (attempt: number) => Math.min(30_000, 2_000 * 2 ** attempt) * (0.75 + Math.random() / 2);
const restartDelay = () => Math.random() * 1_000;

const count = (times: Map<string, number>, key: string) => times.set(key, (times.get(key) ?? 0) + 1);

/** Resolves once the first connection is ready. */
export function openResumingClient(proxyUrl: string, userId: string, token: string): Promise<ResumingClient> {
  const messages = new Map<string, number>();
  const alerts = new Map<string, number>();
  const closes: number[] = [];
  const timeline: ClientEvent[] = [];
  const note = (event: string, server?: string) => timeline.push({ at: performance.now(), event, server });
  let lastMessageId: string | undefined;
  let socket: WebSocket | undefined;
  let isReady = false;
  let isClosed = false;
  let attempt = 0;
  return new Promise((resolve, reject) => {
    const client: ResumingClient = {
      userId,
      messages,
      alerts,
      closes,
      timeline,
      isReady: () => isReady,
      close: () => {
        isClosed = true;
        socket?.close();
      },
    };
    const first = setTimeout(() => reject(new Error('a live client was not ready within 60 s')), 60_000);
    const connect = () => {
      const current = new WebSocket(`${proxyUrl.replace(/^http/, 'ws')}${CHAT_LIVE_PATH}`);
      socket = current;
      let server: string | undefined;
      current.on('upgrade', (response) => {
        server = String(response.headers['x-served-by'] ?? '');
      });
      current.on('open', () => {
        const auth: ChatLiveClientFrame =
          lastMessageId === undefined
            ? { type: 'auth', token }
            : { type: 'auth', token, after: lastMessageId };
        note(`auth after ${lastMessageId ?? '-'}`, server);
        current.send(JSON.stringify(auth));
      });
      current.on('error', () => undefined);
      current.on('message', (data) => {
        const frame = JSON.parse(String(data)) as ChatLiveServerFrame;
        if (frame.type === 'ready') {
          note('ready', server);
          isReady = true;
          attempt = 0;
          clearTimeout(first);
          resolve(client);
        }
        if (frame.type === 'message') {
          if (lastMessageId === undefined || Number(frame.message.id) > Number(lastMessageId))
            lastMessageId = frame.message.id;
          if (frame.message.to_user_id === userId) count(messages, frame.message.id);
        }
        if (frame.type === 'alert' && frame.event === 'sent') count(alerts, frame.alert.id);
      });
      current.on('close', (code) => {
        isReady = false;
        if (isClosed) return;
        note(`close ${code}`, server);
        closes.push(code);
        if (code === CHAT_LIVE_CLOSE.signedOut || code === CHAT_LIVE_CLOSE.notAllowed) {
          reject(new Error(`a live client was refused (${code})`));
          return;
        }
        const wait = code === CHAT_LIVE_CLOSE.serverRestart ? restartDelay() : lostDelay(attempt);
        if (code !== CHAT_LIVE_CLOSE.serverRestart) attempt += 1;
        setTimeout(connect, wait);
      });
    };
    connect();
  });
}
