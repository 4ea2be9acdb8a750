// No zod here: the app's live connection imports this on every screen.
import type { AlertAnswerState, AlertKind, AlertStatus } from './alert-messages';

/** The alert as a live frame carries it: enough for the full-screen overlay without a call. */
export type AlertLiveAlert = {
  id: string;
  kind: AlertKind;
  message: string;
  location_note: string;
  status: AlertStatus;
  worship_place_name: string;
  closing_note: string;
  created_at: string;
  /** The person who sent it (the overlay names them). */
  sent_by: string;
};

/** One member's answer as the roll-call board merges it. */
export type AlertLiveAnswer = {
  user_id: string;
  name: string;
  answer: AlertAnswerState;
  note: string;
  lat: number | null;
  long: number | null;
  answered_at: string | null;
};

/**
 * The 'alert' frame on the app's live connection (spec 03 §2): an alert sent, an answer given
 * (to those who see that row of the roll-call), or the all-clear.
 */
export type AlertLiveFrame = {
  type: 'alert';
  event: 'sent' | 'answer' | 'closed';
  alert: AlertLiveAlert;
  answer?: AlertLiveAnswer;
};
