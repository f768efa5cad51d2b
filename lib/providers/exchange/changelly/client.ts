import { randomUUID, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { BaseClient } from '@/lib/http/base-client';
import { clientOptions, type AdapterOptions } from '../shared/options';
import { ProviderError } from '../errors';
import {
  currenciesSchema,
  exchangeAmountSchema,
  fixRateSchema,
  pairParamsSchema,
  rpcAnswer,
  rpcErrorSchema,
  transactionSchema,
  transactionsSchema,
  type ChangellyRpcErrorBody,
} from './schema';
import { readPrivateKey, signBody } from './signing';

// Changelly API v2: JSON-RPC 2.0 over POST https://api.changelly.com/v2, the API key in
// X-Api-Key and an RSA signature of the body in X-Api-Signature.

export const CHANGELLY_BASE_URL = 'https://api.changelly.com/v2';

/** A JSON-RPC error answer (Changelly sends most with HTTP 200). */
export class ChangellyRpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(method: string, error: ChangellyRpcErrorBody, redact: (text: string) => string) {
    super(`changelly: ${method}: ${redact(error.message)} (${error.code})`);
    this.name = 'ChangellyRpcError';
    this.code = error.code;
    this.data = error.data;
  }
}

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

export type ChangellyClientOptions = AdapterOptions;

export class ChangellyClient extends BaseClient {
  private readonly key: KeyObject | undefined;

  constructor(options: ChangellyClientOptions) {
    super(clientOptions('changelly', CHANGELLY_BASE_URL, options, { 'X-Api-Key': options.apiKey }));
    try {
      this.key = options.privateKey ? readPrivateKey(options.privateKey) : undefined;
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
    if (!this.key) {
      throw new ProviderError('changelly', 'unauthorized', 'private key missing or unreadable');
    }
    const body = JSON.stringify({ jsonrpc: '2.0', id: randomUUID(), method, params });
    const answer = await this.request('', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'X-Api-Signature': signBody(body, this.key) },
      schema: rpcAnswer(result),
      signal,
    });
    const error = rpcErrorSchema.safeParse((answer as { error?: unknown }).error);
    if (error.success) throw new ChangellyRpcError(method, error.data, (t) => this.redact(t));
    return (answer as { result: z.output<Result> }).result;
  }

  currencies(signal?: AbortSignal) {
    return this.call('getCurrenciesFull', {}, currenciesSchema, signal);
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
