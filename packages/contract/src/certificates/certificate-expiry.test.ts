import { describe, expect, it } from 'vitest';
import { certificateExpiry, reminderDue } from './certificate-expiry';

describe('a certificate’s state', () => {
  it.each([
    ['2026-06-01', 'Expired'],
    ['2026-06-02', 'Expires today'],
    ['2026-06-03', 'Expires in 1 day'],
    ['2026-06-22', 'Expires in 20 days'],
    ['2026-07-02', 'Expires in 30 days'],
    ['2026-07-03', 'Valid'],
  ])('expiring on %s reads %s on 2026-06-02', (expires, label) => {
    expect(certificateExpiry(expires, '2026-06-02').label).toBe(label);
  });

  it('stays valid without an expiration date', () => {
    expect(certificateExpiry(null, '2026-06-02')).toEqual({ state: 'valid', daysLeft: null, label: 'Valid' });
  });

  it('asks for the 30-day reminder within 30 days, the 7-day one within 7, none after expiry', () => {
    expect([31, 30, 8, 7, 0, -1].map(reminderDue)).toEqual([null, 30, 30, 7, 7, null]);
  });
});
