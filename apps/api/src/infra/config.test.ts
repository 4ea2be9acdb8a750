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
    ['SESSION_IDLE_DAYS', '0'],
    ['SESSION_IDLE_DAYS', '1.5'],
    ['SESSION_MAX_DAYS', 'forever'],
  ])('stops on a bad %s, naming it and the value', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name} .*"${value}"`));
  });

  it('ends sessions after 30 idle days and 90 days in all unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ SESSION_IDLE_DAYS: 30, SESSION_MAX_DAYS: 90 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '14' })).toMatchObject({
      SESSION_IDLE_DAYS: 7,
      SESSION_MAX_DAYS: 14,
    });
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '60', SESSION_MAX_DAYS: '30' })).toThrow(
      /SESSION_IDLE_DAYS must not be more than SESSION_MAX_DAYS/,
    );
  });

  it('wants a device token secret of at least 32 characters when one is given', () => {
    expect(() => loadConfig({ DEVICE_TOKEN_SECRET: 'short' })).toThrow(/DEVICE_TOKEN_SECRET/);
    expect(loadConfig({ DEVICE_TOKEN_SECRET: 'x'.repeat(32) }).DEVICE_TOKEN_SECRET).toHaveLength(32);
  });

  it('wants both VAPID keys or neither', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(80) })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });
});
