import { z } from 'zod';
import { OPERATOR_CONTENT_MESSAGES as M, TEXT_MAX } from './operator-content-messages';

/** A form field of text: trimmed, at most TEXT_MAX characters; an empty field may be left out of the form. */
export const text = (max = TEXT_MAX) => z.string().trim().max(max, { error: M.tooLong }).default('');

/** A text field that must be filled in. */
export const requiredText = (message: string, max = TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: M.tooLong });

/** Lists travel as JSON text in a form (the web client's fields are text): parsed before checking. */
export const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** A list sent as JSON text (or as an array by a JSON client). */
export const jsonList = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess(jsonText, z.array(item).max(max, { error: M.tooLong }));
