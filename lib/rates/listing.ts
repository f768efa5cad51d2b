import 'server-only';
import { toCurrencyRef, type Currency } from '@/lib/catalogue';
import type { ProviderInfo } from '@/lib/providers/exchange/contract';
import { log } from '@/lib/log';
import { lastListed } from './provider-counts';
import { listProviders } from './providers';

// Which enabled providers list a currency or a pair, from each provider's own currency list
// (supports(): the adapters keep it cached, the sandbox lists every priced coin). Catalogue pages
// show it ("listed by 4 providers"), mark a pair no provider lists as thin (noindex, not in the
// sitemap) and count a provider's coins and pairs. Answers come from the lists the background job
// read last (lib/rates/provider-counts.ts), from the provider itself before that. A provider
// whose list cannot be read right now counts as not listing: the page says less, never more,
// than is known.

async function listing(
  ask: (provider: ReturnType<typeof listProviders>[number]) => Promise<boolean>,
): Promise<ProviderInfo[]> {
  const providers = listProviders();
  const answers = await Promise.all(
    providers.map((provider) =>
      ask(provider).catch((error: unknown) => {
        log.warn('listing: provider list unavailable', { provider: provider.info.id, error });
        return false;
      }),
    ),
  );
  return providers.filter((_, index) => answers[index]).map((provider) => provider.info);
}

/** The providers that list `from` → `to` at any of their rate types. */
export function providersListingPair(from: Currency, to: Currency): Promise<ProviderInfo[]> {
  const a = toCurrencyRef(from);
  const b = toCurrencyRef(to);
  return listing(async (provider) => {
    // The list the background job read last (./provider-counts.ts): a page being regenerated may
    // not fetch a vendor's list itself. Before the first read, ask the provider.
    const known = lastListed(provider.info.id, from.code, to.code);
    if (known !== undefined) return known;
    for (const rateType of provider.info.rateTypes) {
      if (await provider.supports(a, b, rateType)) return true;
    }
    return false;
  });
}

/**
 * The providers that list a currency both ways (it can be sent and received there): asking
 * whether the vendor lists the currency on both sides of a pair with itself is exactly that
 * question, answered from the same cached list.
 */
export function providersListingCurrency(currency: Currency): Promise<ProviderInfo[]> {
  return providersListingPair(currency, currency);
}

/**
 * Minutes from deposit to payout as these providers state them (`info.eta`): the lowest minimum
 * to the highest maximum, null when there is no provider. A statement, not a measurement.
 */
export function statedEta(providers: readonly ProviderInfo[]): { min: number; max: number } | null {
  if (providers.length === 0) return null;
  return {
    min: Math.min(...providers.map((provider) => provider.eta.min)),
    max: Math.max(...providers.map((provider) => provider.eta.max)),
  };
}
