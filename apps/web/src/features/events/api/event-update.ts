import type { EventUpdateRequest, eventUpdateCall } from '@faith-shield/contract/events/event-update';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateEvents } from './invalidate-events';

/** spec 02 §7: POST event_update; answers the envelope (status 0 → red alert). */
export const eventUpdate = (payload: EventUpdateRequest) =>
  callApi<typeof eventUpdateCall>('event_update', payload);

export const useEventUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eventUpdate,
    onSuccess: (answer) => {
      if (answer.status === 1) void invalidateEvents(queryClient);
    },
  });
};
