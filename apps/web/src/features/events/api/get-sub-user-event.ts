import { EVENTS_PAGE_SIZE } from '@faith-shield/contract/events/event-messages';
import type { getSubUserEventCall } from '@faith-shield/contract/events/get-sub-user-event';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_sub_user_event, the events a sub user is assigned to, a page at a time. */
export const getSubUserEvent = async (page: number, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getSubUserEventCall>('get_sub_user_event', { page }, { signal }));

export const getSubUserEventQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['get_sub_user_event'],
    queryFn: ({ pageParam, signal }) => getSubUserEvent(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === EVENTS_PAGE_SIZE ? pages.length + 1 : undefined),
  });

export const useSubUserEvents = () => useInfiniteQuery(getSubUserEventQueryOptions());
