import { describe, expectTypeOf, it } from 'vitest';
import type { ProviderId } from '@/lib/providers/exchange/registry';
import type { RampId } from '@/lib/providers/onramp/registry';

// The registries derive each kind's id union from its adapter list (`as const`): an id that is
// not in the list is a type error, so a renamed adapter breaks its callers at build time.

describe('provider ids', () => {
  it('are derived from the adapter lists', () => {
    expectTypeOf<'moonpay'>().toExtend<RampId>();
    expectTypeOf<'changelly-fiat'>().toExtend<RampId>();
    expectTypeOf<'sandbox-ramp'>().toExtend<RampId>();
    expectTypeOf<'changenow'>().toExtend<ProviderId>();
    expectTypeOf<'unknown-ramp'>().not.toExtend<RampId>();
    expectTypeOf<'moonpay'>().not.toExtend<ProviderId>();
  });
});
