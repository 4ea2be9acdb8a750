import twilio from 'twilio';
import type { SmsSender } from './sms-sender';

type TwilioSetup = { accountSid: string; authToken: string; from: string };

/** Text messages through Twilio's Messages API, with its official library. */
export function twilioSms({ accountSid, authToken, from }: TwilioSetup): SmsSender {
  const client = twilio(accountSid, authToken);
  return {
    async send({ to, text }) {
      await client.messages.create({ to, from, body: text });
    },
  };
}
