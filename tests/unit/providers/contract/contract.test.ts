import { describe, expect, it } from 'vitest';
import { lifi } from '@/lib/providers/bridge/lifi';
import { squid } from '@/lib/providers/bridge/squid';
import { bungee } from '@/lib/providers/bridge/bungee';
import { rango } from '@/lib/providers/bridge/rango';
import { PROVIDER_KINDS, type ProviderKindName } from '@/lib/providers/kinds';
import { describeDexContract } from '../dex-contract/dex-contract';
import { kyberswapSpec } from '../dex-contract/kyberswap';
import { oneinchSpec } from '../dex-contract/oneinch';
import { openoceanSpec } from '../dex-contract/openocean';
import { veloraSpec } from '../dex-contract/velora';
import { zeroxSpec } from '../dex-contract/zerox';
import { banxaSpec } from '../ramp-contract/banxa';
import { changellyFiatSpec } from '../ramp-contract/changelly-fiat';
import { guardarianSpec } from '../ramp-contract/guardarian';
import { mercuryoSpec } from '../ramp-contract/mercuryo';
import { moonpaySpec } from '../ramp-contract/moonpay';
import { describeRampContract } from '../ramp-contract/ramp-contract';
import { transakSpec } from '../ramp-contract/transak';
import { changellySpec } from './changelly';
import { changenowSpec } from './changenow';
import { describeExchangeContract } from './exchange-contract';
import { exolixSpec } from './exolix';
import { letsexchangeSpec } from './letsexchange';
import { simpleswapSpec } from './simpleswap';
import { stealthexSpec } from './stealthex';

// The one contract suite: every adapter of every kind (lib/providers/kinds.ts) against its
// recorded answers (lib/providers/<kind>/<vendor>/fixtures), through the shared harness
// (./harness.ts). Each kind gives its cases (describe<Kind>Contract) and one spec per vendor, as
// data. A kind without an entry here, or an adapter without a spec, fails.

interface KindSuite<Spec extends { adapter: { info: { id: string } } }> {
  /** What this kind's adapters are named in the suite's titles. */
  title: string;
  specs: readonly Spec[];
  cases(spec: Spec): void;
}

const suite = <Spec extends { adapter: { info: { id: string } } }>(entry: KindSuite<Spec>) =>
  entry as unknown as KindSuite<{ adapter: { info: { id: string } } }>;

const SUITES: Record<ProviderKindName, KindSuite<{ adapter: { info: { id: string } } }>> = {
  exchange: suite({
    title: 'exchange adapters',
    specs: [
      changenowSpec,
      changellySpec,
      simpleswapSpec,
      stealthexSpec,
      letsexchangeSpec,
      exolixSpec,
    ],
    cases: describeExchangeContract,
  }),
  ramp: suite({
    title: 'ramp adapters',
    specs: [moonpaySpec, transakSpec, banxaSpec, mercuryoSpec, guardarianSpec, changellyFiatSpec],
    cases: describeRampContract,
  }),
  dex: suite({
    title: 'DEX adapters',
    specs: [zeroxSpec, oneinchSpec, veloraSpec, openoceanSpec, kyberswapSpec],
    cases: describeDexContract,
  }),
  // Each bridge adapter's cases are its own file (tests/unit/providers/bridge/<vendor>.test.ts,
  // written beside one another); listed here so that none is left without.
  bridge: suite({
    title: 'bridge adapters',
    specs: [{ adapter: lifi }, { adapter: squid }, { adapter: rango }, { adapter: bungee }],
    cases: () => {},
  }),
};

for (const { kind, adapters } of PROVIDER_KINDS) {
  const { title, specs, cases } = SUITES[kind.name];
  describe(title, () => {
    it('each adapter of the registry has a contract spec', () => {
      expect(specs.map((spec) => spec.adapter.info.id).sort()).toEqual(
        adapters.map((adapter) => adapter.info.id).sort(),
      );
    });
  });
  for (const spec of specs) cases(spec);
}
