import { isIPv4 } from 'node:net';
import { clientNetwork } from '../../http/client-network';

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, iOS says Mac OS.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** 'Chrome on Android' from a user agent, for the person's list of sessions; '' when unknown. */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? '';
}

/**
 * Where a session signed in from, by the address's class only: an IPv4 address's /24
 * ('203.0.113.x'), an IPv6 address's /64. Enough to tell home from church; no outside lookup.
 */
export function networkLabel(ip: string): string {
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.x`;
  const network = clientNetwork(ip);
  return isIPv4(network) ? `${network.split('.').slice(0, 3).join('.')}.x` : network;
}
