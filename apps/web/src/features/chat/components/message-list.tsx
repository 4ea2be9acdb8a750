import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import { Button, Center, Text } from '@mantine/core';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { messageDay } from '../chat-time';
import type { PendingMessage } from '../pending-messages';
import classes from './conversation.module.css';
import { MessageBubble } from './message-bubble';

type Props = {
  partnerId: string;
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  hasMore: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
};

/** Within this distance of the top, older messages load; of the bottom, new ones scroll in. */
const EDGE_PX = 80;

/**
 * The conversation's messages, oldest on top, with the day above each day's first. It opens
 * at the latest; scrolling up loads older ones without moving what is on screen; a new
 * message scrolls into view when the reader was at the bottom or wrote it. Not a `PagedList`:
 * that one grows downwards in the page's scroll, this one upwards inside its own.
 */
export function MessageList({
  partnerId,
  messages,
  pending,
  hasMore,
  isLoadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
}: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  const loadOlder = () => {
    const list = listRef.current;
    if (!list || isLoadingOlder || !hasMore) return;
    heightBeforeOlder.current = list.scrollHeight;
    onLoadOlder();
  };

  // older messages above: keep what was on screen where it was
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || heightBeforeOlder.current === null) return;
    list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [firstId]);

  // a new message below (or one being sent): into view when the reader is at the bottom
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const list = listRef.current;
    const mineIsNewest = pending.length > 0 || messages.at(-1)?.from_user_id !== partnerId;
    if (list && (isAtBottom.current || mineIsNewest)) list.scrollTop = list.scrollHeight;
  }, [lastId, pending.length]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    isAtBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < EDGE_PX;
    if (list.scrollTop < EDGE_PX) loadOlder();
  };

  return (
    <div
      ref={listRef}
      className={classes.messages}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasMore && (
        <Center>
          <Button variant="subtle" size="compact-md" mih={44} loading={isLoadingOlder} onClick={loadOlder}>
            Load older messages
          </Button>
        </Center>
      )}
      {messages.length === 0 && pending.length === 0 && (
        <Center style={{ flex: 1 }}>
          <Text c="dimmed">No messages yet. Say hello!</Text>
        </Center>
      )}
      {messages.map((message, index) => {
        const day = messageDay(message.created_at);
        const isNewDay = index === 0 || messageDay(messages[index - 1]?.created_at ?? '') !== day;
        return (
          <Fragment key={message.id}>
            {isNewDay && <div className={classes.day}>{day}</div>}
            <MessageBubble
              html={message.message}
              isMine={message.from_user_id !== partnerId}
              at={message.created_at}
            />
          </Fragment>
        );
      })}
      {pending.map((item) => (
        <MessageBubble
          key={item.key}
          html={item.html}
          isMine
          state={item.status}
          error={item.error}
          onRetry={() => onRetry(item.key)}
          onDiscard={() => onDiscard(item.key)}
        />
      ))}
    </div>
  );
}
