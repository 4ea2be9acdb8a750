// No zod here: the app's live connection imports this on every screen.

/** spec 03 §4: a roster changed (a duty assigned, answered, checked in…); open boards read it again. */
export type RosterLiveFrame = { type: 'roster'; event_id: string };
