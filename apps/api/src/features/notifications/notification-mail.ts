import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { escapeHtml } from '../../infra/html/escape-html';
import type { MailMessage } from '../../infra/mail/mailer';

type NotificationMail = { to: string; firstName: string; title: string; body: string; link: string };

/** A notification as a mail: its title as the subject, its body, and a link to the screen. */
export function notificationMail({ to, firstName, title, body, link }: NotificationMail): MailMessage {
  const greeting = `Hello ${firstName},`;
  const open = `Open ${PRODUCT_NAME}:`;
  return {
    to,
    subject: title,
    text: [greeting, '', body, '', open, link, '', `The ${PRODUCT_NAME} team`].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(open)} ${escapeHtml(title)}</a></p>`,
      `<p>The ${PRODUCT_NAME} team</p>`,
    ].join('\n'),
  };
}
