'use client';

import { useTranslations } from 'next-intl';
import { useRef, type RefObject } from 'react';
import { Drawer } from '@/components/ui/drawer';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import { CoinList } from './coin-list';

/** The coin picker's drawer: loaded by CoinPicker when it is first opened (see there). */
export function PickerDrawer({
  open,
  onOpenChange,
  label,
  currencies,
  complete,
  selected,
  returnFocusRef,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  currencies: readonly PickerCurrency[];
  complete: boolean;
  selected: string;
  /** The picker's button, which gets focus back on close. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  onChoose: (code: string) => void;
}) {
  const t = useTranslations('CoinPicker');
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <Drawer
      isOpen={open}
      onOpenChange={onOpenChange}
      title={t('title', { label })}
      description={t('description')}
      initialFocusRef={searchRef}
      returnFocusRef={returnFocusRef}
    >
      <CoinList
        label={label}
        currencies={currencies}
        complete={complete}
        selected={selected}
        searchRef={searchRef}
        onChoose={onChoose}
      />
    </Drawer>
  );
}
