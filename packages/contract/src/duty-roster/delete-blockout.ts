import { z } from 'zod';
import { defineCall } from '../shared/call';
import { idField } from './roster-fields';
import { ROSTER_MESSAGES as M } from './roster-messages';

export const DeleteBlockoutRequestSchema = z.object({ id: idField(M.blockoutNotFound) });

/** spec 03 §4: POST delete_blockout: id. One's own only. */
export const deleteBlockoutCall = defineCall({
  name: 'delete_blockout',
  method: 'POST',
  access: 'user',
  tier: 'advance',
  planMessage: M.planNeeded,
  request: DeleteBlockoutRequestSchema,
  response: z.undefined(),
});
