import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import exchangeSandbox from '@/lib/providers/exchange/sandbox/profiles.json';
import { SANDBOX_PROFILES } from '@/lib/providers/exchange/sandbox/profiles';
import { PROFILE_BASE, sandboxData, sandboxInfo } from '@/lib/providers/kit/sandbox';

// Every kind's simulated providers are data (its sandbox's profiles.json), read by the kit's one
// sandbox helper: a profile that does not fit its kind's schema fails when the module loads.

const schema = z.strictObject({ ...PROFILE_BASE, spread: z.number() });
const file = (profiles: unknown[]) => ({
  profiles,
  networkFeeUsd: { bitcoin: 1.5 },
  defaultNetworkFeeUsd: 0.1,
});

describe('sandbox data', () => {
  it('gives the profiles as written and each network its fee, or the default', () => {
    const profile = { id: 'sandbox-a', name: 'Sandbox A', spread: 0.01 };
    const data = sandboxData<typeof profile>('test', schema, file([profile]));
    expect(data.profiles[0]).toBe(profile);
    expect(data.networkFeeUsd('bitcoin')).toBe(1.5);
    expect(data.networkFeeUsd('tron')).toBe(0.1);
    expect(SANDBOX_PROFILES).toBe(exchangeSandbox.profiles);
  });

  it('refuses a profile not named as a sandbox, or not of its kind', () => {
    const real = { id: 'acme', name: 'Acme', spread: 0.01 };
    expect(() => sandboxData('test', schema, file([real]))).toThrow(/test sandbox.*id/s);
    const unnamed = { id: 'sandbox-a', name: 'Acme', spread: 0.01 };
    expect(() => sandboxData('test', schema, file([unnamed]))).toThrow(/name/);
    const extra = { id: 'sandbox-a', name: 'Sandbox A', spread: 0.01, sprad: 1 };
    expect(() => sandboxData('test', schema, file([extra]))).toThrow(/sprad/);
  });

  it('says every simulated provider is simulated, with no website', () => {
    expect(sandboxInfo({ id: 'sandbox-a', name: 'Sandbox A' })).toEqual({
      id: 'sandbox-a',
      name: 'Sandbox A',
      sandbox: true,
      website: '',
    });
  });
});
