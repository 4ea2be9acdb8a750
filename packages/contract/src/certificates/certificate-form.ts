import { z } from 'zod';
import { dayNumber } from './certificate-expiry';
import {
  isCertificateType,
  REQUIRED_BY_ALL,
  REQUIRED_BY_TYPE,
  REQUIRED_MESSAGES,
} from './certificate-fields';
import {
  CERTIFICATE_MESSAGES,
  type CertificateType,
  LICENCE_NUMBER_MAX,
  CERTIFICATE_FORM_MESSAGES as M,
} from './certificate-messages';

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

/** Text a form may leave empty; whether it must be given depends on the type (rules below). */
const text = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max)).optional();

/** Real licences carry letters, digits, spaces, '-', '/' and '.' ('AHA-2291-X7'). */
const LICENCE_CHARACTERS = /^[A-Za-z0-9 ./-]*$/;

/** A date as the date box sends it ('YYYY-MM-DD'); a full ISO time is read as its day. */
const dateText = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value),
  z.string().trim().max(10, M.invalidDate).optional(),
);

/** spec 02 §3: the fields of a certificate as add and edit send them (the image apart). */
export const CertificateFieldsSchema = z.object({
  type: text('Type', 40),
  licence_number: text('Licence number', LICENCE_NUMBER_MAX).refine(
    (value) => !value || LICENCE_CHARACTERS.test(value),
    M.licenceCharacters,
  ),
  certificate_title: text('Certificate title', 200),
  issue_date: dateText,
  expiration_date: dateText,
  description: text('Description', 2000),
});
type CertificateFields = z.output<typeof CertificateFieldsSchema>;

/**
 * spec 02 §5, once for form and server: the type first ('Please enter type'), then what that
 * type requires, each with the spec's message. Without a type, the fields every type requires
 * (licence number, description) are still asked for. Dates must be calendar dates; the issue
 * may be in the past and the expiration may not come before it (DESIGN.md §4b).
 */
function checkByType(value: CertificateFields, ctx: z.RefinementCtx) {
  if (!isCertificateType(value.type)) ctx.addIssue({ code: 'custom', path: ['type'], message: M.type });
  const required = isCertificateType(value.type) ? REQUIRED_BY_TYPE[value.type] : REQUIRED_BY_ALL;
  for (const field of required)
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGES[field] });
  for (const field of ['issue_date', 'expiration_date'] as const) {
    const date = value[field];
    if (date && dayNumber(date) === null)
      ctx.addIssue({ code: 'custom', path: [field], message: M.invalidDate });
  }
  const issued = value.issue_date ? dayNumber(value.issue_date) : null;
  const expires = value.expiration_date ? dayNumber(value.expiration_date) : null;
  if (issued !== null && expires !== null && expires < issued)
    ctx.addIssue({ code: 'custom', path: ['expiration_date'], message: M.expirationBeforeIssue });
}

/** What is kept: the title only for Other, absent dates as null. */
const kept = <T extends CertificateFields>(value: T) => ({
  ...value,
  type: value.type as CertificateType,
  licence_number: value.licence_number ?? '',
  certificate_title: value.type === 'Other' ? (value.certificate_title ?? '') : '',
  issue_date: value.issue_date || null,
  expiration_date: value.expiration_date || null,
  description: value.description ?? '',
});

/**
 * A certificate request: the fields, `extra` (ids, the image), the type's rules, and what is
 * kept. The server builds its own with a real file for `image` (STYLE.md habit 2).
 */
export const certificateRequest = <Extra extends z.ZodRawShape>(extra: Extra) =>
  CertificateFieldsSchema.extend(extra).superRefine(checkByType).transform(kept);

/** A certificate's id, as the lists give it. */
export const certificateIdField = () =>
  z.string({ error: CERTIFICATE_MESSAGES.notFound }).trim().min(1, CERTIFICATE_MESSAGES.notFound);

/** spec 02 §3: a certificate as every list and detail answers it. */
export const CertificateSchema = z.object({
  id: z.string(),
  /** The holder. */
  user_id: z.string(),
  type: z.string(),
  licence_number: z.string(),
  certificate_title: z.string(),
  /** 'YYYY-MM-DD', or null when the type needs none and none was given. */
  issue_date: z.string().nullable(),
  expiration_date: z.string().nullable(),
  description: z.string(),
  /** Under /uploads/. */
  image: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** A team member's certificate, as the owner's lists show it: with the holder's name. */
export const TeamCertificateSchema = CertificateSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
});
export type TeamCertificate = z.infer<typeof TeamCertificateSchema>;
