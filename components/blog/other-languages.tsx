import { localeNames, type Locale } from '@/lib/i18n/locales';
import type { Path } from '@/lib/routing/routes';
import { localizedPath } from '@/lib/routing/paths';
import { LocaleLink } from './locale-link';
import styles from './blog.module.css';

/**
 * Links to the same blog page in other languages: what the header's language button (off on the
 * blog, spec section 6) would have offered. An article lists the locales it is written in, in
 * its header; a listing, which exists in every locale, lists them all in a disclosure that works
 * without JavaScript.
 */
export function OtherLanguages({
  id,
  path,
  locales,
  label,
  collapsed = false,
}: {
  id: string;
  path: Path;
  locales: readonly Locale[];
  label: string;
  collapsed?: boolean;
}) {
  if (locales.length === 0) return null;
  const list = (
    <ul>
      {locales.map((other) => (
        <li key={other}>
          <LocaleLink locale={other} href={localizedPath(other, path)}>
            {localeNames[other]}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
  if (collapsed) {
    return (
      <details className={styles.otherLanguages}>
        <summary id={id}>{label}</summary>
        <nav aria-labelledby={id}>{list}</nav>
      </details>
    );
  }
  return (
    <section className={styles.languages} aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      {list}
    </section>
  );
}
