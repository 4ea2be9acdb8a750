import { CHAT_MESSAGES } from '@faith-shield/contract/chat/chat-messages';
import { EVENT_MESSAGES } from '@faith-shield/contract/events/event-messages';
import { RISK_MESSAGES } from '@faith-shield/contract/risk/risk-messages';
import type { CallAccess } from '@faith-shield/contract/shared/call';
import type { TierName } from '@faith-shield/contract/shared/constants';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { SUB_USER_MESSAGES } from '@faith-shield/contract/sub-users/sub-user-messages';
import { SUBSCRIPTION_CANCEL_MESSAGES } from '@faith-shield/contract/subscriptions/subscription-cancel';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { organisations, resourceCategories, riskAnswers, users } from '../../src/db/schema/index';
import { ownEvent, VALID_EVENT_FIELDS, VALID_EVENT_UPDATE_FIELDS } from '../events/access-fixtures';
import { ORGANISATION_PROFILE_FIELDS, PERSONAL_PROFILE_FIELDS, STRONG_PASSWORD } from '../helpers/accounts';
import { createUser, uniqueEmail } from '../helpers/factories';
import type { TestOperator } from '../helpers/operators';
import type { FileField, TestServer } from '../helpers/test-server';
import { findPlan, paymentFields } from '../subscriptions/subscription-fixtures';
import { ALERTS_ACCESS } from './access-alerts';
import { DUTY_ROSTER_ACCESS } from './access-duty-roster';
import { INCIDENTS_ACCESS } from './access-incidents';
import { OPERATIONS_ACCESS, type OtherOperations } from './access-operations';
import { OPERATOR_ACCESS } from './access-operators';
import { REPORTS_ACCESS } from './access-reports';
import { SECURITY_ACCESS } from './access-security';
import { TEAM_CHANNEL_ACCESS } from './access-team-channel';

/** The other organisation's records a call could be asked about by id: each is real. */
export type OtherOrganisation = {
  organisationId: string;
  ownerId: string;
  ownerEmail: string;
  worshipPlaceName: string;
  subscriptionId: string;
  planId: string;
  /** A sub user (member) of that organisation. */
  subUserId: string;
  subUserEmail: string;
  /** An event of that organisation, assigned to its sub user. */
  eventId: string;
  eventTitle: string;
} & OtherOperations;

/** Who makes the request in a row: a user of a fresh organisation, with a live session. */
export type Caller = {
  server: TestServer;
  db: Database;
  token: string;
  userId: string;
  organisationId: string;
};

type Fields = Record<string, string | number | FileField>;

/**
 * One record of the other organisation named in a request, every other field the caller's own
 * and valid, so the answer is about that record and no other check: the call must answer
 * exactly `code` (404: as if there were no such record) with `message`, none of its data, and
 * leave every table of the other organisation as it was, for an owner and a sub user alike.
 */
export type ForeignId = {
  /** Which of the other organisation's records the request names. */
  is: string;
  code: number;
  message: string;
  fields: (other: OtherOrganisation, caller: Caller) => Fields | Promise<Fields>;
};

type Guarded = {
  access: Exclude<CallAccess, 'public' | 'operator'>;
  tier?: TierName;
  /**
   * A request about the caller's own organisation, and the exact code it answers to a caller
   * the call lets through (the owner and sub-user rows, and the plan row when no tier is
   * needed): a success wherever one can be set up. The answer must hold nothing of the other
   * organisation either.
   */
  own: { code: number; fields?: (caller: Caller) => Fields | Promise<Fields> };
  /** Each record of another organisation the call can be asked about, a row each; absent when it takes no id. */
  foreignIds?: ForeignId[];
  /**
   * Why the answer names the owners of other organisations (their id, name and place of
   * worship, never more): the chat community is made of them. Their e-mails, organisation
   * ids, plans and members must still never appear.
   */
  showsCommunity?: string;
};

type Public = { access: 'public'; publicBecause: string };

/** An operator of the console (docs/decisions/022), with a live operator session. */
export type OperatorCaller = { server: TestServer; db: Database } & TestOperator;

/**
 * An operator console call: only an operator session passes; `own` is an operator's request and
 * the code it answers. Organisation tokens are refused (access-matrix.test.ts).
 */
type Operator = {
  access: 'operator';
  own: { code: number; fields?: (caller: OperatorCaller) => Fields | Promise<Fields> };
};

