let counter = 0;

/**
 * A new client address for each request (sent as X-Forwarded-For, which the bench server
 * trusts): per-address limits then count as they would for many real visitors.
 */
export function nextClientAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}
