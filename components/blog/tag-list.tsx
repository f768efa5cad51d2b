import type { BlogTag } from '@/lib/blog/types';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { BlogLink } from './blog-link';
import styles from './blog.module.css';

/** An article's topics as links to their listings (a card's and an article's header). */
export function TagList({
  tags,
  locale,
  label,
}: {
  tags: readonly BlogTag[];
  locale: Locale;
  label: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <BlogLink locale={locale} href={routes.blogTag(tag.slug)} className={styles.tag}>
            {tag.name}
          </BlogLink>
        </li>
      ))}
    </ul>
  );
}
