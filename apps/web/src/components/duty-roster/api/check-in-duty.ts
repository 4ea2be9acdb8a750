import type { CheckInDutyRequest, checkInDutyCall } from '@faith-shield/contract/duty-roster/check-in-duty';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueuedCall } from '../../../lib/offline/use-queued-call';
import { myDutiesQueryOptions } from './my-duties';

/**
 * spec 03 §4: POST check_in_duty; the client_id makes a repeated send one check-in. With no
 * network it waits on the phone (`queued`) and is sent once it returns (spec 03 §3).
 */
export const useCheckInDuty = () => {
  const queryClient = useQueryClient();
  const send = useQueuedCall<typeof checkInDutyCall>('check_in_duty');
  const [isPending, setIsPending] = useState(false);
  const checkIn = async (payload: CheckInDutyRequest) => {
    setIsPending(true);
    try {
      const answer = await send(payload);
      if (answer.status === 1 && !answer.queued) void queryClient.invalidateQueries(myDutiesQueryOptions());
      return answer;
    } finally {
      setIsPending(false);
    }
  };
  return { checkIn, isPending };
};
