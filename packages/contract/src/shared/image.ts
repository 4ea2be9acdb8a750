import { PICTURE_MAX_BYTES } from './constants';

/** spec 01 §5 and spec 02 §5: picture rules and their messages. */
export const IMAGE_MESSAGES = {
  wrongType: 'Please select a JPG or PNG image.',
  tooLarge: 'Please select an image file with a size of 2 MB or less.',
  required: 'Please select image',
} as const;

/** Pictures (profile, certificate) are limited; event and inventory images are not (spec 02 §9). */
export const IMAGE_LIMITS = { picture: PICTURE_MAX_BYTES, unlimited: undefined } as const;
