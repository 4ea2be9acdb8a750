import { certificateIdField, certificateRequest } from '@faith-shield/contract/certificates/certificate-form';
import type { z } from 'zod';
import { optionalUploadedFile, uploadedFile } from '../../http/file-field';

/**
 * The server's side of the certificate calls (STYLE.md habit 2): the shared rules, built with
 * a real file for `image`. Its size and type are judged by the storage (2 MB, JPG or PNG by content).
 */
export const AddCertificateInput = certificateRequest({ image: uploadedFile() });

export const UpdateCertificateInput = certificateRequest({
  id: certificateIdField(),
  image: optionalUploadedFile(),
});

export const UpdateSubUserCertificateInput = certificateRequest({
  id: certificateIdField(),
  user_id: certificateIdField(),
  image: optionalUploadedFile(),
});

/** What is written, whichever call sends it. */
export type CertificateInput = Omit<z.output<typeof UpdateCertificateInput>, 'id'>;
