import type { AlertAnswerState, AlertKind } from '@faith-shield/contract/alerts/alert-messages';

/** Where the alert screens live; a push and a notification open an alert at `/alerts/<id>`. */
export const ALERTS_PATH = '/alerts';
export const SEND_ALERT_PATH = '/send-alert';
export const alertPath = (id: string) => `${ALERTS_PATH}/${id}`;

/** Ready phrases a sender taps instead of typing, per kind. */
export const READY_PHRASES: Record<AlertKind, readonly string[]> = {
  Lockdown: [
    'Lock all doors now. Keep everyone inside and away from windows.',
    'Lockdown in the main building. Stay where you are until all clear.',
  ],
  Medical: [
    'Medical emergency. First aid team to the location below.',
    'Someone needs medical help. Clear the area and call 911 if you are closest.',
  ],
  Fire: [
    'Fire reported. Leave the building by the nearest exit now.',
    'Smoke reported. Security team check the area below.',
  ],
  Evacuate: [
    'Evacuate the building now. Meet at the assembly point.',
    'Move everyone out calmly to the parking lot.',
  ],
  'Suspicious person': [
    'Suspicious person reported. Watch the doors and do not approach.',
    'Keep an eye on the person described below and report where they go.',
  ],
  'Missing child': [
    'A child is missing. Check every room and watch the exits.',
    'Missing child. Hold all exits until the child is found.',
  ],
  'Severe weather': [
    'Severe weather warning. Move everyone to the shelter area.',
    'Tornado warning. Go to the interior rooms away from windows.',
  ],
  Other: ['Security team please report to the location below.', 'Please check in with your answer now.'],
};

/** What each roll-call answer reads as. */
export const ANSWER_WORDS: Record<AlertAnswerState, string> = {
  ok: 'OK',
  help: 'Need help',
  away: 'Not on site',
  pending: 'No answer yet',
};

export const ANSWER_COLORS: Record<AlertAnswerState, string> = {
  ok: 'green.9',
  help: 'red.8',
  away: 'gray.8',
  pending: 'orange.9',
};
