import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/catalogue/coins/breadcrumb';
import companyStyles from '@/components/company/company.module.css';
import { ApplicationForm } from '@/components/for-partners/application-form';
import { forPartnersFaq } from '@/components/for-partners/faq';
import { messages } from '@/components/for-partners/application-form.messages';
import styles from '@/components/for-partners/for-partners.module.css';
import { WidgetBuilderSection } from '@/components/for-partners/widget-builder/widgets-section';
import { RecaptchaNotice } from '@/components/forms/recaptcha-notice';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ExternalLinkIcon } from '@/components/icons/external-link-icon';
import { QuestionList } from '@/components/faq/question-list';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClassName } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { ApiScope } from '@/lib/api/auth/scopes';
import { brand } from '@/lib/brand';
import { brandLinks } from '@/lib/brand-links';
import { listCurrencies } from '@/lib/catalogue';
import { compactPopularCurrencies } from '@/lib/catalogue/compact';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { programFigureValues } from '@/lib/partner-applications/figures';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList, faqPage } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteSettings } from '@/lib/site-settings';

// The partner program (spec: /for-partners; issue 24): who it is for, the affiliate figures
// (PARTNER_COMMISSION_RATE, PARTNER_API_REVENUE_SHARE_MAX, never numbers of its own), attribution
// and payouts, the API (#api, the header's API item), widgets (ref links and the widget builder,
// a deferred client island), the application form (a client island) and the FAQ with its FAQPage
// data. Prerendered per locale.

export async function generateMetadata({ params }: PageProps<'/[locale]/for-partners'>) {
  const { locale } = await params;
  return pageMetadata({
    locale: locale as Locale,
    route: routes.forPartners(),
    key: 'forPartners',
  });
}

const AUDIENCES = ['wallets', 'portfolio', 'sites', 'communities'] as const;
const STEPS = ['apply', 'agree', 'share', 'earn'] as const;
const ATTRIBUTION = ['attributed', 'finished', 'status', 'payout', 'prices'] as const;
const API_FACTS = ['keys', 'publishable', 'scopes', 'limits', 'webhooks', 'reports'] as const;
/** The key scopes the API section names (lib/api/auth/scopes.ts). */
const SCOPES = {
  scope1: 'offers.read',
  scope2: 'swaps.create',
  scope3: 'swaps.read',
  scope4: 'reports.read',
} satisfies Record<string, ApiScope>;
/** The OpenAPI document of /api/v1 (app/api/v1/openapi.json/route.ts). */
const OPENAPI_PATH = '/api/v1/openapi.json';

const code = (chunks: ReactNode) => <code>{chunks}</code>;

