'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import type { PickerItem } from './item';
import { ItemIcon } from './item-icon';
import type { PickerTexts } from './names';
import styles from './picker.module.css';

// The drawer (vaul) and the searchable list are not part of the page's first load: they start
// loading when the visitor reaches for the button (focus, pointer) and render once it is opened.
const loadDrawer = () => import('./picker-drawer');
const PickerDrawer = dynamic(() => loadDrawer().then((module) => module.PickerDrawer));

export interface PickerProps {
  /** The kind's texts (the list's search, results, title), from its own namespace. */
  texts: PickerTexts;
  /** For a visible <label htmlFor> beside the button. */
  id?: string | undefined;
  /** A hint about the value (the widget's "guessed from your languages"). */
  describedBy?: string | undefined;
  /** "You send" / "Your country": part of the drawer's title and the list's name. */
  label: string;
  value: string;
  /** Undefined while loading: the button waits, disabled. */
  items: readonly PickerItem[] | undefined;
  /** False while `items` are only the first ones (a search may find more later). */
  complete?: boolean | undefined;
  /** The button's accessible name for the chosen item ("You get: Bitcoin (BTC)… Change"). */
  describe: (item: PickerItem) => string;
  /** The visitor reaches for the picker: the caller may start loading the full list. */
  onIntent?: (() => void) | undefined;
  onChange: (code: string) => void;
}

/** A button showing the chosen item; it opens a searchable list in a drawer. */
export function Picker({
  texts,
  id,
  describedBy,
  label,
  value,
  items,
  complete = true,
  describe,
  onIntent,
  onChange,
}: PickerProps) {
  const t = texts;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const current = items?.find((item) => item.code === value);
  const intent = () => {
    void loadDrawer();
    onIntent?.();
  };

  return (
    <>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        className={styles.trigger}
        disabled={!items}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={current ? describe(current) : t('loading')}
        aria-describedby={describedBy}
        onFocus={intent}
        onPointerEnter={intent}
        onClick={() => {
          intent();
          setOpened(true);
          setOpen(true);
        }}
      >
        {current ? (
          <>
            <ItemIcon icon={current.icon} />
            <span className={styles.title}>{current.title}</span>
            {current.badge && <span className={styles.badge}>{current.badge.text}</span>}
          </>
        ) : (
          <span className={styles.title}>{value ? value.toUpperCase() : t('loading')}</span>
        )}
        <ChevronDownIcon width={18} height={18} />
      </button>
      {/* Mounted from the first opening on, so closing animates and gives focus back. */}
      {opened && items && (
        <PickerDrawer
          texts={texts}
          open={open}
          onOpenChange={setOpen}
          label={label}
          items={items}
          complete={complete}
          selected={value}
          returnFocusRef={triggerRef}
          onChoose={(code) => {
            onChange(code);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
