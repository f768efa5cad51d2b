import { describe, expect, it } from 'vitest';
import { EXCHANGE_ADAPTERS } from '@/lib/providers/exchange/registry';
import { changellySpec } from './changelly';
import { changenowSpec } from './changenow';
import { describeExchangeContract } from './exchange-contract';
import { exolixSpec } from './exolix';
import { letsexchangeSpec } from './letsexchange';
import { simpleswapSpec } from './simpleswap';
import type { ExchangeContractSpec } from './spec';
import { stealthexSpec } from './stealthex';

// Every adapter of the registry, against its recorded answers (lib/providers/exchange/<vendor>/
// fixtures): one suite, one matrix. An adapter added to the registry without a spec fails here.

const SPECS: readonly ExchangeContractSpec[] = [
  changenowSpec,
  changellySpec,
  simpleswapSpec,
  stealthexSpec,
  letsexchangeSpec,
  exolixSpec,
];

describe('exchange adapters', () => {
  it('each adapter of the registry has a contract spec', () => {
    expect(SPECS.map((spec) => spec.adapter.info.id).sort()).toEqual(
      EXCHANGE_ADAPTERS.map((adapter) => adapter.info.id).sort(),
    );
  });
});

for (const spec of SPECS) describeExchangeContract(spec);
