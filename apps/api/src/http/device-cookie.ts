import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TOKEN_DAYS } from '../infra/auth/device-tokens';

/**
 * The device cookie of sign-in (OWASP's pattern against account lock-out): a device that has
 * signed in to an account before keeps signing in to it while strangers are held off
 * (http/rate-limits.ts). HttpOnly, SameSite=Strict, sent only to the login call; several
 * accounts used on one device keep a token each.
 */
const COOKIE = 'fs_device';
const PATH = '/api/login';
const MOST_ACCOUNTS = 5;
const SEPARATOR = '~';

function presentedTokens(request: FastifyRequest): string[] {
  const header = request.headers.cookie ?? '';
  for (const pair of header.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === COOKIE) return value.join('=').split(SEPARATOR).filter(Boolean).slice(0, MOST_ACCOUNTS);
  }
  return [];
}

const knownDevices = new WeakMap<FastifyRequest, string | null>();

/** The id of the device token this request presents for `email`, if one is valid. */
export function knownDeviceOf(request: FastifyRequest, email: string): string | undefined {
  const kept = knownDevices.get(request);
  if (kept !== undefined) return kept ?? undefined;
  const { deviceTokens, now } = request.server.deps;
  const at = now();
  let found: string | undefined;
  for (const token of presentedTokens(request)) {
    found = deviceTokens.verify(token, email, at);
    if (found) break;
  }
  knownDevices.set(request, found ?? null);
  return found;
}

/** After a sign-in to `email`: a fresh token for it, the device's tokens for other accounts kept. */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, email: string): void {
  const { deviceTokens, now } = request.server.deps;
  const at = now();
  const others = presentedTokens(request).filter((token) => !deviceTokens.verify(token, email, at));
  const value = [deviceTokens.issue(email, at), ...others].slice(0, MOST_ACCOUNTS).join(SEPARATOR);
  const attributes = [
    `${COOKIE}=${value}`,
    `Path=${PATH}`,
    `Max-Age=${DEVICE_TOKEN_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
