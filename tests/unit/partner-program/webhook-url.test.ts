import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateWebhookUrl } from '@/lib/partner-program/webhook-url';
import { getWebhookResolver } from '@/lib/partner-webhooks';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';

// The one check of a partner's webhook URL at save time: the syntax, then what the name resolves
// to (no DNS here: a resolver that knows the test names).

const ANSWERS: Record<string, string> = {
  'hooks.partner.example': '93.184.215.14',
  'rebind.partner.example': '10.0.0.7',
};
beforeEach(() =>
  setSingletonForTests(getWebhookResolver, async (host: string) => {
    const address = ANSWERS[host];
    if (!address) throw new Error('ENOTFOUND');
    return [{ address, family: 4 as const }];
  }),
);
afterEach(() => resetSingletonsForTests(getWebhookResolver));

describe('validateWebhookUrl', () => {
  it.for([
    'https://hooks.partner.example/swaps',
    'https://hooks.partner.example:8443/swaps?token=abc',
    'https://8.8.8.8/hook',
  ])('accepts %s', async (url) => {
    expect(await validateWebhookUrl(url)).toBeNull();
  });

  it.for([
    ['http://hooks.partner.example/x', 'not_https'],
    ['ftp://hooks.partner.example/x', 'not_https'],
    ['https://user:pass@hooks.partner.example/x', 'credentials'],
    ['https://hooks.partner.example/x#frag', 'fragment'],
    ['https://127.0.0.1/x', 'private_address'],
    ['https://0x7f000001/x', 'private_address'],
    ['https://10.0.0.8/x', 'private_address'],
    ['https://169.254.169.254/latest/meta-data', 'private_address'],
    ['https://[::1]/x', 'private_address'],
    ['https://[::ffff:192.168.1.1]/x', 'private_address'],
    ['https://[fd00::1]/x', 'private_address'],
    ['https://localhost/x', 'local_host'],
    ['https://api.localhost/x', 'local_host'],
    ['https://intranet/x', 'local_host'],
    ['https://printer.local/x', 'local_host'],
    ['not a url', 'invalid_url'],
    ['https://rebind.partner.example/x', 'private_address'],
    ['https://nowhere.partner.example/x', 'unresolvable'],
  ] as const)('refuses %s (%s)', async ([url, problem]) => {
    expect(await validateWebhookUrl(url)).toBe(problem);
  });
});

describe('validateWebhookUrl: IPv4 inside IPv6', () => {
  it('checks the mapped address itself', async () => {
    expect(await validateWebhookUrl('https://[::ffff:8.8.8.8]/x')).toBeNull();
    expect(await validateWebhookUrl('https://[::ffff:7f00:1]/x')).toBe('private_address');
  });
});
