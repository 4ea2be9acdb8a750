import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups an IPv6 client by its /64, however the address is written', () => {
    const network = '2001:db8:85a3:42::/64';
    expect(clientNetwork('2001:db8:85a3:42::1')).toBe(network);
    expect(clientNetwork('2001:0db8:85a3:0042:ffff:ffff:ffff:fffe')).toBe(network);
    expect(clientNetwork('2001:DB8:85A3:42:1:2:3:4%eth0')).toBe(network);
    expect(clientNetwork('2001:db8:85a3:43::1')).not.toBe(network);
  });

  it('handles the short forms', () => {
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped address as its IPv4', () => {
    expect(clientNetwork('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientNetwork('::ffff:c633:6404')).toBe('198.51.100.4');
  });

  it('leaves anything else alone', () => {
    expect(clientNetwork('not an address')).toBe('not an address');
  });
});
