'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { PickerItem } from './item';
import { Picker } from './picker';

/** A country as a picker lists it: its ISO code's mark and name; found by the code too ("de"). */
export function countryItem(country: { code: string; name: string }): PickerItem {
  return { code: country.code, title: country.name, icon: { kind: 'country', code: country.code } };
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
  /** ISO codes with their localized names, in the order shown. */
  countries: readonly { code: string; name: string }[];
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
