import { describe, expect, it } from 'vitest';
import { parseCommand, readRateArgs } from '@/lib/bot/commands';
import { botLocale } from '@/lib/bot/locale';
import { locales } from '@/lib/i18n/locales';

// What a chat's text asks for, and which of the 14 languages answers it.

describe('parseCommand', () => {
  it('reads each command with its arguments, whatever the spacing and case', () => {
    expect(parseCommand('/start', 'SwapLensBot')).toEqual({ name: 'start', args: [] });
    expect(parseCommand('  /RATE  btc   eth 0.1 ', 'SwapLensBot')).toEqual({
      name: 'rate',
      args: ['btc', 'eth', '0.1'],
    });
    expect(parseCommand('/status K7M2-Q9XD-3F8H', 'SwapLensBot')).toEqual({
      name: 'status',
      args: ['K7M2-Q9XD-3F8H'],
    });
    expect(parseCommand('/unsubscribe', 'SwapLensBot')).toEqual({ name: 'unsubscribe', args: [] });
  });

  it('takes a command addressed to this bot and leaves one for another bot alone', () => {
    expect(parseCommand('/help@swaplensbot', 'SwapLensBot')).toEqual({ name: 'help', args: [] });
    expect(parseCommand('/rate@OtherBot btc eth 1', 'SwapLensBot')).toEqual({ name: 'other-bot' });
  });

  it('calls anything else unknown, which is answered with the help', () => {
    for (const text of ['hello', '/price btc', '/', 'rate btc eth 1', '/ start', '']) {
      expect(parseCommand(text, 'SwapLensBot').name).toBe('unknown');
    }
  });
});

describe('readRateArgs', () => {
  it('reads two coins and an amount, a decimal comma as a point', () => {
    expect(readRateArgs(['BTC', 'ETH', '0.1'])).toEqual({
      ok: true,
      from: 'btc',
      to: 'eth',
      amount: '0.1',
    });
    expect(readRateArgs(['btc', 'usdttrc20', '0,25'])).toMatchObject({ ok: true, amount: '0.25' });
  });

  it('says which part is wrong', () => {
    expect(readRateArgs(['BTC', 'ETH'])).toEqual({ ok: false, problem: 'usage' });
    expect(readRateArgs(['BTC', 'ETH', '1', '2'])).toEqual({ ok: false, problem: 'usage' });
    for (const amount of ['0', '-1', 'abc', '1e5', '0.1.2']) {
      expect(readRateArgs(['BTC', 'ETH', amount])).toEqual({ ok: false, problem: 'amount' });
    }
    expect(readRateArgs(['BTC', 'E-TH', '1'])).toEqual({
      ok: false,
      problem: 'coin',
      code: 'E-TH',
    });
  });
});

describe('botLocale', () => {
  it('answers in each of the 14 locales when Telegram names it, with or without a region', () => {
    for (const locale of locales) {
      expect(botLocale(locale)).toBe(locale);
      expect(botLocale(`${locale.toUpperCase()}-XX`)).toBe(locale);
    }
    expect(botLocale('pt-br')).toBe('pt');
    expect(botLocale('en_US')).toBe('en');
  });

  it('answers in English otherwise', () => {
    for (const code of [undefined, '', 'zh-hans', 'ar', 'xx', 'english']) {
      expect(botLocale(code)).toBe('en');
    }
  });
});
