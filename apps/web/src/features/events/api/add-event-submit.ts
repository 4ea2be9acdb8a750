import type { addEventSubmitCall } from '@faith-shield/contract/events/add-event-submit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getAttendanceSheetQueryOptions } from './get-attendance-sheet';
import { invalidateEvents } from './invalidate-events';

/** spec 02 §7: POST add_event_submit with the event_id; closes the event's attendance. */
export const addEventSubmit = (eventId: string) =>
  callApi<typeof addEventSubmitCall>('add_event_submit', { event_id: eventId });

export const useAddEventSubmit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEventSubmit,
    onSuccess: (answer, eventId) => {
      if (answer.status !== 1) return;
      // the sheet read before the submit (the confirmation's) would show its rows as Running
      queryClient.removeQueries({ queryKey: getAttendanceSheetQueryOptions(eventId).queryKey });
      void invalidateEvents(queryClient);
    },
  });
};
