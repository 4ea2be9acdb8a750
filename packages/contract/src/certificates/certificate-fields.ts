// No zod here: the certificate form shows the type's fields before its schema is loaded.
import {
  CERTIFICATE_TYPES,
  type CertificateType,
  CERTIFICATE_FORM_MESSAGES as M,
} from './certificate-messages';

/** The fields a type may require, with the message each answers when missing (spec 02 §5). */
export const REQUIRED_MESSAGES = {
  licence_number: M.licenceNumber,
  certificate_title: M.certificateTitle,
  issue_date: M.issueDate,
  expiration_date: M.expirationDate,
  description: M.description,
} as const;
export type RequiredField = keyof typeof REQUIRED_MESSAGES;

/** spec 02 §5: which fields each type requires. */
export const REQUIRED_BY_TYPE: Record<CertificateType, readonly RequiredField[]> = {
  'CPR & First Aid': ['licence_number', 'issue_date', 'expiration_date', 'description'],
  'FEMA courses': ['licence_number', 'description'],
  'Concealed Carry': ['licence_number', 'issue_date', 'expiration_date', 'description'],
  Other: ['licence_number', 'certificate_title', 'issue_date', 'expiration_date', 'description'],
};

/** What every type requires: asked for even before a type is chosen. */
export const REQUIRED_BY_ALL = REQUIRED_BY_TYPE['FEMA courses'];

export const isCertificateType = (value: unknown): value is CertificateType =>
  (CERTIFICATE_TYPES as readonly unknown[]).includes(value);

/** The fields the form shows for a type (spec 02 §2: type-dependent fields); before one, the common ones. */
export const fieldsOfType = (type: string): readonly RequiredField[] =>
  isCertificateType(type) ? REQUIRED_BY_TYPE[type] : REQUIRED_BY_ALL;

/** What a certificate is called in lists and reminders: its title for 'Other', else its type. */
export const certificateName = (certificate: { type: string; certificate_title: string }) =>
  certificate.type === 'Other' && certificate.certificate_title
    ? certificate.certificate_title
    : certificate.type;
