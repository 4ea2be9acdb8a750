/** A text message to one phone. */
export type SmsMessage = { to: string; text: string };

/** Sends text messages: Twilio when SMS_PROVIDER=twilio, else the outbox (infra/sms). */
export type SmsSender = { send: (message: SmsMessage) => Promise<void> };
