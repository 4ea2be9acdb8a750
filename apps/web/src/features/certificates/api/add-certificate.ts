import type {
  AddCertificateRequest,
  addCertificateCall,
} from '@faith-shield/contract/certificates/add-certificate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { certificatesChanged } from './certificates-changed';

/** spec 02 §7: POST add_certificate (multipart, the image a File); answers the envelope itself. */
export const addCertificate = (payload: AddCertificateRequest) =>
  callApi<typeof addCertificateCall>('add_certificate', payload);

export const useAddCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCertificate,
    onSuccess: (answer) => {
      if (answer.status === 1) certificatesChanged(queryClient);
    },
  });
};
