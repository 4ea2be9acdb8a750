import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { escapeHtml } from '../../infra/html/escape-html';
import type { MailMessage } from '../../infra/mail/mailer';

export type Welcome = {
  to: string;
  firstName: string;
  organisationName: string;
  addedBy: string;
  loginUrl: string;
};

/**
 * The mail a new member gets: who added them, to which organisation, and where to sign in.
 * Never the password (DESIGN.md §4b): the owner who chose it gives it to them.
 */
export function subUserWelcomeMail({
  to,
  firstName,
  organisationName,
  addedBy,
  loginUrl,
}: Welcome): MailMessage {
  const greeting = `Hello ${firstName},`;
  const added = `${addedBy} has added you to the security team of ${organisationName} on ${PRODUCT_NAME}.`;
  const signIn = `Sign in with this email address (${to}) and the password ${addedBy} gave you:`;
  const unexpected = `If you did not expect this email, please contact ${organisationName}.`;
  return {
    to,
    subject: `You have been added to ${organisationName} on ${PRODUCT_NAME}`,
    text: [greeting, '', added, '', signIn, loginUrl, '', unexpected, '', `The ${PRODUCT_NAME} team`].join(
      '\n',
    ),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(added)}</p>`,
      `<p>${escapeHtml(signIn)}</p>`,
      `<p><a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>`,
      `<p>${escapeHtml(unexpected)}</p>`,
      `<p>The ${PRODUCT_NAME} team</p>`,
    ].join('\n'),
  };
}
