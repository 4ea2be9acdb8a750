/** Business constants of spec 01 §9 and spec 02 §9, named once. */

export const USER_TYPE = { owner: 1, subUser: 2 } as const;

/** subscriptions_id values; 0 means no active plan (spec 01 §3). */
export const PLAN = { none: 0, freeTrial: 1, basic: 2, standard: 3, advance: 4 } as const;
export type PlanId = (typeof PLAN)[keyof typeof PLAN];

/** The name of each tier (DESIGN.md §4); no plan has no name. */
export const PLAN_NAMES: Record<PlanId, string> = {
  0: '',
  1: 'Free Trial',
  2: 'Basic',
  3: 'Standard',
  4: 'Advance',
};

/** plan_status as the client reads it (spec 01 §3, spelt so). */
export const PLAN_STATUSES = ['active', 'deactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Which tiers open which feature (DESIGN.md §4; spec 01 §2 and 02 §9). */
export const TIERS = {
  inventory: [1, 2, 3, 4],
  recommendations: [1, 2, 3, 4], // risk assessment and its action plan (Basic and up)
  content: [1, 3, 4], // news & blog, resource hub, dashboard resource block
  advance: [1, 4], // events, sub users, reports
  chat: [1, 2, 3, 4],
} as const satisfies Record<string, readonly number[]>;
export type TierName = keyof typeof TIERS;

export const PLAN_PERIOD_DAYS = { Monthly: 30, Yearly: 365 } as const;
export const FREE_TRIAL_DAYS = 14;

/** spec 01 §5 and §9: password strength. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*_';

/** spec 01 §9: the OTP has 6 digits; DESIGN.md §4: valid 10 minutes, 5 tries. */
export const OTP_LENGTH = 6;
export const RESET_CODE_VALID_MINUTES = 10;
export const RESET_CODE_MAX_TRIES = 5;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const TOAST = { durationMs: 2000, widthPx: 320 } as const;
export const REQUEST_TIMEOUT_MS = 500_000;
export const LOGIN_SPLASH_MS = 3000;

export const BYTES_PER_MB = 1_048_576;
export const PICTURE_MAX_BYTES = 2 * BYTES_PER_MB;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** A content video (news, resources): short training clips; the poster is a picture as above. */
export const VIDEO_MAX_BYTES = 50 * BYTES_PER_MB;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;

/** spec 02 §9: how dates and times are shown (dayjs format strings), in the viewer's time zone. */
export const DATE_FORMATS = {
  date: 'DD MMM, YYYY',
  dateTime: 'DD-MMM-YYYY hh:mm A',
  time: 'hh : mm A',
} as const;

export const PRODUCT_NAME = 'Faith Shield';
