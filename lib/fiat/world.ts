import 'server-only';
import { Big } from 'big.js';
import { getReferencePrices, listCurrencies } from '@/lib/catalogue';
import { env } from '@/lib/env';
import { COUNTRIES, countryCurrency, FIAT_CURRENCIES, fiatPerUsd } from '@/lib/geo';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import type { SandboxRampWorld } from '@/lib/providers/onramp/registry';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';

// The world the sandbox ramps see (lib/providers/onramp/sandbox/world.ts): the ISO lists of
// lib/geo, the catalogue's assets and reference prices, and this site's sandbox checkout page.

export const sandboxWorld: SandboxRampWorld = {
  countries: COUNTRIES.map((country) => country.code),
  currencyOf: (country) => countryCurrency(country)?.code,
  fiats: FIAT_CURRENCIES.map((fiat) => fiat.code),
  fiatPerUsd: (code) => fiatPerUsd(code) ?? undefined,
  async usdPrice(ticker) {
    const price = (await getReferencePrices()).get(ticker.toUpperCase());
    return price && price.usd > 0 ? new Big(price.usd) : undefined;
  },
  async coins() {
    return (await listCurrencies()).map((c) => ({ ticker: c.ticker, network: c.network.code }));
  },
  checkoutUrl(order) {
    const locale = isLocale(order.locale) ? order.locale : defaultLocale;
    const query = new URLSearchParams({
      provider: order.provider,
      name: order.providerName,
      side: order.side,
      fiat: order.fiat,
      crypto: order.crypto,
      in: order.amountIn,
      out: order.amountOut,
      address: order.address,
    });
    return `${env().SITE_URL}${localizedPath(locale, routes.fiatSandboxCheckout())}?${query}`;
  },
};
