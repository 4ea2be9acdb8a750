import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { escapeHtml } from '../../infra/html/escape-html';
import type { MailMessage } from '../../infra/mail/mailer';
import { formatDay } from '../subscriptions/display-format';

export type OwnerWelcome = { to: string; trialEndsAt: Date; loginUrl: string };

/**
 * The mail a new owner gets at sign-up: the account is ready, until when the free trial runs,
 * and where to sign in. It carries nothing the sign-up form typed in (names, the organisation):
 * anyone can sign up with any address, and the mail must not become a way to send someone words
 * of one's choosing.
 */
export function ownerWelcomeMail({ to, trialEndsAt, loginUrl }: OwnerWelcome): MailMessage {
  const ready = `Your ${PRODUCT_NAME} account for this email address (${to}) is ready.`;
  const trial = `Your free trial runs until ${formatDay(trialEndsAt)}. Choose a plan under Subscriptions at any time: the days left of the trial are kept.`;
  const next = 'Next: add your security team under Sub users, and plan your first event.';
  const signIn = 'Sign in here:';
  const unexpected = `If you did not sign up for ${PRODUCT_NAME}, you can ignore this email.`;
  const lines = [ready, trial, next];
  return {
    to,
    subject: `Welcome to ${PRODUCT_NAME}`,
    text: [
      'Welcome,',
      '',
      ...lines.flatMap((line) => [line, '']),
      signIn,
      loginUrl,
      '',
      unexpected,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
    html: [
      '<p>Welcome,</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(signIn)} <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>`,
      `<p>${escapeHtml(unexpected)}</p>`,
      `<p>The ${PRODUCT_NAME} team</p>`,
    ].join('\n'),
  };
}
