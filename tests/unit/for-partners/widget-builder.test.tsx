// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PREVIEW_DEBOUNCE_MS,
  WidgetBuilder,
} from '@/components/for-partners/widget-builder/widget-builder';
import { messages } from '@/components/for-partners/widget-builder/widget-builder.messages';
import type { CompactCurrency } from '@/lib/catalogue/compact';
import { renderIsland } from '@/tests/helpers/render';

// The widget builder (/for-partners#widgets): every option reaches the snippets at once and the
// preview's src after the debounce; invalid values are named inline and left out; the copy
// button says "Copied" in a live region. The preview's content is the widget's own (W1, W2): only
// its src is checked here.

const POPULAR: CompactCurrency[] = [
  ['btc', 'BTC', 'Bitcoin', '/coins/btc.svg', 'Bitcoin', 'BTC'],
  ['eth', 'ETH', 'Ethereum', '/coins/eth.svg', 'Ethereum', 'ETH'],
];
const SITE = 'https://swap.example';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  renderIsland(<WidgetBuilder siteUrl={SITE} popular={POPULAR} brandName="Swaplens" />, messages);
  const preview = () => screen.getByTestId('widget-preview');
  const snippet = (kind: 'script' | 'iframe') => screen.getByTestId(`snippet-${kind}`).textContent;
  const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const type = (name: RegExp, value: string) =>
    fireEvent.change(field(name), { target: { value } });
  const settle = () => act(() => vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS));
  return { preview, snippet, field, type, settle };
}

describe('WidgetBuilder', () => {
  it('starts with the default v2 widget in the preview and both snippets', () => {
    const { preview, snippet } = setup();
    expect(preview().getAttribute('src')).toBe('/v2/widget?from=btc&to=eth');
    expect(preview().getAttribute('title')).toBe('Swaplens exchange widget');
    expect(snippet('script')).toBe(
      '<div data-swap-widget="v2" data-query="from=btc&amp;to=eth"></div>\n' +
        `<script async src="${SITE}/embed.js"></script>`,
    );
    expect(snippet('iframe')).toBe(
      `<iframe src="${SITE}/v2/widget?from=btc&amp;to=eth" title="Swaplens exchange widget" ` +
        'style="width:100%;max-width:480px;height:600px;border:0" allow="clipboard-write" loading="lazy"></iframe>',
    );
  });

  it('updates the snippets at once and the preview only after the typing pauses', () => {
    const { preview, snippet, type, settle } = setup();
    type(/Primary colour/, '#0a7');
    expect(snippet('script')).toContain('primary=%2300aa77');
    act(() => vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS - 1));
    type(/Primary colour/, '#0a77');
    act(() => vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS - 1));
    expect(preview().getAttribute('src')).toBe('/v2/widget?from=btc&to=eth');
    type(/Primary colour/, '#00aa77');
    settle();
    expect(preview().getAttribute('src')).toBe('/v2/widget?from=btc&to=eth&primary=%2300aa77');
  });

  it('carries every option in the widget’s own names', () => {
    const { preview, type, settle } = setup();
    type(/Amount to send/, '0,5');
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed rate only' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    type(/Background colour/, '#fff');
    type(/Corner radius/, '8');
    type(/Partner ID/, 'a1b2c3d4e5f6');
    fireEvent.click(screen.getByRole('checkbox', { name: /Lock the pair/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'de' },
    });
    settle();
    expect(preview().getAttribute('src')).toBe(
      '/v2/widget?from=btc&to=eth&amount=0.5&rate=fixed&lang=de&theme=dark' +
        '&background=%23ffffff&radius=8&ref=a1b2c3d4e5f6&lock=1',
    );
  });

  it('switches to the compact widget: its route, its height, no rate type', () => {
    const { preview, snippet, settle } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed rate only' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Compact (v1)' }));
    settle();
    expect(preview().getAttribute('src')).toBe('/widget?from=btc&to=eth');
    expect(snippet('script')).toContain('data-swap-widget="v1"');
    expect(snippet('iframe')).toContain(`src="${SITE}/widget?from=btc&amp;to=eth"`);
    expect(snippet('iframe')).toContain('height:320px');
    expect(screen.getByRole('radiogroup', { name: 'Rate type' }).textContent).toContain(
      'Only the full widget has this choice',
    );
  });

  it('names an invalid value inline, marks the field and leaves it out', () => {
    const { snippet, field, type } = setup();
    type(/Partner ID/, 'ABC');
    type(/Primary colour/, 'teal');
    type(/Amount to send/, '1e5');
    type(/Corner radius/, '40');
    for (const name of [/Partner ID/, /Primary colour/, /Amount to send/, /Corner radius/]) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByText(/A partner ID is 12 lowercase letters and digits/)).toBeTruthy();
    expect(screen.getByText(/This is not a hex colour/)).toBeTruthy();
    expect(snippet('script')).toBe(
      '<div data-swap-widget="v2" data-query="from=btc&amp;to=eth"></div>\n' +
        `<script async src="${SITE}/embed.js"></script>`,
    );
  });

  it('tags a valid colour, warns on low contrast, and tags a missing partner ID', () => {
    const { field, type } = setup();
    const tagsOf = (name: RegExp) => {
      const ids = field(name).getAttribute('aria-describedby')!.split(' ');
      return document.getElementById(ids.find((id) => id.endsWith('-tags'))!)!.textContent;
    };
    expect(tagsOf(/Partner ID/)).toBe('Without a partner ID, no swap is attributed to you');
    type(/Primary colour/, '#1f4fd1');
    expect(tagsOf(/Primary colour/)).toBe('Valid colour #1f4fd1');
    type(/Primary colour/, '#ffd54f');
    expect(tagsOf(/Primary colour/)).toMatch(/^Valid colour #ffd54fWhite text on it is hard/);
  });

  it('copies a snippet and says so in a live region', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { snippet } = setup();
    const block = screen.getByRole('heading', { name: /As a plain iframe/ }).parentElement!;
    await act(async () => {
      fireEvent.click(within(block).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(snippet('iframe'));
    expect(within(block).getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(2_000));
    expect(within(block).getByRole('status').textContent).toBe('');
  });

  it('explains an option in a popover', () => {
    setup();
    const about = screen.getByRole('button', { name: 'About: Rate type' });
    fireEvent.click(about);
    expect(screen.getByRole('dialog', { name: 'Rate type' }).textContent).toMatch(
      /A fixed rate keeps the amount you receive/,
    );
  });
});
