/**
 * The writes a member may make with no signal (spec 03 §3): each is queued on the phone when
 * the network is gone, sent in order once it returns, and lands once (its client_id). One line
 * per call: its name as the contract spells it, what the waiting list calls it, and the lists
 * (query keys' first part, the call names) to read again once it lands.
 */
export const QUEUED_CALLS = {
  add_event_attendance: {
    label: 'Headcount',
    refreshes: ['events', 'get_sub_user_event', 'get_event_detail', 'get_attendance_sheet'],
  },
  answer_alert: { label: 'Alert answer', refreshes: ['get_alerts', 'get_alert_detail'] },
} as const satisfies Record<string, QueuedCall>;

export type QueuedCall = { label: string; refreshes: readonly string[] };

export type QueuedCallName = keyof typeof QUEUED_CALLS;
