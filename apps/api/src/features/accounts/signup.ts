import type { SessionData } from '@faith-shield/contract/accounts/login';
import { SIGNUP_MESSAGES, type SignupRequest } from '@faith-shield/contract/accounts/signup';
import { FREE_TRIAL_DAYS, PLAN, USER_TYPE } from '@faith-shield/contract/shared/constants';
import { type PersonalFields, personalColumns } from '../../db/personal-columns';
import { organisations, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { hashSecret } from '../../infra/auth/passwords';
import { createSession } from '../../infra/auth/sessions';
import { findUserByEmail } from './find-user-by-email';
import { ownerWelcomeMail } from './owner-welcome-mail';
import { sessionData } from './session-data';

const DAY_MS = 86_400_000;

/** The owner's own address as given with its parts, else the place of worship's (decision 051). */
const ownAddress = (input: SignupRequest): PersonalFields => {
  const { personal_lat, personal_long, personal_area, personal_state, personal_city, personal_zip_code } =
    input;
  const person = { first_name: input.first_name, last_name: input.last_name, mobile: input.mobile };
  if (personal_lat && personal_long && personal_area && personal_state && personal_city && personal_zip_code)
    return {
      ...person,
      address: input.address || input.worship_address,
      personal_lat,
      personal_long,
      personal_area,
      personal_state,
      personal_city,
      personal_zip_code,
    };
  return {
    ...person,
    address: input.worship_address,
    personal_lat: input.lat,
    personal_long: input.long,
    personal_area: input.area,
    personal_state: input.state,
    personal_city: input.city,
    personal_zip_code: input.zip_code,
  };
};

const emailTaken = () => badRequest(SIGNUP_MESSAGES.emailTaken, { email: SIGNUP_MESSAGES.emailTaken });

/**
 * DESIGN.md §4: the organisation and its owner (type 1) in one transaction, the 14-day free
 * trial (tier 1) started, and the owner signed in. The welcome mail goes after the answer; a
 * failure is logged and the account stands.
 */
export async function signUp(deps: AppDeps, input: SignupRequest): Promise<SessionData> {
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashSecret(input.password);
  const now = deps.now();
  const trialEndsAt = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS);
  try {
    const owner = await deps.db.transaction(async (tx) => {
      const [organisation] = await tx
        .insert(organisations)
        .values({
          worshipPlaceName: input.worship_place_name,
          worshipAddress: input.worship_address,
          latitude: input.lat,
          longitude: input.long,
          area: input.area,
          state: input.state,
          city: input.city,
          zipCode: input.zip_code,
          planTier: PLAN.freeTrial,
          planEndsAt: trialEndsAt,
        })
        .returning({ id: organisations.id });
      if (!organisation) throw new Error('organisation not created');
      const [user] = await tx
        .insert(users)
        .values({
          organisationId: organisation.id,
          type: USER_TYPE.owner,
          email: input.email,
          passwordHash,
          ...personalColumns(ownAddress(input)),
        })
        .returning({ id: users.id, organisationId: users.organisationId, type: users.type });
      if (!user) throw new Error('owner not created');
      return { ...user, token: await createSession(tx, user.id, now) };
    });
    const welcome = ownerWelcomeMail({
      to: input.email,
      trialEndsAt,
      loginUrl: `${deps.config.publicUrl}/login`,
    });
    deps.afterAnswer.run('the welcome mail of a new owner', () => deps.mailer.send(welcome));
    return await sessionData(deps.db, owner, owner.token, now);
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique index on lower(email) decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
