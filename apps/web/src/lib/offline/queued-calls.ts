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
  check_in_duty: { label: 'Check-in', refreshes: ['my_duties', 'get_duty_roster'] },
  add_incident: {
    label: 'Incident report',
    refreshes: ['get_incidents', 'get_incident_detail', 'get_incident_choices'],
  },
  add_team_message: { label: 'Team message', refreshes: ['get_team_channel'] },
} as const satisfies Record<string, QueuedCall>;

export type QueuedCall = { label: string; refreshes: readonly string[] };

export type QueuedCallName = keyof typeof QUEUED_CALLS;
