import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { custom } from 'viem';
import { GET as BRIDGE_ROUTES } from '@/app/api/v1/bridge/routes/route';
import { GET as CURRENCIES } from '@/app/api/v1/currencies/route';
import { GET as DEX_QUOTES } from '@/app/api/v1/dex/quotes/route';
import { GET as DEX_TOKEN } from '@/app/api/v1/dex/tokens/[chainId]/[address]/route';
import { GET as DEX_TOKENS } from '@/app/api/v1/dex/tokens/route';
import { POST as FIAT_CHECKOUT } from '@/app/api/v1/fiat/checkout/route';
import { GET as FIAT_OFFERS } from '@/app/api/v1/fiat/offers/route';
import { GET as OFFERS } from '@/app/api/v1/offers/route';
import { GET as OPENAPI } from '@/app/api/v1/openapi.json/route';
import { POST as SIMULATE } from '@/app/api/v1/swaps/[id]/simulate/route';
import { GET as SWAP } from '@/app/api/v1/swaps/[id]/route';
import { POST as CREATE } from '@/app/api/v1/swaps/route';
import { GET as LIST_DELIVERIES } from '@/app/api/v1/partner/webhooks/deliveries/route';
import { POST as REDELIVER } from '@/app/api/v1/partner/webhooks/deliveries/[id]/redeliver/route';
import { POST as TEST_WEBHOOK } from '@/app/api/v1/partner/webhooks/test/route';
import { POST as RECORD_DEX } from '@/app/api/v1/dex/swaps/route';
import { GET as DEX_STATUS } from '@/app/api/v1/dex/swaps/[chainId]/[txHash]/route';
import { GET as DEX_LOOKUP } from '@/app/api/v1/dex/swaps/lookup/[txHash]/route';
import { DEX_CHAIN_IDS } from '@/lib/dex/chains';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getKeyStore } from '@/lib/api/auth/keys';
import { API_SCOPES } from '@/lib/api/auth/scopes';
import { getDb } from '@/lib/db/client';
import { partners, swaps, webhookDeliveries } from '@/lib/db/schema';
import { queueSwapStatusWebhook } from '@/lib/swaps/partner-webhook';
import { securitySchemes } from '@/lib/api/auth';
import { apiErrorBodySchema } from '@/lib/api/contract';
import { MemoryRateLimiter, getRateLimiter } from '@/lib/api/rate-limit';
import { setSingletonForTests } from '@/lib/process-singleton.mjs';
import { clearCatalogueCache } from '@/lib/catalogue';
import { setProvidersForTests } from '@/lib/providers/exchange/registry';
import { breakers, offerCache } from '@/lib/rates/ask';
import { setDexRpcForTests } from '@/lib/dex/rpc';
import { dexSandboxWorld } from '@/lib/dex/world';
import { setDexesForTests } from '@/lib/providers/dex/registry';
import { createSandboxDexes } from '@/lib/providers/dex/sandbox';
import {
  DEV_ADDRESS,
  NATIVE,
  OTHER_ADDRESS,
  SANDBOX_ROUTER_ADDRESS,
  startTestChain,
  TEST_TOKENS,
} from '@/tests/support/evm';
import { dbTargets, useTestDatabase } from '../helpers/db';
import { get, jsonPost } from '../helpers/requests';
import { validBody } from '../helpers/swaps-fakes';

// The OpenAPI document is generated from the contracts. This checks it two ways:
// - it is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator, which checks the
//   document against the OpenAPI Initiative's published JSON Schema for 3.1), and
// - what it says holds: every example in it fits its schema, and every real answer of every
//   operation (successes and refusals) fits the response the document gives for that status,
//   checked by ajv against the embedded schemas, with its error code listed there.

type Json = Record<string, unknown>;
type Doc = {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Json; securitySchemes?: Record<string, Json> };
};

let doc: Doc;
const ajv = addFormats(new Ajv2020({ allowUnionTypes: true }));

/** The document's schemas as one JSON Schema resource, refs pointing at its $defs. */
function register(schemas: Json): void {
  const text = JSON.stringify(schemas).replaceAll('#/components/schemas/', 'doc#/$defs/');
  ajv.addSchema({ $id: 'doc', $defs: JSON.parse(text) as Json });
}

