import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { HOME_EXCERPT } from '@/lib/faq/questions';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { loadFaq } from './load-faq';
import styles from './faq.module.css';

/**
 * A few questions of the FAQ with their answers, for the home page, and the way to all of them.
 * Server-rendered disclosures: no JavaScript, and no FAQPage data (that belongs to /faq alone,
 * so search engines see one page of answers, not two).
 */
export async function FaqExcerpt({ locale }: { locale: Locale }) {
  const [t, topics] = await Promise.all([
    getTranslations({ locale, namespace: 'FaqExcerpt' }),
    loadFaq(locale),
  ]);
  const entries = topics.flatMap((topic) => topic.questions);
  const chosen = HOME_EXCERPT.flatMap((id) => entries.filter((entry) => entry.id === id));

  return (
    <section className={styles.excerpt} aria-labelledby="faq-excerpt-title">
      <h2 id="faq-excerpt-title">{t('title')}</h2>
      {chosen.map(({ id, question, answer }) => (
        <details key={id} className={styles.question}>
          <summary className={styles.summary}>
            <span>{question}</span>
          </summary>
          <div className={styles.answer}>{answer}</div>
        </details>
      ))}
      <p className={styles.all}>
        <Link href={routes.faq()}>{t('all')}</Link>
      </p>
    </section>
  );
}
