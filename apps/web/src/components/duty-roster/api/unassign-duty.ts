import type { unassignDutyCall } from '@faith-shield/contract/duty-roster/unassign-duty';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getDutyRosterQueryOptions } from './get-duty-roster';

/** spec 03 §4: POST unassign_duty. */
export const unassignDuty = (payload: { id: string; eventId: string }) =>
  callApi<typeof unassignDutyCall>('unassign_duty', { id: payload.id });

export const useUnassignDuty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignDuty,
    onSettled: (_answer, _error, payload) =>
      void queryClient.invalidateQueries(getDutyRosterQueryOptions(payload.eventId)),
  });
};
