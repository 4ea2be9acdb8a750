/** One message; every mail has a plain and an HTML body. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send: (message: MailMessage) => Promise<{ messageId: string }>;
};
