// No zod here: the roster screens show these on first load and import the schemas on first use.

/** spec 03 §4: the certificate a post needs; None needs none. */
export const REQUIRED_CERTIFICATES = ['None', 'CPR & First Aid', 'FEMA courses', 'Concealed Carry'] as const;
export type RequiredCertificate = (typeof REQUIRED_CERTIFICATES)[number];

/** spec 03 §4: a member's answer to a duty. */
export const DUTY_RESPONSES = ['pending', 'accepted', 'declined'] as const;
export type DutyResponse = (typeof DUTY_RESPONSES)[number];
export const DUTY_ANSWERS = ['accepted', 'declined'] as const;

export const ROSTER_LIMITS = {
  postNameMax: 80,
  descriptionMax: 500,
  reasonMax: 200,
  /** spec 03 §4: check-in opens this long before the event's start. */
  checkInOpensBeforeMs: 2 * 60 * 60_000,
} as const;

/** The spec's message for a member without a valid certificate of the post's type. */
export const noValidCertificate = (type: string) => `This member has no valid ${type} certificate`;

/** spec 03 §4, in the spec's words; the rest are ours (docs/decisions/057-duty-roster.md). */
export const ROSTER_MESSAGES = {
  postName: 'Please enter post name',
  postNameTaken: 'A post with this name already exists',
  unavailable: 'This member is unavailable on that date',
  alreadyPosted: 'This member already has a post at this event',
  reason: 'Please enter a reason',
  startDate: 'Please enter start date',
  endDate: 'Please enter end date',
  endBeforeStart: 'End date must be on or after start date',
  checkInNotYet: 'Check-in opens 2 hours before the event',
  eventEnded: 'This event has ended',
  // ours
  postNameTooLong: 'Post name must be 80 characters or less',
  descriptionTooLong: 'Description must be 500 characters or less',
  reasonTooLong: 'Reason must be 200 characters or less',
  requiredCertificate: 'Please select the required certificate',
  response: 'Please choose accept or decline',
  onlyLeaders: 'Only the owner and team leaders can manage the roster',
  onlyAssigned: 'Only the assigned member can check in or out',
  notCheckedIn: 'Please check in first',
  postNotFound: 'This post was not found.',
  dutyNotFound: 'This duty was not found.',
  blockoutNotFound: 'These away dates were not found.',
  memberNotFound: 'This member was not found.',
  planNeeded: 'The duty roster is part of the Advance plan. Please upgrade your subscription.',
  posts: 'Posts',
  postAdded: 'The post has been added.',
  postUpdated: 'The post has been updated.',
  postDeleted: 'The post has been deleted.',
  assigned: 'The member has been assigned.',
  unassigned: 'The member has been taken off the post.',
  roster: 'Duty roster',
  myDuties: 'My duties',
  accepted: 'You have accepted the duty.',
  declined: 'You have declined the duty.',
  blockoutAdded: 'Your away dates have been added.',
  blockouts: 'Away dates',
  blockoutDeleted: 'The away dates have been removed.',
  checkedIn: 'You are checked in.',
  checkedOut: 'You are checked out.',
  calendarLink: 'Your calendar link',
  calendarLinkMade:
    'A new calendar link has been made. Calendars that follow the old one will stop updating.',
  calendarNotFound: 'This calendar link is no longer valid.',
} as const;
