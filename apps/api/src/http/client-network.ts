import { isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight groups, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return null;
  let text = bare;
  // a trailing dotted IPv4 (::ffff:192.0.2.1) is two groups
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side ? side.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...new Array(8 - start.length - end.length).fill(0), ...end];
}

/**
 * What a per-address limit counts by: an IPv4 address as it is; an IPv6 client by its /64, the
 * block one subscriber is given, so rotating through the addresses of one's own block gains
 * nothing. An IPv4-mapped IPv6 address counts as its IPv4.
 */
export function clientNetwork(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  }
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}
