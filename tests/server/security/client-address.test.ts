import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from '../../../server/security/client-address.js';

describe('rateLimitAddress', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(rateLimitAddress(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, and other /64s their own', () => {
    const keys = new Set(['2001:db8:5:6::1', '2001:db8:5:6:ffff:ffff:ffff:ffff', '2001:db8:5:6:1234::'].map(rateLimitAddress));
    expect(keys.size).toBe(1);
    expect(rateLimitAddress('2001:db8:5:7::1')).not.toBe(rateLimitAddress('2001:db8:5:6::1'));
  });
});
