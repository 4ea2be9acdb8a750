import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSecurityQueryOptions } from './get-security';

/** A mutation of the Security screen: get_security is read afresh once it succeeds. */
export const useSecurityChange = <P, A extends { status: 0 | 1 }>(mutationFn: (payload: P) => Promise<A>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(getSecurityQueryOptions());
    },
  });
};
