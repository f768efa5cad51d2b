import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STRATEGIES, STRATEGIES, securitySchemes } from '@/lib/api/auth';
import { EMBED_TOKEN_MAX_AGE_S, getKeyStore } from '@/lib/api/auth/keys';
import { API_SCOPES } from '@/lib/api/auth/scopes';
import { WEBHOOK_SECRET_HEADER } from '@/lib/api/auth/webhook';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import {
  embedToken,
  keyStore,
  PARTNER_ID,
  PARTNER_ORIGIN,
  secretKey,
  webhookKey,
} from '../../../helpers/api-keys';

// Each caller strategy on its own: what it reads from a request, who it says is calling, and
// the one refusal of the key strategies (401 unauthorized, whatever part was wrong).

const ID = 'abc123def456';
const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/v1/x', { headers });

async function outcome(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    return `${(error as { status?: number }).status} ${(error as { code?: string }).code}`;
  }
}

afterEach(() => resetSingletonsForTests(getKeyStore));

describe('the strategies', () => {
  it('are one per name, each under its own name', () => {
    expect(Object.keys(STRATEGIES).sort()).toEqual([...AUTH_STRATEGIES].sort());
    for (const [name, strategy] of Object.entries(STRATEGIES)) expect(strategy.name).toBe(name);
  });

  it('give the OpenAPI document a security scheme for each key caller, none for public or admin', () => {
    expect(Object.keys(securitySchemes()).sort()).toEqual([
      'embed',
      'partnerKey',
      'publishableKey',
      'webhook',
    ]);
    expect(securitySchemes().partnerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(securitySchemes().webhook).toMatchObject({ type: 'apiKey', name: 'X-Webhook-Secret' });
  });
});

describe('public', () => {
  it('is a browser caller counted by its IPv4 address', async () => {
    const caller = await STRATEGIES.public.identify(request({ [CLIENT_IP_HEADER]: '192.0.2.7' }));
    expect(caller).toEqual({
      strategy: 'public',
      buckets: [{ key: '192.0.2.7', scale: 1 }],
      browser: true,
    });
  });

  it('counts an IPv6 address in its /64, and its /56 and /48 at 4x and 16x', async () => {
    const caller = await STRATEGIES.public.identify(
      request({ [CLIENT_IP_HEADER]: '2001:db8:1:2ff:aaaa::9' }),
    );
    expect(caller.buckets).toEqual([
      { key: '2001:db8:1:2ff::/64', scale: 1 },
      { key: '2001:db8:1:200::/56', scale: 4 },
      { key: '2001:db8:1::/48', scale: 16 },
    ]);
  });
});

describe('partnerKey', () => {
  it('refuses every key the store does not know', async () => {
    setSingletonForTests(getKeyStore, keyStore([]));
    expect(await outcome(() => STRATEGIES.partnerKey.identify(request({})))).toBe(
      '401 unauthorized',
    );
    const wellFormed = request({ authorization: `Bearer ${secretKey(ID)}` });
    expect(await outcome(() => STRATEGIES.partnerKey.identify(wellFormed))).toBe(
      '401 unauthorized',
    );
  });

  it('accepts a known key with its secret, counted by key id and not a browser', async () => {
    setSingletonForTests(getKeyStore, keyStore([ID]));
    const caller = await STRATEGIES.partnerKey.identify(
      request({ authorization: `Bearer ${secretKey(ID)}`, [CLIENT_IP_HEADER]: '192.0.2.7' }),
    );
    expect(caller).toEqual({
      strategy: 'partnerKey',
      buckets: [{ key: `key:${ID}`, scale: 1 }],
      browser: false,
      scope: `key:${ID}`,
      keyId: ID,
      partnerId: PARTNER_ID,
      scopes: API_SCOPES,
    });
  });

  it.for([
    ['a wrong secret', `Bearer ${secretKey(ID, 'x'.repeat(32))}`],
    ['an unknown id', `Bearer ${secretKey('zzzzzzzzzzzz')}`],
    ['a publishable key', `Bearer sl_pk_${ID}`],
    ['another scheme', `Basic ${secretKey(ID)}`],
    ['a malformed key', `Bearer sl_sk_${ID}_short`],
  ] as const)('refuses %s with 401', async ([, authorization]) => {
    setSingletonForTests(getKeyStore, keyStore([ID]));
    const refused = () => STRATEGIES.partnerKey.identify(request({ authorization }));
    expect(await outcome(refused)).toBe('401 unauthorized');
  });
});

describe('publishableKey', () => {
  const from = (origin?: string) =>
    request({ authorization: `Bearer sl_pk_${ID}`, ...(origin ? { origin } : {}) });

  it("accepts a known key from one of the key's origins", async () => {
    setSingletonForTests(getKeyStore, keyStore([ID]));
    const caller = await STRATEGIES.publishableKey.identify(from(PARTNER_ORIGIN));
    expect(caller).toMatchObject({ strategy: 'publishableKey', keyId: ID, browser: false });
    expect(caller.buckets).toEqual([{ key: `key:${ID}`, scale: 1 }]);
  });

  it('refuses another origin, no origin, and any key the store does not know', async () => {
    setSingletonForTests(getKeyStore, keyStore([]));
    expect(await outcome(() => STRATEGIES.publishableKey.identify(from(PARTNER_ORIGIN)))).toBe(
      '401 unauthorized',
    );
    setSingletonForTests(getKeyStore, keyStore([ID]));
    for (const origin of ['https://evil.example', undefined]) {
      expect(await outcome(() => STRATEGIES.publishableKey.identify(from(origin)))).toBe(
        '401 unauthorized',
      );
    }
  });
});

describe('embed', () => {
  const bearer = (token: string) => request({ authorization: `Bearer ${token}` });

  it('accepts a current token signed for a known publishable key, as a browser caller', async () => {
    setSingletonForTests(getKeyStore, keyStore([ID]));
    const caller = await STRATEGIES.embed.identify(bearer(embedToken(ID)));
    expect(caller).toMatchObject({ strategy: 'embed', keyId: ID, browser: true });
  });

  it.for([
    ['an expired token', () => embedToken(ID, -1)],
    ['a token that lives too long', () => embedToken(ID, EMBED_TOKEN_MAX_AGE_S + 60)],
    ['another signature', () => embedToken(ID, 300, 'another secret')],
    ['an unknown key', () => embedToken('zzzzzzzzzzzz')],
  ] as const)('refuses %s with 401', async ([, token]) => {
    setSingletonForTests(getKeyStore, keyStore([ID]));
    expect(await outcome(() => STRATEGIES.embed.identify(bearer(token())))).toBe(
      '401 unauthorized',
    );
  });
});

describe('webhook', () => {
  it('accepts a known sender by its secret header, counted by sender', async () => {
    setSingletonForTests(getKeyStore, keyStore([ID]));
    const caller = await STRATEGIES.webhook.identify(
      request({ [WEBHOOK_SECRET_HEADER]: webhookKey(ID) }),
    );
    expect(caller).toMatchObject({ strategy: 'webhook', keyId: ID, browser: false });
    expect(caller.buckets).toEqual([{ key: `webhook:${ID}`, scale: 1 }]);
  });

  it('refuses a wrong secret, the secret in Authorization, and every sender the store does not know', async () => {
    setSingletonForTests(getKeyStore, keyStore([]));
    expect(
      await outcome(() =>
        STRATEGIES.webhook.identify(request({ [WEBHOOK_SECRET_HEADER]: webhookKey(ID) })),
      ),
    ).toBe('401 unauthorized');
    setSingletonForTests(getKeyStore, keyStore([ID]));
    const refused: Array<Record<string, string>> = [
      { [WEBHOOK_SECRET_HEADER]: webhookKey(ID, 'y'.repeat(32)) },
      { authorization: `Bearer ${webhookKey(ID)}` },
    ];
    for (const headers of refused) {
      expect(await outcome(() => STRATEGIES.webhook.identify(request(headers)))).toBe(
        '401 unauthorized',
      );
    }
  });
});
