import type { QueryClient } from '@tanstack/react-query';

/**
 * Everything an event change shows in: the lists, the dashboards' carousel (home), the event
 * and its sheet. Each key is the one its query options use.
 */
export const invalidateEvents = (queryClient: QueryClient) =>
  Promise.all(
    ['events', 'get_sub_user_event', 'home', 'get_event_detail', 'get_attendance_sheet'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
