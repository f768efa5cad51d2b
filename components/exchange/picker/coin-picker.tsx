'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { Drawer } from '@/components/ui/drawer';
import { CoinIcon } from '../coin-icon';
import type { CurrencyListItem } from '@/lib/catalogue/contract';
import { CoinList } from './coin-list';
import styles from './picker.module.css';

/** A button showing the chosen coin; it opens a searchable list in a drawer. */
export function CoinPicker({
  label,
  value,
  currencies,
  onChange,
}: {
  /** "You send" / "You get": part of the button's accessible name and the drawer's title. */
  label: string;
  value: string;
  currencies: readonly CurrencyListItem[] | undefined;
  onChange: (code: string) => void;
}) {
  const t = useTranslations('CoinPicker');
  const [open, setOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const current = currencies?.find((currency) => currency.code === value);

  return (
    <Drawer
      isOpen={open}
      onOpenChange={setOpen}
      title={t('title', { label })}
      description={t('description')}
      initialFocusRef={searchRef}
      trigger={
        <button
          type="button"
          className={styles.trigger}
          disabled={!currencies}
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
      }
    >
      {currencies && (
        <CoinList
          currencies={currencies}
          selected={value}
          searchRef={searchRef}
          onChoose={(code) => {
            onChange(code);
            setOpen(false);
          }}
        />
      )}
    </Drawer>
  );
}
