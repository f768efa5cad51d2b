import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/coins/breadcrumb';
import { RampWidget } from '@/components/fiat/ramp-widget';
import { messages } from '@/components/fiat/ramp-widget.messages';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { CARD_METHOD, type RampCardView } from '@/lib/fiat/card-page';
import { rampWidgetProps } from '@/lib/fiat/widget-data';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList, faqPage } from '@/lib/seo/json-ld';
import { CardTable } from './card-table';
import { rampFaq } from './ramp-faq';
import { FiatFaqSection } from './page-sections';
import styles from './pages.module.css';

/**
 * /buy/{coin}/credit-card and /sell/{coin}/credit-card: the ramps that take (or pay out to) a
 * card for the coin, from the coverage matrix, with their currencies, countries, limits, time and
 * verification; the live offers island preset to card, which shows what each costs for the
 * visitor's amount and place; the FAQ and the links around it.
 */
export async function CardView({ locale, view }: { locale: Locale; view: RampCardView }) {
  const t = await getTranslations({ locale, namespace: 'FiatPages' });
  const { side, coin, ramps } = view;
  const ticker = coin.ticker;
  const served = ramps.length > 0;
  const other = side === 'buy' ? 'sell' : 'buy';
  const href = (path: string) => localizedPath(locale, path);
  const trail = [
    { name: t('home'), route: routes.home() },
    { name: t('sideCrumb', { side }), route: routes[side]() },
    {
      name: t('coinLink', { name: coin.name, ticker }),
      route: routes[side]({ coin: coin.code }),
    },
    { name: t('cardCrumb'), route: view.route },
  ];
  const [faq, widget] = await Promise.all([
    rampFaq(locale, { side, ticker, ramps, sandbox: view.sandbox }),
    rampWidgetProps(side, locale, { crypto: coin.code, method: CARD_METHOD }),
  ]);
  const cardFaq = served
    ? [{ question: t('cardFaqQuestion', { side }), answer: t('cardFaqAnswer', { side, ticker }) }]
    : [];
  const questions = [...cardFaq, ...faq];

  return (
    <article aria-labelledby="fiat-title" data-testid="fiat-card">
      <JsonLd data={[breadcrumbList(locale, trail), faqPage(questions)]} />
      <Breadcrumb locale={locale} steps={trail} />
      <h1 id="fiat-title">{t('cardTitle', { side, name: coin.name, ticker })}</h1>
      <p className="lead">
        {served
          ? t('cardLead', { side, ticker, count: ramps.length, countries: view.countries })
          : t('cardNoneLead', { side, ticker })}
      </p>
      {view.sandbox && (
        <p className={styles.notice} role="note" data-testid="fiat-sandbox">
          {t('sandboxNotice')}
        </p>
      )}

      {served && (
        <section aria-labelledby="fiat-live" className={styles.section}>
          <h2 id="fiat-live">{t('liveTitle')}</h2>
          <p>{t('cardCostNote', { side })}</p>
          <ClientMessages namespaces={messages}>
            <RampWidget {...widget} pageNotice={view.sandbox} />
          </ClientMessages>
        </section>
      )}

      {served && (
        <section aria-labelledby="fiat-providers" className={styles.section}>
          <h2 id="fiat-providers">{t('cardProvidersTitle', { side })}</h2>
          <CardTable
            locale={locale}
            ramps={ramps}
            caption={t('providersCaption', { count: ramps.length })}
          />
        </section>
      )}

      <FiatFaqSection title={t('faqTitle')} questions={questions} />

      <section aria-labelledby="fiat-related" className={styles.section}>
        <h2 id="fiat-related">{t('relatedTitle')}</h2>
        <ul className={styles.links}>
          <li>
            <a href={href(routes[side]({ coin: coin.code }))}>
              {t('cardAllMethods', { side, ticker })}
            </a>
          </li>
          {view.otherSide && (
            <li>
              <a href={href(routes.rampCard(other, coin.code))}>
                {t('cardLink', { side: other, ticker })}
              </a>
            </li>
          )}
          <li>
            <a href={href(routes.coin(coin.code))}>{t('coinPage', { name: coin.name })}</a>
          </li>
        </ul>
      </section>
    </article>
  );
}
