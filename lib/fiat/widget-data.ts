import 'server-only';
import { listCurrencies } from '@/lib/catalogue';
import { countryName, fiatName, REGION_COUNTRIES, regionName, regionsOf } from '@/lib/geo';
import type { RampSide } from '@/lib/providers/onramp/contract';
import type { NamedCode, RampPreset, RampWidgetProps } from './widget-types';
import { coverageIndex } from './coverage';

// What a buy or sell page hands its widget: the coins, countries, regions and fiats some ramp
// serves for the side, named in the page's locale on the server, so the island carries no
// country or currency data of its own.

const byName = (locale: string) => (a: NamedCode, b: NamedCode) =>
  a.name.localeCompare(b.name, locale);

export async function rampWidgetProps(
  side: RampSide,
  locale: string,
  preset: RampPreset,
): Promise<RampWidgetProps> {
  const [index, currencies] = await Promise.all([coverageIndex(), listCurrencies()]);
  const listed = index.cryptos(side);
  const coins = currencies
    .filter((c) => listed.has(c.code) || c.code === preset.crypto)
    .map((c) => ({
      code: c.code,
      ticker: c.ticker,
      name: c.name,
      icon: c.icon,
      network: { name: c.network.name, badge: c.network.badge },
      popular: false as const,
      memo: c.network.memo
        ? { kind: c.network.memo.label, required: c.network.memo.required }
        : null,
    }));
  const countries = index
    .countries(side)
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort(byName(locale));
  const regions: Record<string, NamedCode[]> = {};
  let regionsInEnglish = false;
  for (const country of REGION_COUNTRIES) {
    if (!index.regionsDiffer(side, country)) continue;
    regions[country] = regionsOf(country)
      .map((region) => {
        const { name, translated } = regionName(region.code, locale);
        if (!translated) regionsInEnglish = true;
        return { code: region.code, name };
      })
      .sort(byName(locale));
  }
  const fiats = index
    .fiats({ side })
    .map((code) => ({ code, name: fiatName(code, locale) }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return {
    side,
    coins,
    countries,
    regions,
    regionsInEnglish,
    fiats,
    preset,
    sandbox: index.sandboxOnly(),
  };
}
