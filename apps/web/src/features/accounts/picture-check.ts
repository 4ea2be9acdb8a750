import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { imageFileProblem } from '../../lib/image-file-check';

/**
 * spec 01 §5: a JPG or PNG of at most 2 MB. Checks the declared type and the content (a text
 * file named .png is refused), then the size. Answers the spec's warning, or null when it will do.
 */
export const pictureProblem = (file: File): Promise<string | null> =>
  imageFileProblem(file, PICTURE_MAX_BYTES);
