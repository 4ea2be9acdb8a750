import type { CheckInDutyRequest, checkInDutyCall } from '@faith-shield/contract/duty-roster/check-in-duty';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { myDutiesQueryOptions } from './my-duties';

/** spec 03 §4: POST check_in_duty; the client_id makes a repeated send one check-in. */
export const checkInDuty = (payload: CheckInDutyRequest) =>
  callApi<typeof checkInDutyCall>('check_in_duty', payload);

export const useCheckInDuty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInDuty,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(myDutiesQueryOptions());
    },
  });
};
