import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { describe, expect, it } from 'vitest';
import { type PendingMessage, stillPending } from './pending-messages';

const confirmed = (id: number, html: string, from = 'me'): ChatMessage => ({
  id: String(id),
  from_user_id: from,
  to_user_id: from === 'me' ? 'ruth' : 'me',
  message: html,
  created_at: '2026-01-01T00:00:00.000Z',
});
const pending = (key: string, html: string, afterId: number): PendingMessage => ({
  key,
  html,
  afterId,
  status: 'sending',
});

describe('stillPending', () => {
  it('hides a message being sent once it arrived confirmed, one for one', () => {
    const items = [pending('p1', 'Hi', 5), pending('p2', 'Hi', 5), pending('p3', 'it&#39;s me', 5)];
    const arrived = [confirmed(4, 'Hi'), confirmed(6, 'Hi'), confirmed(7, "it's me")];
    expect(stillPending(items, arrived, 'ruth').map((item) => item.key)).toEqual(['p2']);
  });

  it('does not count the other person’s message, nor keep hiding a failed one', () => {
    const items = [pending('p1', 'Hi', 5), { ...pending('p2', 'Yo', 5), status: 'failed' as const }];
    const arrived = [confirmed(6, 'Hi', 'ruth'), confirmed(7, 'Yo')];
    expect(stillPending(items, arrived, 'ruth').map((item) => item.key)).toEqual(['p1', 'p2']);
  });
});
