import type { AddIncidentRequest, addIncidentCall } from '@faith-shield/contract/incidents/add-incident';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateIncidents } from './invalidate-incidents';

/** spec 03 §3: POST add_incident (multipart, the pictures as repeated `images`). */
export const addIncident = (payload: AddIncidentRequest) =>
  callApi<typeof addIncidentCall>('add_incident', payload);

export const useAddIncident = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIncident,
    onSuccess: (answer) => {
      if (answer.status === 1) invalidateIncidents(queryClient);
    },
  });
};
