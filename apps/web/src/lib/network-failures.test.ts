import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './network-failures';

describe('Retry-After (RFC 9110 §10.2.3)', () => {
  it('reads seconds, an HTTP date, or nothing', () => {
    const now = Date.parse('Fri, 27 Nov 2026 21:00:00 GMT');
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 21:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 20:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
