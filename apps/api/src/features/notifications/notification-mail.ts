import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { escapeHtml } from '../../infra/html/escape-html';
import type { MailMessage } from '../../infra/mail/mailer';

type NotificationMail = { to: string; type: string; title: string; body: string; link: string };

/**
 * The subject by the notification's type: fixed text, since titles carry names people typed.
 * An alert's title is ours with the kind from the spec's list (features/alerts/alert-notices.ts),
 * and what it says must be read in the inbox: it is the subject.
 */
const SUBJECTS: Record<string, string> = {
  users: `An event reminder from ${PRODUCT_NAME}`,
  certificate: `A certificate reminder from ${PRODUCT_NAME}`,
  risk: `A safety action from ${PRODUCT_NAME}`,
};

/** The line that marks the names in a notification as the organisation's words. */
const ORGANISATION_WORDS = `Names above are as your organisation wrote them, not ${PRODUCT_NAME}.`;

/**
 * A notification as a mail: a fixed subject; the title and body, whose names the organisation
 * typed, marked as theirs; and a link to the screen.
 */
export function notificationMail({ to, type, title, body, link }: NotificationMail): MailMessage {
  const open = `Open ${PRODUCT_NAME}:`;
  return {
    to,
    subject: type === 'alert' ? title : (SUBJECTS[type] ?? `A notification from ${PRODUCT_NAME}`),
    text: [
      'Hello,',
      '',
      title,
      body,
      '',
      ORGANISATION_WORDS,
      '',
      open,
      link,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<blockquote><strong>${escapeHtml(title)}</strong><br>${escapeHtml(body)}</blockquote>`,
      `<p>${escapeHtml(ORGANISATION_WORDS)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(open)} ${escapeHtml(title)}</a></p>`,
      `<p>The ${PRODUCT_NAME} team</p>`,
    ].join('\n'),
  };
}
