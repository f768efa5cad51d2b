import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { PressMention } from '@/lib/press';
import { ExternalLink } from './external-link';
import styles from './company.module.css';

/** Articles about the site, newest first; an empty state while there are none. */
export async function PressMentions({
  locale,
  brand,
  mentions,
}: {
  locale: Locale;
  brand: string;
  mentions: readonly PressMention[];
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'PressPage' }),
    getFormatter({ locale }),
  ]);
  if (mentions.length === 0) return <p className={styles.muted}>{t('empty', { brand })}</p>;
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  return (
    <ul className={styles.cards}>
      {mentions.map((mention) => (
        <li key={mention.url} className={styles.card}>
          <h3 lang={mention.language}>
            <ExternalLink href={mention.url} newTab={t('newTab')}>
              {mention.title}
            </ExternalLink>
          </h3>
          <p className={styles.muted}>
            {t('published', {
              outlet: mention.outlet,
              date: format.dateTime(new Date(`${mention.date}T00:00:00Z`), {
                dateStyle: 'long',
                timeZone: 'UTC',
              }),
            })}
            {mention.language.split('-')[0] !== locale &&
              ` · ${t('language', { language: languages.of(mention.language) ?? mention.language })}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
