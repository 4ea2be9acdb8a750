import type { getNotificationsCall } from '@faith-shield/contract/notifications/get-notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_notifications with the token; the person's own, newest first. */
export const getNotifications = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getNotificationsCall>('get_notifications', {}, { signal }));

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['get_notifications'],
    queryFn: ({ signal }) => getNotifications(signal),
    refetchOnMount: 'always',
  });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());
