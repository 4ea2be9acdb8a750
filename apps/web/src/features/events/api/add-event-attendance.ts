import type {
  AddEventAttendanceRequest,
  addEventAttendanceCall,
} from '@faith-shield/contract/events/add-event-attendance';
import { useQueryClient } from '@tanstack/react-query';
import { useQueuedCall } from '../../../lib/offline/use-queued-call';
import { invalidateEvents } from './invalidate-events';

/**
 * spec 02 §7: POST add_event_attendance; the answer carries the new total in data.total_person.
 * With no network it waits on the phone (`queued`) and is sent once it returns (spec 03 §3).
 */
export const useAddEventAttendance = () => {
  const queryClient = useQueryClient();
  const send = useQueuedCall<typeof addEventAttendanceCall>('add_event_attendance');
  return async (payload: AddEventAttendanceRequest) => {
    const answer = await send(payload);
    if (answer.status === 1 && !answer.queued) void invalidateEvents(queryClient);
    return answer;
  };
};
