'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import { GlobeIcon } from '@/components/icons/globe-icon';
import { buttonClassName } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { usePathname } from '@/lib/i18n/navigation';
import { NOT_FOUND_PAGE } from '@/lib/routing/not-found-page';
import { isBlogPath, splitLocalePrefix } from '@/lib/routing/paths';
import styles from './language.module.css';

export interface LanguageSwitchLabels {
  /** Read after the visible code, e.g. "Change language. Current language: English". */
  button: string;
  title: string;
  description: string;
  /** Why the button is off on the blog, read and shown as its description there. */
  blogNote: string;
}

// The drawer (vaul and the language list) is fetched on the first open, or as the pointer or
// focus reaches the button; the button alone is in the first load.
const loadDrawer = () => import('./language-drawer').then((m) => m.LanguageDrawer);
const LanguageDrawer = dynamic(loadDrawer, { ssr: false });
const preload = () => void loadDrawer();

// The header's language button and the drawer it opens. On the blog the button is disabled
// (spec section 6): articles are written per language under their own slugs, so "this page in
// another language" does not exist there. It stays focusable there (aria-disabled rather than
// disabled) so that keyboard and screen-reader users reach its description, which says why and
// where the page's other languages are (the blog pages link them: components/blog).
export function LanguageSwitch({
  locale,
  labels,
}: {
  locale: Locale;
  labels: LanguageSwitchLabels;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const pathname = usePathname();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  // The blog's 404 is one prerendered page served for every unknown blog path (ADR 0008): at
  // build time its path is the internal one, so it counts as the blog too, on the server and in
  // the browser alike.
  const onBlog =
    isBlogPath(pathname) || splitLocalePrefix(pathname).rest === `${NOT_FOUND_PAGE}/blog`;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName({ variant: 'ghost', size: 'sm', className: styles.trigger })}
        aria-disabled={onBlog || undefined}
        aria-describedby={onBlog ? noteId : undefined}
        title={onBlog ? labels.blogNote : undefined}
        aria-haspopup={onBlog ? undefined : 'dialog'}
        aria-expanded={onBlog ? undefined : open}
        onPointerEnter={onBlog ? undefined : preload}
        onFocus={onBlog ? undefined : preload}
        onClick={() => {
          if (onBlog) return;
          setOpened(true);
          setOpen(true);
        }}
      >
        <GlobeIcon />
        <span className={styles.code}>{locale.toUpperCase()}</span>
        <span className="visually-hidden">{labels.button}</span>
      </button>
      {onBlog && (
        <span id={noteId} hidden>
          {labels.blogNote}
        </span>
      )}
      {opened && (
        <LanguageDrawer
          locale={locale}
          labels={labels}
          isOpen={open}
          onOpenChange={setOpen}
          returnFocusRef={buttonRef}
        />
      )}
    </>
  );
}
