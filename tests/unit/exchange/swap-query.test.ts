import { describe, expect, it } from 'vitest';
import { readSwapPageQuery, selectionUrl } from '@/components/exchange/swap-query';
import { DEFAULT_SELECTION } from '@/components/exchange/types';

const read = (search: string) => readSwapPageQuery(new URLSearchParams(search));

describe('reading the /swap query in the browser', () => {
  it('opens step 1 on the pair, amount and rate type of the URL', () => {
    expect(read('?from=usdttrc20&to=xmr&amount=250&rate=fixed')).toEqual({
      step: 'offers',
      selection: { from: 'usdttrc20', to: 'xmr', amount: '250', rateType: 'fixed' },
    });
  });

  it('falls back to the defaults, value by value, for what is malformed', () => {
    expect(read('?from=<script>&to=eth&amount=-1&rate=whatever')).toEqual({
      step: 'offers',
      selection: { ...DEFAULT_SELECTION, to: 'eth' },
    });
    expect(read('')).toEqual({ step: 'offers', selection: DEFAULT_SELECTION });
  });

  it('reads a decimal comma, as the home form sends it in German before hydration', () => {
    expect(read('?from=btc&to=eth&rate=floating&amount=0%2C25')).toEqual({
      step: 'offers',
      selection: { from: 'btc', to: 'eth', amount: '0.25', rateType: 'floating' },
    });
  });

  it('opens step 3 on a Swap ID, read the way a visitor types it', () => {
    expect(read('?swap=k7m2-q9xd-3f8h')).toEqual({ step: 'status', swapId: 'K7M2Q9XD3F8H' });
    expect(read('?swap=K7M2 Q9XD 3F8H&from=btc')).toEqual({
      step: 'status',
      swapId: 'K7M2Q9XD3F8H',
    });
  });

  it('looks up letters and digits of the wrong shape, so the API says there is no such swap', () => {
    expect(read('?swap=abc123')).toEqual({ step: 'status', swapId: 'ABC123' });
  });

  it('ignores a Swap ID that cannot be one and keeps the selection', () => {
    for (const garbage of ['', '---', '<img src=x>', 'x'.repeat(65)]) {
      expect(read(`?swap=${encodeURIComponent(garbage)}&from=ltc`)).toEqual({
        step: 'offers',
        selection: { ...DEFAULT_SELECTION, from: 'ltc' },
      });
    }
  });
});

describe('the side the visitor typed (reverse quotes)', () => {
  it('reads direction=reverse: the amount is what the visitor wants to get', () => {
    expect(read('?from=btc&to=eth&amount=2&direction=reverse&rate=floating')).toEqual({
      step: 'offers',
      selection: {
        from: 'btc',
        to: 'eth',
        amount: '2',
        rateType: 'floating',
        direction: 'reverse',
      },
    });
  });

  it('reads old links, and any other direction, as direct ones', () => {
    for (const search of [
      '?from=btc&to=eth&amount=2',
      '?from=btc&to=eth&amount=2&direction=direct',
      '?from=btc&to=eth&amount=2&direction=REVERSE',
    ]) {
      const query = read(search);
      expect(query).toEqual({
        step: 'offers',
        selection: { from: 'btc', to: 'eth', amount: '2', rateType: 'floating' },
      });
    }
  });

  it('never turns the default amount into an amount to get', () => {
    expect(read('?from=btc&to=eth&amount=abc&direction=reverse')).toEqual({
      step: 'offers',
      selection: { ...DEFAULT_SELECTION, from: 'btc', to: 'eth' },
    });
  });

  it('writes direction=reverse after the amount, and nothing for a direct quote', () => {
    const selection = { from: 'btc', to: 'eth', amount: '2', rateType: 'fixed' } as const;
    expect(selectionUrl({ search: '', hash: '' }, { ...selection, direction: 'reverse' })).toBe(
      '?from=btc&to=eth&amount=2&direction=reverse&rate=fixed',
    );
    expect(selectionUrl({ search: '', hash: '' }, { ...selection, direction: 'direct' })).toBe(
      '?from=btc&to=eth&amount=2&rate=fixed',
    );
  });

  it('reads back what it writes', () => {
    const selection = {
      from: 'usdttrc20',
      to: 'xmr',
      amount: '0.75',
      rateType: 'floating',
      direction: 'reverse',
    } as const;
    const url = selectionUrl({ search: '', hash: '' }, selection)!;
    expect(read(url)).toEqual({ step: 'offers', selection });
  });
});

describe('keeping the selection in the URL', () => {
  const selection = { from: 'btc', to: 'eth', amount: '0.25', rateType: 'fixed' } as const;

  it('writes the selection in the fixed order, keeping the hash', () => {
    expect(selectionUrl({ search: '?from=btc', hash: '#offers' }, selection)).toBe(
      '?from=btc&to=eth&amount=0.25&rate=fixed#offers',
    );
  });

  it('leaves a URL that already says it alone', () => {
    expect(
      selectionUrl({ search: '?from=btc&to=eth&amount=0.25&rate=fixed', hash: '' }, selection),
    ).toBeNull();
  });

  it('keeps an incomplete amount as typed, so a reload shows what was on screen', () => {
    expect(selectionUrl({ search: '', hash: '' }, { ...selection, amount: '' })).toBe(
      '?from=btc&to=eth&amount=&rate=fixed',
    );
  });
});
