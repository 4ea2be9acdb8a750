/** spec 01 §5 and spec 02 §5: picture rules and their messages. */
export const IMAGE_MESSAGES = {
  wrongType: 'Please select a JPG or PNG image.',
  tooLarge: 'Please select an image file with a size of 2 MB or less.',
  required: 'Please select image',
} as const;
