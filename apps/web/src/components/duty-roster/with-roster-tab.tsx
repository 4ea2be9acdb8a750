import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCanManageRoster } from './api/get-profile';
import { RosterBoard } from './roster-board';

const startsOnRoster = () =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('tab') === 'roster';

/**
 * spec 03 §4: on each event, the owner and leaders have a 'Roster' tab beside its details;
 * everyone else sees the details alone.
 */
export function WithRosterTab({ eventId, children }: { eventId: string; children: ReactNode }) {
  const canManage = useCanManageRoster();
  if (!canManage) return children;
  return (
    <Tabs defaultValue={startsOnRoster() ? 'roster' : 'details'} keepMounted={false}>
      <Tabs.List mb="md" grow>
        <Tabs.Tab value="details" mih={44}>
          Details
        </Tabs.Tab>
        <Tabs.Tab value="roster" mih={44}>
          Roster
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{children}</Tabs.Panel>
      <Tabs.Panel value="roster">
        <RosterBoard eventId={eventId} />
      </Tabs.Panel>
    </Tabs>
  );
}
