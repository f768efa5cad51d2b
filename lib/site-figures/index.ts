import 'server-only';
import { brand } from '../brand';
import { listCurrencies } from '../catalogue';
import { DEX_CHAINS } from '../dex/chains';
import { locales } from '../i18n/locales';
import { listProviders } from '../rates/providers';
import { computeSiteFigures, type SiteFigures } from './figures';

export type { SiteFigures } from './figures';

/**
 * The site's figures as this process sees them. Pages are prerendered, so a page shows the
 * figures of its build: the providers whose keys the build had, the catalogue of the seed.
 */
export async function siteFigures(now = new Date()): Promise<SiteFigures> {
  const config = brand();
  return computeSiteFigures({
    providers: listProviders().map(({ info }) => info),
    currencies: await listCurrencies(),
    languages: locales.length,
    dexNetworks: DEX_CHAINS.map((chain) => chain.shortName),
    foundedYear: config.foundedYear,
    support24x7: config.support24x7,
    now,
  });
}
