import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../http/app-deps';
import { findOwner } from './find-owner';
import { paymentReceiptMail, type Receipt } from './payment-receipt-mail';

type ReceiptDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'> & { log: FastifyBaseLogger };

/** How long a caller waits for the mail server; a slow send goes on after the answer. */
const MAIL_WAIT_MS = 10_000;

/** Mails the receipt to the owner. A mail failure is logged: the payment stands regardless. */
export async function sendReceipt(
  deps: ReceiptDeps,
  organisationId: string,
  receipt: Receipt,
): Promise<void> {
  const sending = (async () => {
    try {
      const owner = await findOwner(deps.db, organisationId);
      if (!owner) {
        deps.log.warn({ organisationId }, 'payment receipt not sent: the organisation has no owner');
        return;
      }
      const url = `${deps.config.publicUrl}/subscriptions`;
      await deps.mailer.send(paymentReceiptMail(owner, receipt, url));
    } catch (err) {
      deps.log.error({ err, organisationId, reference: receipt.reference }, 'payment receipt mail failed');
    }
  })();
  await Promise.race([sending, sleep(MAIL_WAIT_MS, undefined, { ref: false })]);
}
