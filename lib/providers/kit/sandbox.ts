import { z } from 'zod';

// One sandbox helper for every provider kind. A kind's simulated providers are data (its
// sandbox's profiles.json: the profiles and the network fees they charge, checked here against
// the kind's profile schema when it loads), each built by the kind's sandbox over what the domain
// hands in (the exchange sandbox's store, the ramp sandbox's world). They are named "Sandbox …"
// and say `sandbox: true` with no website, so no screen mistakes one for a real company; the
// registry (./registry.ts) runs them when no key of the kind is set.

/** The fields every kind's profile has (each profile schema spreads them). */
export const PROFILE_BASE = {
  id: z.templateLiteral(['sandbox-', z.string().min(1)]),
  name: z.string().regex(/^Sandbox /),
};

/** The info every simulated provider has, whatever its kind: simulated, no website to link. */
export function sandboxInfo(profile: { id: `sandbox-${string}`; name: string }) {
  return { id: profile.id, name: profile.name, sandbox: true, website: '' } as const;
}

export interface SandboxData<Profile> {
  readonly profiles: readonly Profile[];
  /** What sending coins on a network costs a simulated provider, in USD. */
  networkFeeUsd(network: string): number;
}

/** A kind's sandbox out of its profiles.json, or an error naming what does not fit. */
export function sandboxData<Profile>(
  kind: string,
  profile: z.ZodType,
  data: unknown,
): SandboxData<Profile> {
  const schema = z.strictObject({
    $comment: z.string().optional(),
    profiles: z.array(profile).min(1),
    networkFeeUsd: z.record(z.string(), z.number().nonnegative()),
    defaultNetworkFeeUsd: z.number().nonnegative(),
  });
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${kind} sandbox profiles.json: ${z.prettifyError(parsed.error)}`);
  }
  // The file's own objects, in its order (zod's copies would reorder keys).
  const { profiles, networkFeeUsd, defaultNetworkFeeUsd } = data as z.infer<typeof schema>;
  return {
    profiles: profiles as readonly Profile[],
    networkFeeUsd: (network) => networkFeeUsd[network] ?? defaultNetworkFeeUsd,
  };
}
