import type { Certificate } from '@faith-shield/contract/certificates/certificate-form';
import type { deleteCertificateByIdCall } from '@faith-shield/contract/certificates/delete-certificate-by-id';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { certificatesChanged } from './certificates-changed';
import { getCertificatesQueryOptions } from './get-certificates';

/** spec 02 §7: POST delete_certificate_by_id with id. */
export const deleteCertificateById = (id: string) =>
  callApi<typeof deleteCertificateByIdCall>('delete_certificate_by_id', { id });

/** spec 02 §4: on Yes the certificate leaves the list if the call succeeds. */
export const useDeleteCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCertificateById,
    onSuccess: (answer, id) => {
      if (answer.status !== 1) return;
      queryClient.setQueryData(getCertificatesQueryOptions().queryKey, (list: Certificate[] | undefined) =>
        list?.filter((certificate) => certificate.id !== id),
      );
      certificatesChanged(queryClient);
    },
  });
};
