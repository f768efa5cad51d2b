import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Locale } from '@/lib/i18n/locales';
import { BLOCK_TAG } from '@/lib/content/tree';
import { ContentLink } from './content-link';
import tables from '@/components/ui/table.module.css';
import styles from './content.module.css';

export interface ContentBodyProps {
  /** The sanitised tree from lib/content (loadContent). */
  tree: Root;
  /** The page's locale: internal links keep the reader in it. */
  locale: Locale;
  /** "(opens in a new tab)" in the page's language. */
  newTab: string;
  /** What each `{{name}}` slot of the text shows; a slot without one fails the render. */
  blocks?: Readonly<Record<string, ReactNode>>;
  /** The body's language when it is not the page's (an English fallback). */
  lang?: string;
  /** The locale a blog path is linked in (a blog article not written in `locale`: English). */
  linkLocale?: (pathname: string) => Locale;
}

/**
 * A content body as React elements (hast-util-to-jsx-runtime): no HTML string is set on the page,
 * so nothing the sanitiser did not build can reach it. Links go through ContentLink, wide tables
 * scroll in a focusable region, and slots take the page's blocks.
 */
export function ContentBody({
  tree,
  locale,
  newTab,
  blocks = {},
  lang,
  linkLocale,
}: ContentBodyProps) {
  const components = {
    a: ({ href, children }: { href?: string; children?: ReactNode }) => (
      <ContentLink href={href} locale={locale} newTab={newTab} linkLocale={linkLocale}>
        {children}
      </ContentLink>
    ),
    table: ({ children }: { children?: ReactNode }) => (
      // Keyboard users can scroll a table wider than the screen (WCAG 2.1.1).
      <div className={`${tables.boxed} ${styles.tableScroll}`} tabIndex={0}>
        <table>{children}</table>
      </div>
    ),
    [BLOCK_TAG]: ({ name }: { name: string }) => {
      if (!(name in blocks)) throw new Error(`content: nothing given for the slot {{${name}}}`);
      return blocks[name];
    },
  } as unknown as Partial<Components>;

  return (
    <div className={styles.body} lang={lang}>
      {toJsxRuntime(tree, { Fragment, jsx, jsxs, components })}
    </div>
  );
}
