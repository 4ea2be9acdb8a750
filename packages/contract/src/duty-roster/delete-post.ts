import { z } from 'zod';
import { defineCall } from '../shared/call';
import { idField } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

export const DeletePostRequestSchema = z.object({ id: idField(M.postNotFound) });

/** spec 03 §4: POST delete_post: id. Its duties at events not yet ended go with it; past ones stay. */
export const deletePostCall = defineCall({
  name: 'delete_post',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: DeletePostRequestSchema,
  response: z.undefined(),
});
