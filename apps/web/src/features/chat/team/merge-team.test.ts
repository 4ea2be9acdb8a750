import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { describe, expect, it } from 'vitest';
import { mergeTeam, withTeamMessage } from './merge-team';

const message = (id: number, text = `Message ${id}`): TeamMessage => ({
  id: String(id),
  user_id: 'u1',
  name: 'Sam Reyes',
  profile: '',
  message: text,
  images: [],
  reply_to: null,
  created_at: new Date(2026, 10, 1, 9, id).toISOString(),
  client_id: null,
  deleted: false,
});
const page = (ids: number[]) => ({ messages: ids.map((id) => message(id)), unread: 0, muted_until: null });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('the team thread as held', () => {
  it('adds older pages above and says whether more remain', () => {
    const first = mergeTeam(undefined, page(range(51, 100)), 'latest');
    expect(first.has_more).toBe(true);
    const older = mergeTeam(first, page(range(40, 50)), 'older');
    expect(older.messages.map((each) => Number(each.id))).toEqual(range(40, 100));
    expect(older.has_more).toBe(false);
  });

  it('keeps what is loaded when the latest page reaches it, and lets it go when it leaves a hole', () => {
    const held = mergeTeam(undefined, page(range(1, 10)), 'latest');
    expect(mergeTeam(held, page(range(5, 12)), 'latest').messages).toHaveLength(12);
    const far = mergeTeam(held, page(range(100, 149)), 'latest');
    expect(far.messages[0]?.id).toBe('100');
    expect(far.has_more).toBe(true);
  });

  it('puts a live message in order once, and a deletion in place of the message', () => {
    const held = mergeTeam(undefined, page([1, 3]), 'latest');
    const added = withTeamMessage(withTeamMessage(held, message(2)), message(2));
    expect(added.messages.map((each) => each.id)).toEqual(['1', '2', '3']);
    const deleted = withTeamMessage(added, { ...message(2, ''), deleted: true });
    expect(deleted.messages[1]).toMatchObject({ id: '2', deleted: true, message: '' });
  });
});
