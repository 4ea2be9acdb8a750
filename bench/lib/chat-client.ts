import { performance } from 'node:perf_hooks';
import { CHAT_LIVE_PATH, type ChatLiveServerFrame } from '@faith-shield/contract/chat/chat-live';
import WebSocket from 'ws';

/** A live chat connection as the web app opens it, noting when each message arrived. */
export type ChatClient = {
  userId: string;
  /** Arrival times (performance.now) of each message to this user, by its text. */
  received: Map<string, number[]>;
  /** Arrival times of each team channel message (spec 03 §6) posted by someone else, by its text. */
  team: Map<string, number[]>;
  close: () => void;
};

export function connectChatClient(serverUrl: string, userId: string, token: string): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}${CHAT_LIVE_PATH}`);
    const received = new Map<string, number[]>();
    const team = new Map<string, number[]>();
    const timer = setTimeout(() => reject(new Error('a chat client was not ready within 30 s')), 30_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', reject);
    socket.on('close', (code) => reject(new Error(`a chat client was closed (${code})`)));
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(String(data)) as ChatLiveServerFrame;
      if (frame.type === 'ready') {
        clearTimeout(timer);
        resolve({ userId, received, team, close: () => socket.close() });
      }
      // the sender's own tabs hear their message too: only a receipt by the reader counts
      if (frame.type === 'message' && frame.message.to_user_id === userId) {
        const times = received.get(frame.message.message) ?? [];
        times.push(at);
        received.set(frame.message.message, times);
      }
      if (frame.type === 'team' && frame.event === 'message' && frame.message.user_id !== userId) {
        const times = team.get(frame.message.message) ?? [];
        times.push(at);
        team.set(frame.message.message, times);
      }
    });
  });
}
