import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/coins/breadcrumb';
import { RampWidget } from '@/components/fiat/ramp-widget';
import { messages } from '@/components/fiat/ramp-widget.messages';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { brand } from '@/lib/brand';
import type { RampPlaceView } from '@/lib/fiat/place-page';
import { rampWidgetProps } from '@/lib/fiat/widget-data';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList, faqPage } from '@/lib/seo/json-ld';
import { RampFacts } from './ramp-facts';
import { PlaceLinks } from './place-links';
import { placeName, placeTrail } from './place-trail';
import { RampTable } from './ramp-table';
import { rampFaq } from './ramp-faq';
import { FiatFaqSection, FiatHowSection } from './page-sections';
import styles from './pages.module.css';

/**
 * /buy, /buy/{coin}, /buy/{coin}/{country} and /buy/{coin}/{country}/{region}, and the /sell
 * twins: who serves the place (from the coverage matrix), the live offers island preset to it, the
 * facts, a how-to, the FAQ and the links around it. A place nobody serves says so plainly and
 * points to what is served nearby. Everything but the island is rendered on the server.
 */
export async function PlaceView({ locale, view }: { locale: Locale; view: RampPlaceView }) {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const { side, coin, country, region, ramps } = view;
  const place = await placeName(locale, view);
  // The side's own pages name no coin: "crypto" stands in for one.
  const ticker = coin?.ticker ?? t('anyCoin');
  const served = ramps.length > 0;
  const [trail, faq, widget] = await Promise.all([
    placeTrail(locale, view),
    rampFaq(locale, { side, ticker, ramps, sandbox: view.sandbox }),
    rampWidgetProps(side, locale, {
      crypto: coin?.code ?? view.coins[0]?.code ?? 'btc',
      fiat: view.fiat ?? undefined,
      country: country?.code,
      region: region?.code,
    }),
  ]);
  const count = ramps.length;
  const heading = !coin
    ? { title: t('indexTitle', { side }), lead: t('indexLead', { side, brand: brand().name }) }
    : !country
      ? {
          title: t('coinTitle', { side, name: coin.name, ticker }),
          lead: t('coinLead', { side, ticker, count, countries: view.countries.length }),
        }
      : served
        ? {
            title: t('placeTitle', { side, name: coin.name, ticker, place }),
            lead: t('placeLead', { side, ticker, count, place, fiat: view.fiat ?? '' }),
          }
        : {
            title: t('noneTitle', { side, ticker, place }),
            lead: t('noneLead', { ticker, place }),
          };

  return (
    <article aria-labelledby="fiat-title" data-testid="fiat-place">
      <JsonLd data={[breadcrumbList(locale, trail), faqPage(faq)]} />
      <Breadcrumb locale={locale} steps={trail} />
      <h1 id="fiat-title">{heading.title}</h1>
      <p className="lead">{heading.lead}</p>
      {view.sandbox && (
        <p className={styles.notice} role="note" data-testid="fiat-sandbox">
          {t('sandboxNotice')}
        </p>
      )}
      {region && !region.translated && <p className={styles.note}>{t('regionNamesEnglish')}</p>}

      {(served || !country) && (
        <section aria-labelledby="fiat-live" className={styles.section}>
          <h2 id="fiat-live">{t('liveTitle')}</h2>
          <ClientMessages namespaces={messages}>
            <RampWidget {...widget} pageNotice={view.sandbox} />
          </ClientMessages>
        </section>
      )}

      {served && (
        <section aria-labelledby="fiat-providers" className={styles.section}>
          <h2 id="fiat-providers">
            {country ? t('providersPlaceTitle', { place }) : t('providersTitle')}
          </h2>
          <RampTable
            locale={locale}
            ramps={ramps}
            fiat={view.fiat}
            caption={t('providersCaption', { count })}
          />
          {country && <RampFacts locale={locale} facts={view} />}
        </section>
      )}

      {view.regions.length > 0 && coin && country && (
        <section aria-labelledby="fiat-regions" className={styles.section}>
          <h2 id="fiat-regions">{t('regionsTitle', { country: country.name })}</h2>
          {!view.regions.every((r) => r.translated) && (
            <p className={styles.note}>{t('regionNamesEnglish')}</p>
          )}
          <ul className={styles.links}>
            {view.regions.map((r) => (
              <li key={r.code}>
                <a
                  href={localizedPath(
                    locale,
                    routes[side]({ coin: coin.code, country: country.slug, region: r.slug }),
                  )}
                >
                  {r.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {served && (
        <FiatHowSection
          title={t('howTitle', { side, ticker })}
          steps={[t('how1', { side, ticker }), t('how2'), t('how3'), t('how4', { side })]}
        />
      )}

      <FiatFaqSection title={t('faqTitle')} questions={faq} />

      <PlaceLinks locale={locale} view={view} place={place} />
    </article>
  );
}
