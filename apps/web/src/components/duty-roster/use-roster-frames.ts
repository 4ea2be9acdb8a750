import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRosterFrames } from '../../lib/roster-frames';
import { getDutyRosterQueryOptions } from './api/get-duty-roster';
import { myDutiesQueryOptions } from './api/my-duties';

/** A roster board follows the live 'roster' frames of its event (spec 03 §4: live on the day). */
export function useRosterFramesRefresh(eventId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeRosterFrames((frame) => {
        if (frame.event_id === eventId)
          void queryClient.invalidateQueries(getDutyRosterQueryOptions(eventId));
      }),
    [eventId, queryClient],
  );
}

/** A member's duty list follows every roster change of the organisation (a new duty, a removed one). */
export function useMyDutiesFramesRefresh() {
  const queryClient = useQueryClient();
  useEffect(
    () => subscribeRosterFrames(() => void queryClient.invalidateQueries(myDutiesQueryOptions())),
    [queryClient],
  );
}
