import '@mantine/core/styles/Menu.css';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconArrowBackUp, IconDots, IconTrash } from '@tabler/icons-react';
import { memo, useRef, useState } from 'react';
import { messageTime } from '../../chat-time';
import { PersonAvatar } from '../../components/person-avatar';
import { LinkedText } from '../linked-text';
import classes from './team-channel.module.css';
import { useSwipeReply } from './use-swipe-reply';

/** What a bubble shows: a stored message, or one being sent (no id yet). */
export type BubbleContent = {
  name: string;
  profile: string;
  text: string;
  images: readonly string[];
  replyTo: { name: string; excerpt: string; deleted: boolean } | null;
  at?: string;
  deleted: boolean;
};

export const contentOf = (message: TeamMessage): BubbleContent => ({
  name: message.name,
  profile: message.profile,
  text: message.message,
  images: message.images,
  replyTo: message.reply_to,
  at: message.created_at,
  deleted: message.deleted,
});

type Props = {
  content: BubbleContent;
  isMine: boolean;
  state?: 'sending' | 'waiting' | 'failed';
  error?: string;
  onReply?: () => void;
  onDelete?: () => void;
  onOpenPhoto: (url: string) => void;
  onRetry?: () => void;
  onDiscard?: () => void;
};

const isSameContent = (a: BubbleContent, b: BubbleContent) =>
  a.name === b.name &&
  a.profile === b.profile &&
  a.text === b.text &&
  a.at === b.at &&
  a.deleted === b.deleted &&
  a.images.length === b.images.length &&
  a.images.every((url, index) => url === b.images[index]) &&
  (a.replyTo === b.replyTo ||
    (a.replyTo !== null &&
      b.replyTo !== null &&
      a.replyTo.name === b.replyTo.name &&
      a.replyTo.excerpt === b.replyTo.excerpt &&
      a.replyTo.deleted === b.replyTo.deleted));

/**
 * The thread draws again whenever a message lands (a queue draining lands dozens): a bubble
 * draws again only when what it shows changes. Its actions count by presence, so the thread
 * passes actions that act on its latest state (team-thread.tsx).
 */
const isSameBubble = (a: Props, b: Props) =>
  isSameContent(a.content, b.content) &&
  a.isMine === b.isMine &&
  a.state === b.state &&
  a.error === b.error &&
  a.onOpenPhoto === b.onOpenPhoto &&
  !a.onReply === !b.onReply &&
  !a.onDelete === !b.onDelete &&
  !a.onRetry === !b.onRetry &&
  !a.onDiscard === !b.onDiscard;

/** A press held this long opens the message's actions, as messaging apps do. */
const LONG_PRESS_MS = 450;

function Photos({ images, onOpen }: { images: readonly string[]; onOpen: (url: string) => void }) {
  return (
    <div className={classes.photos} data-count={images.length}>
      {images.map((url, index) => (
        <button key={url} type="button" className={classes.photo} onClick={() => onOpen(url)}>
          <img src={url} alt={`Attachment ${index + 1} of ${images.length}`} loading="lazy" />
        </button>
      ))}
    </div>
  );
}

/**
 * One message of the thread: the author's name and picture (others'), the line it answers,
 * its photos, its text with links, its time; 'Message deleted' in place of a deleted one. A long
 * press, a right click or the '…' button opens Reply and (where allowed) Delete; a swipe to the
 * right replies at once.
 */
export const TeamBubble = memo(function TeamBubble({
  content,
  isMine,
  state,
  error,
  onReply,
  onDelete,
  onOpenPhoto,
  onRetry,
  onDiscard,
}: Props) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const press = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hasActions = !state && !content.deleted && (onReply || onDelete);
  const bubbleClass = [
    isMine ? classes.mine : classes.theirs,
    content.deleted ? classes.deleted : '',
    state === 'sending' || state === 'waiting' ? classes.pending : '',
    state === 'failed' ? classes.failed : '',
  ].join(' ');

  const startPress = () => {
    if (!hasActions) return;
    press.current = setTimeout(() => setMenuOpen(true), LONG_PRESS_MS);
  };
  const endPress = () => clearTimeout(press.current);
  const swipe = useSwipeReply(hasActions ? onReply : undefined, endPress);

  return (
    <div className={isMine ? classes.rowMine : classes.rowTheirs} data-state={state ?? 'sent'}>
      {!isMine && <PersonAvatar name={content.name} profile={content.profile} size={32} />}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a long press is the touch shortcut; the '…' button beside it is the way for everyone */}
      <div
        className={bubbleClass}
        style={
          swipe.shift > 0 ? { transform: `translateX(${swipe.shift}px)`, transition: 'none' } : undefined
        }
        data-swipe={swipe.isArmed ? 'reply' : undefined}
        onPointerDown={(event) => {
          startPress();
          swipe.handlers.onPointerDown?.(event);
        }}
        onPointerMove={swipe.handlers.onPointerMove}
        onPointerUp={(event) => {
          endPress();
          swipe.handlers.onPointerUp?.(event);
        }}
        onPointerLeave={endPress}
        onPointerCancel={(event) => {
          endPress();
          swipe.handlers.onPointerCancel?.(event);
        }}
        onContextMenu={(event) => {
          if (!hasActions) return;
          event.preventDefault();
          setMenuOpen(true);
        }}
      >
        {swipe.shift > 0 && (
          <IconArrowBackUp
            className={classes.swipeCue}
            style={{ opacity: Math.min(swipe.shift / 56, 1) }}
            size={20}
            aria-hidden
          />
        )}
        {!isMine && <div className={classes.name}>{content.name}</div>}
        {content.deleted ? (
          <span>Message deleted</span>
        ) : (
          <>
            {content.replyTo && (
              <div className={classes.quote}>
                <strong>{content.replyTo.name}</strong>
                <div>{content.replyTo.deleted ? 'Message deleted' : content.replyTo.excerpt || 'Photo'}</div>
              </div>
            )}
            {content.images.length > 0 && <Photos images={content.images} onOpen={onOpenPhoto} />}
            {content.text && (
              <div className={classes.body}>
                <LinkedText text={content.text} />
              </div>
            )}
          </>
        )}
        <div className={classes.meta}>
          {state === 'sending' && 'Sending…'}
          {state === 'waiting' && 'Waiting to send'}
          {state === 'failed' && (error || 'Not sent')}
          {!state && content.at && <time dateTime={content.at}>{messageTime(content.at)}</time>}
        </div>
        {state === 'failed' && (
          <Group gap="xs" mt={4}>
            <Button size="compact-sm" variant="white" color="navy" onClick={onRetry}>
              Try again
            </Button>
            <Button size="compact-sm" variant="subtle" color="gray.0" onClick={onDiscard}>
              Remove
            </Button>
          </Group>
        )}
      </div>
      {hasActions && (
        <Menu
          opened={isMenuOpen}
          onChange={setMenuOpen}
          position={isMine ? 'bottom-end' : 'bottom-start'}
          withinPortal
        >
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={44}
              aria-label={`Message actions, ${content.name}`}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {onReply && (
              <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onReply} mih={44}>
                Reply
              </Menu.Item>
            )}
            {onDelete && (
              <Menu.Item
                color="red.8"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onDelete}
                mih={44}
              >
                Delete
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
}, isSameBubble);
