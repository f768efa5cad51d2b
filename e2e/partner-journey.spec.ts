import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { btcToEthSwapBody } from './support/http';
import { adminOn } from './support/admin';
import { startOwnServer, type OwnServer } from './support/own-server';
import { PORTS } from './support/ports';
import {
  startWebhookReceiver,
  verifyWebhook,
  type WebhookReceiver,
} from './support/webhook-receiver';

// Issue 24, "Done when": a partner the operator creates with the admin command can, with its key
// and nothing else, list offers, create a swap, read its status, receive a signed webhook when it
// moves and see the commission in its earnings; a second partner sees none of it. On a server of
// its own (an empty database), with a local webhook receiver (WEBHOOK_INSECURE_LOCAL, e2e only).

const PORT = PORTS.main + 60;
const DATA_DIR = '.data/e2e-partners';
let server: OwnServer;
let receiver: WebhookReceiver;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(PORT, 'partners');
  receiver = await startWebhookReceiver();
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

/** npm run admin -- …, as the operator runs it on the server's machine. */
const admin = (...args: string[]): string => adminOn({ port: PORT, dataDir: DATA_DIR }, ...args);

interface Partner {
  id: string;
  key: string;
  webhookSecret?: string;
}

function createPartner(name: string, webhookUrl?: string): Partner {
  const created = admin(
    'partners',
    'create',
    '--name',
    name,
    '--email',
    `ops@${name.toLowerCase()}.example`,
    ...(webhookUrl ? ['--webhook-url', webhookUrl] : []),
  );
  const id = /Partner ([a-z0-9]{12}) /.exec(created)?.[1];
  expect(id, created).toBeDefined();
  const webhookSecret = /signing secret[^\n]*\n\s+(\S+)/.exec(created)?.[1];
  const issued = admin('keys', 'issue', id!, '--kind', 'secret');
  const key = /(sl_sk_[a-z0-9]{12}_[A-Za-z0-9]{32})/.exec(issued)?.[1];
  expect(key, issued).toBeDefined();
  return { id: id!, key: key!, ...(webhookSecret ? { webhookSecret } : {}) };
}

const bearer = (partner: Partner) => ({ authorization: `Bearer ${partner.key}` });

async function json<T>(request: APIRequestContext, path: string, partner: Partner): Promise<T> {
  const answer = await request.get(`${server.url}${path}`, { headers: bearer(partner) });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

test('a partner swaps with its key alone, gets signed webhooks and sees its commission; another sees none of it', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const first = createPartner('Wallet', receiver.url);
  expect(first.webhookSecret).toBeDefined();
  const second = createPartner('Other');
  expect(admin('partners', 'list')).toContain(first.id);

  // Without the key the partner's own routes refuse; with a wrong one too.
  const anonymous = await request.get(`${server.url}/api/v1/partner/swaps`);
  expect(anonymous.status()).toBe(401);
  const forged = await request.get(`${server.url}/api/v1/partner/swaps`, {
    headers: { authorization: `Bearer ${first.key.slice(0, -1)}x` },
  });
  expect(forged.status()).toBe(401);

  // Offers and a swap, with the key and nothing else (no Origin, no cookie).
  const offers = await json<{ offers: Array<{ provider: { id: string; sandbox: boolean } }> }>(
    request,
    '/api/v1/offers?from=btc&to=eth&amount=0.1&rateType=floating&stream=false',
    first,
  );
  const offer = offers.offers.find((candidate) => candidate.provider.sandbox);
  expect(offer, 'no sandbox offer for BTC → ETH').toBeDefined();
  const created = await request.post(`${server.url}/api/v1/swaps`, {
    headers: { ...bearer(first), 'Idempotency-Key': randomUUID() },
    data: btcToEthSwapBody(offer!.provider.id),
  });
  expect(created.status(), await created.text()).toBe(201);
  const swap = (await created.json()) as { id: string; status: string };
  const status = await json<{ id: string; status: string }>(
    request,
    `/api/v1/swaps/${swap.id}`,
    first,
  );
  expect(status).toMatchObject({ id: swap.id, status: 'waiting' });

  // The sandbox's deposit, as the status page's button sends it; the swap then runs to finished.
  const deposit = await request.post(`${server.url}/api/v1/swaps/${swap.id}/simulate`, {
    headers: { origin: server.url },
    data: { action: 'deposit' },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);

  // Each status change arrives signed as docs/partners/webhooks.md says; the last is finished.
  const statuses: string[] = [];
  while (statuses.at(-1) !== 'finished') {
    const received = await receiver.next(90_000);
    expect(verifyWebhook(first.webhookSecret!, received), received.body).toBe(true);
    expect(verifyWebhook('not-the-secret', received)).toBe(false);
    expect(received.json).toMatchObject({ event: 'swap.status_changed' });
    expect(received.json.data).toMatchObject({ id: swap.id });
    statuses.push(String(received.json.data.status));
  }
  expect(statuses[0]).not.toBe('waiting');

  // Its own report: the swap, the delivery log and the commission (simulated: never paid).
  const listed = await json<{ swaps: Array<{ id: string; keyId: string | null }> }>(
    request,
    '/api/v1/partner/swaps',
    first,
  );
  expect(listed.swaps.map((item) => item.id)).toEqual([swap.id]);
  const deliveries = await json<{ deliveries: Array<{ deliveredAt: string | null }> }>(
    request,
    '/api/v1/partner/webhooks/deliveries',
    first,
  );
  expect(deliveries.deliveries.length).toBe(statuses.length);
  const earnings = await json<{
    days: Array<{ currency: string; count: number; commission: string; sandbox: boolean }>;
  }>(request, '/api/v1/partner/earnings', first);
  expect(earnings.days).toEqual([
    expect.objectContaining({ currency: 'btc', count: 1, sandbox: true }),
  ]);
  // 0.2% (PARTNER_COMMISSION_RATE's default) of the 0.1 BTC exchanged.
  expect(Number(earnings.days[0]!.commission)).toBeCloseTo(0.0002, 12);

  // The other partner's key sees nothing of it.
  const theirs = await json<{ swaps: unknown[] }>(request, '/api/v1/partner/swaps', second);
  expect(theirs.swaps).toEqual([]);
  const theirDeliveries = await json<{ deliveries: unknown[] }>(
    request,
    '/api/v1/partner/webhooks/deliveries',
    second,
  );
  expect(theirDeliveries.deliveries).toEqual([]);
  const theirEarnings = await json<{ days: unknown[] }>(
    request,
    '/api/v1/partner/earnings',
    second,
  );
  expect(theirEarnings.days).toEqual([]);

  // Revoked, the key stops working at once on this server.
  const keyId = /^sl_sk_([a-z0-9]{12})_/.exec(first.key)![1]!;
  admin('keys', 'revoke', keyId);
  const revoked = await request.get(`${server.url}/api/v1/partner/swaps`, {
    headers: bearer(first),
  });
  expect(revoked.status()).toBe(401);
});
