import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/coins/breadcrumb';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { brand } from '@/lib/brand';
import type { DexPageFacts } from '@/lib/dex/page';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { breadcrumbList, faqPage } from '@/lib/seo/json-ld';
import { DexIslandLoader } from '../island-loader';
import { messages } from '../island-loader.messages';
import { DexNetworks } from './dex-networks';
import styles from './dex-page.module.css';

const STEPS = ['connect', 'compare', 'approve', 'sign'] as const;
const QUESTIONS = ['custody', 'wallets', 'gas', 'approval', 'slippage'] as const;

/** /dex: the heading and what the page does, the wallet and swap island, how it works, the networks, the questions. */
export async function DexPageView({ locale, facts }: { locale: Locale; facts: DexPageFacts }) {
  const t = await getTranslations({ locale, namespace: 'dexPage' });
  const name = brand().name;
  const trail = [
    { name: t('crumbHome'), route: routes.home() },
    { name: t('crumb'), route: routes.dex() },
  ];
  const questions = QUESTIONS.map((id) => ({
    id,
    question: t(`faq.${id}.q`, { brand: name }),
    answer: t(`faq.${id}.a`, { brand: name }),
  }));

  return (
    <article aria-labelledby="dex-title" className={styles.page} data-testid="dex-page">
      <JsonLd data={[breadcrumbList(locale, trail), faqPage(questions)]} />
      <Breadcrumb locale={locale} steps={trail} />
      <h1 id="dex-title">{t('title')}</h1>
      <p className="lead">{t('lead', { brand: name })}</p>
      {facts.sandbox && (
        <p className={styles.sandbox} role="note" data-testid="dex-sandbox">
          {t('sandbox')}
        </p>
      )}

      <ClientMessages namespaces={messages}>
        <DexIslandLoader
          walletConnectProjectId={facts.walletConnectProjectId}
          appName={name}
          appDescription={t('metaTitle')}
          sandboxLabelled={facts.sandbox}
        />
      </ClientMessages>

      <section aria-labelledby="dex-how" className={styles.section}>
        <h2 id="dex-how">{t('howTitle')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>
              <h3>{t(`steps.${step}.title`)}</h3>
              <p>{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <DexNetworks locale={locale} facts={facts} />

      <section aria-labelledby="dex-faq" className={styles.section}>
        <h2 id="dex-faq">{t('faqTitle')}</h2>
        {questions.map(({ id, question, answer }) => (
          <div key={id} className={styles.question}>
            <h3>{question}</h3>
            <p>{answer}</p>
          </div>
        ))}
      </section>
    </article>
  );
}
