import { z } from 'zod';
import { IMAGE_MESSAGES } from './image';

/**
 * An image the form must have ('Please select image', spec 02 §5). The web form holds a File;
 * the server replaces this with its uploaded-file check and judges the content.
 */
export const requiredImage = () =>
  // a refinement, not z.custom: the other fields' messages still show beside this one
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', {
    message: IMAGE_MESSAGES.required,
  });

/** An image the form may leave out: the one kept stays. */
export const optionalImage = () => z.unknown().optional();