/** A caller that is a service, not a user: no token; a signature proves who sends. */
type Signed = { access: 'signature'; verifiedBy: string };

/** A file fetched by its address (a report's PDF): no token; the address is signed and expires. */
type SignedLink = { access: 'signed_link'; verifiedBy: string };

export type AccessEntry = Guarded | Public | Signed | SignedLink | Operator;

const VALID_SUB_USER_FIELDS = {
  first_name: 'Samuel',
  last_name: 'Reyes',
  mobile: '6155550142',
  address: '22 Oak Avenue, Nashville, TN 37206',
  personal_lat: '36.1790',
  personal_long: '-86.7410',
  personal_area: '22 Oak Avenue',
  personal_state: 'TN',
  personal_city: 'Nashville',
  personal_zip_code: '37206',
};

/** An open action item (a No) of the caller's own organisation, named by its question. */
const ownActionItem = async (caller: Caller, questionId = 'medical-aed') => {
  await caller.db
    .insert(riskAnswers)
    .values({ organisationId: caller.organisationId, userId: caller.userId, questionId, status: 0 })
    .onConflictDoNothing();
  return questionId;
};

/** The other organisation's open action item (access-matrix.test.ts answers it No). */
export const OTHER_ORGANISATION_ACTION_ITEM = 'comms-reporting';

const aWeekFromNow = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** A member of the caller's own organisation, for the calls that take a sub user's id. */
const ownSubUser = async (caller: Caller) => (await createUser(caller.db, caller.organisationId, 2)).user.id;

/** A seeded category of the resource hub. */
const aCategoryId = async (caller: Caller) => {
  const [category] = await caller.db.select({ id: resourceCategories.id }).from(resourceCategories).limit(1);
  if (!category) throw new Error('no resource category is seeded');
  return category.id;
};

const NOT_FOUND = 404;
/** Chat with someone the caller may not talk to: refused alike, whoever it is (decision 019). */
const NOT_ALLOWED = 403;

/** Someone the caller may chat with: an owner's own member, a sub user's owner (spec 02 §6). */
async function ownChatPartner({ db, userId, organisationId }: Caller) {
  const [caller] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId));
  if (caller?.type === USER_TYPE.owner) return (await createUser(db, organisationId, 2)).user.id;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.type, USER_TYPE.owner)));
  if (!owner) throw new Error('the sub user’s organisation has no owner');
  return owner.id;
}

/** An owner of a third organisation, and the caller's place on the map (for Share Location). */
async function placeOnMap({ db, organisationId }: Caller) {
  await db
    .update(organisations)
    .set({ latitude: '36.1504', longitude: '-86.7916' })
    .where(eq(organisations.id, organisationId));
}

async function shareLocationFields(caller: Caller) {
  const { db } = caller;
  await placeOnMap(caller);
  const third = await createUser(db, (await createOrganisationRow(db)).id, 1);
  return { user: JSON.stringify([{ id: third.user.id, isSelected: true }]) };
}

async function createOrganisationRow(db: Database) {
  const [row] = await db
    .insert(organisations)
    .values({ worshipPlaceName: 'Matrix Chapel', planTier: 1 })
    .returning();
  if (!row) throw new Error('organisation not created');
  return row;
}

/**
 * Who may make each call, written by hand and checked against the server's own route table
 * (access-matrix.test.ts): a call the server serves without an entry here fails the suite,
 * and so does an entry whose call disagrees. A feature adds its calls here.
 */
