import 'server-only';
import { createPrivateKey, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import { classifyHttp, rpcError } from './errors';
import {
  currenciesSchema,
  exchangeAmountSchema,
  fixRateSchema,
  pairParamsSchema,
  rpcAnswer,
  rpcErrorSchema,
  transactionSchema,
  transactionsSchema,
} from './schema';

// Changelly API v2: JSON-RPC 2.0 over POST https://api.changelly.com/v2, the API key in
// X-Api-Key and X-Api-Signature, the base64 RSA-SHA256 signature of the exact body.

export interface ChangellyPair {
  from: string;
  to: string;
}

type Amount = { amountFrom: string } | { amountTo: string };

export interface ChangellyCreateParams extends ChangellyPair {
  address: string;
  extraId?: string | undefined;
  amountFrom?: string | undefined;
  amountTo?: string | undefined;
  refundAddress?: string | undefined;
  refundExtraId?: string | undefined;
  rateId?: string | undefined;
}

/**
 * Changelly hands out the private key as hex PKCS#8 DER; PEM and base64 DER are accepted too,
 * and "\n" escapes from one-line env values are undone.
 */
function readPrivateKey(value: string): KeyObject {
  const trimmed = value.trim().replace(/\\n/g, '\n');
  if (trimmed.includes('-----BEGIN')) return createPrivateKey(trimmed);
  const der = /^[0-9a-f]+$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

type Keys = 'CHANGELLY_API_KEY' | 'CHANGELLY_PRIVATE_KEY';

export class ChangellyClient extends VendorClient {
  private readonly key: KeyObject | undefined;
  readonly currencies = cached(() => this.call('getCurrenciesFull', {}, currenciesSchema));

  constructor(config: AdapterConfig<Keys>) {
    super(config, {
      provider: 'changelly',
      baseUrl: 'https://api.changelly.com/v2',
      headers: { 'X-Api-Key': config.env.CHANGELLY_API_KEY },
      classify: classifyHttp,
    });
    try {
      this.key = readPrivateKey(config.env.CHANGELLY_PRIVATE_KEY);
    } catch {
      // Reported on the first call as unauthorized; the key's text never reaches a message.
      this.key = undefined;
    }
  }

  async call<Result extends z.ZodType>(
    method: string,
    params: unknown,
    result: Result,
    signal?: AbortSignal,
  ): Promise<z.output<Result>> {
    if (!this.key) throw this.fail('unauthorized', 'private key missing or unreadable');
    const body = JSON.stringify({ jsonrpc: '2.0', id: randomUUID(), method, params });
    const signature = sign('sha256', Buffer.from(body), this.key).toString('base64');
    const answer = await this.request('', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'X-Api-Signature': signature },
      schema: rpcAnswer(result),
      signal,
    });
    const error = rpcErrorSchema.safeParse((answer as { error?: unknown }).error);
    if (error.success) throw rpcError(method, error.data, (text) => this.redact(text));
    return (answer as { result: z.output<Result> }).result;
  }

  pairParams(pair: ChangellyPair, signal?: AbortSignal) {
    return this.call('getPairsParams', [pair], pairParamsSchema, signal);
  }

  exchangeAmount(params: ChangellyPair & { amountFrom: string }, signal?: AbortSignal) {
    return this.call('getExchangeAmount', [params], exchangeAmountSchema, signal);
  }

  fixRateForAmount(params: ChangellyPair & Amount, signal?: AbortSignal) {
    return this.call('getFixRateForAmount', [params], fixRateSchema, signal);
  }

  createTransaction(params: ChangellyCreateParams, signal?: AbortSignal) {
    const method = params.rateId ? 'createFixTransaction' : 'createTransaction';
    return this.call(method, params, transactionSchema, signal);
  }

  transactions(id: string, signal?: AbortSignal) {
    return this.call('getTransactions', { id }, transactionsSchema, signal);
  }
}
