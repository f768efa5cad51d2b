import { describe, expect, it } from 'vitest';
import { noScriptPickerHtml } from '@/components/exchange/no-script-picker';
import type { PickerCurrency } from '@/lib/catalogue/contract';

const coin = (code: string, ticker: string, name: string, badge: string): PickerCurrency => ({
  code,
  ticker,
  name,
  icon: `/icons/coins/${code}.svg`,
  popular: true,
  network: { name: badge, badge },
});
const COINS = [
  coin('btc', 'BTC', 'Bitcoin', 'BTC'),
  coin('usdttrc20', 'USDT', 'Tether', 'TRC20'),
  coin('usdterc20', 'USDT', 'Tether', 'ERC20'),
];
const html = (value: string, label = 'You get: choose a coin') =>
  noScriptPickerHtml({
    name: 'to',
    label,
    value,
    currencies: COINS,
    className: 'select',
    side: 'side',
  });

// The hero's coin select for browsers without script (issue 22, item 12).
describe('noScriptPickerHtml', () => {
  it('is a select named as the /swap query names the side, the value chosen', () => {
    const out = html('usdterc20');
    expect(out).toContain('<select name="to" class="select" aria-label="You get: choose a coin">');
    expect(out).toContain('<option value="usdterc20" selected>USDT (ERC20) · Tether</option>');
    expect(out).toContain('<option value="btc">BTC · Bitcoin</option>');
    expect(out.match(/ selected/g)).toHaveLength(1);
  });

  it('hides the button it stands in for and takes its place', () => {
    expect(html('btc')).toMatch(
      /^<style>\.side > button\[aria-haspopup="dialog"\]\{display:none!important\}\.side > noscript\{grid-area:coin;min-width:0\}<\/style><select /,
    );
  });

  it('keeps a preset coin the popular list lacks, and escapes what it writes', () => {
    const out = html('xmr', 'Sie erhalten: "Münze" <wählen>');
    expect(out).toContain('<option value="xmr" selected>XMR</option>');
    expect(out).toContain('aria-label="Sie erhalten: &quot;Münze&quot; &lt;wählen&gt;"');
  });
});
