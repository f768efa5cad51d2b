import type { KycPolicy, ProviderInfo, RateType } from '../providers/exchange/contract';

// The /partners page's view of the exchange providers this site runs with, taken from their
// declarations (the registry's `info`), so the page can never describe a provider the site does
// not use. Pure: lib/partners/index.ts hands in the registry's providers.

/** Which of the site's features a provider takes part in. */
export const INTEGRATIONS = ['offers', 'fixedRate', 'reverseQuotes', 'statusTracking'] as const;
export type Integration = (typeof INTEGRATIONS)[number];

export interface Partner {
  id: string;
  name: string;
  /** Simulated: labelled Sandbox everywhere and never presented as a real company. */
  sandbox: boolean;
  /** The provider's own site; undefined for the sandbox, which has none. */
  website: string | undefined;
  /** A wordmark drawn for this site under public/icons/providers (no third-party artwork; not
   * public/providers, which would sit on the spec's /providers page path). */
  logo: string;
  kyc: KycPolicy;
  rateTypes: readonly RateType[];
  /** Typical minutes from deposit to payout. */
  eta: { min: number; max: number };
  integrations: Integration[];
}

export function toPartner(info: ProviderInfo): Partner {
  const integrations: Integration[] = ['offers'];
  if (info.rateTypes.includes('fixed')) integrations.push('fixedRate');
  if (info.reverse) integrations.push('reverseQuotes');
  // Every provider answers the status of its swaps (the contract's getSwap): the status page
  // and the e-mails follow the swap with it.
  integrations.push('statusTracking');
  return {
    id: info.id,
    name: info.name,
    sandbox: info.sandbox,
    website: info.website || undefined,
    logo: `/icons/providers/${info.id}.svg`,
    kyc: info.kyc,
    rateTypes: info.rateTypes,
    eta: info.eta,
    integrations,
  };
}

/** Real providers first, then the sandbox, each by name. */
export function toPartners(infos: readonly ProviderInfo[]): Partner[] {
  return [...infos]
    .sort((a, b) => Number(a.sandbox) - Number(b.sandbox) || a.name.localeCompare(b.name, 'en'))
    .map(toPartner);
}
