import type { UnreadCounts } from '@faith-shield/contract/notifications/unread-counts';
import { Badge, VisuallyHidden } from '@mantine/core';
import { createContext, useContext } from 'react';
import { NO_UNREAD } from '../../lib/unread-counts';
import type { MenuItem } from './menu-item';

/** The shell's unread counts, for its menus wherever they are drawn (column, drawer, bottom bar). */
export const UnreadContext = createContext<UnreadCounts>(NO_UNREAD);

/** What Chat counts: its conversations and the team channel (spec 03 §6), a tab of the same screen. */
export const chatUnreadOf = (counts: UnreadCounts) => counts.chat + counts.team;

/** How many are unread at the entry; 0 for an entry without a count. */
export const useUnreadOf = (item: MenuItem) => {
  const counts = useContext(UnreadContext);
  if (!item.unread || item.isUpgrade) return 0;
  return item.unread === 'chat' ? chatUnreadOf(counts) : counts[item.unread];
};

/**
 * An entry's name as shown and, when any are unread, as a screen reader says it ('Chat, 3
 * unread'). In the text rather than an aria-label, whose name must hold all the visible text,
 * the count's badge included (WCAG 2.5.3). The spoken name is one hidden phrase: a hidden
 * ', 3 unread' after the visible name, Chromium reads as 'Chat , 3 unread'.
 */
export function UnreadLabel({ label, count }: { label: string; count: number }) {
  if (count <= 0) return label;
  return (
    <>
      <span aria-hidden>{label}</span>
      <VisuallyHidden>{`${label}, ${count} unread`}</VisuallyHidden>
    </>
  );
}

/** The count beside a menu entry; nothing when none is unread. */
export function UnreadBadge({ count, floating }: { count: number; floating?: boolean }) {
  if (count <= 0) return null;
  return (
    <Badge
      color="red.8"
      size="sm"
      circle={count < 10}
      aria-hidden
      style={floating ? { position: 'absolute', top: 4, left: '50%', marginLeft: 6 } : undefined}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
