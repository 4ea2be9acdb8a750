import '@mantine/core/styles/Menu.css';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { excerptOf, TEAM_CHANNEL_LIMITS } from '@faith-shield/contract/team-channel/team-channel-messages';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { Button, Center, Menu, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, Fragment, useLayoutEffect, useRef, useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { PageLoader } from '../../../../components/ui/page-loader';
import { useProfile } from '../../../../lib/calls/get-profile';
import {
  deleteTeamMessage,
  getTeamChannel,
  muteTeamChannel,
  teamChannelQueryOptions,
} from '../../api/team-channel';
import { messageDay } from '../../chat-time';
import { useKeyboardInset } from '../../use-keyboard-inset';
import { type HeldChannel, mergeTeam, withTeamMessage } from '../merge-team';
import { stillPending, useSendTeam } from '../use-send-team';
import { useTeamChannel } from '../use-team-channel';
import { PhotoViewer } from './photo-viewer';
import { contentOf, TeamBubble } from './team-bubble';
import classes from './team-channel.module.css';
import { TeamComposer } from './team-composer';

/** Within this distance of the top, older messages load; of the bottom, new ones scroll in. */
const EDGE_PX = 80;

const mayDelete = (message: TeamMessage, myId: string | undefined, isManager: boolean, now: number) =>
  !message.deleted &&
  (isManager ||
    (message.user_id === myId &&
      now - new Date(message.created_at).getTime() < TEAM_CHANNEL_LIMITS.authorDeleteMs));

function MuteMenu({ mutedUntil }: { mutedUntil: string | null }) {
  const client = useQueryClient();
  const isMuted = mutedUntil !== null && new Date(mutedUntil).getTime() > Date.now();
  const mute = async (hours: number) => {
    const answer = await muteTeamChannel(hours);
    if (answer.status === 1 && answer.data) {
      const until = answer.data.muted_until;
      client.setQueryData<HeldChannel>(teamChannelQueryOptions().queryKey, (held) =>
        held ? { ...held, muted_until: until } : held,
      );
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          mih={44}
          leftSection={isMuted ? <IconBellOff size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
        >
          {isMuted ? 'Muted' : 'Mute'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {isMuted && <Menu.Item onClick={() => void mute(0)}>Unmute</Menu.Item>}
        <Menu.Item onClick={() => void mute(1)}>Mute for 1 hour</Menu.Item>
        <Menu.Item onClick={() => void mute(8)}>Mute for 8 hours</Menu.Item>
        <Menu.Item onClick={() => void mute(168)}>Mute for 1 week</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The team channel (spec 03 §6): the whole team's thread, newest at the bottom, older ones
 * loading as it is scrolled up, a day above each day's first message; reply, delete and photos
 * full screen; pending messages marked as sending, never sent twice.
 */
export function TeamThread({ title }: { title: string }) {
  const client = useQueryClient();
  const { channel, isLive } = useTeamChannel();
  const sending = useSendTeam();
  const profile = useProfile().data;
  const me = profile?.id;
  // spec 03 §6: the owner and leaders delete any message
  const isManager = profile?.type === USER_TYPE.owner || profile?.leader === 'Yes';
  const keyboardInset = useKeyboardInset();
  const [replyTo, setReplyTo] = useState<TeamMessage | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);

  const messages = channel.data?.messages ?? [];
  const pending = stillPending(sending.pending, messages);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  const loadOlder = async () => {
    const list = listRef.current;
    if (!list || isLoadingOlder || !channel.data?.has_more || !firstId) return;
    heightBeforeOlder.current = list.scrollHeight;
    setLoadingOlder(true);
    try {
      const page = await getTeamChannel(firstId);
      client.setQueryData<HeldChannel>(teamChannelQueryOptions().queryKey, (held) =>
        mergeTeam(held, page, 'older'),
      );
    } catch {
      // scrolling up tries again
    } finally {
      setLoadingOlder(false);
    }
  };

  const remove = async (message: TeamMessage) => {
    const answer = await deleteTeamMessage(message.id);
    const deleted = answer.status === 1 ? answer.data : undefined;
    if (!deleted) return setFailure(answer.message);
    setFailure(null);
    client.setQueryData<HeldChannel>(teamChannelQueryOptions().queryKey, (held) =>
      held ? withTeamMessage(held, deleted) : held,
    );
  };

  // the bubbles' actions act on this render's state, whichever render drew the bubble
  const latest = useRef({ remove, sending });
  latest.current = { remove, sending };

  // the thread fills the screen below what the page draws above it (its title, the tabs),
  // measured again when the window changes size (the tabs may wrap, the title shrink)
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once the thread is drawn
  useLayoutEffect(() => {
    const measure = () => {
      const frame = frameRef.current;
      if (frame) setTop(frame.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [channel.isSuccess]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || heightBeforeOlder.current === null) return;
    list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [firstId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const list = listRef.current;
    const mineIsNewest = pending.length > 0 || messages.at(-1)?.user_id === me;
    if (list && (isAtBottom.current || mineIsNewest)) list.scrollTop = list.scrollHeight;
  }, [lastId, pending.length, channel.isSuccess]);

  if (channel.isError)
    return (
      <LoadError title={title} size="md" message={channel.error.message} onRetry={() => channel.refetch()} />
    );
  if (channel.isPending) return <PageLoader />;

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    isAtBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < EDGE_PX;
    if (list.scrollTop < EDGE_PX) void loadOlder();
  };
  const now = Date.now();

  return (
    <div
      ref={frameRef}
      className={classes.frame}
      style={{ '--keyboard-inset': `${keyboardInset}px`, '--above-thread': `${top}px` } as CSSProperties}
      data-live={isLive ? 'live' : 'refreshing'}
    >
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <MuteMenu mutedUntil={channel.data.muted_until} />
      </div>
      <div
        ref={listRef}
        className={classes.messages}
        role="log"
        aria-label="Team messages"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onScroll={onScroll}
      >
        {channel.data.has_more && (
          <Center>
            <Button
              variant="subtle"
              size="compact-md"
              mih={44}
              loading={isLoadingOlder}
              onClick={() => void loadOlder()}
            >
              Load older messages
            </Button>
          </Center>
        )}
        {messages.length === 0 && pending.length === 0 && (
          <Center style={{ flex: 1 }}>
            <Text c="dimmed">No messages yet. Say hello to the team!</Text>
          </Center>
        )}
        {messages.map((message, index) => {
          const day = messageDay(message.created_at);
          const isNewDay = index === 0 || messageDay(messages[index - 1]?.created_at ?? '') !== day;
          const isMine = message.user_id === me;
          return (
            <Fragment key={message.id}>
              {isNewDay && <div className={classes.day}>{day}</div>}
              <TeamBubble
                content={contentOf(message)}
                isMine={isMine}
                onReply={() => setReplyTo(message)}
                onDelete={
                  mayDelete(message, me, isManager, now)
                    ? () => void latest.current.remove(message)
                    : undefined
                }
                onOpenPhoto={setPhoto}
              />
            </Fragment>
          );
        })}
        {pending.map((item) => (
          <TeamBubble
            key={item.clientId}
            content={{
              name: '',
              profile: '',
              text: item.text,
              images: item.previews,
              replyTo: item.replyTo
                ? { name: item.replyTo.name, excerpt: excerptOf(item.replyTo.message), deleted: false }
                : null,
              deleted: false,
            }}
            isMine
            state={item.status}
            error={item.error}
            onOpenPhoto={setPhoto}
            onRetry={() => latest.current.sending.retry(item.clientId)}
            onDiscard={() => latest.current.sending.discard(item.clientId)}
          />
        ))}
      </div>
      {failure && (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      )}
      <TeamComposer replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onSend={sending.send} />
      <PhotoViewer url={photo} onClose={() => setPhoto(null)} />
    </div>
  );
}
