/**
 * A leader of a team that requires the second factor, signed in only to set it up (spec 03 §5).
 * A module of its own because every page's call client recognises it: a module the first load
 * imports ships all its exports, and security-messages.ts holds every security screen's words.
 */
export const SET_UP_FIRST_MESSAGE =
  'Your team requires two-factor authentication for leaders. Please turn it on to continue.';