export const ACCESS_TABLE: Record<string, AccessEntry> = {
  // spec 01 §2: the public site
  home_page: { access: 'public', publicBecause: 'the public home page, seen before signing in' },
  directors: { access: 'public', publicBecause: 'the Board Of Directors page of the public site' },
  get_wait_list_question: {
    access: 'public',
    publicBecause: 'the waitlist form is for people without an account',
  },
  add_wait_list: {
    access: 'public',
    publicBecause: 'joining the waitlist needs no account (rate-limited per address)',
  },
  legal_page: { access: 'public', publicBecause: 'terms and privacy are read before signing up' },
  address_suggestions: {
    access: 'public',
    publicBecause: 'the address picker of sign-up (rate-limited per address)',
  },
  address_details: {
    access: 'public',
    publicBecause: 'the address picker of sign-up (rate-limited per address)',
  },
  push_public_key: {
    access: 'public',
    publicBecause: 'a device subscribes to Web Push with it before login sends the subscription',
  },
  // spec 01 §7: getting in
  signup: { access: 'public', publicBecause: 'creates the account (rate-limited per address)' },
  login: { access: 'public', publicBecause: 'signs in (rate-limited per account and per address)' },
  forgotPassword: { access: 'public', publicBecause: 'password reset for someone signed out (rate-limited)' },
  code_check: { access: 'public', publicBecause: 'password reset for someone signed out (rate-limited)' },
  reset_password_update: {
    access: 'public',
    publicBecause: 'password reset for someone signed out (rate-limited)',
  },
  // spec 01 §7: the signed-in account
  logout: { access: 'user', own: { code: 200 } },
  get_profile: { access: 'user', own: { code: 200 } },
  // spec 02 §7: what the signed-in person was told (their own only: the call takes no id)
  get_notifications: { access: 'user', own: { code: 200 } },
  // ours: the menus' unread counts, the caller's own (no id)
  get_unread_counts: { access: 'user', own: { code: 200 } },
  read_notifications: { access: 'user', own: { code: 200 } },
  update_profile: {
    access: 'user',
    own: { code: 200, fields: () => ({ ...PERSONAL_PROFILE_FIELDS, ...ORGANISATION_PROFILE_FIELDS }) },
  },
  change_password: {
    access: 'user',
    // the factories' users have no password to give: the old one is wrong, past the guard
    own: {
      code: 422,
      fields: () => ({
        old_password: 'Not#TheirPassword1',
        new_password: STRONG_PASSWORD,
        confirm_new_password: STRONG_PASSWORD,
      }),
    },
  },
  // spec 01 §7: subscriptions, the owner's alone
  get_subscription: { access: 'owner', own: { code: 200 } },
  payment: {
    access: 'owner',
    own: {
      code: 200,
      fields: async ({ server, token }) => paymentFields(await findPlan(server, token, 'basic_monthly')),
    },
  },
  subscription_cancel: {
    access: 'owner',
    // an organisation with no paid plan has nothing to cancel: no subscription_id to give
    own: { code: 422 },
    foreignIds: [
      {
        is: 'their subscription',
        code: NOT_FOUND,
        message: SUBSCRIPTION_CANCEL_MESSAGES.notFound,
        fields: (other) => ({ id: other.planId, subscription_id: other.subscriptionId }),
      },
    ],
  },
  stripe_webhook: {
    access: 'signature',
    verifiedBy: 'the Stripe-Signature header, checked with STRIPE_WEBHOOK_SECRET',
  },
  // spec 02 §7: the owner's team, an Advance feature
  get_sub_user: { access: 'owner', tier: 'advance', own: { code: 200 } },
  add_sub_user: {
    access: 'owner',
    tier: 'advance',
    own: {
      code: 200,
      fields: () => ({
        ...VALID_SUB_USER_FIELDS,
        email: uniqueEmail('matrix-member'),
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
      }),
    },
  },
  get_sub_user_deatil: {
    access: 'owner',
    tier: 'advance',
    own: { code: 200, fields: async (caller) => ({ id: await ownSubUser(caller) }) },
    foreignIds: [
      {
        is: 'their sub user',
        code: NOT_FOUND,
        message: SUB_USER_MESSAGES.notFound,
        fields: (other) => ({ id: other.subUserId }),
      },
    ],
  },
  update_sub_user: {
    access: 'owner',
    tier: 'advance',
    own: {
      code: 200,
      fields: async (caller) => ({
        ...VALID_SUB_USER_FIELDS,
        email: uniqueEmail('matrix-member'),
        id: await ownSubUser(caller),
      }),
    },
    // valid fields, so the answer is about the id and not about the form
    foreignIds: [
      {
        is: 'their sub user',
        code: NOT_FOUND,
        message: SUB_USER_MESSAGES.notFound,
        fields: (other) => ({
          ...VALID_SUB_USER_FIELDS,
          email: uniqueEmail('matrix-member'),
          id: other.subUserId,
        }),
      },
    ],
  },
  delete_sub_user: {
    access: 'owner',
    tier: 'advance',
    own: { code: 200, fields: async (caller) => ({ id: await ownSubUser(caller) }) },
    foreignIds: [
      {
        is: 'their sub user',
        code: NOT_FOUND,
        message: SUB_USER_MESSAGES.notFound,
        fields: (other) => ({ id: other.subUserId }),
      },
    ],
  },
  // spec 02 §7: chat, in every plan; another organisation's member is nobody to talk to
  get_owners: {
    access: 'owner',
    tier: 'chat',
    own: { code: 200 },
    showsCommunity: 'the Faith Shield Community tab lists the owners of every other organisation',
  },
  get_chat_list: { access: 'user', tier: 'chat', own: { code: 200 } },
  get_chat: {
    access: 'user',
    tier: 'chat',
    own: { code: 200, fields: async (caller) => ({ id: await ownChatPartner(caller) }) },
    foreignIds: [
      {
        is: 'their sub user',
        code: NOT_ALLOWED,
        message: CHAT_MESSAGES.notAllowed,
        fields: (other) => ({ id: other.subUserId }),
      },
    ],
  },
  add_chat: {
    access: 'user',
    tier: 'chat',
    own: {
      code: 200,
      fields: async (caller) => ({ to_user_id: await ownChatPartner(caller), message: 'Doors open at 9.' }),
    },
    foreignIds: [
      {
        is: 'their sub user',
        code: NOT_ALLOWED,
        message: CHAT_MESSAGES.notAllowed,
        fields: (other) => ({ to_user_id: other.subUserId, message: 'Doors open at 9.' }),
      },
    ],
  },
  add_map_chat: {
    access: 'owner',
    tier: 'chat',
    own: { code: 200, fields: shareLocationFields },
    foreignIds: [
      {
        is: 'their sub user',
        code: NOT_ALLOWED,
        message: CHAT_MESSAGES.notAllowed,
        // the caller's place is on the map, so the answer is about the person and not the place
        fields: async (other, caller) => {
          await placeOnMap(caller);
          return { user: JSON.stringify([{ id: other.subUserId, isSelected: true }]) };
        },
      },
    ],
  },
  // spec 02 §7: the resource hub and news, shared content for tiers 1, 3 and 4 (no ids of an
  // organisation: categories belong to everyone)
  resources: { access: 'user', tier: 'content', own: { code: 200 } },
  resources_with_category: {
    access: 'user',
    tier: 'content',
    own: { code: 200, fields: async (caller) => ({ category_id: await aCategoryId(caller) }) },
  },
  get_blog: { access: 'user', tier: 'content', own: { code: 200 } },
  // spec 02 §7: the risk assessment (Recommendations: every plan) and its action plan
  general: { access: 'user', tier: 'recommendations', own: { code: 200 } },
  risk_answer_update_by_user: {
    access: 'owner',
    tier: 'recommendations',
    own: {
      code: 200,
      fields: () => ({
        question: JSON.stringify([{ risk_id: 'medical-readiness', question_id: 'medical-aed', status: 0 }]),
      }),
    },
  },
  get_question_by_risk_categories_id: {
    access: 'public',
    publicBecause: 'the spec sends no token: the assessment’s questions and guidance are public content',
  },
  risk_action_plan: { access: 'user', tier: 'recommendations', own: { code: 200 } },
  assign_risk_action: {
    access: 'owner',
    tier: 'recommendations',
    own: {
      code: 200,
      fields: async (caller) => ({
        question_id: await ownActionItem(caller),
        user_id: await ownSubUser(caller),
        due_date: aWeekFromNow(),
      }),
    },
    foreignIds: [
      {
        is: 'their sub user as the assignee',
        code: NOT_FOUND,
        message: RISK_MESSAGES.memberNotFound,
        fields: async (other, caller) => ({
          question_id: await ownActionItem(caller),
          user_id: other.subUserId,
          due_date: aWeekFromNow(),
        }),
      },
      {
        is: 'an action item only they have',
        code: NOT_FOUND,
        message: RISK_MESSAGES.itemNotFound,
        fields: async (_other, caller) => ({
          question_id: OTHER_ORGANISATION_ACTION_ITEM,
          user_id: await ownSubUser(caller),
          due_date: aWeekFromNow(),
        }),
      },
    ],
  },
  complete_risk_action: {
    access: 'owner',
    tier: 'recommendations',
    own: { code: 200, fields: async (caller) => ({ question_id: await ownActionItem(caller) }) },
    foreignIds: [
      {
        is: 'an action item only they have',
        code: NOT_FOUND,
        message: RISK_MESSAGES.itemNotFound,
        fields: () => ({ question_id: OTHER_ORGANISATION_ACTION_ITEM }),
      },
    ],
  },
  reopen_risk_action: {
    access: 'owner',
    tier: 'recommendations',
    own: { code: 200, fields: async (caller) => ({ question_id: await ownActionItem(caller) }) },
    foreignIds: [
      {
        is: 'an action item only they have',
        code: NOT_FOUND,
        message: RISK_MESSAGES.itemNotFound,
        fields: () => ({ question_id: OTHER_ORGANISATION_ACTION_ITEM }),
      },
    ],
  },
  download_assessment: { access: 'owner', tier: 'recommendations', own: { code: 200 } },
  ...OPERATIONS_ACCESS,
  ...REPORTS_ACCESS,
  ...ALERTS_ACCESS,
  ...TEAM_CHANNEL_ACCESS,
  ...SECURITY_ACCESS,
  ...INCIDENTS_ACCESS,
  ...DUTY_ROSTER_ACCESS,
  ...OPERATOR_ACCESS,
  // spec 02 §7: events and attendance, an Advance feature
  events: { access: 'owner', tier: 'advance', own: { code: 200 } },
  get_sub_user_event: { access: 'sub_user', tier: 'advance', own: { code: 200 } },
  add_event: {
    access: 'owner',
    tier: 'advance',
    own: {
      code: 200,
      fields: async (caller) => ({ ...VALID_EVENT_FIELDS, sub_user_id: await ownSubUser(caller) }),
    },
    // the other organisation's member cannot be put on this one's team
    foreignIds: [
      {
        is: 'their sub user on the team',
        code: NOT_FOUND,
        message: EVENT_MESSAGES.subUserNotFound,
        fields: (other) => ({ ...VALID_EVENT_FIELDS, sub_user_id: other.subUserId }),
      },
    ],
  },
  event_update: {
    access: 'owner',
    tier: 'advance',
    own: {
      code: 200,
      fields: async (caller) => ({ ...VALID_EVENT_UPDATE_FIELDS, id: await ownEvent(caller) }),
    },
    foreignIds: [
      {
        is: 'their event',
        code: NOT_FOUND,
        message: EVENT_MESSAGES.notFound,
        fields: (other) => ({ ...VALID_EVENT_UPDATE_FIELDS, id: other.eventId }),
      },
    ],
  },
  get_event_detail: {
    access: 'user',
    tier: 'advance',
    own: { code: 200, fields: async (caller) => ({ id: await ownEvent(caller), type: 'subuser' }) },
    foreignIds: [
      {
        is: 'their event',
        code: NOT_FOUND,
        message: EVENT_MESSAGES.notFound,
        fields: (other) => ({ id: other.eventId }),
      },
    ],
  },
  add_event_attendance: {
    access: 'user',
    tier: 'advance',
    own: {
      code: 200,
      fields: async (caller) => ({ event_id: await ownEvent(caller), attendance_count: 12 }),
    },
    foreignIds: [
      {
        is: 'their event',
        code: NOT_FOUND,
        message: EVENT_MESSAGES.notFound,
        fields: (other) => ({ event_id: other.eventId, attendance_count: 12 }),
      },
    ],
  },
  add_event_submit: {
    access: 'owner',
    tier: 'advance',
    own: { code: 200, fields: async (caller) => ({ event_id: await ownEvent(caller) }) },
    foreignIds: [
      {
        is: 'their event',
        code: NOT_FOUND,
        message: EVENT_MESSAGES.notFound,
        fields: (other) => ({ event_id: other.eventId }),
      },
    ],
  },
  get_attendance_sheet: {
    access: 'user',
    tier: 'advance',
    own: { code: 200, fields: async (caller) => ({ event_id: await ownEvent(caller) }) },
    foreignIds: [
      {
        is: 'their event',
        code: NOT_FOUND,
        message: EVENT_MESSAGES.notFound,
        fields: (other) => ({ event_id: other.eventId }),
      },
    ],
  },
  // spec 02 §7: the dashboards' data; any plan (events only with them, resources by tier)
  home: { access: 'user', own: { code: 200 } },
};
