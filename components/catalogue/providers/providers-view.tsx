import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList } from '@/lib/seo/json-ld';
import type { DailyFigures } from '@/lib/rates/provider-daily';
import { FigurePlots } from './figure-plots';
import { MeasuredFigures } from './measured-figures';
import { ProvidersOverview } from './providers-overview';
import { FIGURE_DAYS, KYC_LEVELS, METHOD_TERMS } from './terms';
import type { FiguresState, ProviderRow } from './types';
import styles from './providers.module.css';

/**
 * /providers: who the enabled providers are, and what this site measured of them from its own
 * quote history (docs/providers-figures.md). Server-rendered, no client code.
 */
export async function ProvidersView({
  locale,
  rows,
  figuresState,
  daily,
}: {
  locale: Locale;
  rows: readonly ProviderRow[];
  figuresState: FiguresState;
  /** Each provider's figures per day over 30 days, for the plots (empty: no plot). */
  daily: ReadonlyMap<string, readonly DailyFigures[]>;
}) {
  const t = await getTranslations({ locale, namespace: 'ProvidersPage' });
  const name = brand().name;
  const sandboxOnly = rows.every((row) => row.partner.sandbox);
  const anySandbox = rows.some((row) => row.partner.sandbox);
  const trail = [
    { name, route: routes.home() },
    { name: t('breadcrumb'), route: routes.providers() },
  ];

  return (
    <article className={styles.page} aria-labelledby="providers-title">
      <JsonLd data={breadcrumbList(locale, trail)} />
      <h1 id="providers-title">{t('title')}</h1>
      <p className="lead">{t('lead', { count: rows.length, brand: name })}</p>
      {anySandbox && (
        <p className={styles.notice} role="note" data-testid="sandbox-notice">
          {t('sandboxNotice', { scope: sandboxOnly ? 'all' : 'some' })}
        </p>
      )}
      <ProvidersOverview locale={locale} rows={rows} />

      <section className={styles.section} aria-labelledby="providers-figures">
        <h2 id="providers-figures">{t('figuresTitle', { brand: name })}</h2>
        <p>{t('figuresLead', { brand: name })}</p>
        {figuresState === 'unavailable' && <p data-testid="figures-state">{t('unavailable')}</p>}
        {figuresState === 'none' && <p data-testid="figures-state">{t('noHistory')}</p>}
        {figuresState === 'measured' && (
          <>
            {FIGURE_DAYS.map((days) => (
              <MeasuredFigures key={days} locale={locale} rows={rows} days={days} />
            ))}
            <FigurePlots locale={locale} rows={rows} daily={daily} />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="providers-fees">
        <h2 id="providers-fees">{t('feesTitle')}</h2>
        <p>{t('feesText', { brand: name })}</p>
      </section>

      <section className={styles.section} aria-labelledby="providers-kyc">
        <h2 id="providers-kyc">{t('kycTitle')}</h2>
        <dl className={styles.terms}>
          {KYC_LEVELS.map((level) => (
            <div key={level}>
              <dt>{t(`kyc.${level}`)}</dt>
              <dd>{t(`kycText.${level}`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="providers-method">
        <h2 id="providers-method">{t('methodTitle')}</h2>
        <dl className={styles.terms}>
          {METHOD_TERMS.map((term) => (
            <div key={term}>
              <dt>{t(`methodTerms.${term}`)}</dt>
              <dd>{t(`method.${term}`, { brand: name })}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
