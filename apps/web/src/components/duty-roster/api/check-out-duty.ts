import type {
  CheckOutDutyRequest,
  checkOutDutyCall,
} from '@faith-shield/contract/duty-roster/check-out-duty';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { myDutiesQueryOptions } from './my-duties';

/** spec 03 §4: POST check_out_duty. */
export const checkOutDuty = (payload: CheckOutDutyRequest) =>
  callApi<typeof checkOutDutyCall>('check_out_duty', payload);

export const useCheckOutDuty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOutDuty,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(myDutiesQueryOptions());
    },
  });
};
