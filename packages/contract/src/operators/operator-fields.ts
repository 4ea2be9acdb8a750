import { z } from 'zod';
import { newPasswordField } from '../accounts/password';
import { OPERATOR_MESSAGES } from './operator-messages';

/** Operators hold every organisation's customer list: a longer password than the members'. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

export const operatorPasswordField = () =>
  newPasswordField(OPERATOR_MESSAGES.password).refine(
    (password) => password.length >= OPERATOR_PASSWORD_MIN_LENGTH,
    OPERATOR_MESSAGES.passwordRule,
  );

/** A 6-digit TOTP code (spaces typed between the digit groups are dropped). */
export const totpCodeField = (message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, message));

/** A calendar day, YYYY-MM-DD; blank or absent means no bound. */
export const optionalDay = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, OPERATOR_MESSAGES.date)
        .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), OPERATOR_MESSAGES.date)
        .optional(),
    );

/** A from–to filter by day, both ends included: spread into a request's object... */
export const dayRangeFields = () => ({ from: optionalDay(), to: optionalDay() });

/** ...and refine it with these, so the end is never before the start. */
export const isRangeInOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;
export const RANGE_IN_ORDER = { message: OPERATOR_MESSAGES.dateRange, path: ['to'] };

/**
 * Keyset paging of a newest-first list: `before` is the id of the last row of the page before
 * (the answer's `next_before`); absent for the first page.
 */
export const pageCursorFields = () => ({
  before: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: OPERATOR_MESSAGES.pageCursor }).optional(),
  ),
});

/** What a paged answer adds: the cursor of the next page, null on the last. */
export const nextPageField = () => ({ next_before: z.string().nullable() });
