'use client';

import { useRef, useState } from 'react';
import { GlobeIcon } from '@/components/icons/globe-icon';
import { buttonClassName } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import type { Locale } from '@/lib/i18n/locales';
import { usePathname } from '@/lib/i18n/navigation';
import { isBlogPath } from '@/lib/routing/paths';
import { LanguageList } from './language-list';
import styles from './language.module.css';

export interface LanguageSwitchLabels {
  /** Read after the visible code, e.g. "Change language. Current language: English". */
  button: string;
  title: string;
  description: string;
}

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
  const pathname = usePathname();
  const currentRef = useRef<HTMLAnchorElement>(null);

  return (
    <Drawer
      isOpen={open}
      onOpenChange={setOpen}
      title={labels.title}
      description={labels.description}
      initialFocusRef={currentRef}
      trigger={
        <button
          type="button"
          className={buttonClassName({ variant: 'ghost', size: 'sm', className: styles.trigger })}
          disabled={isBlogPath(pathname)}
        >
          <GlobeIcon />
          <span className={styles.code}>{locale.toUpperCase()}</span>
          <span className="visually-hidden">{labels.button}</span>
        </button>
      }
    >
      <LanguageList current={locale} currentRef={currentRef} onChoose={() => setOpen(false)} />
    </Drawer>
  );
}
