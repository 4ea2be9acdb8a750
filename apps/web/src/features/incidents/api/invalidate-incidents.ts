import type { QueryClient } from '@tanstack/react-query';

/** After a write: the list, the detail and the form's recent locations are asked again. */
export const invalidateIncidents = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: ['get_incidents'] });
  void queryClient.invalidateQueries({ queryKey: ['get_incident_detail'] });
  void queryClient.invalidateQueries({ queryKey: ['get_incident_choices'] });
};
