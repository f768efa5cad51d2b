'use client';

import { useRef, type RefObject } from 'react';
import { Drawer } from '@/components/ui/drawer';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageList } from './language-list';
import type { LanguageSwitchLabels } from './language-switch';

export interface LanguageDrawerProps {
  locale: Locale;
  labels: LanguageSwitchLabels;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The language button: focus returns there when the drawer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The language drawer (vaul), loaded by language-switch.tsx on the first open: focus moves to
 * the current language, is trapped inside while open and returns to the button on close.
 */
export function LanguageDrawer({
  locale,
  labels,
  isOpen,
  onOpenChange,
  returnFocusRef,
}: LanguageDrawerProps) {
  const currentRef = useRef<HTMLAnchorElement>(null);
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      initialFocusRef={currentRef}
      returnFocusRef={returnFocusRef}
    >
      <LanguageList current={locale} currentRef={currentRef} onChoose={() => onOpenChange(false)} />
    </Drawer>
  );
}
