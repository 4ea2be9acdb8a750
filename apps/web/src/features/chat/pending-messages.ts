import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { previewOf } from './chat-preview';

/** A message being sent: shown until the server confirms it, or marked when it fails. */
export type PendingMessage = {
  key: string;
  html: string;
  /** The newest message of the conversation when this one was sent. */
  afterId: number;
  status: 'sending' | 'failed';
  error?: string;
};

/**
 * The pending messages still to show: one the server has already delivered live (not from the
 * other person, the same text, newer than when it was written) shows as the confirmed one only.
 */
export function stillPending(
  pending: readonly PendingMessage[],
  confirmed: readonly ChatMessage[],
  partnerId: string,
): PendingMessage[] {
  const claimed = new Set<string>();
  return pending.filter((item) => {
    if (item.status === 'failed') return true;
    const match = confirmed.find(
      (message) =>
        !claimed.has(message.id) &&
        Number(message.id) > item.afterId &&
        message.from_user_id !== partnerId &&
        previewOf(message.message) === previewOf(item.html),
    );
    if (match) claimed.add(match.id);
    return !match;
  });
}
