import 'server-only';
import { bridge } from './bridge/kind';
import { BRIDGE_ADAPTERS } from './bridge/registry';
import { dex } from './dex/kind';
import { DEX_ADAPTERS } from './dex/registry';
import { exchange } from './exchange/kind';
import { EXCHANGE_ADAPTERS } from './exchange/registry';
import type { Adapter, AnyKind } from './kit/define';
import { ramp } from './onramp/kind';
import { RAMP_ADAPTERS } from './onramp/registry';
import { PRICE_SECRET_KEYS } from './prices';

// Every provider kind, once. What follows from the kinds is derived from this list instead of
// being written per kind: the env keys the registries read, the build's secret canaries
// (secret-keys.json, kept equal by tests/unit/providers/registry-keys.test.ts), the README's
// provider table (the same test) and the contract suites (tests/unit/providers/contract/). A new
// kind is a contract, a kind object (./<kind>/kind.ts), a registry and one entry here
// (docs/architecture.md, "How to add a provider kind").

export interface ProviderKindEntry {
  readonly kind: AnyKind;
  /** What the README's provider table calls the kind. */
  readonly label: string;
  /** Its registry's adapter list, in the registry's order. */
  readonly adapters: readonly Adapter[];
}

export const PROVIDER_KINDS = [
  { kind: exchange, label: 'exchange', adapters: EXCHANGE_ADAPTERS },
  { kind: ramp, label: 'ramp', adapters: RAMP_ADAPTERS },
  // Declared, no adapter yet (their contracts are the DEX and bridge issues' starting point).
  { kind: dex, label: 'DEX', adapters: DEX_ADAPTERS },
  { kind: bridge, label: 'bridge', adapters: BRIDGE_ADAPTERS },
] as const satisfies readonly ProviderKindEntry[];

export type ProviderKindName = (typeof PROVIDER_KINDS)[number]['kind']['name'];

const ADAPTERS: readonly Adapter[] = PROVIDER_KINDS.flatMap((entry) => [...entry.adapters]);

/** Every env key an adapter of any kind declares, required or optional. */
export const PROVIDER_ENV_KEYS: readonly string[] = ADAPTERS.flatMap((adapter) => [
  ...adapter.env,
  ...adapter.optionalEnv,
]);

/** The build's canaries: every adapter's required keys, then the price sources' secrets. */
export const PROVIDER_SECRET_KEYS: readonly string[] = [
  ...ADAPTERS.flatMap((adapter) => adapter.env),
  ...PRICE_SECRET_KEYS,
];

/** One README row per declared key: [key, provider (kind), meaning], in the kinds' order. */
export function providerKeyRows(): [string, string, string][] {
  return PROVIDER_KINDS.flatMap(({ label, adapters }) =>
    adapters.flatMap((adapter: Adapter<{ id: string; name: string }>) =>
      [...adapter.env, ...adapter.optionalEnv].map((key): [string, string, string] => [
        key,
        `${adapter.info.name} (${label})`,
        adapter.envDocs[key]!,
      ]),
    ),
  );
}
