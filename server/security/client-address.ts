/**
 * The keys the per-address rate limits count under. One IPv6 host usually holds a whole /64, a
 * household a /56 and a site a /48, so counting each address apart would let one of them pass the
 * limits (and fill the store) at will.
 */
import { isIPv6 } from 'node:net';

/** The networks an address is counted in: its /64, /56 and /48 for IPv6; the address itself for IPv4. */
export interface AddressScopes {
  /** IPv4 as it is (an IPv4-mapped IPv6 address read as its IPv4 form), IPv6 as its /64 prefix. */
  host: string;
  /** The /56 and /48 of an IPv6 address; undefined for IPv4. */
  net56?: string;
  net48?: string;
}

export function addressScopes(ip: string): AddressScopes {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return { host: mapped[1] };
  if (!isIPv6(ip)) return { host: ip };
  const hextets = expandIPv6(ip);
  const fourth = (Number.parseInt(hextets[3] ?? '0', 16) & 0xff00).toString(16);
  return {
    host: `${hextets.slice(0, 4).join(':')}::/64`,
    net56: `${[...hextets.slice(0, 3), fourth].join(':')}::/56`,
    net48: `${hextets.slice(0, 3).join(':')}::/48`,
  };
}

/** The key of the narrowest limit: IPv4 as it is, IPv6 as its /64. */
export function rateLimitAddress(ip: string): string {
  return addressScopes(ip).host;
}

/** The eight hextets of an IPv6 address, without leading zeros ("2001:db8::1" -> 2001,db8,0,…,1). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [''];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((part) => (part.replace(/^0+(?=.)/, '') || '0').toLowerCase());
}
