'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
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
}

// The drawer (vaul and the language list) is fetched on the first open, or as the pointer or
// focus reaches the button; the button alone is in the first load.
const loadDrawer = () => import('./language-drawer').then((m) => m.LanguageDrawer);
const LanguageDrawer = dynamic(loadDrawer, { ssr: false });
const preload = () => void loadDrawer();

// The header's language button and the drawer it opens. On the blog the button is disabled
// (spec section 6): articles are written per language under their own slugs, so "this page in
// another language" does not exist there.
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
        disabled={onBlog}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <GlobeIcon />
        <span className={styles.code}>{locale.toUpperCase()}</span>
        <span className="visually-hidden">{labels.button}</span>
      </button>
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
