import { getFormatter, getTranslations } from 'next-intl/server';
import type { ArticleCard as Card } from '@/lib/blog/types';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { BlogLink } from './blog-link';
import { CoverImage } from './cover-image';
import { TagList } from './tag-list';
import styles from './blog.module.css';

/** The grid's sizes: one column on phones, two from 640 px, three from 1024 px (1120 px max). */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** A card of a listing: cover, tags, title (the card's link), excerpt, author, date, time. */
export async function ArticleCard({
  article,
  locale,
  headingLevel = 2,
  priority = false,
}: {
  article: Card;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** The first card of a listing: its cover is in view at once (the page's LCP on a phone). */
  priority?: boolean;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getFormatter({ locale }),
  ]);
  const Heading = `h${headingLevel}` as const;
  const lang = article.english ? article.locale : undefined;
  const published = new Date(`${article.published}T00:00:00Z`);
  return (
    <article className={styles.card} aria-labelledby={`card-${article.slug}`}>
      <CoverImage cover={article.cover} alt="" sizes={CARD_SIZES} priority={priority} />
      <div className={styles.cardBody}>
        <TagList tags={article.tags} locale={locale} label={t('tagsLabel')} />
        <Heading className={styles.cardTitle} id={`card-${article.slug}`} lang={lang}>
          <BlogLink locale={article.locale} href={routes.blogPost(article.slug)}>
            {article.title}
          </BlogLink>
        </Heading>
        <p className={styles.summary} lang={lang}>
          {article.summary}
        </p>
        <p className={styles.meta}>
          {article.english && <span className={styles.badge}>{t('englishBadge')}</span>}
          <span>{article.author.name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.published}>
            {format.dateTime(published, { dateStyle: 'medium', timeZone: 'UTC' })}
          </time>
          <span aria-hidden="true">·</span>
          <span>{t('readingTime', { minutes: article.readingMinutes })}</span>
        </p>
      </div>
    </article>
  );
}

/** A grid of cards. */
export function ArticleGrid({ articles, locale }: { articles: readonly Card[]; locale: Locale }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.slug}>
          <ArticleCard article={article} locale={locale} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
