'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import { CoinIcon } from '../coin-icon';
import styles from './picker.module.css';

// The drawer (vaul) and the searchable list are not part of the page's first load: they start
// loading when the visitor reaches for the button (focus, pointer) and render once it is opened.
const loadDrawer = () => import('./picker-drawer');
const PickerDrawer = dynamic(() => loadDrawer().then((module) => module.PickerDrawer));

/** A button showing the chosen coin; it opens a searchable list in a drawer. */
export function CoinPicker({
  label,
  value,
  currencies,
  complete = true,
  onIntent,
  onChange,
}: {
  /** "You send" / "You get": part of the button's accessible name and the drawer's title. */
  label: string;
  value: string;
  currencies: readonly PickerCurrency[] | undefined;
  /** False while `currencies` are only the popular coins (a search may find more later). */
  complete?: boolean | undefined;
  /** The visitor reaches for the picker: the caller may start loading the full list. */
  onIntent?: (() => void) | undefined;
  onChange: (code: string) => void;
}) {
  const t = useTranslations('CoinPicker');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const current = currencies?.find((currency) => currency.code === value);
  const intent = () => {
    void loadDrawer();
    onIntent?.();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        disabled={!currencies}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={
          current
            ? t('change', {
                label,
                name: current.name,
                ticker: current.ticker,
                network: current.network.name,
              })
            : t('loading')
        }
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
            <CoinIcon src={current.icon} alt="" />
            <span className={styles.ticker}>{current.ticker}</span>
            <span className={styles.badge}>{current.network.badge}</span>
          </>
        ) : (
          <span className={styles.ticker}>{value.toUpperCase()}</span>
        )}
        <ChevronDownIcon width={18} height={18} />
      </button>
      {/* Mounted from the first opening on, so closing animates and gives focus back. */}
      {opened && currencies && (
        <PickerDrawer
          open={open}
          onOpenChange={setOpen}
          label={label}
          currencies={currencies}
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
