import { performance } from 'node:perf_hooks';
import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import {
  CHAT_LIVE_CLOSE,
  CHAT_LIVE_PATH,
  type ChatLiveServerFrame,
} from '@faith-shield/contract/chat/chat-live';
import WebSocket from 'ws';

/** A member's live connection as the web app opens it, noting when each alert frame arrived. */
export type AlertClient = {
  userId: string;
  /** Arrival times (performance.now) of the 'sent' frames, by alert id. */
  sent: Map<string, number[]>;
  /** Arrival times of the 'answer' frames, by the answering member's id. */
  answers: Map<string, number[]>;
  /** The close code, when the server closed it before the bench did. */
  closedWith: () => number | undefined;
  close: () => void;
};

const noteAt = (times: Map<string, number[]>, key: string, at: number) => {
  const list = times.get(key) ?? [];
  list.push(at);
  times.set(key, list);
};

/**
 * Opens it as the app does: a server too busy to sign it in closes it with 'try again later',
 * and the app tries again a second later (a few times here, then the run fails).
 */
export async function connectAlertClient(serverUrl: string, userId: string, token: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openAlertClient(serverUrl, userId, token);
    } catch (error) {
      const isBusy = error instanceof Error && error.message.includes(`(${CHAT_LIVE_CLOSE.tryAgainLater})`);
      if (!isBusy || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

function openAlertClient(serverUrl: string, userId: string, token: string): Promise<AlertClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}${CHAT_LIVE_PATH}`);
    const sent = new Map<string, number[]>();
    const answers = new Map<string, number[]>();
    let closedWith: number | undefined;
    let isClosing = false;
    const timer = setTimeout(() => reject(new Error('an alert client was not ready within 30 s')), 30_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', reject);
    socket.on('close', (code) => {
      if (!isClosing) closedWith = code;
      reject(new Error(`an alert client was closed (${code})`));
    });
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(String(data)) as ChatLiveServerFrame | AlertLiveFrame;
      if (frame.type === 'ready') {
        clearTimeout(timer);
        resolve({
          userId,
          sent,
          answers,
          closedWith: () => closedWith,
          close: () => {
            isClosing = true;
            socket.close();
          },
        });
      }
      if (frame.type !== 'alert') return;
      if (frame.event === 'sent') noteAt(sent, frame.alert.id, at);
      if (frame.event === 'answer' && frame.answer) noteAt(answers, frame.answer.user_id, at);
    });
  });
}
