import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { escapeHtml } from '../../infra/html/escape-html';
import type { MailMessage } from '../../infra/mail/mailer';

export const SUPPORT_EMAIL = 'support@faithshield.app';

const NOT_YOU = `You received this message because this address was entered on our waitlist form. If that was not you, write to ${SUPPORT_EMAIL} and we will remove it.`;

/**
 * The confirmation mail the waitlist's success message promises (spec 01 §2). It goes to an
 * address nobody has confirmed, so it carries nothing the visitor typed (not even a name): the
 * form must not be a way to send one's own words, from us, to anyone's inbox.
 */
export function waitListConfirmationMail(email: string, homeUrl: string): MailMessage {
  const subject = `You're on the ${PRODUCT_NAME} waitlist`;
  const paragraphs = [
    'Hello,',
    `Thank you for joining the ${PRODUCT_NAME} waitlist. Your place is saved.`,
    `${PRODUCT_NAME} helps places of worship and their volunteer safety teams assess risk, plan services and events, keep track of equipment and training, and stay in touch when it matters. We are opening access to congregations in small groups, and we will write to you at this address as soon as a place is ready for yours.`,
    `Your answers to our short questionnaire help us prepare for your team. If anything has changed, or you have a question in the meantime, simply write to ${SUPPORT_EMAIL}.`,
    `With thanks,\nThe ${PRODUCT_NAME} team`,
  ];
  const text = `${paragraphs.join('\n\n')}\n\n${homeUrl}\n\n${NOT_YOU}\n`;
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    `<p><a href="${escapeHtml(homeUrl)}">${escapeHtml(homeUrl)}</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(NOT_YOU)}</p>`,
  ].join('\n');
  return { to: email, subject, text, html };
}
