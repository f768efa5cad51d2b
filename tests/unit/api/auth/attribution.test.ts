import { afterEach, describe, expect, it } from 'vitest';
import { STRATEGIES, attributionOf } from '@/lib/api/auth';
import { getKeyStore } from '@/lib/api/auth/keys';
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

// Where an order is attributed (ADR 0021), from the caller each strategy identifies: the
// site's form by the site's Origin, a script on the API by none, each key by its partner.

const ID = 'abc123def456';
const SITE = 'http://localhost:3000';
const request = (headers: Record<string, string>) =>
  new Request(`${SITE}/api/v1/swaps`, {
    method: 'POST',
    headers: { [CLIENT_IP_HEADER]: '192.0.2.7', ...headers },
  });

async function attribution(strategy: keyof typeof STRATEGIES, headers: Record<string, string>) {
  const sent = request(headers);
  return attributionOf(await STRATEGIES[strategy].identify(sent), sent);
}

afterEach(() => resetSingletonsForTests(getKeyStore));

describe('attributionOf', () => {
  it('attributes a public POST from the site’s own page to web', async () => {
    expect(await attribution('public', { origin: SITE })).toEqual({ source: 'web' });
  });

  it('attributes a public call without an Origin (a script) to api', async () => {
    expect(await attribution('public', {})).toEqual({ source: 'api' });
  });

  it('never counts another site’s page, or a malformed Origin, as the site’s form', async () => {
    expect(await attribution('public', { origin: 'https://elsewhere.example' })).toEqual({
      source: 'api',
    });
    expect(await attribution('public', { origin: 'null' })).toEqual({ source: 'api' });
  });

  it('gives a partner key’s calls to api, with its partner and key', async () => {
    setSingletonForTests(getKeyStore, keyStore([ID]));
    const headers = { authorization: `Bearer ${secretKey(ID)}` };
    expect(await attribution('partnerKey', headers)).toEqual({
      source: 'api',
      partnerId: PARTNER_ID,
      keyId: ID,
    });
    const page = { authorization: `Bearer sl_pk_${ID}`, origin: PARTNER_ORIGIN };
    expect(await attribution('publishableKey', page)).toEqual({
      source: 'api',
      partnerId: PARTNER_ID,
      keyId: ID,
    });
  });

  it('gives the embedded widget’s calls to widget-v2 and the webhook sender’s to bot', async () => {
    setSingletonForTests(getKeyStore, keyStore([ID]));
    const widget = { authorization: `Bearer ${embedToken(ID)}`, origin: SITE };
    expect(await attribution('embed', widget)).toEqual({
      source: 'widget-v2',
      partnerId: PARTNER_ID,
      keyId: ID,
    });
    const bot = { [WEBHOOK_SECRET_HEADER]: webhookKey(ID) };
    expect(await attribution('webhook', bot)).toMatchObject({ source: 'bot', keyId: ID });
  });
});
