import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useSearch } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useProfile } from '../../../lib/calls/get-profile';
import { useUnreadCounts } from '../../../lib/unread-counts';
import { TeamThread } from '../team/components/team-thread';
import { Conversation } from './conversation';
import { TabLabel } from './tab-label';

/** The tab list's height and the gap below it, which the conversation leaves to them. */
const TABS_PX = 52;

/** The sub user's chat with their administrator (main_id, spec 02 §2). */
function OwnerConversation({ title }: { title: string }): ReactNode {
  const profile = useProfile();
  if (profile.isError)
    return <LoadError title={title} message={profile.error.message} onRetry={() => profile.refetch()} />;
  if (profile.isPending) return <PageLoader />;
  const administrator = profile.data.main_id;
  if (!administrator) return <EmptyState />;
  return <Conversation title={title} partnerId={administrator} />;
}

/**
 * /subuser-chat-detail: the tabs 'Team' (the team channel, spec 03 §6; opened by its push,
 * ?tab=team) and 'Owner' (the chat with their administrator, spec 02 §2, shown first).
 */
export function SubUserChatDetailPage({ title }: { title: string }) {
  usePageTitle(title);
  const counts = useUnreadCounts();
  const [tab, setTab] = useState<string | null>(
    new URLSearchParams(useSearch()).get('tab') === 'team' ? 'channel' : 'owner',
  );
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="channel" mih={44}>
          <TabLabel label="Team" unread={tab === 'channel' ? 0 : counts.team} />
        </Tabs.Tab>
        <Tabs.Tab value="owner" mih={44}>
          <TabLabel label="Owner" unread={tab === 'owner' ? 0 : counts.chat} />
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="channel" pt={6}>
        <TeamThread title={title} />
      </Tabs.Panel>
      <Tabs.Panel value="owner" pt={6} style={{ '--above-conversation': `${TABS_PX}px` } as CSSProperties}>
        <OwnerConversation title={title} />
      </Tabs.Panel>
    </Tabs>
  );
}
