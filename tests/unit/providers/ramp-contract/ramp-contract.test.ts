import { describe, expect, it } from 'vitest';
import { RAMP_ADAPTERS } from '@/lib/providers/onramp/registry';
import { changellyFiatSpec } from './changelly-fiat';
import { guardarianSpec } from './guardarian';
import { moonpaySpec } from './moonpay';
import { banxaSpec } from './banxa';
import { mercuryoSpec } from './mercuryo';
import { describeRampContract } from './ramp-contract';
import type { RampContractSpec } from './spec';
import { transakSpec } from './transak';

// Every ramp adapter of the registry, against its recorded answers (lib/providers/onramp/<vendor>/
// fixtures): one suite, one matrix. An adapter added to the registry without a spec fails here.
// Each vendor's spec lives next to this file (./<vendor>.ts) and is listed below.

const SPECS: readonly RampContractSpec[] = [
  moonpaySpec,
  transakSpec,
  banxaSpec,
  mercuryoSpec,
  guardarianSpec,
  changellyFiatSpec,
];

describe('ramp adapters', () => {
  it('each adapter of the registry has a contract spec', () => {
    expect(SPECS.map((spec) => spec.adapter.info.id).sort()).toEqual(
      RAMP_ADAPTERS.map((adapter) => adapter.info.id).sort(),
    );
  });
});

for (const spec of SPECS) describeRampContract(spec);
