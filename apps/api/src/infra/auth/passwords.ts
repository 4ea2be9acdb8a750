import { hash, verify } from '@node-rs/argon2';
import { inHashingSlot } from './hashing-slots';

/**
 * Passwords (and reset codes) are kept as argon2id hashes. @node-rs/argon2 hashes on its own
 * thread pool, so a sign-in never blocks the event loop; its defaults are argon2id, 19 MiB,
 * 2 passes (the OWASP baseline).
 */
export const hashSecret = (secret: string): Promise<string> => inHashingSlot(() => hash(secret));

/** False for a wrong secret and for a stored value that is not an argon2 hash. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await inHashingSlot(() => verify(storedHash, secret));
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time a real check would when there is nothing to check (an unknown e-mail), so
 * the answer's timing does not tell whether an account exists.
 */
export async function verifyNothing(secret: string): Promise<false> {
  decoy ??= hashSecret('no account has this password');
  await verifySecret(await decoy, secret);
  return false;
}
