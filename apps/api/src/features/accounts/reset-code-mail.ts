import { PRODUCT_NAME, RESET_CODE_VALID_MINUTES } from '@faith-shield/contract/shared/constants';
import { escapeHtml } from '../../infra/html/escape-html';
import type { MailMessage } from '../../infra/mail/mailer';

/** The reset-code mail, plain and HTML. The code is in the body only, never the subject. */
export function resetCodeMail(to: string, firstName: string, code: string): MailMessage {
  const greeting = `Hello ${firstName},`;
  const note = `The code is valid for ${RESET_CODE_VALID_MINUTES} minutes.`;
  const ignore =
    'If you did not ask to reset your password, you can ignore this email: your password stays as it is.';
  return {
    to,
    subject: `Your ${PRODUCT_NAME} password reset code`,
    text: [
      greeting,
      '',
      `Your ${PRODUCT_NAME} password reset code is ${code}.`,
      '',
      note,
      ignore,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>Your ${PRODUCT_NAME} password reset code is:</p>`,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
      `<p>${note}</p>`,
      `<p>${ignore}</p>`,
      `<p>The ${PRODUCT_NAME} team</p>`,
    ].join('\n'),
  };
}
