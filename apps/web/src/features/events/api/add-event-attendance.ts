import type {
  AddEventAttendanceRequest,
  addEventAttendanceCall,
} from '@faith-shield/contract/events/add-event-attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateEvents } from './invalidate-events';

/** spec 02 §7: POST add_event_attendance; the answer carries the new total in data.total_person. */
export const addEventAttendance = (payload: AddEventAttendanceRequest) =>
  callApi<typeof addEventAttendanceCall>('add_event_attendance', payload);

export const useAddEventAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEventAttendance,
    onSuccess: (answer) => {
      if (answer.status === 1) void invalidateEvents(queryClient);
    },
  });
};
