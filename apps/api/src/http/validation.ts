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

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  // The envelope's message is the first field's message, so a client that shows only
  // `message` still shows the spec's wording.
  throw new ApiError(422, Object.values(errors)[0] ?? COMMON_MESSAGES.invalidInput, errors);
}
