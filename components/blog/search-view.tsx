import { getFormatter, getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/ui/pagination';
import type { SearchResults } from '@/lib/blog/search';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { BlogBand } from './blog-band';
import { BlogLink } from './blog-link';
import styles from './blog.module.css';

export type SearchState =
  | { kind: 'empty' }
  | { kind: 'invalid'; query: string }
  | { kind: 'results'; results: SearchResults }
  /** Refused by lib/blog/search-gate.ts: too many searches, or too many at once. */
  | { kind: 'rate_limited' | 'busy'; query: string; retryAfter: number };

/** /blog/search/: the form, then the results with their snippets (matched words marked). */
export async function SearchView({ locale, state }: { locale: Locale; state: SearchState }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getFormatter({ locale }),
  ]);
  const query =
    state.kind === 'empty' ? '' : state.kind === 'results' ? state.results.query : state.query;
  return (
    <>
      <BlogBand locale={locale} current="search" query={query} />
      <header className={styles.listingHeader}>
        <h1>
          {state.kind === 'results' ? t('search.resultsFor', { query }) : t('search.title')}
          {state.kind === 'results' && state.results.page > 1 && (
            <span className={styles.count}> – {t('page', { page: state.results.page })}</span>
          )}
        </h1>
        {state.kind === 'results' && (
          <p className="lead" role="status">
            {t('search.count', { count: state.results.total })}
          </p>
        )}
      </header>
      {state.kind === 'empty' && <p className={styles.empty}>{t('search.empty')}</p>}
      {state.kind === 'invalid' && (
        <p className={styles.empty} role="alert">
          {t('search.invalid')}
        </p>
      )}
      {state.kind === 'rate_limited' && (
        <p className={styles.empty} role="alert">
          {t('search.tooMany', { seconds: state.retryAfter })}
        </p>
      )}
      {state.kind === 'busy' && (
        <p className={styles.empty} role="alert">
          {t('search.busy', { seconds: state.retryAfter })}
        </p>
      )}
      {state.kind === 'results' && state.results.total === 0 && (
        <p className={styles.empty}>
          {t.rich('search.none', {
            query,
            tags: (chunks) => (
              <BlogLink locale={locale} href={routes.blogTags()}>
                {chunks}
              </BlogLink>
            ),
          })}
        </p>
      )}
      {state.kind === 'results' && state.results.hits.length > 0 && (
        <>
          <ol className={styles.results}>
            {state.results.hits.map((hit) => {
              const lang = hit.english ? hit.locale : undefined;
              return (
                <li key={hit.slug} className={styles.result}>
                  <h2 lang={lang}>
                    <BlogLink locale={hit.locale} href={routes.blogPost(hit.slug)}>
                      {hit.title}
                    </BlogLink>
                  </h2>
                  <p className={styles.snippet} lang={lang}>
                    {hit.snippet.map((part, index) =>
                      part.mark ? <mark key={index}>{part.text}</mark> : part.text,
                    )}
                  </p>
                  <p className={styles.meta}>
                    {hit.english && <span className={styles.badge}>{t('englishBadge')}</span>}
                    <span>{hit.author.name}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={hit.published}>
                      {format.dateTime(new Date(`${hit.published}T00:00:00Z`), {
                        dateStyle: 'medium',
                        timeZone: 'UTC',
                      })}
                    </time>
                  </p>
                </li>
              );
            })}
          </ol>
          <Pagination
            locale={locale}
            page={state.results.page}
            pageCount={state.results.pages}
            href={(page) => routes.blogSearch(page, state.results.query)}
            label={t('search.pagesLabel')}
            plain
          />
        </>
      )}
    </>
  );
}
