// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CoinPicker } from '@/components/asset/picker/coin-picker';
import { messages as coinMessages } from '@/components/asset/picker/coin-picker.messages';
import { CountryPicker, countryItem } from '@/components/asset/picker/country-picker';
import { messages as countryMessages } from '@/components/asset/picker/country-picker.messages';
import { filterItems } from '@/components/asset/picker/filter';
import type { PickerItem } from '@/components/asset/picker/item';
import { renderIsland } from '@/tests/helpers/render';
import { CURRENCIES } from '../exchange/fixtures';

// The asset kit's one picker (components/asset/picker) over coins and countries: the button
// names what is chosen, the drawer's list is found by name or code, driven by the keyboard,
// and closing gives focus back to the button.

// As the server sends them (lib/fiat/widget-data.ts): ISO code and localized name.
const COUNTRIES = [
  { code: 'AT', name: 'Austria' },
  { code: 'DE', name: 'Germany' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];

function Countries({ initial = 'DE' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CountryPicker label="Your country" value={value} countries={COUNTRIES} onChange={setValue} />
  );
}

function Coins() {
  const [value, setValue] = useState('btc');
  return <CoinPicker label="You get" value={value} currencies={CURRENCIES} onChange={setValue} />;
}

const trigger = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}: `) });

beforeAll(async () => {
  // jsdom has no layout: the list scrolls its active option into view in a browser.
  Element.prototype.scrollIntoView ??= () => {};
  await import('@/components/asset/picker/picker-drawer');
});
afterEach(cleanup);

describe('the search of a picker', () => {
  const countries = COUNTRIES.map(countryItem);

  it('finds a country by its name or its ISO code, an exact code first', () => {
    expect(filterItems(countries, 'united').map((item) => item.code)).toEqual(['GB', 'US']);
    expect(filterItems(countries, 'DE').map((item) => item.code)).toEqual(['DE']);
    expect(filterItems(countries, 'us')[0]?.code).toBe('US');
    expect(filterItems(countries, 'king').map((item) => item.code)).toEqual(['GB']);
    expect(filterItems(countries, '  ')).toHaveLength(countries.length);
  });

  it('finds an item by its other names (search keys) and its badge', () => {
    const items: PickerItem[] = [
      { code: 'EUR', title: 'EUR', subtitle: 'Euro' },
      { code: 'DE', title: 'Deutschland', keys: ['Germany'] },
      { code: 'usdt', title: 'USDT', badge: { text: 'TRC20', title: 'Tron' } },
    ];
    expect(filterItems(items, 'germ').map((item) => item.code)).toEqual(['DE']);
    expect(filterItems(items, 'euro').map((item) => item.code)).toEqual(['EUR']);
    expect(filterItems(items, 'tron').map((item) => item.code)).toEqual(['usdt']);
    expect(filterItems(items, 'zzz')).toEqual([]);
  });
});

describe('CountryPicker', () => {
  // Flag emoji are two boxed letters in Chromium without a colour emoji font (Debian's): the
  // mark is the ISO code itself, never regional indicator symbols.
  it('names the chosen country on its button and marks it with its ISO code, not a flag emoji', () => {
    renderIsland(<Countries />, countryMessages);
    const button = trigger('Your country');
    expect(button.getAttribute('aria-label')).toBe('Your country: Germany. Change the country');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.textContent).toBe('DEGermany');
    expect(button.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it('finds a country by name, chooses it with the keyboard and returns focus', async () => {
    const user = userEvent.setup();
    renderIsland(<Countries />, countryMessages);
    await user.click(trigger('Your country'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    const search = within(dialog).getByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(document.activeElement).toBe(search));

    await user.type(search, 'united', { skipClick: true });
    const listbox = within(dialog).getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'GBUnited Kingdom',
      'USUnited States',
    ]);
    expect(within(dialog).getByText('2 countries found')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(trigger('Your country').getAttribute('aria-label')).toBe(
        'Your country: United States. Change the country',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(trigger('Your country')));
  });

  it('finds a country by its code and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderIsland(<Countries />, countryMessages);
    await user.click(trigger('Your country'));
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await user.type(search, 'at', { skipClick: true });
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Austria');
    await user.clear(search);
    await user.type(search, 'xyz', { skipClick: true });
    expect(screen.getByText('No country matches “xyz”.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape without changing the choice, and gives focus back', async () => {
    const user = userEvent.setup();
    renderIsland(<Countries />, countryMessages);
    await user.click(trigger('Your country'));
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(trigger('Your country')));
    expect(trigger('Your country').getAttribute('aria-label')).toMatch(/Germany/);
    expect(trigger('Your country').getAttribute('aria-expanded')).toBe('false');
  });

  it('says it is still finding the country while none is chosen yet', () => {
    renderIsland(<Countries initial="" />, countryMessages);
    const button = screen.getByRole('button', { name: 'Finding your country…' });
    expect(button.textContent).toContain('Finding your country…');
  });
});

describe('CoinPicker on the generic picker', () => {
  it('keeps its accessible names and chooses a coin by clicking it', async () => {
    const user = userEvent.setup();
    renderIsland(<Coins />, coinMessages);
    expect(trigger('You get').getAttribute('aria-label')).toBe(
      'You get: Bitcoin (BTC) on Bitcoin. Change the coin',
    );
    await user.click(trigger('You get'));
    const dialog = await screen.findByRole('dialog', { name: 'You get: choose a coin' });
    const search = within(dialog).getByRole('combobox', { name: 'Search coins' });
    await user.type(search, 'trc20', { skipClick: true });
    const option = within(dialog).getByRole('option', { name: /USDT/ });
    expect(within(option).getByText('TRC20').getAttribute('title')).toBe('Tron');
    // A click without the pointer sequence: vaul's drag handling needs a layout jsdom lacks.
    fireEvent.click(option);
    await waitFor(() =>
      expect(trigger('You get').getAttribute('aria-label')).toMatch(/\(USDT\) on Tron/),
    );
    await waitFor(() => expect(document.activeElement).toBe(trigger('You get')));
  });
});
