let counter = 0;

/**
 * A new client address for each request (sent as X-Forwarded-For, which the bench server
 * trusts): per-address limits then count as they would for many real visitors.
 */
export function nextClientAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/**
 * What a real server the bench starts must trust for that: one loopback client stands for
 * many, and X-Forwarded-For spreads the per-address limits (an existing setting, off by default).
 */
export const MANY_CLIENTS_ENV = { TRUST_PROXY: 'true' };
