import type {
  CloseIncidentRequest,
  closeIncidentCall,
} from '@faith-shield/contract/incidents/close-incident';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateIncidents } from './invalidate-incidents';

/** spec 03 §3: POST close_incident. The owner or a leader. */
export const closeIncident = (payload: CloseIncidentRequest) =>
  callApi<typeof closeIncidentCall>('close_incident', payload);

export const useCloseIncident = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeIncident,
    onSuccess: (answer) => {
      if (answer.status === 1) invalidateIncidents(queryClient);
    },
  });
};
