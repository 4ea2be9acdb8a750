import { describe, expect, it } from 'vitest';
import { contactHref, demoHref, telHref } from './contact-links';

describe('the contact calls to action', () => {
  it('dial the digits of the mobile number', () => {
    expect(telHref('+1 (615) 555-0142')).toBe('tel:+16155550142');
  });

  it('write to the contact address, a demo with its subject', () => {
    expect(contactHref('support@faithshield.app')).toBe('mailto:support@faithshield.app');
    expect(demoHref('support@faithshield.app')).toBe('mailto:support@faithshield.app?subject=Demo%20request');
  });
});
