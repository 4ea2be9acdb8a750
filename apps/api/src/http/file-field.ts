import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { z } from 'zod';
import { isUploadedFile, type UploadedFile } from '../infra/storage/uploaded-file';

/**
 * A multipart file field on the server side of a shared schema (the web side holds a File).
 * A refinement rather than z.custom, so a missing file does not hide the other fields' messages.
 */
export const uploadedFile = (message: string = IMAGE_MESSAGES.required) =>
  z
    .unknown()
    .refine((value) => isUploadedFile(value) && value.data.length > 0, { message })
    .transform((value) => value as UploadedFile);

/** A file the form may leave out (an empty file part, or text such as the kept image's path): none. */
export const optionalUploadedFile = (message: string = IMAGE_MESSAGES.required) =>
  z.preprocess(
    (value) => (isUploadedFile(value) && value.data.length > 0 ? value : undefined),
    uploadedFile(message).optional(),
  );