export default async function ForPartnersPage({ params }: PageProps<'/[locale]/for-partners'>) {
  const locale = await pageLocale(params);
  const [t, faq, currencies] = await Promise.all([
    getTranslations({ locale, namespace: 'ForPartnersPage' }),
    forPartnersFaq(locale),
    listCurrencies(),
  ]);
  const name = brand().name;
  const { rate, share } = programFigureValues(locale);
  const apiDocs = brandLinks().apiDocs;
  const siteKey = siteSettings().recaptchaSiteKey;
  /** A referral link's query as the partner writes it: "?ref=your-partner-id". */
  const ref = `?ref=${t('refPlaceholder')}`;
  const trail = [
    { name: t('breadcrumbHome'), route: routes.home() },
    { name: t('breadcrumb'), route: routes.forPartners() },
  ];

  return (
    <article className={companyStyles.page} aria-labelledby="for-partners-title">
      <JsonLd data={[breadcrumbList(locale, trail), faqPage(faq)]} />
      <Breadcrumb locale={locale} steps={trail} />
      <h1 id="for-partners-title">{t('title')}</h1>
      <p className="lead">{t('lead', { brand: name })}</p>
      <p className={styles.actions}>
        <a href="#apply" className={buttonClassName()}>
          {t('applyCta')}
        </a>
        <a href="#api" className={buttonClassName({ variant: 'secondary' })}>
          {t('apiCta')}
        </a>
      </p>

      <section className={`${companyStyles.section} ${styles.section}`} aria-labelledby="fp-who">
        <h2 id="fp-who">{t('who.heading')}</h2>
        <ul className={styles.cards}>
          {AUDIENCES.map((audience) => (
            <li key={audience}>
              <h3>{t(`who.${audience}.title`)}</h3>
              <p>{t(`who.${audience}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="program"
        className={`${companyStyles.section} ${styles.section}`}
        aria-labelledby="fp-program"
      >
        <h2 id="fp-program">{t('program.heading')}</h2>
        <ul className={styles.figures}>
          <li>
            <span className={styles.figure} data-testid="partner-commission">
              {t('program.commission', { rate })}
            </span>
            {t('program.commissionLabel')}
          </li>
          <li>
            <span className={styles.figure} data-testid="partner-revenue-share">
              {t('program.share', { share })}
            </span>
            {t('program.shareLabel')}
          </li>
        </ul>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(`program.steps.${step}`, { brand: name })}</li>
          ))}
        </ol>
        <p>
          {t.rich('program.agreement', {
            terms: (chunks) => <Link href={routes.termsForPartners()}>{chunks}</Link>,
          })}
        </p>
      </section>

      <section
        id="attribution"
        className={`${companyStyles.section} ${styles.section}`}
        aria-labelledby="fp-attribution"
      >
        <h2 id="fp-attribution">{t('attribution.heading')}</h2>
        {ATTRIBUTION.map((key) => (
          <p key={key}>{t.rich(`attribution.${key}`, { code, ref })}</p>
        ))}
      </section>

      <section
        id="api"
        className={`${companyStyles.section} ${styles.section}`}
        aria-labelledby="fp-api"
      >
        <h2 id="fp-api">{t('api.heading')}</h2>
        <p>{t('api.lead')}</p>
        <ul className={styles.facts}>
          {API_FACTS.map((fact) => (
            <li key={fact}>
              {t.rich(`api.${fact}`, { code, header: 'Authorization: Bearer <key>', ...SCOPES })}
            </li>
          ))}
        </ul>
        <ul className={styles.links}>
          <li>
            {/* Its own page (the API reference), not preloaded from here. */}
            <Link href={routes.forPartnersApi()} prefetch={false}>
              {t('api.reference')}
            </Link>
          </li>
          <li>
            <a href={OPENAPI_PATH} type="application/json">
              {t('api.openapi')}
            </a>
          </li>
          {apiDocs && (
            <li>
              <a href={apiDocs} target="_blank" rel="noopener noreferrer">
                {t('api.docs')}
                <ExternalLinkIcon className={styles.externalIcon} size={14} />
                <span className="visually-hidden"> {t('api.newTab')}</span>
              </a>
            </li>
          )}
        </ul>
      </section>

      <section
        id="widgets"
        className={`${companyStyles.section} ${styles.section}`}
        aria-labelledby="fp-widgets"
      >
        <h2 id="fp-widgets">{t('widgets.heading')}</h2>
        <p>{t.rich('widgets.link', { code, ref })}</p>
        <p>
          {t.rich('widgets.swapPage', {
            code,
            example: routes.swap({ from: 'btc', to: 'eth', amount: '0.1' }),
          })}
        </p>
        <WidgetBuilderSection
          locale={locale}
          siteUrl={env().SITE_URL}
          popular={compactPopularCurrencies(currencies)}
          brandName={name}
        />
      </section>

      <section
        id="apply"
        className={`${companyStyles.section} ${styles.section}`}
        aria-labelledby="apply-title"
      >
        <h2 id="apply-title">{t('apply.heading')}</h2>
        <p>{t('apply.lead')}</p>
        <div className={styles.panel}>
          <ClientMessages namespaces={messages}>
            <ApplicationForm siteKey={siteKey} />
          </ClientMessages>
          {siteKey && <RecaptchaNotice locale={locale} />}
        </div>
        <p className={styles.note}>
          {t.rich('apply.contact', {
            contact: (chunks) => <Link href={routes.contact()}>{chunks}</Link>,
          })}
        </p>
      </section>

      <section
        id="faq"
        className={`${companyStyles.section} ${styles.section} ${styles.faq}`}
        aria-labelledby="fp-faq"
      >
        <h2 id="fp-faq">{t('faq.heading')}</h2>
        <QuestionList questions={faq} />
      </section>
    </article>
  );
}
