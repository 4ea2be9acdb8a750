import { z } from 'zod';
import { LEADER_CHOICES } from '../alerts/alert-messages';
import { defineCall } from '../shared/call';
import { PLAN_STATUSES } from '../shared/constants';

export const PROFILE_MESSAGES = { profile: 'Profile' } as const;

/**
 * spec 01 §3: the profile as the client reads it. The organisation's place is read as
 * latitude/longitude (and sent back as lat/long). Coordinates are text, as the forms hold them.
 */
export const ProfileSchema = z.object({
  id: z.string(),
  /** 1 owner, 2 sub user. */
  type: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Read-only: update_profile ignores an `email` field. */
  email: z.string(),
  mobile: z.string(),
  /** The picture's path under /uploads/, or '' when there is none. */
  image: z.string(),
  /** 'Free Trial', 'Basic', 'Standard' or 'Advance' (DESIGN.md §4); '' when there never was a plan. */
  plan_name: z.string(),
  plan_status: z.enum(PLAN_STATUSES),
  /** The tier in force: 1..4, 0 with no active plan (spec 01 §3). */
  subscriptions_id: z.number().int(),
  worship_place_name: z.string(),
  worship_address: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  area: z.string(),
  state: z.string(),
  city: z.string(),
  zip_code: z.string(),
  address: z.string(),
  personal_lat: z.string(),
  personal_long: z.string(),
  personal_area: z.string(),
  personal_state: z.string(),
  personal_city: z.string(),
  personal_zip_code: z.string(),
  /** A sub user's organisation owner (the other side of a sub user's chat); absent for an owner. */
  main_id: z.string().optional(),
  /**
   * A sub user's: the period of the organisation's paid plan in force, 'Monthly' or 'Yearly';
   * '' for the free trial or no plan. Their profile shows the plan's block for Yearly only
   * (spec 02 §4). Absent for an owner, who reads it from get_subscription.
   */
  plan_type: z.enum(['Monthly', 'Yearly', '']).optional(),
  /** spec 03 §2: the organisation's members (owner and sub users): an alert's confirm step names them. */
  team_size: z.number().int().optional(),
  /** spec 03 §1: a sub user's, whether they are a team leader (they send alerts); absent for an owner. */
  leader: z.enum(LEADER_CHOICES).optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const getProfileCall = defineCall({
  name: 'get_profile',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: ProfileSchema,
});
