import { z } from 'zod';
import { DirectorSchema } from '../public-site/directors';
import { defineCall } from '../shared/call';
import { jsonList, requiredText, text } from './content-fields';
import { OPERATOR_CONTENT_MESSAGES as M } from './operator-content-messages';

/** The whole board in its order, as `directors` answers it (`type` is the role). */
export const SaveDirectorsSchema = z.object({
  directors: jsonList(
    z.object({ name: requiredText(M.directorName), type: requiredText(M.directorRole), image: text() }),
    100,
  ),
});
export type SaveDirectors = z.input<typeof SaveDirectorsSchema>;

export const operatorSaveDirectorsCall = defineCall({
  name: 'operator_save_directors',
  method: 'POST',
  access: 'operator',
  request: SaveDirectorsSchema,
  response: z.array(DirectorSchema),
});
