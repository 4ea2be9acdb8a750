import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTitleCount } from '../../components/ui/use-page-title';
import { joinChatLive } from '../../features/chat/live/chat-live-store';
import { useLocation } from '../../lib/navigation';
import { subscribeTeamFrames } from '../../lib/team-frames';
import { UNREAD_COUNTS_KEY, useUnreadCounts } from '../../lib/unread-counts';
import { chatUnreadOf } from './unread-badge';

/**
 * A message that arrives for the conversation on screen is read at once (the chat screen says
 * so over the connection): the counts are asked for a moment later, so they do not count it.
 */
const SETTLE_MS = 400;

/**
 * The unread counts of the shell's menus and the tab's title, kept up to date: the chat's live connection says
 * when a message arrived (the chat screens share it), moving between screens may have read
 * some, and the counts are asked for again now and then for notifications.
 */
export function useUnreadLive(hasChat: boolean) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const counts = useUnreadCounts();
  // '(3) Chat | Faith Shield': a tab in the background says so too.
  useTitleCount(chatUnreadOf(counts) + counts.notifications);

  useEffect(() => {
    if (!hasChat) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recount = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY }),
        SETTLE_MS,
      );
    };
    const leave = joinChatLive({ onMessage: recount, onReady: recount });
    // a team channel message counts too (the thread on screen reads it first)
    const stopTeam = subscribeTeamFrames((frame) => {
      if (frame.event === 'message') recount();
    });
    return () => {
      clearTimeout(timer);
      leave();
      stopTeam();
    };
  }, [hasChat, queryClient]);

  // Opening a conversation or the notifications reads them: the counts follow the screen
  // (from the second screen on: the first is counted as the shell starts).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY }),
      SETTLE_MS * 2,
    );
    return () => clearTimeout(timer);
  }, [pathname, queryClient]);

  return counts;
}
