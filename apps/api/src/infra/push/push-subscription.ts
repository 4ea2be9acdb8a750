import { z } from 'zod';

/**
 * A device's Web Push subscription as the browser gives it (PushSubscription.toJSON()): login
 * receives it as `push_token` (spec 01 §7) and the session keeps it, as this JSON text.
 */
const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .max(200),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .max(100),
  }),
});
export type PushSubscription = z.infer<typeof PushSubscriptionSchema>;

/** The one text a subscription is kept as: the same subscription always reads the same. */
export const serializePushSubscription = ({ endpoint, keys }: PushSubscription) =>
  JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });

/** The subscription in `text`, or null for anything else (a device without Web Push sends none). */
export function readPushSubscription(text: string | null | undefined): PushSubscription | null {
  if (!text) return null;
  try {
    const parsed = PushSubscriptionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
