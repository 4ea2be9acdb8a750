const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Cents to the dollars the client shows and sends back as `amount` (spec 01 §7). */
export const toDollars = (cents: number) => cents / 100;

/** '$39.00': prices are USD (DESIGN.md §2). */
export const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** spec 01 §9's date format 'DD MMM, YYYY', in UTC: the server does not know the reader's zone. */
export const formatDay = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]}, ${date.getUTCFullYear()}`;

/** 'Standard (Monthly)': how mails and messages name a plan. */
export const planLabel = (plan: { name: string; type: string }) => `${plan.name} (${plan.type})`;
