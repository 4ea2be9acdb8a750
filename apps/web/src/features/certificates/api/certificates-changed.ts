import type { QueryClient } from '@tanstack/react-query';

/** Every certificate list and detail is read again after a change (an owner's edit shows in the member's too). */
export const certificatesChanged = (queryClient: QueryClient) => {
  for (const name of [
    'get_certificates',
    'get_certificate_detail',
    'get_sub_users_certificates',
    'get_sub_users_certificate_detail',
  ])
    void queryClient.invalidateQueries({ queryKey: [name] });
};
