import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env/schema';
import { isPublicAddress } from '@/lib/partner-webhooks/ip-ranges';
import type * as Guard from '@/lib/partner-webhooks/url-guard';
import { importWithEnv } from '../../helpers/env';

// The SSRF guard (docs/partners/webhooks.md, "SSRF rules"): https only, no credentials, and no
// DNS answer that is not a public address. DNS is mocked: each host name below resolves as the
// table says.

const dns = vi.hoisted(() => ({
  answers: new Map<string, { address: string; family: number }[]>(),
}));
vi.mock('node:dns/promises', () => ({
  lookup: vi.fn(async (host: string) => {
    const answer = dns.answers.get(host);
    if (!answer)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answer;
  }),
}));

const v4 = (address: string) => ({ address, family: 4 });
const v6 = (address: string) => ({ address, family: 6 });

let guard: typeof Guard;

beforeEach(async () => {
  dns.answers.clear();
  dns.answers.set('hooks.partner.example', [v4('93.184.216.34'), v6('2606:2800:220:1::1')]);
  dns.answers.set('internal.partner.example', [v4('10.1.2.3')]);
  dns.answers.set('mixed.partner.example', [v4('93.184.216.34'), v4('192.168.1.10')]);
  dns.answers.set('metadata.partner.example', [v4('169.254.169.254')]);
  dns.answers.set('v6local.partner.example', [v6('fd12:3456:789a::1')]);
  dns.answers.set('mapped.partner.example', [v6('::ffff:10.0.0.1')]);
  dns.answers.set('localhost', [v4('127.0.0.1'), v6('::1')]);
  guard = await importWithEnv(
    { WEBHOOK_INSECURE_LOCAL: undefined },
    () => import('@/lib/partner-webhooks/url-guard'),
  );
});
afterEach(() => vi.unstubAllEnvs());

const problemOf = async (url: string) => {
  try {
    await guard.assertSafeWebhookUrl(url);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(guard.WebhookUrlError);
    return (error as Guard.WebhookUrlError).problem;
  }
};

describe('isPublicAddress', () => {
  it.for([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['192.0.0.8', 'IETF'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'unique local'],
    ['fd00:1234::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a00:1', 'IPv4-mapped private, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::10.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:0a00:0001::1', '6to4 of a private address'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['100::1', 'discard-only'],
    ['not an address', 'not an IP'],
  ])('refuses %s (%s)', ([address]) => {
    expect(isPublicAddress(address!)).toBe(false);
  });

  it.for([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2606:2800:220:1::1',
    '2a00:1450:4001:82b::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::93.184.216.34',
    '2002:5db8:d822::1',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('assertSafeWebhookUrl', () => {
  it('accepts an https URL whose every address is public, with the default or an explicit port', async () => {
    expect(await problemOf('https://hooks.partner.example/swaplens?x=1')).toBe('ok');
    expect(await problemOf('https://hooks.partner.example:8443/hook')).toBe('ok');
    expect(await problemOf('https://93.184.216.34/hook')).toBe('ok');
  });

  it.for([
    ['http://hooks.partner.example/hook', 'not_https'],
    ['ftp://hooks.partner.example/hook', 'not_https'],
    ['https://user:pass@hooks.partner.example/hook', 'credentials'],
    ['https://user@hooks.partner.example/hook', 'credentials'],
    ['not a url', 'invalid_url'],
    [`https://hooks.partner.example/${'a'.repeat(2100)}`, 'invalid_url'],
    ['https://unknown.partner.example/hook', 'unresolvable'],
    ['https://internal.partner.example/hook', 'private_address'],
    ['https://mixed.partner.example/hook', 'private_address'],
    ['https://metadata.partner.example/latest', 'private_address'],
    ['https://v6local.partner.example/hook', 'private_address'],
    ['https://mapped.partner.example/hook', 'private_address'],
    ['https://localhost/hook', 'private_address'],
    ['https://127.0.0.1/hook', 'private_address'],
    ['https://0x7f.1/hook', 'private_address'],
    ['https://2130706433/hook', 'private_address'],
    ['https://10.0.0.1/hook', 'private_address'],
    ['https://172.16.5.4/hook', 'private_address'],
    ['https://192.168.1.1/hook', 'private_address'],
    ['https://169.254.169.254/hook', 'private_address'],
    ['https://100.64.0.1/hook', 'private_address'],
    ['https://0.0.0.0/hook', 'private_address'],
    ['https://[::1]/hook', 'private_address'],
    ['https://[fc00::1]/hook', 'private_address'],
    ['https://[fe80::1]/hook', 'private_address'],
    ['https://[::ffff:10.0.0.1]/hook', 'private_address'],
  ])('refuses %s: %s', async ([url, problem]) => {
    expect(await problemOf(url!)).toBe(problem);
  });

  it('says which address was refused', async () => {
    await expect(guard.assertSafeWebhookUrl('https://mixed.partner.example/')).rejects.toThrow(
      'mixed.partner.example resolves to 192.168.1.10, which is not a public address',
    );
  });
});

describe('the test-only allowance for a local receiver', () => {
  it('lets http:// and loopback through in tests, but no private address', async () => {
    const local = await importWithEnv(
      { WEBHOOK_INSECURE_LOCAL: '1' },
      () => import('@/lib/partner-webhooks/url-guard'),
    );
    await expect(local.assertSafeWebhookUrl('http://127.0.0.1:4599/hook')).resolves.toBeUndefined();
    await expect(local.assertSafeWebhookUrl('http://localhost:4599/hook')).resolves.toBeUndefined();
    await expect(local.assertSafeWebhookUrl('http://10.0.0.1/hook')).rejects.toThrow(
      'not a public address',
    );
    await expect(local.assertSafeWebhookUrl('https://user:pw@127.0.0.1/')).rejects.toThrow(
      'user name or password',
    );
  });

  it('is refused by the environment outside tests and e2e builds', () => {
    const on = { WEBHOOK_INSECURE_LOCAL: '1' };
    expect(() => parseEnv({ ...on, NODE_ENV: 'production' })).toThrow(
      'WEBHOOK_INSECURE_LOCAL: is a testing switch',
    );
    expect(() => parseEnv({ ...on, NODE_ENV: 'development' })).toThrow('is a testing switch');
    expect(parseEnv({ ...on, NODE_ENV: 'test' }).WEBHOOK_INSECURE_LOCAL).toBe('1');
    expect(
      parseEnv({ ...on, NODE_ENV: 'production', SWAPLENS_E2E_FIXTURES: '1' })
        .WEBHOOK_INSECURE_LOCAL,
    ).toBe('1');
  });

  it('is not honoured by the guard in production, whatever reached the process', async () => {
    const production = await importWithEnv(
      { NODE_ENV: 'production', WEBHOOK_INSECURE_LOCAL: undefined },
      () => import('@/lib/partner-webhooks/url-guard'),
    );
    expect(production.insecureLocalAllowed()).toBe(false);
    await expect(production.assertSafeWebhookUrl('http://127.0.0.1:4599/')).rejects.toThrow(
      'must start with https://',
    );
  });
});
