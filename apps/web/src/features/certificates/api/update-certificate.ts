import type {
  UpdateCertificateRequest,
  updateCertificateCall,
} from '@faith-shield/contract/certificates/update-certificate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { certificatesChanged } from './certificates-changed';

/** spec 02 §7: POST update_certificate, the add fields plus id; a new image only when chosen. */
export const updateCertificate = (payload: UpdateCertificateRequest) =>
  callApi<typeof updateCertificateCall>('update_certificate', payload);

export const useUpdateCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCertificate,
    onSuccess: (answer) => {
      if (answer.status === 1) certificatesChanged(queryClient);
    },
  });
};
