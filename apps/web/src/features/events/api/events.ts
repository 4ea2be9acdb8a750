import { EVENTS_PAGE_SIZE } from '@faith-shield/contract/events/event-messages';
import type { eventsCall } from '@faith-shield/contract/events/events';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { fetchesFirstCall, firstInfiniteQuery } from '../../../lib/first-query';

/**
 * spec 02 §7: POST events, the owner's list, a page at a time (a short page is the last). The
 * first page of an opening /events is started with the page (its route's firstCalls).
 */
export const getEvents = async (page: number, signal?: AbortSignal) =>
  dataOf(await callApi<typeof eventsCall>('events', { page }, { signal }));

export const eventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['events'],
    queryFn: ({ pageParam, signal }) => getEvents(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === EVENTS_PAGE_SIZE ? pages.length + 1 : undefined),
  });

/** A route that lists events among its first calls has it fetched with these options (lib/first-query.ts). */
fetchesFirstCall('events', () => firstInfiniteQuery(eventsQueryOptions()));

export const useEvents = () => useInfiniteQuery(eventsQueryOptions());
