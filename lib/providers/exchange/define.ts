import { randomUUID } from 'node:crypto';
import type { AdapterConfig } from '../kit/client';
import { asProviderError, type AdapterKeys } from '../kit/define';
import type {
  CreateSwapRequest,
  CurrencyRef,
  ExchangeProvider,
  PairRange,
  PairRequest,
  ProviderInfo,
  ProviderQuote,
  ProviderSwap,
  QuoteRequest,
  RateType,
} from './contract';

// An exchange adapter is a declaration: its public facts, the env keys that enable it, how to
// build its vendor client, and five functions from our requests to the vendor's answers. The
// definer turns it into the ExchangeProvider the registry runs: one client per instance, every
// failure a ProviderError of this provider, quotes stamped with the provider and rate type.

/** What quote() answers; the definer adds `provider` and `rateType`. */
export type QuoteResult = Omit<ProviderQuote, 'provider' | 'rateType'>;

interface ExchangeAdapterSpec<
  Id extends string,
  Key extends string,
  Optional extends string,
  Client,
> {
  info: ProviderInfo & { id: Id };
  env: readonly Key[];
  optionalEnv?: readonly Optional[];
  client(config: AdapterConfig<Key, Optional>): Client;
  /** Whether the vendor lists both sides for this rate type (cheap: its cached list). */
  listed(client: Client, from: CurrencyRef, to: CurrencyRef, rateType: RateType): Promise<boolean>;
  range(client: Client, request: PairRequest): Promise<PairRange>;
  quote(client: Client, request: QuoteRequest): Promise<QuoteResult>;
  createSwap(client: Client, request: CreateSwapRequest): Promise<ProviderSwap>;
  getSwap(client: Client, providerSwapId: string, signal?: AbortSignal): Promise<ProviderSwap>;
}

export interface ExchangeAdapter<Id extends string = string> extends AdapterKeys {
  readonly info: ProviderInfo & { readonly id: Id };
  /** A running provider; `config.env` holds at least every key of `env`. */
  create(config: AdapterConfig<string, string>): ExchangeProvider;
}

export function defineExchangeAdapter<
  const Id extends string,
  const Key extends string,
  Client,
  const Optional extends string = never,
>(spec: ExchangeAdapterSpec<Id, Key, Optional, Client>): ExchangeAdapter<Id> {
  const { info } = spec;
  return {
    info,
    env: spec.env,
    optionalEnv: spec.optionalEnv ?? [],
    create(config) {
      const client = spec.client(config as AdapterConfig<Key, Optional>);
      const run = <T>(method: () => Promise<T>) => asProviderError(info.id, client, method);
      return {
        info,
        supports: (from, to, rateType) => run(() => spec.listed(client, from, to, rateType)),
        range: (request) => run(() => spec.range(client, request)),
        quote: (request) =>
          run(async () => ({
            provider: info.id,
            rateType: request.rateType,
            ...(await spec.quote(client, request)),
          })),
        createSwap: (request) => run(() => spec.createSwap(client, request)),
        getSwap: (id, signal) => run(() => spec.getSwap(client, id, signal)),
      };
    },
  };
}

/**
 * A rate id we issue ourselves, for vendors that lock a fixed rate at creation without one
 * (Exolix): the quote store keeps the quote under it, so a fixed swap can be checked against the
 * quote the visitor accepted; the vendor never sees it.
 */
export function localRateId(): string {
  return `local-${randomUUID()}`;
}

/**
 * How long an 'overdue' swap (unpaid when its window closed) is still asked about. LetsExchange
 * documents that it exchanges a deposit arriving up to 1.5 h after 'overdue'; Changelly and Exolix
 * say nothing either way, so their 'overdue' gets the same grace rather than stranding a late
 * payer. The swap shows as expired meanwhile, with no "swap ended" e-mail until the grace is over.
 */
export const OVERDUE_GRACE_MS = 90 * 60_000;
