import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/coins/breadcrumb';
import { formatDate } from '@/components/catalogue/coins/format';
import { RampWidget } from '@/components/fiat/ramp-widget';
import { messages } from '@/components/fiat/ramp-widget.messages';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import type { FiatPairView } from '@/lib/fiat/pair-page';
import { rampWidgetProps } from '@/lib/fiat/widget-data';
import type { Locale } from '@/lib/i18n/locales';
import { breadcrumbList, faqPage } from '@/lib/seo/json-ld';
import { formatFiatPrice } from './format';
import { PairLinks } from './pair-links';
import { pairTrail } from './pair-trail';
import { RampFacts } from './ramp-facts';
import { RampTable } from './ramp-table';
import { rampFaq } from './ramp-faq';
import { FiatFaqSection, FiatHowSection } from './page-sections';
import styles from './pages.module.css';

/**
 * /buy-coin/{fiat}-{coin}, /sell-coin/{coin}-{fiat} and /fiat/exchange/{from}-to-{to}: who takes
 * or pays this fiat for this coin (from the coverage matrix, with the fiat's limits), a dated
 * reference price, the live offers island preset to the pair (the country guessed, changeable),
 * a how-to, the FAQ and the links around the pair.
 */
export async function PairView({ locale, view }: { locale: Locale; view: FiatPairView }) {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const { side, coin, fiat, ramps, reference } = view;
  const names = {
    side,
    ticker: coin.ticker,
    name: coin.name,
    fiat: fiat.code,
    fiatName: fiat.name,
  };
  const served = ramps.length > 0;
  const [trail, faq, widget] = await Promise.all([
    pairTrail(locale, view),
    rampFaq(locale, { side, ticker: coin.ticker, ramps, sandbox: view.sandbox }),
    rampWidgetProps(side, locale, { crypto: coin.code, fiat: fiat.code }),
  ]);

  return (
    <article aria-labelledby="fiat-title" data-testid="fiat-pair">
      <JsonLd data={[breadcrumbList(locale, trail), faqPage(faq)]} />
      <Breadcrumb locale={locale} steps={trail} />
      <h1 id="fiat-title">{t('pairTitle', names)}</h1>
      <p className="lead">
        {served ? t('pairLead', { ...names, count: ramps.length }) : t('pairNoneLead', names)}
      </p>
      {view.sandbox && (
        <p className={styles.notice} role="note" data-testid="fiat-sandbox">
          {t('sandboxNotice')}
        </p>
      )}

      {reference && (
        <section aria-labelledby="fiat-reference" className={styles.section}>
          <h2 id="fiat-reference">{t('referenceTitle')}</h2>
          <p data-testid="fiat-reference">
            {t('referenceValue', {
              ticker: coin.ticker,
              price: formatFiatPrice(reference.price, fiat.code, locale),
            })}
          </p>
          <p className={styles.note}>
            {t('referenceNote', {
              date: formatDate(locale, reference.asOf),
              fxDate: formatDate(locale, reference.fxAsOf),
            })}
          </p>
        </section>
      )}

      {served && (
        <>
          <section aria-labelledby="fiat-live" className={styles.section}>
            <h2 id="fiat-live">{t('liveTitle')}</h2>
            <ClientMessages namespaces={messages}>
              <RampWidget {...widget} pageNotice={view.sandbox} />
            </ClientMessages>
          </section>
          <section aria-labelledby="fiat-providers" className={styles.section}>
            <h2 id="fiat-providers">{t('providersTitle')}</h2>
            <RampTable
              locale={locale}
              ramps={ramps}
              fiat={fiat.code}
              caption={t('providersCaption', { count: ramps.length })}
            />
            <RampFacts locale={locale} facts={{ ...view, fiat: fiat.code }} />
          </section>
          <FiatHowSection
            title={t('howTitle', names)}
            steps={[t('how1', names), t('how2'), t('how3'), t('how4', names)]}
          />
        </>
      )}

      <FiatFaqSection title={t('faqTitle')} questions={faq} />

      <PairLinks locale={locale} view={view} />
    </article>
  );
}
