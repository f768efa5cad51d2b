import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContentBody } from '@/components/content/content-body';
import { TableOfContents } from '@/components/content/table-of-contents';
import type { Locale } from '@/lib/i18n/locales';
import type { LegalText } from '@/lib/legal/content';
import { OperatorDetails, type OperatorFacts } from './operator-details';
import contentStyles from '@/components/content/content.module.css';
import styles from './legal.module.css';

export interface LegalPageProps {
  text: LegalText;
  locale: Locale;
  operator: OperatorFacts;
  /** What the text's `{{name}}` slots show (the cookie policy's storage table). */
  blocks?: Readonly<Record<string, ReactNode>>;
}

/**
 * A legal page: title, summary, last-updated date, the notice that the English text is binding
 * when the body is English on another locale, the operator, a table of contents and the text.
 * All on the server: no client code beyond the shell.
 */
export async function LegalPage({ text, locale, operator, blocks }: LegalPageProps) {
  const [t, tContent, format] = await Promise.all([
    getTranslations({ locale, namespace: 'LegalPage' }),
    getTranslations({ locale, namespace: 'Content' }),
    getFormatter({ locale }),
  ]);
  const updated = new Date(`${text.updated}T00:00:00Z`);
  const bodyLang = text.bodyLocale === locale ? undefined : text.bodyLocale;

  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" lang={text.metaLocale === locale ? undefined : text.metaLocale}>
          {text.meta.title}
        </h1>
        <p className="lead">{text.meta.summary}</p>
        <p className={styles.updated}>
          {t.rich('updated', {
            date: format.dateTime(updated, { dateStyle: 'long', timeZone: 'UTC' }),
            time: (chunks) => <time dateTime={text.updated}>{chunks}</time>,
          })}
        </p>
        {text.fallback && (
          <p className={styles.notice} role="note">
            {t('bindingNotice')}
          </p>
        )}
      </header>
      <div className={contentStyles.columns}>
        <div className={contentStyles.aside}>
          <TableOfContents headings={text.headings} title={t('contents')} lang={bodyLang} />
          <OperatorDetails locale={locale} facts={operator} />
        </div>
        <ContentBody
          tree={text.tree}
          locale={locale}
          newTab={tContent('newTab')}
          blocks={blocks}
          lang={bodyLang}
        />
      </div>
    </article>
  );
}
