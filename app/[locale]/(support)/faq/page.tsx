import { getTranslations } from 'next-intl/server';
import { FaqList } from '@/components/faq/faq-list';
import { FaqSearch } from '@/components/faq/faq-search';
import { messages } from '@/components/faq/faq-search.messages';
import { loadFaq } from '@/components/faq/load-faq';
import styles from '@/components/faq/faq.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/components/ui/link';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { faqPage } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/faq'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.faq(), key: 'faq' });
}

// Without JavaScript the search field could not filter anything, so it is not shown; every
// question is in the HTML either way.
const HIDE_SEARCH_WITHOUT_SCRIPT = '<style>[data-faq-search]{display:none}</style>';

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await pageLocale(params);
  const [t, topics] = await Promise.all([
    getTranslations({ locale, namespace: 'FaqPage' }),
    loadFaq(locale),
  ]);
  const questions = topics.flatMap((topic) => topic.questions);

  return (
    <div className={styles.page}>
      <JsonLd
        data={faqPage(
          questions.map(({ question, answerText }) => ({ question, answer: answerText })),
        )}
      />
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead', { brand: brand().name })}</p>
      <noscript dangerouslySetInnerHTML={{ __html: HIDE_SEARCH_WITHOUT_SCRIPT }} />
      <ClientMessages namespaces={messages}>
        <FaqSearch>
          <FaqList topics={topics} topicsLabel={t('topics')} />
        </FaqSearch>
      </ClientMessages>
      <section className={styles.more} aria-labelledby="faq-more-title">
        <h2 id="faq-more-title">{t('moreTitle')}</h2>
        <p>
          {t.rich('moreText', {
            contact: (chunks) => <Link href={routes.contact()}>{chunks}</Link>,
          })}
        </p>
      </section>
    </div>
  );
}
