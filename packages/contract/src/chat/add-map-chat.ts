import { z } from 'zod';
import { defineCall } from '../shared/call';
import { CHAT_LIMITS, CHAT_MESSAGES } from './chat-messages';

const fromJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

const optionalCoordinate = (limit: 90 | 180) =>
  z
    .union(
      [
        z.literal('').transform(() => undefined),
        z.coerce
          .number({ error: CHAT_MESSAGES.badPosition })
          .min(-limit, CHAT_MESSAGES.badPosition)
          .max(limit, CHAT_MESSAGES.badPosition),
      ],
      { error: CHAT_MESSAGES.badPosition },
    )
    .optional();

const selected = z.union([z.boolean(), z.enum(['true', 'false']), z.literal(0), z.literal(1)]);

/** spec 02 §7: an owner of the Share Location list, ticked or not. */
export const SharedOwnerSchema = z.object({
  id: z.string().trim().min(1).max(64),
  isSelected: selected.optional().transform((value) => value === true || value === 'true' || value === 1),
});

export const AddMapChatRequestSchema = z
  .object({
    /** spec 02 §7: JSON text of the owners list, each with isSelected. */
    user: z.preprocess(
      fromJsonText,
      z
        .array(SharedOwnerSchema, { error: CHAT_MESSAGES.chooseOwner })
        .transform((owners) => [
          ...new Set(owners.filter((owner) => owner.isSelected).map((owner) => owner.id)),
        ])
        .pipe(
          z
            .array(z.string())
            .min(1, CHAT_MESSAGES.chooseOwner)
            .max(CHAT_LIMITS.shareLocationMaxOwners, CHAT_MESSAGES.tooManyOwners),
        ),
    ),
    /**
     * spec 02 §7 sends the map link; the server writes it itself from the organisation's
     * coordinates, so what arrives here is not used.
     */
    message: z.string().max(2000).optional(),
    /**
     * Ours: where the sender's phone is now (the browser's geolocation, where the person allows
     * it), shared instead of the place of worship. Both or neither.
     */
    lat: optionalCoordinate(90),
    long: optionalCoordinate(180),
  })
  .refine((value) => (value.lat === undefined) === (value.long === undefined), {
    message: CHAT_MESSAGES.badPosition,
    path: ['lat'],
  });
export type AddMapChatRequest = z.input<typeof AddMapChatRequestSchema>;

export const SharedLocationSchema = z.object({
  /** The message each chosen owner received. */
  message: z.string(),
  to_user_ids: z.array(z.string()),
});

/**
 * spec 02 §7: POST add_map_chat. Sends each ticked owner a message with a map link to the
 * sender's place of worship.
 */
export const addMapChatCall = defineCall({
  name: 'add_map_chat',
  method: 'POST',
  access: 'owner',
  tier: 'chat',
  planMessage: CHAT_MESSAGES.planNeeded,
  request: AddMapChatRequestSchema,
  response: SharedLocationSchema,
});
