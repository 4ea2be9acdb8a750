import type { AssignDutyRequest, assignDutyCall } from '@faith-shield/contract/duty-roster/assign-duty';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getDutyRosterQueryOptions } from './get-duty-roster';

/** spec 03 §4: POST assign_duty. */
export const assignDuty = (payload: AssignDutyRequest) =>
  callApi<typeof assignDutyCall>('assign_duty', payload);

export const useAssignDuty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDuty,
    onSettled: (_answer, _error, payload) =>
      void queryClient.invalidateQueries(getDutyRosterQueryOptions(payload.event_id)),
  });
};
