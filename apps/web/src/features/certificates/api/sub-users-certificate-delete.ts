import type { TeamCertificate } from '@faith-shield/contract/certificates/certificate-form';
import type { subUsersCertificateDeleteCall } from '@faith-shield/contract/certificates/sub-users-certificate-delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { certificatesChanged } from './certificates-changed';
import { getSubUsersCertificatesQueryOptions } from './get-sub-users-certificates';

/** spec 02 §7: POST sub_users_certificate_delete with id and user_id. */
export const subUsersCertificateDelete = ({ id, userId }: { id: string; userId: string }) =>
  callApi<typeof subUsersCertificateDeleteCall>('sub_users_certificate_delete', { id, user_id: userId });

export const useDeleteTeamCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subUsersCertificateDelete,
    onSuccess: (answer, { id }) => {
      if (answer.status !== 1) return;
      queryClient.setQueryData(
        getSubUsersCertificatesQueryOptions().queryKey,
        (list: TeamCertificate[] | undefined) => list?.filter((certificate) => certificate.id !== id),
      );
      certificatesChanged(queryClient);
    },
  });
};
