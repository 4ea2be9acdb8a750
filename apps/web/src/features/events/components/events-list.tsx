import type { Event } from '@faith-shield/contract/events/event-fields';
import { Button, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import type { Area } from '../event-paths';
import { EventCard } from './event-card';

type Props = {
  area: Area;
  query: UseInfiniteQueryResult<InfiniteData<Event[]>>;
};

/**
 * A card is about 200 px tall on a phone: five fill even a tall phone's screen, and the next
 * are drawn as it scrolls. Ten drew twice the components a first look shows.
 */
const CARDS_FIRST = 5;

/** A list of events a page at a time, with its loading, empty ('No data found') and error states. */
export function EventsList({ area, query }: Props) {
  // The cards are drawn in a render React may pause (a page of them is a long task on a
  // phone); the loader stays until they are there.
  const events = useDeferredValue(query.data?.pages.flat());
  if (query.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <FormAlert message={query.error.message} />
        <Button variant="light" mih={44} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  if (query.isPending || events === undefined) return <PageLoader />;
  return (
    <Stack gap="sm">
      <PagedList
        items={events}
        row={(event) => <EventCard key={event.id} event={event} area={area} />}
        label="Events"
        gap="sm"
        firstRows={CARDS_FIRST}
        next={query}
        moreLabel="Show more events"
      />
    </Stack>
  );
}
