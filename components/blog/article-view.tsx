import { getFormatter, getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/content/content-body';
import { TableOfContents } from '@/components/content/table-of-contents';
import { JsonLd } from '@/components/seo/json-ld';
import type { BlogArticle, ArticleCard as Card } from '@/lib/blog/types';
import type { Root } from 'hast';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { article as articleLd, breadcrumbList } from '@/lib/seo/json-ld';
import { ArticleCard } from './article-card';
import { AuthorAvatar } from './author-avatar';
import { BlogBand } from './blog-band';
import { BlogLink } from './blog-link';
import { CoverImage } from './cover-image';
import { OtherLanguages } from './other-languages';
import { TagList } from './tag-list';
import contentStyles from '@/components/content/content.module.css';
import styles from './blog.module.css';

/** An article with this many sections or more gets a table of contents. */
const CONTENTS_FROM = 4;

/** The article's cover: the text column's width on a desktop, the screen's on a phone. */
const COVER_SIZES = '(min-width: 1120px) 1072px, 100vw';

export interface ArticleViewProps {
  article: BlogArticle;
  /** The body rendered by lib/content/pipeline.ts. */
  tree: Root;
  related: readonly Card[];
  locale: Locale;
  /** The locale an article linked from the body is read in (its own, else English). */
  linkLocale: (pathname: string) => Locale;
}

/**
 * An article: breadcrumbs, title, excerpt, author, dates, reading time, tags, the other languages
 * it is written in, the cover, the table of contents of a long text, the body, related articles.
 * Server-rendered; the only client code is the cover's error state.
 */
export async function ArticleView({
  article,
  tree,
  related,
  locale,
  linkLocale,
}: ArticleViewProps) {
  const [t, tContent, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Content' }),
    getFormatter({ locale }),
  ]);
  const date = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const route = routes.blogPost(article.slug);
  const sections = article.headings.filter((heading) => heading.depth === 2);
  const otherLanguages = article.locales.filter((other) => other !== locale);

  return (
    <>
      <JsonLd
        data={[
          articleLd({
            locale,
            route,
            headline: article.title,
            description: article.summary,
            published: new Date(`${article.published}T00:00:00Z`),
            modified: article.updated ? new Date(`${article.updated}T00:00:00Z`) : undefined,
            authors: [
              {
                name: article.author.name,
                route: routes.blogAuthor(article.author.slug),
                type: 'Organization',
              },
            ],
            images: [article.cover.src],
            keywords: article.tags.map((tag) => tag.name),
          }),
          breadcrumbList(locale, [
            { name: t('home'), route: routes.home() },
            { name: t('title'), route: routes.blog() },
            { name: article.title, route },
          ]),
        ]}
      />
      <BlogBand locale={locale} current={null} />
      <article className={styles.article} aria-labelledby="article-title">
        <nav className={styles.breadcrumbs} aria-label={t('breadcrumbs')}>
          <ol>
            <li>
              <BlogLink locale={locale} href={routes.blog()}>
                {t('title')}
              </BlogLink>
            </li>
            {article.tags[0] && (
              <li>
                <BlogLink locale={locale} href={routes.blogTag(article.tags[0].slug)}>
                  {article.tags[0].name}
                </BlogLink>
              </li>
            )}
            <li aria-current="page">{article.title}</li>
          </ol>
        </nav>
        <header className={styles.articleHeader}>
          <h1 id="article-title">{article.title}</h1>
          <p className="lead">{article.summary}</p>
          <p className={styles.byline}>
            <AuthorAvatar
              name={article.author.name}
              color={article.author.color}
              size={40}
              className={styles.avatar}
            />
            <span>
              {t.rich('by', {
                author: article.author.name,
                link: (chunks) => (
                  <BlogLink locale={locale} href={routes.blogAuthor(article.author.slug)}>
                    {chunks}
                  </BlogLink>
                ),
              })}
            </span>
            <span>
              {t.rich('published', {
                date: date(article.published),
                time: (chunks) => <time dateTime={article.published}>{chunks}</time>,
              })}
            </span>
            {article.updated && (
              <span>
                {t.rich('updated', {
                  date: date(article.updated),
                  time: (chunks) => <time dateTime={article.updated ?? ''}>{chunks}</time>,
                })}
              </span>
            )}
            <span>{t('readingTime', { minutes: article.readingMinutes })}</span>
          </p>
          <TagList tags={article.tags} locale={locale} label={t('tagsLabel')} />
          <OtherLanguages
            id="article-languages"
            path={route}
            locales={otherLanguages}
            label={t('languages')}
          />
        </header>
        <div className={styles.articleCover}>
          <CoverImage cover={article.cover} alt="" sizes={COVER_SIZES} priority />
        </div>
        <div className={contentStyles.columns}>
          <div className={contentStyles.aside}>
            {sections.length >= CONTENTS_FROM && (
              <TableOfContents headings={article.headings} title={t('contents')} />
            )}
          </div>
          <ContentBody
            tree={tree}
            locale={locale}
            newTab={tContent('newTab')}
            linkLocale={linkLocale}
          />
        </div>
        {related.length > 0 && (
          <section className={styles.related} aria-labelledby="related-title">
            <h2 id="related-title">{t('related')}</h2>
            <ul className={styles.grid}>
              {related.map((card) => (
                <li key={card.slug}>
                  <ArticleCard article={card} locale={locale} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </>
  );
}
