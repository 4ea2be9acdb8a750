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
    ['PUBLIC_URL', 'not a url'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_123'],
    ['LOG_LEVEL', 'loud'],
    ['SESSION_IDLE_DAYS', '0'],
    ['SESSION_IDLE_DAYS', '1.5'],
    ['SESSION_MAX_DAYS', 'forever'],
  ])('stops on a bad %s, naming it and the value', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name} .*"${value}"`));
  });

  it('asks for every Twilio setting when SMS_PROVIDER is twilio, never printing the token', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID must be set/);
    const token = 'secret-twilio-token-0123456789';
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: token })).not.toThrow(token);
    const ready = {
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: token,
      TWILIO_FROM: '+16155550100',
    };
    expect(loadConfig({ SMS_PROVIDER: 'twilio', ...ready })).toMatchObject({ SMS_PROVIDER: 'twilio' });
    expect(loadConfig({}).SMS_PROVIDER).toBeUndefined();
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

  it('keeps uploads on the disk unless STORAGE_URL names a bucket, and wants both S3 keys or neither', () => {
    expect(loadConfig({}).STORAGE_URL).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: 's3://faith-shield/uploads' })).toMatchObject({
      STORAGE_URL: 's3://faith-shield/uploads',
      S3_FORCE_PATH_STYLE: 'false',
    });
    for (const bad of ['faith-shield', 'https://s3.example.com/b', 's3://A_Bucket'])
      expect(() => loadConfig({ STORAGE_URL: bad })).toThrow(/STORAGE_URL must be s3:\/\/bucket/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA0000' })).toThrow(
      /S3_SECRET_ACCESS_KEY must be set together/,
    );
    const secret = 'secret-s3-key-0123456789';
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: secret, S3_FORCE_PATH_STYLE: 'maybe' })).not.toThrow(
      secret,
    );
  });

  it('wants a device token secret of at least 32 characters when one is given', () => {
    expect(() => loadConfig({ DEVICE_TOKEN_SECRET: 'short' })).toThrow(/DEVICE_TOKEN_SECRET/);
    expect(loadConfig({ DEVICE_TOKEN_SECRET: 'x'.repeat(32) }).DEVICE_TOKEN_SECRET).toHaveLength(32);
  });

  it('wants an operator secret key of at least 32 characters when one is given', () => {
    expect(() => loadConfig({ OPERATOR_SECRET_KEY: 'x'.repeat(31) })).toThrow(
      /OPERATOR_SECRET_KEY must be at least 32 characters/,
    );
    expect(loadConfig({ OPERATOR_SECRET_KEY: 'x'.repeat(32) }).OPERATOR_SECRET_KEY).toHaveLength(32);
    expect(loadConfig({}).OPERATOR_SECRET_KEY).toBeUndefined();
  });

  // A start-up error goes to the terminal and the deployment's log: a secret must not.
  it.each([
    ['DATABASE_URL', 'mysql://admin:Db-Secret-123@db.internal/app'],
    ['SMTP_URL', 'http://mailer:Smtp-Secret-456@mail.internal'],
    ['STRIPE_SECRET_KEY', 'rk_live_Stripe-Secret-789'],
    ['STRIPE_WEBHOOK_SECRET', 'Webhook-Secret-012'],
    ['GOOGLE_MAPS_API_KEY', 'Secret-1'],
    ['VAPID_PRIVATE_KEY', 'Vapid Secret 345!'],
    ['DEVICE_TOKEN_SECRET', 'Secret-short'],
    ['OPERATOR_SECRET_KEY', 'Operator-Secret'],
  ])('stops on a bad %s, naming it but never printing its value', (name, value) => {
    const env = { [name]: value, VAPID_PUBLIC_KEY: 'B'.repeat(80), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    env[name] = value;
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain(value);
    expect(message).not.toMatch(/Secret/);
  });

  it('names the pair of a lone VAPID key without printing either', () => {
    const privateKey = 'q'.repeat(43);
    let message = '';
    try {
      loadConfig({ VAPID_PRIVATE_KEY: privateKey });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('VAPID_PUBLIC_KEY');
    expect(message).not.toContain(privateKey);
  });

  it('wants both VAPID keys or neither', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(80) })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  describe('the built-in test payment provider in production', () => {
    it('refuses to start with NODE_ENV=production and no Stripe key', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY.*ALLOW_TEST_PAYMENTS/s);
    });

    it('starts when the test payments are allowed on purpose, or Stripe takes them', () => {
      expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).ALLOW_TEST_PAYMENTS).toBe(
        'true',
      );
      expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_123' })).not.toThrow();
    });

    it('needs no setting outside production (development, tests)', () => {
      expect(() => loadConfig({})).not.toThrow();
      expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
    });

    it('reads ALLOW_TEST_PAYMENTS as true or false only', () => {
      expect(() => loadConfig({ ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(/ALLOW_TEST_PAYMENTS/);
    });
  });

  it('reads PUSH_TEST_ORIGINS as https origins, and nothing else', () => {
    expect(loadConfig({}).PUSH_TEST_ORIGINS).toBeUndefined();
    expect(
      loadConfig({ PUSH_TEST_ORIGINS: 'https://127.0.0.1:4433/, https://push.test:8443' }).PUSH_TEST_ORIGINS,
    ).toEqual(['https://127.0.0.1:4433', 'https://push.test:8443']);
    expect(() => loadConfig({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:4433' })).toThrow(/PUSH_TEST_ORIGINS/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });
});
