import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Limits on each step of talking to the SMTP server: one that accepts the connection and then
 * says nothing gives up after these, never holding a delivery for nodemailer's minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Real delivery through the SMTP server named by SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message, signal) {
      signal?.throwIfAborted();
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}
