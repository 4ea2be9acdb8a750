import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { escapeHtml } from '../../infra/html/escape-html';
import type { MailMessage } from '../../infra/mail/mailer';

type Person = { email: string; firstName: string };

/** A short security notice, plain and HTML: what happened, and what to do if it was not them. */
function notice(person: Person, subject: string, happened: string): MailMessage {
  const greeting = `Hello ${person.firstName},`;
  const ifNot =
    'If this was not you, change your password now and turn two-factor authentication on in Profile → Security, or ask your team’s owner for help.';
  return {
    to: person.email,
    subject: `${PRODUCT_NAME}: ${subject}`,
    text: [greeting, '', happened, '', ifNot, '', `The ${PRODUCT_NAME} team`].join('\n'),
    html: [greeting, happened, ifNot, `The ${PRODUCT_NAME} team`]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n'),
  };
}

export const passwordChangedMail = (person: Person) =>
  notice(person, 'your password was changed', `The password of your ${PRODUCT_NAME} account was changed.`);

export const twoFactorRemovedMail = (person: Person) =>
  notice(
    person,
    'two-factor authentication was turned off',
    `Two-factor authentication was turned off for your ${PRODUCT_NAME} account. Signing in now needs your password only.`,
  );

/** `device` and `network` as the sessions list shows them; never the full address. */
export const newDeviceMail = (person: Person, device: string, network: string) =>
  notice(
    person,
    'a sign-in from a new device',
    `Your ${PRODUCT_NAME} account was signed in to from a device it had not seen before: ${device || 'an unknown device'}, from the network ${network || 'unknown'}.`,
  );

/** Decision decision 067: someone else turned it off, at the person's request. */
export const twoFactorResetMail = (person: Person, by = 'your team’s owner') =>
  notice(
    person,
    'two-factor authentication was reset',
    `Two-factor authentication was turned off for your ${PRODUCT_NAME} account by ${by}, and you were signed out everywhere. Sign in with your password, then turn it on again in Profile → Security.`,
  );
