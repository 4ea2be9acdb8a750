import { z } from 'zod';

/** spec 03 §6: the message a reply answers, with a short excerpt of it. */
export const TeamReplySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first words of the message answered; '' when it was deleted or was only photos. */
  excerpt: z.string(),
  deleted: z.boolean(),
});

/** spec 03 §6: a team message as get_team_channel, add_team_message and the live frame give it. */
export const TeamMessageSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  /** The author's picture (a signed, short-lived address) or ''. */
  profile: z.string(),
  /** Plain text; the app makes links clickable when it shows it. '' once deleted. */
  message: z.string(),
  /** Signed, short-lived addresses of its pictures, served to members only; none once deleted. */
  images: z.array(z.string()),
  reply_to: TeamReplySchema.nullable(),
  /** ISO 8601 in UTC. */
  created_at: z.string(),
  client_id: z.string().nullable(),
  /** spec 03 §6: deleted for everyone (the row stays, its text goes). */
  deleted: z.boolean(),
});
export type TeamMessage = z.infer<typeof TeamMessageSchema>;

/** A team message's id, as the channel lists it. */
export const teamMessageIdField = (message: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^[1-9][0-9]{0,17}$/, message),
    );
