import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { escapeHtml } from '../../infra/html/escape-html';
import type { MailMessage } from '../../infra/mail/mailer';
import { formatDay, formatUsd, planLabel } from './display-format';
import type { Owner } from './find-owner';

export type Receipt = {
  plan: { name: string; type: string };
  amountCents: number;
  paidAt: Date;
  periodEnd: Date;
  /** The provider's id of the charge or invoice. */
  reference: string;
  isRenewal: boolean;
  /** False once cancelled: the plan ends at periodEnd instead of renewing. */
  renews: boolean;
};

/** The receipt the owner gets for every charge, the first and each renewal (docs/decisions/005). */
export function paymentReceiptMail(owner: Owner, receipt: Receipt, subscriptionsUrl: string): MailMessage {
  const plan = planLabel(receipt.plan);
  const amount = `${formatUsd(receipt.amountCents)} USD`;
  const subject = receipt.isRenewal
    ? `Your ${PRODUCT_NAME} ${plan} plan has renewed`
    : `Your ${PRODUCT_NAME} receipt: ${plan} plan`;
  const next = receipt.renews
    ? `It renews automatically on ${formatDay(receipt.periodEnd)}. You can cancel at any time on the Subscriptions page; your plan then stays active until the end of the period you have paid for.`
    : `It stays active until ${formatDay(receipt.periodEnd)} and will not renew.`;
  const rows: [string, string][] = [
    ['Organisation', owner.organisationName],
    ['Plan', plan],
    ['Amount paid', amount],
    ['Date', formatDay(receipt.paidAt)],
    ['Active until', formatDay(receipt.periodEnd)],
    ['Reference', receipt.reference],
  ];
  const intro = receipt.isRenewal
    ? `Your ${plan} plan for ${owner.organisationName} has renewed and we have received your payment of ${amount}.`
    : `Thank you for subscribing to ${PRODUCT_NAME}. We have received your payment of ${amount} for the ${plan} plan of ${owner.organisationName}.`;
  const text = [
    `Hello ${owner.firstName},`,
    intro,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    next,
    `Manage your subscription: ${subscriptionsUrl}`,
    `With thanks,\nThe ${PRODUCT_NAME} team`,
  ].join('\n\n');
  const html = [
    `<p>Hello ${escapeHtml(owner.firstName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(next)}</p>`,
    `<p><a href="${escapeHtml(subscriptionsUrl)}">Manage your subscription</a></p>`,
    `<p>With thanks,<br>The ${escapeHtml(PRODUCT_NAME)} team</p>`,
  ].join('\n');
  return { to: owner.email, subject, text: `${text}\n`, html };
}
