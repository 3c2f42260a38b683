/**
 * The key the per-address rate limits count under. One IPv6 host usually holds a whole /64, so
 * counting each of its addresses apart would let it pass the limits (and fill the store) at will.
 */
import { isIPv6 } from 'node:net';

/** IPv4 as it is (an IPv4-mapped IPv6 address read as its IPv4 form), IPv6 as its /64 prefix. */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros ("2001:db8::1" -> 2001,db8,0,…,1). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [''];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((part) => (part.replace(/^0+(?=.)/, '') || '0').toLowerCase());
}
