import type { AddIncidentRequest, addIncidentCall } from '@faith-shield/contract/incidents/add-incident';
import { useQueryClient } from '@tanstack/react-query';
import { useQueuedCall } from '../../../lib/offline/use-queued-call';
import { invalidateIncidents } from './invalidate-incidents';

/**
 * spec 03 §3: POST add_incident (multipart, the pictures as repeated `images`). With no network
 * it waits on the phone, its photos kept as they are (`queued`), and is sent once it returns.
 */
export const useAddIncident = () => {
  const queryClient = useQueryClient();
  const send = useQueuedCall<typeof addIncidentCall>('add_incident');
  return async (payload: AddIncidentRequest) => {
    const answer = await send(payload);
    if (answer.status === 1 && !answer.queued) invalidateIncidents(queryClient);
    return answer;
  };
};
