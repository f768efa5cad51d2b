import { ExternalLinkIcon } from '@/components/icons/external-link-icon';
import type { FooterLink as FooterLinkData } from '@/lib/footer/columns';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './site-footer.module.css';

export interface FooterLinkProps {
  link: Pick<FooterLinkData, 'kind' | 'href'>;
  label: string;
  locale: Locale;
  /** "(opens in a new tab)", read by screen readers after external labels. */
  newTab: string;
}

/**
 * One footer link. Pages of this app use next-intl's Link (no prefetch: a footer full of links
 * would prefetch dozens of pages on every visit); the blog is another app, reached by a full
 * page load; external links open in a new tab without access to this page.
 */
export function FooterLink({ link, label, locale, newTab }: FooterLinkProps) {
  if (link.kind === 'external') {
    // The icon is glued to the label's last character so it never wraps onto a line alone,
    // while the label itself can still wrap (even inside one long word).
    const characters = Array.from(label);
    const last = characters.pop() ?? '';
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {characters.join('')}
        <span className={styles.nowrap}>
          {last}
          <ExternalLinkIcon className={styles.externalIcon} width={14} height={14} />
        </span>
        <span className="visually-hidden"> {newTab}</span>
      </a>
    );
  }
  if (link.kind === 'blog') {
    return <a href={localizedPath(locale, link.href)}>{label}</a>;
  }
  return (
    // No `locale` prop: next-intl would force the prefix ("/en/swap"), a redirect for English.
    <Link href={link.href} prefetch={false}>
      {label}
    </Link>
  );
}
