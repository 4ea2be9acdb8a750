import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useEvents } from '../api/events';
import { useSubUserEvents } from '../api/get-sub-user-event';
import { EventsList } from './events-list';

/** /events (spec 02 §2): the organisation's events, with the way to add one. */
/** The list's first page, drawn by the first render (route.ts). */

export function EventsPage({ title }: { title: string }) {
  usePageTitle(title);
  const events = useEvents();
  return (
    <SignedInPage title={title} size="md">
      <Button
        component={Link}
        href="/add-events"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        mih={44}
      >
        Add Event
      </Button>
      <EventsList area="owner" query={events} />
    </SignedInPage>
  );
}

/** /subuser-events (spec 02 §2): the events the sub user is assigned to. */
export function SubUserEventsPage({ title }: { title: string }) {
  usePageTitle(title);
  const events = useSubUserEvents();
  return (
    <SignedInPage title={title} size="md">
      <EventsList area="subuser" query={events} />
    </SignedInPage>
  );
}
