import { BaseClient } from '@/lib/http/base-client';
import { clientOptions, type AdapterOptions } from '../shared/options';
import { coinListSchema, infoSchema, transactionSchema } from './schema';

// LetsExchange API: GET /v2/coins (the recommended aggregated list) and the v1 rate and
// transaction endpoints. Auth is `Authorization: Bearer <key>`.

export const LETSEXCHANGE_BASE_URL = 'https://api.letsexchange.io/api';

export interface InfoBody {
  from: string;
  to: string;
  network_from: string;
  network_to: string;
  /** info: amount sent; info-revert: amount to receive. */
  amount: number;
  float: boolean;
}

export interface TransactionBody {
  float: boolean;
  coin_from: string;
  coin_to: string;
  network_from: string;
  network_to: string;
  deposit_amount?: number;
  withdrawal_amount?: number;
  withdrawal: string;
  /** Documented as required, "at least an empty string". */
  withdrawal_extra_id: string;
  return?: string | undefined;
  return_extra_id?: string | undefined;
  rate_id?: string | undefined;
  partner_user_ip?: string | undefined;
}

export class LetsexchangeClient extends BaseClient {
  constructor(options: AdapterOptions) {
    super(
      clientOptions('letsexchange', LETSEXCHANGE_BASE_URL, options, {
        Authorization: `Bearer ${options.apiKey}`,
      }),
    );
  }

  coins(signal?: AbortSignal) {
    return this.request('v2/coins', { schema: coinListSchema, signal });
  }

  info(body: InfoBody, reverse: boolean, signal?: AbortSignal) {
    return this.request(reverse ? 'v1/info-revert' : 'v1/info', {
      method: 'POST',
      json: body,
      schema: infoSchema,
      signal,
    });
  }

  createTransaction(body: TransactionBody, reverse: boolean, signal?: AbortSignal) {
    return this.request(reverse ? 'v1/transaction-revert' : 'v1/transaction', {
      method: 'POST',
      json: body,
      schema: transactionSchema,
      signal,
    });
  }

  transaction(id: string, signal?: AbortSignal) {
    return this.request(`v1/transaction/${encodeURIComponent(id)}`, {
      schema: transactionSchema,
      signal,
    });
  }
}
