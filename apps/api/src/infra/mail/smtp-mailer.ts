import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Real delivery through the SMTP server named by SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}
