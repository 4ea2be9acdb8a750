import type { getAttendanceSheetCall } from '@faith-shield/contract/events/get-attendance-sheet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_attendance_sheet with the event_id. */
export const getAttendanceSheet = async (eventId: string, signal?: AbortSignal) =>
  dataOf(
    await callApi<typeof getAttendanceSheetCall>('get_attendance_sheet', { event_id: eventId }, { signal }),
  );

export const getAttendanceSheetQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['get_attendance_sheet', eventId],
    queryFn: ({ signal }) => getAttendanceSheet(eventId, signal),
    refetchOnMount: 'always',
  });

export const useAttendanceSheet = (eventId: string) => useQuery(getAttendanceSheetQueryOptions(eventId));
