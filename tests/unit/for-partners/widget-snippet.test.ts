import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_OPTIONS,
  optionParams,
} from '@/components/for-partners/widget-builder/options';
import {
  escapeAttribute,
  hostScriptSnippet,
} from '@/components/for-partners/widget-builder/snippet';
import { parseWidgetParams, widgetQuery } from '@/lib/widgets/params';

describe('the builder’s snippet and options', () => {
  it('escapes what could end an attribute', () => {
    expect(escapeAttribute('a&b"c<d>')).toBe('a&amp;b&quot;c&lt;d&gt;');
    expect(hostScriptSnippet('https://x.example', 'v2', 'a=1&b="')).toContain(
      'data-query="a=1&amp;b=&quot;"',
    );
  });

  it('writes only what the widget reads back unchanged, with nothing ignored', () => {
    const options = {
      ...DEFAULT_OPTIONS,
      amount: ' 0,25 ',
      primary: 'ABC',
      background: 'nope',
      radius: '33',
      ref: ' a1b2c3d4e5f6 ',
      to: 'btc',
    };
    const query = widgetQuery(optionParams(options));
    expect(query).toBe('from=btc&amount=0.25&primary=%23aabbcc&ref=a1b2c3d4e5f6');
    expect(parseWidgetParams(query).ignored).toEqual([]);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#1f4fd1', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffd54f', '#ffffff')).toBeLessThan(4.5);
  });
});
