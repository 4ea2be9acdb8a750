import type {
  AddIncidentFollowUpRequest,
  addIncidentFollowUpCall,
} from '@faith-shield/contract/incidents/add-incident-follow-up';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateIncidents } from './invalidate-incidents';

/** spec 03 §3: POST add_incident_follow_up. Whoever sees the incident, open or closed. */
export const addIncidentFollowUp = (payload: AddIncidentFollowUpRequest) =>
  callApi<typeof addIncidentFollowUpCall>('add_incident_follow_up', payload);

export const useAddIncidentFollowUp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIncidentFollowUp,
    onSuccess: (answer) => {
      if (answer.status === 1) invalidateIncidents(queryClient);
    },
  });
};
