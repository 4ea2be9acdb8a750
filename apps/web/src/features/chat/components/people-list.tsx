import type { Conversation } from '@faith-shield/contract/chat/get-chat-list';
import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'wouter';
import { PagedList } from '../../../components/ui/paged-list';
import { previewOf } from '../chat-preview';
import { listTime } from '../chat-time';
import { PersonAvatar } from './person-avatar';

export type ChatPerson = { id: string; name: string; subtitle?: string; profile: string };

type Props = {
  label: string;
  people: readonly ChatPerson[];
  conversations: ReadonlyMap<string, Conversation>;
};

/**
 * A row is 70–90 px tall: six fill a phone's screen below the tabs, and the next are drawn as
 * it scrolls.
 */
const ROWS_FIRST = 6;

/**
 * Those with a conversation first, the latest on top; then everyone else as listed. The times
 * are ISO strings, so plain string order is time order (localeCompare would load a collator).
 */
const ordered = (people: readonly ChatPerson[], conversations: ReadonlyMap<string, Conversation>) =>
  [...people].sort((a, b) => {
    const at = (person: ChatPerson) => conversations.get(person.id)?.last_message_at ?? '';
    const [first, second] = [at(a), at(b)];
    return first === second ? 0 : first < second ? 1 : -1;
  });

/**
 * A chat tab's people (spec 02 §2): each opens /chat-detail/{id}, with the last message and
 * unread count. The community is hundreds of owners: drawn a page at a time as it is scrolled.
 */
export const PeopleList = memo(function PeopleList({ label, people, conversations }: Props) {
  const row = (person: ChatPerson) => {
    const conversation = conversations.get(person.id);
    const unread = conversation?.unread_count ?? 0;
    const preview = conversation
      ? `${conversation.last_from_me ? 'You: ' : ''}${previewOf(conversation.last_message)}`
      : undefined;
    return (
      <li key={person.id}>
        <Paper
          component={Link}
          href={`/chat-detail/${person.id}`}
          withBorder
          radius="md"
          p="sm"
          style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
        >
          <Group gap="sm" wrap="nowrap" mih={44}>
            <PersonAvatar name={person.name} profile={person.profile} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={unread > 0 ? 700 : 600} truncate>
                {person.name}
              </Text>
              {person.subtitle && (
                <Text size="sm" c="dimmed" truncate>
                  {person.subtitle}
                </Text>
              )}
              {preview && (
                <Text size="sm" c={unread > 0 ? 'dark' : 'dimmed'} fw={unread > 0 ? 600 : 400} truncate>
                  {preview}
                </Text>
              )}
            </Stack>
            {conversation && (
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="xs" c="dimmed">
                  {listTime(conversation.last_message_at)}
                </Text>
                {unread > 0 && (
                  <>
                    <Badge circle={unread < 10} size="lg" color="navy" aria-hidden>
                      {unread}
                    </Badge>
                    <VisuallyHidden>{unread} unread</VisuallyHidden>
                  </>
                )}
              </Stack>
            )}
          </Group>
        </Paper>
      </li>
    );
  };
  return <PagedList items={ordered(people, conversations)} row={row} label={label} firstRows={ROWS_FIRST} />;
});
