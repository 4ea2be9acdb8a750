import { z } from 'zod';
import { defineCall } from '../shared/call';
import { TEAM_CHANNEL_LIMITS as L, TEAM_CHANNEL_MESSAGES as M } from './team-channel-messages';
import { TeamMessageSchema, teamMessageIdField } from './team-message';

const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** The files sent as `images` (repeated): one or a list; the server judges each one's content. */
const imagesField = () =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value],
    z.array(z.unknown()).max(L.imagesMax, M.tooManyImages),
  );

export const AddTeamMessageRequestSchema = z
  .object({
    message: z
      .preprocess((value) => value ?? '', z.string({ error: M.message }))
      .transform((value) => value.trim())
      .pipe(z.string().max(L.messageMax, M.messageTooLong)),
    images: imagesField().optional(),
    reply_to: z.preprocess(blankAsAbsent, teamMessageIdField(M.replyNotFound).optional()),
    client_id: z.preprocess(blankAsAbsent, z.uuid({ error: M.clientId }).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.message === '' && (value.images ?? []).length === 0)
      ctx.addIssue({ code: 'custom', message: M.message, path: ['message'] });
  });
export type AddTeamMessageRequest = z.input<typeof AddTeamMessageRequestSchema>;

/**
 * spec 03 §6: POST add_team_message (multipart; pictures as `images`, repeated, up to 4, JPG or
 * PNG of 5 MB or less each). The same client_id twice makes one message: the second call
 * answers the first.
 */
export const addTeamMessageCall = defineCall({
  name: 'add_team_message',
  method: 'POST',
  access: 'user',
  files: ['images'],
  fileLimits: { images: { maxBytes: L.imageMaxBytes, message: M.imageTooLarge } },
  fileCounts: { images: { max: L.imagesMax, message: M.tooManyImages } },
  request: AddTeamMessageRequestSchema,
  response: TeamMessageSchema,
});
