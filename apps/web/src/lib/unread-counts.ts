import type {
  getUnreadCountsCall,
  readNotificationsCall,
  UnreadCounts,
} from '@faith-shield/contract/notifications/unread-counts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from './api-client';
import { dataOf } from './api-error';

export const UNREAD_COUNTS_KEY = ['get_unread_counts'] as const;
/** Notifications have no live channel of their own: looked at again this often while in sight. */
const NOTIFICATIONS_EVERY_MS = 30_000;

export const NO_UNREAD: UnreadCounts = { chat: 0, notifications: 0, team: 0 };

const getUnreadCounts = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getUnreadCountsCall>('get_unread_counts', {}, { signal }));

export const unreadCountsQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_COUNTS_KEY,
    queryFn: ({ signal }) => getUnreadCounts(signal),
    refetchInterval: NOTIFICATIONS_EVERY_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/** The signed-in person's unread counts: none until known, and none when they cannot be read. */
export const useUnreadCounts = () => useQuery(unreadCountsQueryOptions()).data ?? NO_UNREAD;

/** The notifications list is on screen: none of them is unread any more. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const answer = await callApi<typeof readNotificationsCall>('read_notifications', {});
    if (answer.status === 1 && answer.data) queryClient.setQueryData(UNREAD_COUNTS_KEY, answer.data);
  }, [queryClient]);
}
