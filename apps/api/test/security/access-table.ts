import type { CallAccess } from '@faith-shield/contract/shared/call';
import type { TierName } from '@faith-shield/contract/shared/constants';

/** The other organisation's records a call could be asked about by id. */
export type OtherOrganisation = {
  organisationId: string;
  ownerId: string;
  ownerEmail: string;
  worshipPlaceName: string;
  subscriptionId: string;
  planId: string;
};

type Guarded = {
  access: Exclude<CallAccess, 'public'>;
  tier?: TierName;
  /**
   * The fields that name another organisation's record: the call must answer 404 or 403 and
   * none of that organisation's data. Absent when the call takes no id (it can only ever
   * answer about the caller's own organisation; the matrix checks that too).
   */
  foreignIds?: (other: OtherOrganisation) => Record<string, string>;
};

type Public = { access: 'public'; publicBecause: string };

/** A caller that is a service, not a user: no token; a signature proves who sends. */
type Signed = { access: 'signature'; verifiedBy: string };

export type AccessEntry = Guarded | Public | Signed;

const VALID_SUB_USER_FIELDS = {
  first_name: 'Samuel',
  last_name: 'Reyes',
  email: 'matrix-member@example.org',
  mobile: '6155550142',
  address: '22 Oak Avenue, Nashville, TN 37206',
  personal_lat: '36.1790',
  personal_long: '-86.7410',
  personal_area: '22 Oak Avenue',
  personal_state: 'TN',
  personal_city: 'Nashville',
  personal_zip_code: '37206',
};

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
  logout: { access: 'user' },
  get_profile: { access: 'user' },
  update_profile: { access: 'user' },
  change_password: { access: 'user' },
  // spec 01 §7: subscriptions, the owner's alone
  get_subscription: { access: 'owner' },
  payment: { access: 'owner' },
  subscription_cancel: {
    access: 'owner',
    foreignIds: (other) => ({ id: other.planId, subscription_id: other.subscriptionId }),
  },
  stripe_webhook: {
    access: 'signature',
    verifiedBy: 'the Stripe-Signature header, checked with STRIPE_WEBHOOK_SECRET',
  },
  // spec 02 §7: the owner's team, an Advance feature
  get_sub_user: { access: 'owner', tier: 'advance' },
  add_sub_user: { access: 'owner', tier: 'advance' },
  get_sub_user_deatil: { access: 'owner', tier: 'advance', foreignIds: (other) => ({ id: other.ownerId }) },
  update_sub_user: {
    access: 'owner',
    tier: 'advance',
    // valid fields, so the answer is about the id and not about the form
    foreignIds: (other) => ({ ...VALID_SUB_USER_FIELDS, id: other.ownerId }),
  },
  delete_sub_user: { access: 'owner', tier: 'advance', foreignIds: (other) => ({ id: other.ownerId }) },
};
