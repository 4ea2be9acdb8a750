import type { Chat } from '@faith-shield/contract/chat/get-chat';
import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { getChat, getChatQueryOptions, useChat } from '../api/get-chat';
import { useChatLive } from '../live/use-chat-live';
import { mergeChat } from '../merge-chat';
import { stillPending } from '../pending-messages';
import { useKeyboardInset } from '../use-keyboard-inset';
import { useSendChat } from '../use-send-chat';
import { Composer } from './composer';
import classes from './conversation.module.css';
import { MessageList } from './message-list';
import { PersonAvatar } from './person-avatar';

type Props = {
  title: string;
  partnerId: string;
  /** spec 02 §7: an owner writing to a member sends type 'sub_user'. */
  type?: 'sub_user';
};

/**
 * A chat detail (spec 02 §2): the person, the messages, the text box and send; back is the top
 * bar's (one back arrow on the screen). Live
 * while the connection is open, refreshed every 2 s while it is not (spec 02 §4, §9).
 */
export function Conversation({ title, partnerId, type }: Props) {
  const client = useQueryClient();
  const { isLive } = useChatLive({ openWith: partnerId });
  const chat = useChat(partnerId, { isLive });
  const sending = useSendChat(partnerId, type);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const keyboardInset = useKeyboardInset();

  const loadOlder = async () => {
    const oldest = chat.data?.chat_array[0]?.id;
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const page = await getChat(partnerId, oldest);
      client.setQueryData<Chat>(getChatQueryOptions(partnerId).queryKey, (held) =>
        held ? mergeChat(held, page, 'older') : page,
      );
    } catch {
      // spec 02 §8: list loads fail silently; scrolling up tries again
    } finally {
      setLoadingOlder(false);
    }
  };

  if (chat.isError)
    return <LoadError title={title} size="md" message={chat.error.message} onRetry={() => chat.refetch()} />;
  if (chat.isPending) return <PageLoader />;

  const messages = chat.data.chat_array;
  return (
    <div
      className={classes.frame}
      style={{ '--keyboard-inset': `${keyboardInset}px` } as CSSProperties}
      data-live={isLive ? 'live' : 'refreshing'}
    >
      <Group gap="sm" wrap="nowrap" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <PersonAvatar name={chat.data.user_name} profile={chat.data.profile} size={40} />
        <Text component="h1" fw={700} fz="lg" truncate style={{ margin: 0 }}>
          {chat.data.user_name}
        </Text>
      </Group>
      <MessageList
        partnerId={partnerId}
        messages={messages}
        pending={stillPending(sending.pending, messages, partnerId)}
        hasMore={chat.data.has_more}
        isLoadingOlder={isLoadingOlder}
        onLoadOlder={() => void loadOlder()}
        onRetry={sending.retry}
        onDiscard={sending.discard}
      />
      <Composer onSend={sending.send} />
    </div>
  );
}
