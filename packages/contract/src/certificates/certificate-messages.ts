// No zod here: the certificate screens show these on first load and import the schemas on first use.

/** spec 02 §3 and §9: the certificate types, as the type selector offers and the server keeps them. */
export const CERTIFICATE_TYPES = ['CPR & First Aid', 'FEMA courses', 'Concealed Carry', 'Other'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** spec 02 §5 (certificate add and edit), in the spec's words; the date checks are ours. */
export const CERTIFICATE_FORM_MESSAGES = {
  type: 'Please enter type',
  licenceNumber: 'Please enter licence number',
  issueDate: 'Please enter issue date',
  expirationDate: 'Please enter expiration date',
  description: 'Please enter description',
  certificateTitle: 'Please enter certificate title',
  // ours (docs/decisions/018): a date that is no calendar date, and an expiry before the issue
  invalidDate: 'Please enter a valid date',
  expirationBeforeIssue: 'The expiration date cannot be before the issue date',
  // ours: what real licences carry (docs/decisions/018)
  licenceCharacters: 'Please use only letters, digits, spaces and - / . in the licence number',
} as const;

/** A licence number's longest length. */
export const LICENCE_NUMBER_MAX = 40;

/** spec 02 §2: the question of the delete modal, spelt so; Yes/No. */
export const DELETE_CERTIFICATE_QUESTION = 'Are sure want to delete the certificate ?';

/** What the certificate calls answer besides field messages. */
export const CERTIFICATE_MESSAGES = {
  list: 'Certificates',
  detail: 'Certificate',
  added: 'The certificate has been added.',
  updated: 'The certificate has been updated.',
  deleted: 'The certificate has been deleted.',
  notFound: 'This certificate was not found.',
  // DESIGN.md §4: the team's certificates belong with sub users, an Advance feature
  planNeeded: "Sub users' certificates are part of the Advance plan. Please upgrade your subscription.",
} as const;
