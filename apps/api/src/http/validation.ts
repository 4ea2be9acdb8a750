import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** The first message of each field, as the form shows it under the field (DESIGN.md §5). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first field whose text holds a NUL character, which no PostgreSQL text can store. */
function fieldWithNul(input: unknown, at = ''): string | undefined {
  if (typeof input === 'string') return input.includes('\u0000') ? at || '_' : undefined;
  if (input && typeof input === 'object')
    for (const [key, value] of Object.entries(input)) {
      const found = fieldWithNul(value, at ? `${at}.${key}` : key);
      if (found) return found;
    }
  return undefined;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // no real text has one; the database would refuse it later with a 500
  const nul = fieldWithNul(input);
  if (nul) throw new ApiError(422, COMMON_MESSAGES.invalidInput, { [nul]: COMMON_MESSAGES.invalidInput });
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  // The envelope's message is the first field's message, so a client that shows only
  // `message` still shows the spec's wording.
  throw new ApiError(422, Object.values(errors)[0] ?? COMMON_MESSAGES.invalidInput, errors);
}
