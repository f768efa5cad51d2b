'use client';

import { useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { filterItems } from './filter';
import type { PickerItem } from './item';
import { ItemIcon } from './item-icon';
import type { PickerTexts } from './names';
import listStyles from './item-list.module.css';
import styles from './picker.module.css';

// A search field driving a listbox (the combobox pattern): arrows move the active option,
// Enter chooses it, Escape is left to the drawer, which closes and returns focus.

const MAX_SHOWN = 120;

export function ItemList({
  texts,
  label,
  items,
  complete,
  selected,
  onChoose,
  searchRef,
}: {
  texts: PickerTexts;
  /** The picker's label ("You get"), part of the list's accessible name. */
  label: string;
  items: readonly PickerItem[];
  /** False while only the first items are here: a search without match then says "loading". */
  complete: boolean;
  selected: string;
  onChoose: (code: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const t = texts;
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => filterItems(items, query), [items, query]);
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
    <div className={listStyles.list}>
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
        <p className={listStyles.empty}>{complete ? t('empty', { query }) : t('loading')}</p>
      ) : (
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('title', { label })}
          className={listStyles.options}
        >
          {shown.map((item, index) => (
            <li
              key={item.code}
              id={optionId(index)}
              role="option"
              aria-selected={item.code === selected}
              data-active={index === active || undefined}
              className={listStyles.option}
              onMouseMove={() => setActive(index)}
              onClick={() => onChoose(item.code)}
            >
              <ItemIcon icon={item.icon} />
              <span className={listStyles.names}>
                <span className={styles.title}>{item.title}</span>
                {item.subtitle && <span className={listStyles.name}>{item.subtitle}</span>}
              </span>
              {item.badge && (
                <span className={styles.badge} title={item.badge.title}>
                  {item.badge.text}
                </span>
              )}
              {item.popular && !query && <span className="visually-hidden">{t('popular')}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
