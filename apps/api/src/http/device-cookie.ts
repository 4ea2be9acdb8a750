import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TOKEN_DAYS } from '../infra/auth/device-tokens';

/**
 * The device cookie of sign-in (OWASP's pattern against account lock-out): a device that has
 * signed in to an account before keeps signing in to it while strangers are held off
 * (http/rate-limits.ts). HttpOnly, SameSite=Strict, sent only to its sign-in call; several
 * accounts used on one device keep a token each.
 */
export type DeviceCookie = {
  /** The id of the device token this request presents for `email`, if one is valid. */
  knownDeviceOf: (request: FastifyRequest, email: string) => string | undefined;
  /** After a sign-in to `email`: a fresh token for it, the device's tokens for other accounts kept. */
  rememberDevice: (request: FastifyRequest, reply: FastifyReply, email: string) => void;
};

const MOST_ACCOUNTS = 5;
const SEPARATOR = '~';

/**
 * A device cookie named `cookie`, sent only to `path`. `realm` goes into what each token signs,
 * so an organisation account's token is worth nothing for an operator of the same e-mail.
 */
function deviceCookie(cookie: string, path: string, realm: string): DeviceCookie {
  const subject = (email: string) => (realm ? `${realm}\n${email}` : email);

  function presentedTokens(request: FastifyRequest): string[] {
    const header = request.headers.cookie ?? '';
    for (const pair of header.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name === cookie) return value.join('=').split(SEPARATOR).filter(Boolean).slice(0, MOST_ACCOUNTS);
    }
    return [];
  }

  const knownDevices = new WeakMap<FastifyRequest, string | null>();

  return {
    knownDeviceOf(request, email) {
      const kept = knownDevices.get(request);
      if (kept !== undefined) return kept ?? undefined;
      const { deviceTokens, now } = request.server.deps;
      const at = now();
      let found: string | undefined;
      for (const token of presentedTokens(request)) {
        found = deviceTokens.verify(token, subject(email), at);
        if (found) break;
      }
      knownDevices.set(request, found ?? null);
      return found;
    },
    rememberDevice(request, reply, email) {
      const { deviceTokens, now } = request.server.deps;
      const at = now();
      const others = presentedTokens(request).filter(
        (token) => !deviceTokens.verify(token, subject(email), at),
      );
      const value = [deviceTokens.issue(subject(email), at), ...others]
        .slice(0, MOST_ACCOUNTS)
        .join(SEPARATOR);
      const attributes = [
        `${cookie}=${value}`,
        `Path=${path}`,
        `Max-Age=${DEVICE_TOKEN_DAYS * 86_400}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(request.protocol === 'https' ? ['Secure'] : []),
      ];
      reply.header('set-cookie', attributes.join('; '));
    },
  };
}

/** An organisation account's devices (login, and sign-up, which signs in). */
export const accountDevices = deviceCookie('fs_device', '/api/login', '');
/** An operator's devices: set after a full sign-in, password and second factor. */
export const operatorDevices = deviceCookie('fs_operator_device', '/api/operator_login', 'operator');
