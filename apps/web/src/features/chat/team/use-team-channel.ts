import { CHAT_LIMITS } from '@faith-shield/contract/chat/chat-messages';
import type { UnreadCounts } from '@faith-shield/contract/notifications/unread-counts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { subscribeTeamFrames } from '../../../lib/team-frames';
import { UNREAD_COUNTS_KEY } from '../../../lib/unread-counts';
import { readTeamChannel, teamChannelQueryOptions } from '../api/team-channel';
import { useChatLive } from '../live/use-chat-live';
import { type HeldChannel, withTeamMessage } from './merge-team';

/** A burst of messages arriving is read once it settles. */
const READ_AFTER_MS = 300;

/**
 * The team thread kept live while it is on screen: frames of the app's live connection join it
 * (a deletion replaces its message), whatever arrives is read (the unread counts say so at once),
 * and after a (re)connection the latest page is read again. Not live, it refreshes every 2 s.
 */
export function useTeamChannel() {
  const client = useQueryClient();
  const { isLive } = useChatLive();
  const channel = useQuery({
    ...teamChannelQueryOptions(),
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      isLive ? false : query.state.status === 'error' ? CHAT_LIMITS.retryAfterErrorMs : CHAT_LIMITS.refreshMs,
  });

  const readTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const markRead = useCallback(() => {
    clearTimeout(readTimer.current);
    readTimer.current = setTimeout(async () => {
      const answer = await readTeamChannel();
      if (answer.status !== 1) return;
      client.setQueryData<UnreadCounts>(UNREAD_COUNTS_KEY, (held) => (held ? { ...held, team: 0 } : held));
      client.setQueryData<HeldChannel>(teamChannelQueryOptions().queryKey, (held) =>
        held ? { ...held, unread: 0 } : held,
      );
    }, READ_AFTER_MS);
  }, [client]);

  useEffect(() => {
    markRead();
    const stop = subscribeTeamFrames((frame) => {
      client.setQueryData<HeldChannel>(teamChannelQueryOptions().queryKey, (held) =>
        held ? withTeamMessage(held, frame.message) : held,
      );
      if (frame.event === 'message') markRead();
    });
    return () => {
      stop();
      clearTimeout(readTimer.current);
    };
  }, [client, markRead]);

  // back from a gap: what arrived meanwhile
  const wasLive = useRef(isLive);
  useEffect(() => {
    if (isLive && !wasLive.current) void client.invalidateQueries(teamChannelQueryOptions());
    wasLive.current = isLive;
  }, [client, isLive]);

  return { channel, isLive, markRead };
}
