import 'server-only';
import type { z } from 'zod';
import { BaseClient } from '@/lib/http/base-client';
import { toProviderError } from './classify';
import type { AdapterConfig } from './client';
import type { ProviderError } from './errors';

// One definer for every provider kind. An adapter is a declaration: its public facts (`info`),
// the env keys that enable it, how to build its vendor client, and functions from our requests to
// the vendor's answers, each taking the client first. `defineAdapter(kind, spec)` builds the
// running provider: one client per instance, every method wrapped once so that whatever leaves it
// is a ProviderError of this provider, and the kind's `provider()` stamping what the request
// already says (provider id, rate type, side...). A kind (exchange/kind.ts) is a few dozen lines.
// An adapter's facts (info, env keys and what the README says of them) are data in its
// adapter.json (./manifest.ts reads and checks it); its index.ts holds only behaviour.

export interface AdapterKeys<Key extends string = string, Optional extends string = string> {
  /** Every one must be set for the adapter to run; all are secrets (build canaries, redaction). */
  readonly env: readonly Key[];
  /** Read when set, never required (an affiliate id). */
  readonly optionalEnv: readonly Optional[];
}

/** The adapter's env values out of `source`, or null when a required key is missing. */
export function adapterEnv(
  keys: AdapterKeys,
  source: Readonly<Record<string, string | undefined>>,
): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const key of keys.env) {
    const value = source[key];
    if (!value) return null;
    out[key] = value;
  }
  for (const key of keys.optionalEnv) {
    const value = source[key];
    if (value) out[key] = value;
  }
  return out;
}

/**
 * Runs one adapter method so that whatever leaves it is a ProviderError of this provider: the
 * vendor client already turned HTTP failures into typed errors; a bug in a mapper becomes
 * 'unavailable', its message redacted.
 */
export async function asProviderError<T>(
  provider: string,
  client: unknown,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const redact = (text: string) => (client instanceof BaseClient ? client.redact(text) : text);
    throw toProviderError(error, { provider, redact }) satisfies ProviderError;
  }
}

/** The same methods as an adapter writes them: its client first. */
export type WithClient<Methods, Client> = {
  [Name in keyof Methods]: Methods[Name] extends (...args: infer Args) => infer Result
    ? (client: Client, ...args: Args) => Result
    : never;
};

/** What a provider kind declares once: its name, its adapters' facts and methods, its provider. */
export interface AdapterKind<
  Name extends string,
  Info extends { id: string },
  Methods extends { [Name in keyof Methods]: (...args: never[]) => Promise<unknown> },
  Provider extends { readonly info: Info },
> {
  readonly name: Name;
  /** What an adapter's `info` must be (its adapter.json is checked against it: ./manifest.ts). */
  readonly info: z.ZodType<Info>;
  /** The method names every adapter of this kind declares (each is wrapped once). */
  readonly methods: readonly (keyof Methods & string)[];
  /** The running provider from the adapter's facts and its wrapped methods. */
  provider(info: Info, methods: Methods): Provider;
}

/** Any kind, for functions that take every kind (kinds.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parts differ per kind
export type AnyKind = AdapterKind<string, any, any, any>;

/** What every adapter declares besides its kind's methods. */
export interface AdapterDeclaration<
  Info,
  Id extends string,
  Key extends string,
  Optional extends string,
  Client,
> {
  info: Info & { id: Id };
  env: readonly Key[];
  optionalEnv?: readonly Optional[];
  /** One line per key for the README's provider table (tests/unit/providers/registry-keys.test.ts). */
  envDocs: Readonly<Record<Key | Optional, string>>;
  client(config: AdapterConfig<Key, Optional>): Client;
}

export interface Adapter<
  Info extends { id: string } = { id: string },
  Provider = unknown,
> extends AdapterKeys {
  readonly info: Info;
  /** What the README says of each key (required and optional). */
  readonly envDocs: Readonly<Record<string, string>>;
  /** A running provider; `config.env` holds at least every key of `env`. */
  create(config: AdapterConfig<string, string>): Provider;
}

/**
 * The one definer, curried on the kind: `defineExchangeAdapter = defineAdapter(exchange)` in the
 * kind's file, `defineExchangeAdapter({...})` in each adapter. The inner function has its own
 * generics, so TypeScript infers each adapter's id, keys and client type (and types the `client`
 * argument of every method) once the kind, and with it the method set, is fixed.
 */
export function defineAdapter<
  Info extends { id: string },
  Methods extends { [Name in keyof Methods]: (...args: never[]) => Promise<unknown> },
  Provider extends { readonly info: Info },
>(kind: AdapterKind<string, Info, Methods, Provider>) {
  return <
    const Id extends string,
    const Key extends string,
    Client,
    const Optional extends string = never,
  >(
    spec: AdapterDeclaration<Info, Id, Key, Optional, Client> & WithClient<Methods, Client>,
  ): Adapter<Info & { readonly id: Id }, Provider> => {
    const { info } = spec;
    const methods = spec as unknown as Record<
      string,
      (client: Client, ...args: never[]) => Promise<unknown>
    >;
    return {
      info,
      env: spec.env,
      optionalEnv: spec.optionalEnv ?? [],
      envDocs: spec.envDocs,
      create(config) {
        const client = spec.client(config as AdapterConfig<Key, Optional>);
        const run =
          (name: string) =>
          (...args: never[]) =>
            asProviderError(info.id, client, () => methods[name]!(client, ...args));
        const wrapped = Object.fromEntries(kind.methods.map((name) => [name, run(name)]));
        return kind.provider(info, wrapped as Methods);
      },
    };
  };
}
