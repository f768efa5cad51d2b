'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { CoinIcon } from '../coin-icon';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import { filterCurrencies } from './filter';
import styles from './picker.module.css';

// A search field driving a listbox (the combobox pattern): arrows move the active option,
// Enter chooses it, Escape is left to the drawer, which closes and returns focus.

const MAX_SHOWN = 120;

export function CoinList({
  label,
  currencies,
  complete,
  selected,
  onChoose,
  searchRef,
}: {
  /** The picker's label ("You get"), part of the list's accessible name. */
  label: string;
  currencies: readonly PickerCurrency[];
  /** False while only the popular coins are here: a search without match then says "loading". */
  complete: boolean;
  selected: string;
  onChoose: (code: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useTranslations('CoinPicker');
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => filterCurrencies(currencies, query), [currencies, query]);
  const shown = matches.slice(0, MAX_SHOWN);
  const optionId = (index: number) => `${id}-option-${index}`;

  const move = (to: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, to));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(active + step);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = shown[active];
      if (choice) onChoose(choice.code);
    }
  };

  return (
    <div className={styles.list}>
      <TextInput
        ref={searchRef}
        type="search"
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded
        aria-autocomplete="list"
        aria-controls={`${id}-listbox`}
        aria-activedescendant={shown.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <p className="visually-hidden" aria-live="polite">
        {complete || matches.length ? t('results', { count: matches.length }) : t('loading')}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>{complete ? t('empty', { query }) : t('loading')}</p>
      ) : (
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('title', { label })}
          className={styles.options}
        >
          {shown.map((currency, index) => (
            <li
              key={currency.code}
              id={optionId(index)}
              role="option"
              aria-selected={currency.code === selected}
              data-active={index === active || undefined}
              className={styles.option}
              onMouseMove={() => setActive(index)}
              onClick={() => onChoose(currency.code)}
            >
              <CoinIcon src={currency.icon} alt="" />
              <span className={styles.names}>
                <span className={styles.ticker}>{currency.ticker}</span>
                <span className={styles.name}>{currency.name}</span>
              </span>
              <span className={styles.badge} title={currency.network.name}>
                {currency.network.badge}
              </span>
              {currency.popular && !query && (
                <span className="visually-hidden">{t('popular')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
