import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { escapeHtml } from '../../infra/html/escape-html';
import type { MailMessage } from '../../infra/mail/mailer';

export type Welcome = {
  to: string;
  organisationName: string;
  addedBy: string;
  loginUrl: string;
};

/**
 * The mail a new member gets: who added them, to which organisation, and where to sign in.
 * Never the password (DESIGN.md §4b): the owner who chose it gives it to them. The owner
 * types the organisation's name and their own, and the address it goes to: the subject is
 * fixed text, and the body quotes their words as theirs, never as the product's.
 */
export function subUserWelcomeMail({ to, organisationName, addedBy, loginUrl }: Welcome): MailMessage {
  const added = `You have been added to an organisation's security team on ${PRODUCT_NAME}.`;
  const theirs = `The organisation describes itself as follows (written by the organisation, not by ${PRODUCT_NAME}):`;
  const quoted = [`Organisation: "${organisationName}"`, `Added by: "${addedBy}"`];
  const signIn = `Sign in with this email address (${to}) and the password the organisation gave you:`;
  const unexpected = `If you did not expect this email, ignore it. ${PRODUCT_NAME} never asks for a payment or a password by email.`;
  return {
    to,
    subject: `You have been added to a security team on ${PRODUCT_NAME}`,
    text: [
      'Hello,',
      '',
      added,
      '',
      theirs,
      ...quoted.map((line) => `> ${line}`),
      '',
      signIn,
      loginUrl,
      '',
      unexpected,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(added)}</p>`,
      `<p>${escapeHtml(theirs)}</p>`,
      `<blockquote>${quoted.map(escapeHtml).join('<br>')}</blockquote>`,
      `<p>${escapeHtml(signIn)}</p>`,
      `<p><a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>`,
      `<p>${escapeHtml(unexpected)}</p>`,
      `<p>The ${PRODUCT_NAME} team</p>`,
    ].join('\n'),
  };
}