function fits(schema: Json, value: unknown): void {
  const validate = ajv.compile(
    JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', 'doc#/$defs/')) as Json,
  );
  expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
}

/** Checks a real answer against the document's response for its operation and status. */
async function answers(path: string, method: string, response: Response): Promise<unknown> {
  const documented = (doc.paths[path]?.[method]?.responses as Record<string, Json> | undefined)?.[
    String(response.status)
  ];
  expect(documented, `${method} ${path} documents ${response.status}`).toBeDefined();
  const type = response.headers.get('content-type')?.split(';')[0] ?? '';
  const content = (documented!.content as Record<string, { schema: Json }>)[type];
  expect(content, `${method} ${path} ${response.status} documents ${type}`).toBeDefined();
  const text = await response.text();
  const bodies =
    type === 'application/x-ndjson'
      ? text
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as unknown)
      : [JSON.parse(text) as unknown];
  for (const body of bodies) fits(content!.schema, body);
  if (response.status >= 400) {
    const { code } = apiErrorBodySchema.parse(bodies[0]).error;
    expect(String(documented!.description).split(', '), `${path} ${response.status}`).toContain(
      code,
    );
  }
  return bodies[0];
}

/** Every `examples` list in the document, with the schema it illustrates. */
function* examples(node: unknown, path = ''): Generator<[string, Json, unknown]> {
  if (typeof node !== 'object' || node === null) return;
  const { examples: list, ...schema } = node as Json;
  if (Array.isArray(list) && 'type' in schema) {
    for (const example of list) yield [path, schema, example];
  }
  for (const [key, child] of Object.entries(node)) yield* examples(child, `${path}/${key}`);
}

beforeAll(async () => {
  doc = (await (await OPENAPI(get('/api/v1/openapi.json'), undefined)).json()) as Doc;
  register(doc.components.schemas);
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and names every operation of /api/v1', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/bridge/routes',
      '/currencies',
      '/dex/quotes',
      '/dex/swaps',
      '/dex/swaps/lookup/{txHash}',
      '/dex/swaps/{chainId}/{txHash}',
      '/dex/tokens',
      '/dex/tokens/{chainId}/{address}',
      '/fiat/checkout',
      '/fiat/offers',
      '/offers',
      '/partner/earnings',
      '/partner/payouts',
      '/partner/swaps',
      '/partner/webhooks/deliveries',
      '/partner/webhooks/deliveries/{id}/redeliver',
      '/partner/webhooks/test',
      '/swaps',
      '/swaps/{id}',
      '/swaps/{id}/simulate',
    ]);
  });

  it('declares security on every operation, with the key callers of lib/api/auth it names', () => {
    const all = securitySchemes();
    const named = new Set<string>();
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) {
        const security = operation.security as Record<string, string[]>[];
        expect(security.length, String(operation.operationId)).toBeGreaterThan(0);
        for (const requirement of security)
          for (const id of Object.keys(requirement)) named.add(id);
      }
    }
    // Exactly the schemes some operation accepts, each as its strategy describes it.
    const schemes = doc.components.securitySchemes ?? {};
    expect(Object.keys(schemes).sort()).toEqual([...named].sort());
    for (const [id, scheme] of Object.entries(schemes)) expect(scheme).toEqual(all[id]);
    // Creating a swap: anyone without a key, or a partner's key with the scope.
    expect(doc.paths['/swaps']?.post?.security).toEqual([
      { partnerKey: ['swaps.create'] },
      { publishableKey: ['swaps.create'] },
      {},
    ]);
  });

  it('describes the webhooks a partner receives', () => {
    const webhooks = (doc as Doc & { webhooks: Record<string, Json> }).webhooks;
    expect(Object.keys(webhooks).sort()).toEqual(['swapStatusChanged', 'webhookTest']);
  });

  it('resolves every reference and gives examples its own schemas accept', () => {
    const refs = JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g);
    for (const [, name = ''] of refs) expect(doc.components.schemas, name).toHaveProperty(name);
    const found = [...examples(doc)];
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const [, schema, example] of found) fits(schema, example);
  });
});

