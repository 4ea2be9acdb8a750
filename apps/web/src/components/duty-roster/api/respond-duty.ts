import type { RespondDutyRequest, respondDutyCall } from '@faith-shield/contract/duty-roster/respond-duty';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { myDutiesQueryOptions } from './my-duties';

/** spec 03 §4: POST respond_duty. Accept, or decline with a reason. */
export const respondDuty = (payload: RespondDutyRequest) =>
  callApi<typeof respondDutyCall>('respond_duty', payload);

export const useRespondDuty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondDuty,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(myDutiesQueryOptions());
    },
  });
};
