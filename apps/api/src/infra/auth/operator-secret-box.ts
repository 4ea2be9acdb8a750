import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { loadKeptSecret } from './kept-secret';

const SECRET_FILE = 'operator-secret.key';
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A TOTP secret written before encryption: base32 text, which never holds a '.'. */
const LEGACY_PLAINTEXT = /^[A-Z2-7]+=*$/;

export class SecretBoxError extends Error {}

export type SecretBox = {
  /** `secret` encrypted for the row `rowId` names: `v1.<iv>.<ciphertext>.<tag>` (base64url). */
  seal: (secret: string, rowId: string) => string;
  /**
   * The secret `stored` holds, and whether it was stored in clear (written before encryption:
   * the caller re-seals it). A value this key did not seal for this row throws SecretBoxError.
   */
  open: (stored: string, rowId: string) => { secret: string; isPlaintext: boolean };
};

/**
 * AES-256-GCM under a key derived with HKDF from the configured secret, with the row's id as
 * additional data: a sealed value copied onto another operator's row does not open.
 */
export function operatorSecretBox(configured: Buffer): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', configured, Buffer.alloc(0), 'faith-shield operator secrets', 32),
  );
  const aad = (rowId: string) => Buffer.from(`operator\n${rowId}`, 'utf8');
  return {
    seal(secret, rowId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(rowId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [FORMAT, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(stored, rowId) {
      if (LEGACY_PLAINTEXT.test(stored)) return { secret: stored, isPlaintext: true };
      const [format, iv, sealed, tag, ...rest] = stored.split('.');
      if (format !== FORMAT || !iv || !sealed || !tag || rest.length > 0)
        throw new SecretBoxError('an operator secret is stored in a form this server does not read');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(aad(rowId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const secret = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
        return { secret: secret.toString('utf8'), isPlaintext: false };
      } catch {
        throw new SecretBoxError(
          'an operator secret does not open with this key: OPERATOR_SECRET_KEY (or DATA_DIR/operator-secret.key) differs from the one that sealed it',
        );
      }
    },
  };
}

/** OPERATOR_SECRET_KEY when set, else DATA_DIR/operator-secret.key, generated once and kept. */
export const loadOperatorSecretKey = (env: { OPERATOR_SECRET_KEY?: string | undefined }, dataDir: string) =>
  loadKeptSecret(env.OPERATOR_SECRET_KEY, dataDir, SECRET_FILE);
