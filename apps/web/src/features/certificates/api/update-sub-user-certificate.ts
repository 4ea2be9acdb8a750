import type {
  UpdateSubUserCertificateRequest,
  updateSubUserCertificateCall,
} from '@faith-shield/contract/certificates/update-sub-user-certificate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { certificatesChanged } from './certificates-changed';

/** spec 02 §7: POST update_sub_user_certificate: user_id, id, the fields, a new image when chosen. */
export const updateSubUserCertificate = (payload: UpdateSubUserCertificateRequest) =>
  callApi<typeof updateSubUserCertificateCall>('update_sub_user_certificate', payload);

export const useUpdateTeamCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubUserCertificate,
    onSuccess: (answer) => {
      if (answer.status === 1) certificatesChanged(queryClient);
    },
  });
};
