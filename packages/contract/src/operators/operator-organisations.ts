import { z } from 'zod';
import { defineCall } from '../shared/call';
import { PLAN_STATUSES } from '../shared/constants';
import { nextPageField, pageCursorFields } from './operator-fields';

export const OrganisationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  plan: z.string(),
  plan_status: z.enum(PLAN_STATUSES),
  renewal_date: z.string().nullable(),
  member_count: z.number().int(),
  last_activity: z.string().nullable(),
  created_at: z.string(),
});
export type OrganisationSummary = z.infer<typeof OrganisationSummarySchema>;

export const ORGANISATIONS_PAGE_SIZE = 100;

/** Every organisation with its plan and activity, newest first, a page at a time; never its members' content. */
export const operatorOrganisationsCall = defineCall({
  name: 'operator_organisations',
  method: 'GET',
  access: 'operator',
  request: z.object({ search: z.string().trim().max(200).optional().default(''), ...pageCursorFields() }),
  response: z.object({ organisations: z.array(OrganisationSummarySchema), ...nextPageField() }),
});

export const SubscriptionHistorySchema = z.object({
  id: z.string(),
  plan: z.string(),
  price_cents: z.number().int(),
  period_days: z.number().int(),
  status: z.enum(PLAN_STATUSES),
  started_at: z.string(),
  current_period_end: z.string(),
  cancelled_at: z.string().nullable(),
  payment_failed_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});

/** One organisation: its summary, owner's contact and subscription history (read-only). */
export const operatorOrganisationCall = defineCall({
  name: 'operator_organisation',
  method: 'GET',
  access: 'operator',
  request: z.object({ id: z.uuid({ error: 'Not found.' }) }),
  response: z.object({
    organisation: OrganisationSummarySchema.extend({
      owner_name: z.string(),
      owner_email: z.string(),
      /** Whether the owner has a second factor on (decision 067: support may reset it). */
      owner_two_factor: z.boolean(),
    }),
    subscriptions: z.array(SubscriptionHistorySchema),
  }),
});
