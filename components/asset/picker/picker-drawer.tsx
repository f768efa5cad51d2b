'use client';

import { useRef, type RefObject } from 'react';
import { Drawer } from '@/components/ui/drawer';
import type { PickerItem } from './item';
import { ItemList } from './item-list';
import type { PickerTexts } from './names';

/** A picker's drawer: loaded by Picker when it is first reached for (see there). */
export function PickerDrawer({
  texts,
  open,
  onOpenChange,
  label,
  items,
  complete,
  selected,
  returnFocusRef,
  onChoose,
}: {
  texts: PickerTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  items: readonly PickerItem[];
  complete: boolean;
  selected: string;
  /** The picker's button, which gets focus back on close. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  onChoose: (code: string) => void;
}) {
  const t = texts;
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
      <ItemList
        texts={texts}
        label={label}
        items={items}
        complete={complete}
        selected={selected}
        searchRef={searchRef}
        onChoose={onChoose}
      />
    </Drawer>
  );
}
