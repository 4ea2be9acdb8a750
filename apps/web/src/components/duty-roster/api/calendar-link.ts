import type {
  getCalendarLinkCall,
  newCalendarLinkCall,
} from '@faith-shield/contract/duty-roster/calendar-link';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** POST get_calendar_link: the member's feed address, made on first ask. */
export const getCalendarLink = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getCalendarLinkCall>('get_calendar_link', {}, { signal }));

export const calendarLinkQueryOptions = () =>
  queryOptions({ queryKey: ['get_calendar_link'], queryFn: ({ signal }) => getCalendarLink(signal) });

export const useCalendarLink = () => useQuery(calendarLinkQueryOptions());

/** POST new_calendar_link: a new address; the old one stops answering. */
export const newCalendarLink = () => callApi<typeof newCalendarLinkCall>('new_calendar_link', {});

export const useNewCalendarLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newCalendarLink,
    onSuccess: (answer) => {
      if (answer.status === 1 && answer.data)
        queryClient.setQueryData(calendarLinkQueryOptions().queryKey, answer.data);
    },
  });
};

/** The addresses a calendar subscribes to: webcal:// opens the phone's calendar app. */
export const feedAddresses = (path: string, origin = window.location.origin) => {
  const https = new URL(path, origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
};
