/**
 * The lists a member needs on the spot, kept on the phone (IndexedDB) with their last answers
 * and shown offline with 'offline — as of 10:42' (spec 03 §3). One line per call: the first
 * part of its query key, which is the call's name. Nothing else is kept.
 */
export const PERSISTED_CALLS: ReadonlySet<string> = new Set([
  'get_profile',
  // my events and their details
  'events',
  'get_sub_user_event',
  'get_event_detail',
  // the latest alerts
  'get_alerts',
  'get_alert_detail',
  // my duties and away dates, the roster of today's event, the organisation's posts
  'my_duties',
  'get_duty_roster',
  'get_posts',
  'get_blockouts',
  // the team channel's last page
  'get_team_channel',
  // incidents, and the report form's events and recent locations
  'get_incidents',
  'get_incident_choices',
]);
