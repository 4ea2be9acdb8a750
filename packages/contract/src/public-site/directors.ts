import { z } from 'zod';
import { defineCall } from '../shared/call';

export const DIRECTORS_MESSAGES = { found: 'Board Of Directors' } as const;

/** spec 01 §3: a member of the Board Of Directors; `type` is the role, e.g. 'Chair'. */
export const DirectorSchema = z.object({
  name: z.string(),
  type: z.string(),
  /** A path under the web app's public folder, e.g. /images/directors/angela-whitfield.svg. */
  image: z.string(),
});
export type Director = z.infer<typeof DirectorSchema>;

/** spec 01 §2 and §7: the /directors page reads a plain list, in the board's order. */
export const directorsCall = defineCall({
  name: 'directors',
  method: 'GET',
  access: 'public',
  request: z.object({}),
  response: z.array(DirectorSchema),
});
