import type { AddEventRequest, addEventCall } from '@faith-shield/contract/events/add-event';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateEvents } from './invalidate-events';

/** spec 02 §7: POST add_event (multipart with the image); answers the envelope (status 0 → red alert). */
export const addEvent = (payload: AddEventRequest) => callApi<typeof addEventCall>('add_event', payload);

export const useAddEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEvent,
    onSuccess: (answer) => {
      if (answer.status === 1) void invalidateEvents(queryClient);
    },
  });
};
