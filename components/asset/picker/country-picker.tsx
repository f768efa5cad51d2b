'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { PickerItem } from './item';
import { Picker } from './picker';

/** A country as a picker lists it: its flag and name; found by its ISO code too ("de"). */
export function countryItem(country: { code: string; name: string; flag?: string }): PickerItem {
  return {
    code: country.code,
    title: country.name,
    icon: country.flag ? { kind: 'flag', emoji: country.flag } : undefined,
  };
}

/** A button showing the chosen country; it opens a searchable list in a drawer. */
export function CountryPicker({
  id,
  describedBy,
  label,
  value,
  countries,
  onChange,
}: {
  id?: string | undefined;
  describedBy?: string | undefined;
  /** "Your country": part of the button's accessible name and the drawer's title. */
  label: string;
  value: string;
  /** Localized names (and flags), in the order shown. */
  countries: readonly { code: string; name: string; flag?: string }[];
  onChange: (code: string) => void;
}) {
  const t = useTranslations('CountryPicker');
  const items = useMemo(() => countries.map(countryItem), [countries]);
  return (
    <Picker
      texts={(key, values) => t(key, values)}
      id={id}
      describedBy={describedBy}
      label={label}
      value={value}
      items={items}
      onChange={onChange}
      describe={(item) => t('change', { label, name: item.title })}
    />
  );
}
