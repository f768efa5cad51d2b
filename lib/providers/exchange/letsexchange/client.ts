import 'server-only';
import { flattenText, numberIn, type Classified } from '../../kit/classify';
import { cached } from '../../kit/cache';
import { VendorClient, type AdapterConfig } from '../../kit/client';
import { coinListSchema, errorSchema, infoSchema, transactionSchema } from './schema';

// LetsExchange API: GET /v2/coins (the recommended aggregated list) and the v1 rate and
// transaction endpoints. Auth is `Authorization: Bearer <key>`; the documented affiliate_id
// (LETSEXCHANGE_AFFILIATE_ID, when set) goes with every rate and transaction call so the partner
// gets its commission.

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

// Error answers: 403 `{ error: "Wrong number of segments" }` for a bad key, 404 for an unknown
// transaction, and 422 (400) validation answers `{ error }` or `{ message, errors }` naming the
// field at fault. A 422 that names no amount, address or rate means the pair cannot be swapped
// (how LetsExchange answers an unsupported or disabled pair).
function classifyLetsexchange(status: number, body: unknown): Classified | undefined {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return status === 422 ? { kind: 'pair_unavailable' } : undefined;
  const fields = Object.keys(parsed.data.errors ?? {});
  const text = [parsed.data.error, parsed.data.message, parsed.data.errors]
    .map(flattenText)
    .join(' ');
  const field = (...names: string[]) => fields.some((f) => names.includes(f));
  if (
    field('withdrawal_extra_id', 'return_extra_id') ||
    /extra.?id|memo|destination tag/i.test(text)
  ) {
    return { kind: 'invalid_extra_id' };
  }
  if (field('rate_id') || /rate.?id|rate.*expired|expired.*rate/i.test(text)) {
    return { kind: 'rate_expired' };
  }
  if (field('withdrawal', 'return') || /address/i.test(text)) return { kind: 'invalid_address' };
  if (/max/i.test(text)) return { kind: 'amount_too_high', details: { max: numberIn(text) } };
  if (field('amount', 'deposit_amount', 'withdrawal_amount') || /min|amount/i.test(text)) {
    return { kind: 'amount_too_low', details: { min: numberIn(text) } };
  }
  if (/not found|no transaction/i.test(text) || status === 404) return { kind: 'not_found' };
  if (status === 422 || /pair|coin|network|not (available|supported)/i.test(text)) {
    return { kind: 'pair_unavailable' };
  }
  return undefined;
}

type Keys = 'LETSEXCHANGE_API_KEY';
type Optional = 'LETSEXCHANGE_AFFILIATE_ID';

export class LetsexchangeClient extends VendorClient {
  readonly coins = cached(() => this.request('v2/coins', { schema: coinListSchema }));
  private readonly affiliate: { affiliate_id?: string };

  constructor(config: AdapterConfig<Keys, Optional>) {
    super(config, {
      provider: 'letsexchange',
      baseUrl: 'https://api.letsexchange.io/api',
      headers: { Authorization: `Bearer ${config.env.LETSEXCHANGE_API_KEY}` },
      classify: classifyLetsexchange,
    });
    const id = config.env.LETSEXCHANGE_AFFILIATE_ID;
    this.affiliate = id ? { affiliate_id: id } : {};
  }

  info(body: InfoBody, reverse: boolean, signal?: AbortSignal) {
    return this.request(reverse ? 'v1/info-revert' : 'v1/info', {
      method: 'POST',
      json: { ...body, ...this.affiliate },
      schema: infoSchema,
      signal,
    });
  }

  createTransaction(body: TransactionBody, reverse: boolean, signal?: AbortSignal) {
    return this.request(reverse ? 'v1/transaction-revert' : 'v1/transaction', {
      method: 'POST',
      json: { ...body, ...this.affiliate },
      schema: transactionSchema,
      signal,
    });
  }

  transaction(id: string, signal?: AbortSignal) {
    const path = `v1/transaction/${encodeURIComponent(id)}`;
    return this.request(path, { schema: transactionSchema, signal });
  }
}
