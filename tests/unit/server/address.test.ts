import { describe, expect, it } from 'vitest';
import {
  addressBucket,
  parseTrustedProxies,
  resolveClientIp,
  unmapIpv4,
} from '@/lib/net/address.mjs';

const proxies = parseTrustedProxies('127.0.0.1/32, ::1/128, 10.0.0.0/8');

describe('resolveClientIp', () => {
  it('uses the socket address when the peer is not a trusted proxy, whatever it claims', () => {
    expect(resolveClientIp('203.0.113.5', '1.2.3.4', proxies)).toBe('203.0.113.5');
    expect(resolveClientIp('2001:db8::5', '1.2.3.4', parseTrustedProxies(''))).toBe('2001:db8::5');
  });

  it('behind a trusted proxy, takes the right-most entry that is not a proxy', () => {
    expect(resolveClientIp('127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
    // The visitor wrote 1.2.3.4 themselves; the proxy appended what it saw.
    expect(resolveClientIp('127.0.0.1', '1.2.3.4, 198.51.100.7', proxies)).toBe('198.51.100.7');
    // Two proxies in a row: the inner one's entry is skipped.
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.9', proxies)).toBe(
      '198.51.100.7',
    );
  });

  it('never takes a value that is not an IP address', () => {
    expect(resolveClientIp('127.0.0.1', 'evil', proxies)).toBe('127.0.0.1');
    expect(resolveClientIp('127.0.0.1', '198.51.100.7, <script>', proxies)).toBe('127.0.0.1');
    expect(resolveClientIp('127.0.0.1', '', proxies)).toBe('127.0.0.1');
  });

  it('reads IPv4 peers of a dual-stack socket as IPv4', () => {
    expect(unmapIpv4('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(resolveClientIp('::ffff:127.0.0.1', '2001:db8::1', proxies)).toBe('2001:db8::1');
    expect(resolveClientIp('::ffff:203.0.113.9', '1.2.3.4', proxies)).toBe('203.0.113.9');
  });

  it('answers unknown without a socket address', () => {
    expect(resolveClientIp(undefined, '1.2.3.4', proxies)).toBe('unknown');
  });
});

describe('parseTrustedProxies', () => {
  it('accepts addresses and CIDR blocks of both families', () => {
    const list = parseTrustedProxies('192.168.0.0/16,fd00::/8, 203.0.113.1');
    expect(list.check('192.168.4.4', 'ipv4')).toBe(true);
    expect(list.check('fd12::1', 'ipv6')).toBe(true);
    expect(list.check('203.0.113.1', 'ipv4')).toBe(true);
    expect(list.check('203.0.113.2', 'ipv4')).toBe(false);
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '1.2.3.4/', '::1/129', '1.2.3.4/8/1', '10.0.0.0/x'])(
    'refuses %s with a message naming the variable',
    (entry) => {
      expect(() => parseTrustedProxies(entry)).toThrow(/TRUSTED_PROXIES: "/);
    },
  );
});

describe('addressBucket', () => {
  it('groups IPv6 by /64 in one canonical spelling', () => {
    expect(addressBucket('2001:DB8:0:0:1::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('2001:db8:a:b:c:d:e:f')).toBe('2001:db8:a:b::/64');
    expect(addressBucket('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps IPv4 (mapped or not) as the address, and anything else as unknown', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('unknown')).toBe('unknown');
  });
});
