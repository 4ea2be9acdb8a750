import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { describe, expect, it } from 'vitest';
import { announcedReader } from './announced-reader';
import type { Announced } from './live-bus';

const message = (id: number, from: string, to: string): ChatMessage => ({
  id: String(id),
  from_user_id: from,
  to_user_id: to,
  message: `m${id}`,
  created_at: '2026-11-27T21:00:00.000Z',
});

describe('announced messages read for this server’s connections', () => {
  it('hands a batch whose read failed to onUnread, and still reads the batches behind it', async () => {
    const stored = new Map([7, 8, 9].map((id) => [id, message(id, 'owner', 'sam')]));
    const reads: number[][] = [];
    let failNext = true;
    let releaseFirst: () => void = () => undefined;
    const delivered: string[] = [];
    const unread: { ids: number[]; err: unknown }[] = [];
    const reader = announcedReader({
      holds: (userId) => userId === 'sam',
      read: async (ids) => {
        reads.push(ids);
        if (failNext) {
          failNext = false;
          // the second notice arrives while this read is under way
          await new Promise<void>((resolve) => {
            releaseFirst = resolve;
          });
          throw new Error('timeout exceeded when trying to connect');
        }
        return ids.map((id) => stored.get(id)).filter((found) => found !== undefined);
      },
      deliver: (found) => delivered.push(found.id),
      onUnread: (messages, err) => unread.push({ ids: messages.map((m) => m.id), err }),
    });
    const announce = (id: number, to = 'sam'): Announced => ({ id, from: 'owner', to });

    const first = reader.onAnnounced([announce(7)]);
    const second = reader.onAnnounced([announce(8), announce(9), announce(10, 'someone-elsewhere')]);
    releaseFirst();
    await first;
    await second;

    expect(unread.map((batch) => batch.ids)).toEqual([[7]]);
    expect(String(unread[0]?.err)).toContain('timeout exceeded');
    expect(reads).toEqual([[7], [8, 9]]);
    expect(delivered).toEqual(['8', '9']);
  });
});
