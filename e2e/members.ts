import type { SessionData } from '@faith-shield/contract/accounts/login';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './accounts/helpers';
import { baseUrl, type StoredSession } from './fixtures';

export const MEMBER_PASSWORD = 'Usher#2026r';

/** A call made with the token the page holds, as the app would make it. */
export async function callWithPage<T>(page: Page, name: string, fields: Record<string, string | number>) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const body = new URLSearchParams({ token: token ?? '' });
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  const answer = (await (
    await fetch(`${baseUrl()}/api/${name}`, { method: 'POST', body })
  ).json()) as Envelope<T>;
  if (answer.status !== 1 || answer.data === undefined) throw new Error(`${name}: ${answer.message}`);
  return answer.data;
}

/** A member of the page's organisation, added with add_sub_user (the team screens are tested in e2e/sub-users). */
export async function addMember(page: Page, firstName: string) {
  const email = uniqueEmail('member');
  const member = await callWithPage<SubUserDetail>(page, 'add_sub_user', {
    first_name: firstName,
    last_name: 'Boateng',
    email,
    mobile: '6155550178',
    password: MEMBER_PASSWORD,
    password_confirmation: MEMBER_PASSWORD,
    address: '22 Oak Avenue, Nashville, TN 37206',
    personal_lat: '36.1790',
    personal_long: '-86.7410',
    personal_area: '22 Oak Avenue',
    personal_state: 'TN',
    personal_city: 'Nashville',
    personal_zip_code: '37206',
  });
  return { id: String(member.id), email, name: `${firstName} Boateng` };
}

/** A call made with a given token (or none), outside any page. */
export async function callWithToken<T>(token: string | null, name: string, fields: Record<string, string>) {
  const body = new URLSearchParams(token ? { token, ...fields } : fields);
  const answer = (await (
    await fetch(`${baseUrl()}/api/${name}`, { method: 'POST', body })
  ).json()) as Envelope<T>;
  if (answer.status !== 1 || answer.data === undefined) throw new Error(`${name}: ${answer.message}`);
  return answer.data;
}

/** A sub user of the owner's team (a leader or not), added through the API, and their session. */
export async function signedInTeamMember(
  ownerToken: string,
  firstName: string,
  leader: 'Yes' | 'No',
  lastName = 'Adeyemi',
): Promise<StoredSession> {
  const email = uniqueEmail(firstName.toLowerCase());
  await callWithToken(ownerToken, 'add_sub_user', {
    first_name: firstName,
    last_name: lastName,
    email,
    mobile: '6155550190',
    password: MEMBER_PASSWORD,
    password_confirmation: MEMBER_PASSWORD,
    address: '22 Oak Avenue, Nashville, TN 37206',
    personal_lat: '36.1790',
    personal_long: '-86.7410',
    personal_area: '22 Oak Avenue',
    personal_state: 'TN',
    personal_city: 'Nashville',
    personal_zip_code: '37206',
    leader,
  });
  const session = await callWithToken<SessionData>(null, 'login', { email, password: MEMBER_PASSWORD });
  return { token: session.token, type: session.type, subscriptions_id: session.subscriptions_id };
}
