import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['STRIPE_SECRET_KEY', 'pk_test_123'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_123'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s, naming it and the value', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name} .*"${value}"`));
  });

  it('wants both VAPID keys or neither', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(80) })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });
});
