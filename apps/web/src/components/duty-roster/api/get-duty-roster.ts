import type { getDutyRosterCall } from '@faith-shield/contract/duty-roster/get-duty-roster';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 03 §4: POST get_duty_roster. Every post with its duties, and the 'Assign' picker's team. */
export const getDutyRoster = async (eventId: string, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getDutyRosterCall>('get_duty_roster', { event_id: eventId }, { signal }));

export const getDutyRosterQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['get_duty_roster', eventId],
    queryFn: ({ signal }) => getDutyRoster(eventId, signal),
  });

export const useDutyRoster = (eventId: string) => useQuery(getDutyRosterQueryOptions(eventId));
