import { expandCompactCurrencies, type CompactCurrency } from '@/lib/catalogue/compact';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import { DEFAULT_SELECTION, type SwapSelection } from './types';
import styles from './exchange.module.css';
import own from './no-script-picker.module.css';

// The hero's coin pickers without JavaScript (issue 22, item 12). The picker is a button that
// opens a drawer, which needs script; before hydration a tap on it is kept and replayed
// (data-early-click), but a browser without script never runs it. For that browser the hero
// renders, inside <noscript>, a plain <select> per side carrying the /swap query's name, and a
// style that hides the dead buttons. Browsers with script never parse it. The select comes
// after the form's hidden `from`/`to` fields, so its value is the last one of its name in the
// query, which is the one /swap reads (selection.ts); with script the query is as before. Made on the server (HeroSwap) for the first
// selection, the only one a browser without script ever has: none of it ships in a bundle.

/** Each side's <noscript> inner HTML. */
export interface NoScriptPickers {
  from: string;
  to: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** An option's text: "BTC · Bitcoin", with the network where a ticker is listed twice. */
function optionText(currency: PickerCurrency, tickers: Map<string, number>): string {
  const network = (tickers.get(currency.ticker) ?? 0) > 1 ? ` (${currency.network.badge})` : '';
  return `${currency.ticker}${network} · ${currency.name}`;
}

/** The inner HTML of one side's <noscript>: the select, and the style hiding the picker button. */
export function noScriptPickerHtml({
  name,
  label,
  value,
  currencies,
  className,
  side,
}: {
  name: 'from' | 'to';
  /** The select's accessible name ("You send: choose a coin"). */
  label: string;
  value: string;
  currencies: readonly PickerCurrency[];
  className: string;
  /** The side's class (exchange.module.css): its picker button is hidden, the select takes its
   * grid area. */
  side: string;
}): string {
  const tickers = new Map<string, number>();
  for (const currency of currencies) {
    tickers.set(currency.ticker, (tickers.get(currency.ticker) ?? 0) + 1);
  }
  const listed = currencies.some((currency) => currency.code === value);
  const options = [
    ...(listed
      ? []
      : [`<option value="${escape(value)}" selected>${escape(value.toUpperCase())}</option>`]),
    ...currencies.map(
      (currency) =>
        `<option value="${escape(currency.code)}"${currency.code === value ? ' selected' : ''}>${escape(optionText(currency, tickers))}</option>`,
    ),
  ];
  return (
    `<style>.${side} > button[aria-haspopup="dialog"]{display:none!important}` +
    `.${side} > noscript{grid-area:coin;min-width:0}</style>` +
    `<select name="${name}" class="${escape(className)}" aria-label="${escape(label)}">${options.join('')}</select>`
  );
}

/** The hero's two selects, for its first selection and the popular coins it embeds. */
export function heroNoScriptPickers({
  popular,
  initial,
  labels,
}: {
  popular: readonly CompactCurrency[];
  initial?: Pick<SwapSelection, 'from' | 'to'> | undefined;
  /** Each select's accessible name ("You send: choose a coin"). */
  labels: NoScriptPickers;
}): NoScriptPickers {
  const currencies = expandCompactCurrencies(popular);
  const selection = { ...DEFAULT_SELECTION, ...initial };
  const side = (name: 'from' | 'to') =>
    noScriptPickerHtml({
      name,
      label: labels[name],
      value: selection[name],
      currencies,
      className: own.noScriptSelect!,
      side: styles.side!,
    });
  return { from: side('from'), to: side('to') };
}
