import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { z } from 'zod';
import { isUploadedFile, type UploadedFile } from '../infra/storage/uploaded-file';

/** A multipart file field on the server side of a shared schema (the web side holds a File). */
export const uploadedFile = (message: string = IMAGE_MESSAGES.required) =>
  z.custom<UploadedFile>((value) => isUploadedFile(value) && value.data.length > 0, { message });