describe.for(dbTargets())('real answers fit the OpenAPI document on $name', (target) => {
  useTestDatabase(target);
  beforeAll(() => {
    clearCatalogueCache();
    setProvidersForTests(null);
  });
  beforeEach(() => {
    setSingletonForTests(getRateLimiter, new MemoryRateLimiter());
    offerCache().clear();
    breakers().reset();
  });
  const key = (name: string) => ({
    headers: { 'idempotency-key': `openapi-${target.name}-${name}` },
  });
  const params = (id: string) => ({ params: Promise.resolve({ id }) });

  it('GET /currencies', async () => {
    await answers('/currencies', 'get', await CURRENCIES(get('/api/v1/currencies'), undefined));
  });

  it('GET /offers as JSON, as NDJSON and refused', async () => {
    const offers = (accept: string, query = 'from=btc&to=eth&amount=0.1') =>
      OFFERS(get(`/api/v1/offers?${query}`, { accept }), undefined);
    await answers('/offers', 'get', await offers('application/json'));
    await answers('/offers', 'get', await offers('application/x-ndjson'));
    await answers('/offers', 'get', await offers('application/json', 'from=btc&to=btc&amount=1'));
    await answers('/offers', 'get', await offers('application/json', 'from=btc&to=eth&amount=01'));
  });

  it('GET /dex/tokens, /dex/tokens/{chainId}/{address} and /dex/quotes, and their refusals', async () => {
    const chain = await startTestChain();
    setDexRpcForTests(1, custom(chain, { retryCount: 0 }));
    setDexesForTests(
      createSandboxDexes({ ...dexSandboxWorld, router: () => SANDBOX_ROUTER_ADDRESS }),
    );
    try {
      const tokens = (query: string) => DEX_TOKENS(get(`/api/v1/dex/tokens?${query}`), undefined);
      await answers('/dex/tokens', 'get', await tokens('chainId=1'));
      await answers('/dex/tokens', 'get', await tokens('chainId=5'));
      const token = (chainId: string, address: string) =>
        DEX_TOKEN(get(`/api/v1/dex/tokens/${chainId}/${address}`), {
          params: Promise.resolve({ chainId, address }),
        });
      const path = '/dex/tokens/{chainId}/{address}';
      await answers(path, 'get', await token('1', TEST_TOKENS.USDC.address));
      await answers(path, 'get', await token('1', OTHER_ADDRESS));
      await answers(path, 'get', await token('1', 'nope'));
      const quotes = (query: Record<string, string>) =>
        DEX_QUOTES(get(`/api/v1/dex/quotes?${new URLSearchParams(query)}`), undefined);
      const base = { chainId: '1', from: TEST_TOKENS.USDC.address, to: NATIVE, amount: '100' };
      await answers('/dex/quotes', 'get', await quotes(base));
      await answers('/dex/quotes', 'get', await quotes({ ...base, taker: DEV_ADDRESS }));
      await answers('/dex/quotes', 'get', await quotes({ ...base, amount: '0.01' }));
      await answers('/dex/quotes', 'get', await quotes({ ...base, amount: '0.0000001' }));
      await answers('/dex/quotes', 'get', await quotes({ ...base, to: base.from }));
      await answers('/dex/quotes', 'get', await quotes({ ...base, to: OTHER_ADDRESS }));
      await answers('/dex/quotes', 'get', await quotes({ ...base, to: 'nope' }));
      await answers('/dex/quotes', 'get', await quotes({ ...base, slippageBps: '0' }));
    } finally {
      setDexRpcForTests(1, null);
      setDexesForTests(null);
    }
  });

  it('GET /bridge/routes, and its refusals', async () => {
    const routes = (query: Record<string, string>) =>
      BRIDGE_ROUTES(get(`/api/v1/bridge/routes?${new URLSearchParams(query)}`), undefined);
    const base = {
      fromChainId: '1',
      from: NATIVE,
      toChainId: '42161',
      to: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      amount: '1',
    };
    await answers('/bridge/routes', 'get', await routes(base));
    await answers('/bridge/routes', 'get', await routes({ ...base, sender: DEV_ADDRESS }));
    await answers('/bridge/routes', 'get', await routes({ ...base, amount: '0.001' }));
    await answers('/bridge/routes', 'get', await routes({ ...base, toChainId: '1' }));
    await answers('/bridge/routes', 'get', await routes({ ...base, to: OTHER_ADDRESS }));
    await answers('/bridge/routes', 'get', await routes({ ...base, to: 'nope' }));
  });

  it('GET /fiat/offers and POST /fiat/checkout, and their refusals', async () => {
    const offers = (query: string) => FIAT_OFFERS(get(`/api/v1/fiat/offers?${query}`), undefined);
    await answers('/fiat/offers', 'get', await offers('side=buy&crypto=btc&country=DE'));
    await answers('/fiat/offers', 'get', await offers('side=buy&crypto=nope&country=DE'));
    await answers('/fiat/offers', 'get', await offers('side=buy&crypto=btc&country=DE&fiat=XYZ'));
    const body = {
      provider: 'sandbox-meadow',
      side: 'buy',
      fiat: 'EUR',
      crypto: 'btc',
      amount: '150',
      country: 'DE',
      method: 'card',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      locale: 'en',
    };
    const checkout = (sent: unknown) =>
      FIAT_CHECKOUT(jsonPost('/api/v1/fiat/checkout', sent), undefined);
    await answers('/fiat/checkout', 'post', await checkout(body));
    await answers('/fiat/checkout', 'post', await checkout({ ...body, address: 'nope' }));
    await answers('/fiat/checkout', 'post', await checkout({ ...body, amount: '1' }));
    await answers('/fiat/checkout', 'post', await checkout({ ...body, provider: 'nobody' }));
  });

  it('the partner webhook operations, their refusals, and the webhook bodies', async () => {
    const partnerId = 'openapipartn';
    const secret = 'S3cr3tS3cr3tS3cr3tS3cr3tS3cr3t12';
    setSingletonForTests(getKeyStore, {
      find: async (kind, id) =>
        kind === 'secret' && id === 'openapikey00'
          ? {
              id,
              kind,
              partnerId,
              secretSha256: createHash('sha256').update(secret).digest('hex'),
              scopes: API_SCOPES,
            }
          : undefined,
    });
    const db = await getDb();
    await db.delete(webhookDeliveries);
    await db.delete(partners);
    await db.insert(partners).values({
      id: partnerId,
      name: 'OpenAPI partner',
      contactEmail: 'p@partner.example',
      commissionRate: '0.002',
      webhookUrl: 'https://hooks.partner.example/swaplens',
      webhookSecret: 'whsec_x',
    });
    const auth = { authorization: `Bearer sl_sk_openapikey00_${secret}` };
    const tested = await TEST_WEBHOOK(
      jsonPost('/api/v1/partner/webhooks/test', {}, { headers: auth }),
      undefined,
    );
    const delivery = (await answers('/partner/webhooks/test', 'post', tested)) as {
      id: string;
      body: string;
    };
    const list = (query = '', headers: Record<string, string> = auth) =>
      LIST_DELIVERIES(get(`/api/v1/partner/webhooks/deliveries${query}`, headers), undefined);
    await answers('/partner/webhooks/deliveries', 'get', await list());
    await answers('/partner/webhooks/deliveries', 'get', await list('?state=lost'));
    await answers('/partner/webhooks/deliveries', 'get', await list('', {}));
    const redeliver = (id: string) =>
      REDELIVER(
        jsonPost(`/api/v1/partner/webhooks/deliveries/${id}/redeliver`, {}, { headers: auth }),
        params(id),
      );
    const redeliverPath = '/partner/webhooks/deliveries/{id}/redeliver';
    await answers(redeliverPath, 'post', await redeliver(delivery.id));
    await answers(redeliverPath, 'post', await redeliver('whd_ffffffffffffffffffffffff'));

    const schemas = doc.components.schemas as Record<string, Json>;
    fits(schemas.WebhookTestEvent!, JSON.parse(delivery.body));
    const sandbox = { ...validBody, provider: 'sandbox-swift' };
    const created = await CREATE(jsonPost('/api/v1/swaps', sandbox, key('webhook')), undefined);
    const { id } = (await created.json()) as { id: string };
    const [row] = await db.update(swaps).set({ partnerId }).where(eq(swaps.id, id)).returning();
    await queueSwapStatusWebhook(db, row!, 'waiting');
    const [event] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.swapId, id));
    fits(schemas.SwapStatusChangedEvent!, JSON.parse(event!.body));
  });

  it('POST /swaps, GET /swaps/{id} and POST /swaps/{id}/simulate, and their refusals', async () => {
    const sandbox = { ...validBody, provider: 'sandbox-swift' };
    const created = await CREATE(jsonPost('/api/v1/swaps', sandbox, key('create')), undefined);
    const view = (await answers('/swaps', 'post', created)) as { id: string };
    const refused = { ...sandbox, acceptTerms: false };
    await answers(
      '/swaps',
      'post',
      await CREATE(jsonPost('/api/v1/swaps', refused, key('terms')), undefined),
    );
    const unknown = { ...sandbox, provider: 'nobody' };
    await answers(
      '/swaps',
      'post',
      await CREATE(jsonPost('/api/v1/swaps', unknown, key('who')), undefined),
    );

    await answers(
      '/swaps/{id}',
      'get',
      await SWAP(get(`/api/v1/swaps/${view.id}`), params(view.id)),
    );
    await answers('/swaps/{id}', 'get', await SWAP(get('/api/v1/swaps/NOPE'), params('NOPE')));

    const simulate = (action: string) =>
      SIMULATE(jsonPost(`/api/v1/swaps/${view.id}/simulate`, { action }), params(view.id));
    await answers('/swaps/{id}/simulate', 'post', await simulate('deposit'));
    await answers('/swaps/{id}/simulate', 'post', await simulate('deposit'));
  });

  it('POST /dex/swaps, GET /dex/swaps/{chainId}/{txHash} and the lookup, and their refusals', async () => {
    // Nodes that know no transaction yet: a recorded swap is pending, any other hash unknown.
    const empty = custom({
      request: async ({ method }: { method: string }) => {
        if (method.startsWith('eth_getTransaction')) return null;
        throw new Error(`unexpected ${method}`);
      },
    });
    for (const id of DEX_CHAIN_IDS) setDexRpcForTests(id, empty);
    try {
      const hash = `0x${target.name === 'pglite' ? 'a1' : 'b2'}${'00'.repeat(31)}`;
      const body = {
        chainId: 1,
        txHash: hash,
        aggregator: 'zerox',
        from: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        amountIn: '1000000000000000000',
        amountOut: '3000000000',
        minOut: '2985000000',
      };
      const record = (value: unknown) =>
        RECORD_DEX(jsonPost('/api/v1/dex/swaps', value), undefined);
      await answers('/dex/swaps', 'post', await record(body));
      await answers('/dex/swaps', 'post', await record(body));
      await answers('/dex/swaps', 'post', await record({ ...body, chainId: 5 }));
      const status = (chainId: string, txHash: string) =>
        DEX_STATUS(get(`/api/v1/dex/swaps/${chainId}/${txHash}`), {
          params: Promise.resolve({ chainId, txHash }),
        });
      const path = '/dex/swaps/{chainId}/{txHash}';
      await answers(path, 'get', await status('1', hash));
      await answers(path, 'get', await status('1', `0x${'cd'.repeat(32)}`));
      await answers(path, 'get', await status('5', hash));
      const lookup = (txHash: string) =>
        DEX_LOOKUP(get(`/api/v1/dex/swaps/lookup/${txHash}`), {
          params: Promise.resolve({ txHash }),
        });
      await answers('/dex/swaps/lookup/{txHash}', 'get', await lookup(hash));
      await answers('/dex/swaps/lookup/{txHash}', 'get', await lookup(`0x${'cd'.repeat(32)}`));
    } finally {
      for (const id of DEX_CHAIN_IDS) setDexRpcForTests(id, null);
    }
  });
});
