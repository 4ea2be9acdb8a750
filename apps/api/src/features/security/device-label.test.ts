import { describe, expect, it } from 'vitest';
import { deviceLabel, networkLabel } from './device-label';

describe('the sessions list’s device and network', () => {
  it('names the browser and system of common user agents', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
        'Firefox on macOS',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
        'Chrome on Linux',
      ],
      ['curl/8.5.0', ''],
    ];
    for (const [agent, label] of cases) expect(deviceLabel(agent), agent).toBe(label);
    expect(deviceLabel(undefined)).toBe('');
  });

  it('keeps only the network of an address', () => {
    expect(networkLabel('203.0.113.77')).toBe('203.0.113.x');
    expect(networkLabel('::ffff:198.51.100.4')).toBe('198.51.100.x');
    expect(networkLabel('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  });
});
