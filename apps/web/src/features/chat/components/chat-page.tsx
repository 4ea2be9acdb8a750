import '@mantine/core/styles/Tabs.css';
import type { Conversation } from '@faith-shield/contract/chat/get-chat-list';
import type { Owner } from '@faith-shield/contract/chat/get-owners';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { WhenFirstOpened } from '../../../components/ui/when-first-opened';
import { useSubUsers } from '../../../lib/calls/get-sub-user';
import { useUnreadCounts } from '../../../lib/unread-counts';
import { useChatList } from '../api/get-chat-list';
import { getOwnersQueryOptions, useOwners } from '../api/get-owners';
import { useChatLive } from '../live/use-chat-live';
import { filterOwners, OwnerFilter } from './owner-filter';
import { type ChatPerson, PeopleList } from './people-list';
import { TabLabel } from './tab-label';

// The team channel's code (its thread, composer, menus and photo viewer) comes when its tab is
// first opened: the page opens on the community's tab.
const TeamThread = lazy(() =>
  import('../team/components/team-thread').then((m) => ({ default: m.TeamThread })),
);
// The modal's code (its checkbox list, scroll area and the modal itself) comes with the first tap.
const ShareLocationModal = lazy(() =>
  import('./share-location-modal').then((m) => ({ default: m.ShareLocationModal })),
);

const personOf = (owner: Owner): ChatPerson => ({
  id: owner.id,
  name: owner.name,
  subtitle: owner.worship_place_name,
  profile: owner.profile,
});

const TABS = { channel: 'Team', community: 'Faith Shield Community', team: 'Sub Users' } as const;

type Loaded = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };

/** A tab's states: loading, the server's message, 'No data found', or the people. */
function TabBody({
  query,
  people,
  label,
  conversations,
}: {
  query: Loaded;
  people: readonly ChatPerson[];
  label: string;
  conversations: ReadonlyMap<string, Conversation>;
}): ReactNode {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Stack>
        <FormAlert message={query.error?.message} />
        <Button variant="light" onClick={() => query.refetch()} style={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      </Stack>
    );
  return <PeopleList label={label} people={people} conversations={conversations} />;
}

const unreadOf = (people: readonly ChatPerson[], conversations: ReadonlyMap<string, Conversation>) =>
  people.reduce((total, person) => total + (conversations.get(person.id)?.unread_count ?? 0), 0);

/**
 * /chat (spec 02 §2): the tabs 'Faith Shield Community' (the owners of other organisations)
 * and 'Sub Users' (the owner's team), each person leading to their conversation, and the
 * 'Share Location' modal. The list is kept live; without a connection it refreshes every 2 s.
 */
export function ChatPage({ title }: { title: string }) {
  usePageTitle(title);
  const client = useQueryClient();
  const { isLive } = useChatLive();
  const list = useChatList({ isLive });
  const owners = useOwners();
  const team = useSubUsers(true);
  // spec 03 §6: 'Team' comes first; a push of the team channel opens it (?tab=team)
  const [tab, setTab] = useState<string | null>(
    new URLSearchParams(useSearch()).get('tab') === 'team' ? 'channel' : 'community',
  );
  const teamUnread = useUnreadCounts().team;
  const [isSharing, setSharing] = useState(false);
  const [query, setQuery] = useState('');

  const conversations = useMemo(
    () => new Map((list.data ?? []).map((conversation) => [conversation.id, conversation])),
    [list.data],
  );
  // The lists keep their identity while their answers do, so an answer or the live
  // connection's state re-renders no row of another list (PeopleList is memoised).
  const community = useMemo(() => (owners.data ?? []).map(personOf), [owners.data]);
  const shownCommunity = useMemo(
    () => filterOwners(owners.data ?? [], query).map(personOf),
    [owners.data, query],
  );
  const members = useMemo(
    (): ChatPerson[] =>
      (team.data ?? []).map((member) => ({
        id: member.id,
        name: `${member.first_name} ${member.last_name}`.trim(),
        profile: '',
      })),
    [team.data],
  );

  return (
    <SignedInPage title={title} size="md">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="channel" mih={44}>
            <TabLabel label={TABS.channel} unread={tab === 'channel' ? 0 : teamUnread} />
          </Tabs.Tab>
          <Tabs.Tab value="community" mih={44}>
            <TabLabel label={TABS.community} unread={unreadOf(community, conversations)} />
          </Tabs.Tab>
          <Tabs.Tab value="team" mih={44}>
            <TabLabel label={TABS.team} unread={unreadOf(members, conversations)} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="channel" pt="xs">
          <Suspense fallback={<PageLoader />}>
            <TeamThread title={title} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="community" pt="md">
          <Stack gap="md">
            <Button
              leftSection={<IconMapPin size={18} aria-hidden />}
              variant="light"
              onClick={() => setSharing(true)}
              disabled={!owners.isSuccess}
              style={{ alignSelf: 'flex-start' }}
            >
              Share Location
            </Button>
            {(owners.data?.length ?? 0) > 8 && <OwnerFilter value={query} onChange={setQuery} />}
            <TabBody query={owners} people={shownCommunity} label="Owners" conversations={conversations} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="team" pt="md">
          <TabBody query={team} people={members} label="Sub users" conversations={conversations} />
        </Tabs.Panel>
      </Tabs>
      <WhenFirstOpened opened={isSharing}>
        <ShareLocationModal
          opened={isSharing}
          owners={owners.data ?? []}
          onClose={() => setSharing(false)}
          onShared={() => {
            void list.refetch();
            void client.invalidateQueries(getOwnersQueryOptions());
          }}
        />
      </WhenFirstOpened>
    </SignedInPage>
  );
}
