'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import type { PickerItem } from './item';
import { Picker } from './picker';

/** A coin as a picker lists it: ticker, name, network badge; found by code and network too. */
export function coinItem(currency: PickerCurrency): PickerItem {
  return {
    code: currency.code,
    title: currency.ticker,
    subtitle: currency.name,
    icon: { kind: 'image', src: currency.icon },
    badge: { text: currency.network.badge, title: currency.network.name },
    popular: currency.popular,
  };
}

/** A button showing the chosen coin; it opens a searchable list in a drawer. */
export function CoinPicker({
  id,
  label,
  value,
  currencies,
  complete = true,
  onIntent,
  onChange,
}: {
  id?: string | undefined;
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
  const items = useMemo(() => currencies?.map(coinItem), [currencies]);
  return (
    <Picker
      texts={(key, values) => t(key, values)}
      id={id}
      label={label}
      value={value}
      items={items}
      complete={complete}
      onIntent={onIntent}
      onChange={onChange}
      describe={(item) =>
        t('change', {
          label,
          name: item.subtitle ?? item.title,
          ticker: item.title,
          network: item.badge?.title ?? '',
        })
      }
    />
  );
}
