// No zod here: the menus' unread counts and the live connection import these on every screen.

/** spec 03 §6: the team channel's limits. */
export const TEAM_CHANNEL_LIMITS = {
  messageMax: 2000,
  imagesMax: 4,
  imageMaxBytes: 5 * 1024 * 1024,
  /** get_team_channel answers this many messages before `before` (or the latest). */
  pageSize: 50,
  /** Its author may delete a message this long after sending it; the owner and leaders at any time. */
  authorDeleteMs: 15 * 60_000,
  muteHoursMax: 168,
  /** The quoted line of a reply. */
  excerptMax: 100,
} as const;

/** spec 03 §6 (and §3's image messages), in the spec's words; the rest are ours (docs/decisions). */
export const TEAM_CHANNEL_MESSAGES = {
  message: 'Please enter message',
  messageTooLong: 'Message must be 2000 characters or less',
  imageType: 'Please select a JPG or PNG image.',
  imageTooLarge: 'Please select an image file with a size of 5 MB or less.',
  tooManyImages: 'You can attach up to 4 images',
  muteHours: 'Please enter hours between 0 and 168',
  notFound: 'This message was not found.',
  replyNotFound: 'The message you are replying to was not found.',
  clientId: 'Please send a valid client id.',
  cannotDelete: 'You can delete your own message within 15 minutes; the owner and leaders at any time.',
  channel: 'Team channel',
  sent: 'Message sent',
  read: 'Team channel read',
  deleted: 'Message deleted',
  muted: 'Team channel muted',
  unmuted: 'Team channel unmuted',
} as const;

/** Where a push of the team channel opens (the owner's chat, a sub user's), and the tag that folds a burst into one notification. */
export const TEAM_CHANNEL_URLS = {
  owner: '/chat?tab=team',
  subUser: '/subuser-chat-detail?tab=team',
} as const;
export const TEAM_CHANNEL_PUSH_TAG = 'team-channel';

/** The first words of a message, on one line: a reply's quoted line, a push's text. */
export const excerptOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > TEAM_CHANNEL_LIMITS.excerptMax
    ? `${line.slice(0, TEAM_CHANNEL_LIMITS.excerptMax - 1)}…`
    : line;
};
