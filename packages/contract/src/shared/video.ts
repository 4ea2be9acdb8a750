/** A content video's rules and their messages (ours: the spec shows videos, docs/decisions/023). */
export const VIDEO_MESSAGES = {
  wrongType: 'Please select an MP4 or WebM video.',
  tooLarge: 'Please select a video file with a size of 50 MB or less.',
  required: 'Please select a video.',
  posterRequired: 'Please select a poster image for the video.',
  kind: 'Please choose a picture or a video.',
} as const;
