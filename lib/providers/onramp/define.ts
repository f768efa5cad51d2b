import type { AdapterConfig } from '../kit/client';
import { asProviderError, type AdapterKeys } from '../kit/define';
import type {
  RampCheckout,
  RampCheckoutRequest,
  RampCoverage,
  RampInfo,
  RampProvider,
  RampQuote,
  RampQuoteRequest,
} from './contract';

// A ramp adapter is a declaration, like an exchange adapter (../exchange/define.ts): its public
// facts, the env keys that enable it, how to build its vendor client, and three functions from
// our requests to the vendor's answers. The definer stamps quotes with the provider, side, fiat,
// crypto and method asked, and makes every failure a ProviderError of this provider.

/** What quote() answers; the definer adds what the request already says. */
export type RampQuoteResult = Omit<RampQuote, 'provider' | 'side' | 'fiat' | 'crypto' | 'method'>;

interface RampAdapterSpec<Id extends string, Key extends string, Optional extends string, Client> {
  info: RampInfo & { id: Id };
  env: readonly Key[];
  optionalEnv?: readonly Optional[];
  client(config: AdapterConfig<Key, Optional>): Client;
  coverage(client: Client, signal?: AbortSignal): Promise<RampCoverage>;
  quote(client: Client, request: RampQuoteRequest): Promise<RampQuoteResult>;
  checkout(client: Client, request: RampCheckoutRequest): Promise<RampCheckout>;
}

export interface RampAdapter<Id extends string = string> extends AdapterKeys {
  readonly info: RampInfo & { readonly id: Id };
  /** A running provider; `config.env` holds at least every key of `env`. */
  create(config: AdapterConfig<string, string>): RampProvider;
}

export function defineRampAdapter<
  const Id extends string,
  const Key extends string,
  Client,
  const Optional extends string = never,
>(spec: RampAdapterSpec<Id, Key, Optional, Client>): RampAdapter<Id> {
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
        coverage: (signal) => run(() => spec.coverage(client, signal)),
        quote: (request) =>
          run(async () => ({
            provider: info.id,
            side: request.side,
            fiat: request.fiat,
            crypto: request.crypto.code,
            method: request.method,
            ...(await spec.quote(client, request)),
          })),
        checkout: (request) => run(() => spec.checkout(client, request)),
      };
    },
  };
}
