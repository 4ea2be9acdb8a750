/** One message; every mail has a plain and an HTML body. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Once `signal` is aborted (the delivery gave up) the message is not sent. */
  send: (message: MailMessage, signal?: AbortSignal) => Promise<{ messageId: string }>;
};
