import { SWAP_STATUSES } from '@/lib/swaps/status';

// The OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json. Written by hand next
// to the zod schemas it mirrors; tests/integration/openapi.test.ts checks it against real answers.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const decimal = { type: 'string', pattern: '^\\d+(\\.\\d+)?$', examples: ['0.1'] };
const nullable = (schema: object) => ({ oneOf: [schema, { type: 'null' }] });
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});
const providerSchema = {
  type: 'object',
  required: ['id', 'name', 'sandbox', 'kyc', 'rating', 'eta'],
  properties: {
    id: { type: 'string', examples: ['changenow', 'sandbox-swift'] },
    name: { type: 'string' },
    sandbox: { type: 'boolean', description: 'Simulated provider: nothing it shows is real.' },
    kyc: { enum: ['none', 'rare', 'sometimes', 'required'] },
    rating: { type: 'number', minimum: 0, maximum: 5 },
    eta: {
      type: 'object',
      properties: { min: { type: 'integer' }, max: { type: 'integer' } },
      description: 'Typical minutes from deposit to payout.',
    },
  },
};

export function openApiDocument(siteUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Swaplens API',
      version: '1',
      description:
        'Currencies, offers from every exchange provider ranked by the amount received after every fee, and swaps. Messages follow Accept-Language (14 locales).',
    },
    servers: [{ url: `${siteUrl}/api/v1` }],
    paths: {
      '/currencies': {
        get: {
          summary: 'Every currency (asset on a network) that can be swapped',
          responses: {
            '200': {
              description: 'The catalogue and the reference-price source',
              content: { 'application/json': { schema: ref('Currencies') } },
            },
            '429': errorResponse('rate_limited'),
          },
        },
      },
      '/offers': {
        get: {
          summary: 'Offers of every provider for a pair and amount',
          description:
            'Providers are asked in parallel with a per-provider deadline. With `Accept: application/x-ndjson` the answer streams one OfferEvent per line as providers answer: `start`, then `offer` or `failure`, then `done`.',
          parameters: [
            {
              name: 'from',
              in: 'query',
              required: true,
              schema: { type: 'string', examples: ['btc'] },
            },
            {
              name: 'to',
              in: 'query',
              required: true,
              schema: { type: 'string', examples: ['eth'] },
            },
            { name: 'amount', in: 'query', required: true, schema: decimal },
            {
              name: 'direction',
              in: 'query',
              schema: { enum: ['direct', 'reverse'], default: 'direct' },
            },
            {
              name: 'rateType',
              in: 'query',
              schema: { enum: ['fixed', 'floating', 'all'], default: 'all' },
            },
          ],
          responses: {
            '200': {
              description: 'Offers best first, failures with their reasons, and the accepted range',
              content: {
                'application/json': { schema: ref('OffersResponse') },
                'application/x-ndjson': { schema: ref('OfferEvent') },
              },
            },
            '400': errorResponse('validation_failed, unknown_currency, same_currency'),
            '429': errorResponse('rate_limited'),
          },
        },
      },
      '/swaps': {
        post: {
          summary: 'Create a swap with one provider',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: true,
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
              description:
                'Same key and body: the first answer is replayed (Idempotent-Replayed: true). Same key, other body: 422 idempotency_conflict.',
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('CreateSwap') } },
          },
          responses: {
            '201': {
              description: 'Created',
              content: { 'application/json': { schema: ref('Swap') } },
            },
            '400': errorResponse(
              'validation_failed, unknown_currency, same_currency, invalid_address, invalid_refund_address, memo_required, invalid_memo, refund_address_required, terms_required, invalid_email, idempotency_key_required',
            ),
            '404': errorResponse('unknown_provider'),
            '409': errorResponse('quote_expired, idempotency_in_progress'),
            '422': errorResponse(
              'amount_too_low, amount_too_high, pair_unavailable, idempotency_conflict',
            ),
            '429': errorResponse('rate_limited'),
            '502': errorResponse('provider_rejected'),
            '503': errorResponse('provider_unavailable'),
          },
        },
      },
      '/swaps/{id}': {
        get: {
          summary: 'A swap and its status history',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The swap',
              content: { 'application/json': { schema: ref('Swap') } },
            },
            '404': errorResponse('swap_not_found'),
          },
        },
      },
      '/swaps/{id}/simulate': {
        post: {
          summary: 'Sandbox only: simulate the deposit, a failure or a refund',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['action'],
                  properties: { action: { enum: ['deposit', 'fail', 'refund'] } },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'The swap after the action',
              content: { 'application/json': { schema: ref('Swap') } },
            },
            '404': errorResponse('swap_not_found'),
            '409': errorResponse('simulation_not_allowed'),
          },
        },
      },
    },
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string', description: 'In the language of Accept-Language.' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
        Currencies: {
          type: 'object',
          properties: {
            currencies: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  code: { type: 'string', examples: ['usdttrc20'] },
                  ticker: { type: 'string', examples: ['USDT'] },
                  name: { type: 'string' },
                  network: {
                    type: 'object',
                    properties: {
                      code: { type: 'string', examples: ['tron'] },
                      name: { type: 'string' },
                      badge: { type: 'string', examples: ['TRC20'] },
                      memo: nullable({
                        type: 'object',
                        properties: {
                          label: { enum: ['memo', 'tag', 'comment', 'message', 'payment_id'] },
                          required: { type: 'boolean' },
                          format: { enum: ['numeric', 'text'] },
                          maxLength: { type: 'integer' },
                        },
                      }),
                    },
                  },
                  icon: { type: 'string' },
                  decimals: { type: 'integer' },
                  popular: { type: 'boolean' },
                  usd: nullable({ type: 'number' }),
                },
              },
            },
            prices: {
              type: 'object',
              properties: {
                source: { enum: ['coingecko', 'snapshot'] },
                asOf: { type: 'string', format: 'date-time' },
              },
            },
          },
        },
        Provider: providerSchema,
        Offer: {
          type: 'object',
          properties: {
            provider: ref('Provider'),
            rateType: { enum: ['fixed', 'floating'] },
            amountFrom: decimal,
            amountTo: { ...decimal, description: 'What the visitor receives after every fee.' },
            rate: decimal,
            networkFee: nullable(decimal),
            min: decimal,
            max: nullable(decimal),
            rateId: nullable({ type: 'string' }),
            expiresAt: nullable({ type: 'string', format: 'date-time' }),
          },
        },
        OfferFailure: {
          type: 'object',
          properties: {
            provider: ref('Provider'),
            rateType: { enum: ['fixed', 'floating'] },
            reason: {
              enum: [
                'amount_too_low',
                'amount_too_high',
                'pair_unavailable',
                'invalid_address',
                'invalid_extra_id',
                'rate_expired',
                'not_found',
                'rejected',
                'rate_limited',
                'unauthorized',
                'timeout',
                'unavailable',
                'bad_response',
              ],
            },
            min: decimal,
            max: decimal,
          },
        },
        Limits: {
          type: 'object',
          properties: { min: nullable(decimal), max: nullable(decimal) },
        },
        OffersResponse: {
          type: 'object',
          properties: {
            query: { type: 'object' },
            sandbox: { type: 'boolean' },
            offers: { type: 'array', items: ref('Offer') },
            failures: { type: 'array', items: ref('OfferFailure') },
            limits: ref('Limits'),
          },
        },
        OfferEvent: {
          oneOf: [
            {
              type: 'object',
              properties: {
                type: { const: 'start' },
                query: { type: 'object' },
                sandbox: { type: 'boolean' },
                providers: { type: 'array', items: ref('Provider') },
              },
            },
            { type: 'object', properties: { type: { const: 'offer' }, offer: ref('Offer') } },
            {
              type: 'object',
              properties: { type: { const: 'failure' }, failure: ref('OfferFailure') },
            },
            {
              type: 'object',
              properties: {
                type: { const: 'done' },
                best: nullable(ref('Offer')),
                limits: ref('Limits'),
              },
            },
          ],
        },
        CreateSwap: {
          type: 'object',
          required: [
            'provider',
            'from',
            'to',
            'amount',
            'rateType',
            'payoutAddress',
            'acceptTerms',
          ],
          properties: {
            provider: { type: 'string' },
            from: { type: 'string' },
            to: { type: 'string' },
            amount: decimal,
            direction: { enum: ['direct', 'reverse'], default: 'direct' },
            rateType: { enum: ['fixed', 'floating'] },
            rateId: { type: 'string', description: 'Required for fixed rate: the offer’s rateId.' },
            payoutAddress: { type: 'string' },
            payoutExtraId: {
              type: 'string',
              description: 'Memo or tag; required on networks that need one.',
            },
            refundAddress: { type: 'string', description: 'Required for fixed rate.' },
            refundExtraId: { type: 'string' },
            email: { type: 'string', format: 'email' },
            acceptTerms: { const: true },
            locale: { type: 'string' },
          },
        },
        Swap: {
          type: 'object',
          properties: {
            id: { type: 'string', examples: ['K7M2Q9XD3F8H'] },
            sandbox: { type: 'boolean' },
            provider: {
              type: 'object',
              properties: {
                id: { type: 'string' },
                name: { type: 'string' },
                website: { type: 'string' },
              },
            },
            status: { enum: [...SWAP_STATUSES] },
            rateType: { enum: ['fixed', 'floating'] },
            direction: { enum: ['direct', 'reverse'] },
            from: ref('SwapSide'),
            to: ref('SwapSide'),
            amountFrom: decimal,
            amountTo: decimal,
            depositAddress: { type: 'string' },
            depositExtraId: nullable({ type: 'string' }),
            payoutAddress: { type: 'string' },
            payoutExtraId: nullable({ type: 'string' }),
            refundAddress: nullable({
              type: 'string',
              description:
                "Masked: the first 6 and last 4 characters around '…' (the Swap ID is a bearer token).",
            }),
            refundExtraId: nullable({ type: 'string' }),
            depositHash: nullable({ type: 'string' }),
            payoutHash: nullable({ type: 'string' }),
            explorer: {
              type: 'object',
              properties: {
                depositTx: nullable({ type: 'string' }),
                payoutTx: nullable({ type: 'string' }),
                payoutAddress: nullable({ type: 'string' }),
              },
            },
            history: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  status: { enum: [...SWAP_STATUSES] },
                  at: { type: 'string', format: 'date-time' },
                },
              },
            },
            createdAt: { type: 'string', format: 'date-time' },
            updatedAt: { type: 'string', format: 'date-time' },
            expiresAt: nullable({ type: 'string', format: 'date-time' }),
            simulate: { type: 'array', items: { enum: ['deposit', 'fail', 'refund'] } },
          },
        },
        SwapSide: {
          type: 'object',
          properties: {
            code: { type: 'string' },
            ticker: { type: 'string' },
            name: { type: 'string' },
            network: { type: 'string' },
            networkName: { type: 'string' },
            icon: { type: 'string' },
          },
        },
      },
    },
  };
}
