import { expect } from 'vitest';

/** The headers every answer carries, whatever it is (DESIGN.md §3, plugins/security-headers.ts). */
export function expectSecurityHeaders(label: string, headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, label).toContain("default-src 'self'");
  expect(csp, label).toContain("script-src 'self'");
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toContain("'unsafe-eval'");
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('strict-transport-security'), label).toContain('max-age=');
  // agrees with frame-ancestors 'none': no page of ours is framed, not even by ourselves
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expect(headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
  expect(headers.get('x-powered-by'), label).toBeNull();
  // Internet Explorer 8's and Flash's: read by no browser the app runs in (security-headers.ts)
  expect(headers.get('x-download-options'), label).toBeNull();
  expect(headers.get('x-permitted-cross-domain-policies'), label).toBeNull();
}

/**
 * A script's or stylesheet's: what acts on it (plugins/security-headers.ts). The document that
 * loads it carries the CSP, the framing and HSTS.
 */
export function expectSubresourceHeaders(label: string, headers: Headers) {
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
  expect(headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(headers.get('x-powered-by'), label).toBeNull();
  for (const documentOnly of [
    'content-security-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'strict-transport-security',
  ])
    expect(headers.get(documentOnly), `${label}: ${documentOnly}`).toBeNull();
}
