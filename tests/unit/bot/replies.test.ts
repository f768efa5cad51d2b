import { describe, expect, it } from 'vitest';
import { answer, type Asker } from '@/lib/bot/answers';
import { rateReply, shortAmount, statusChangedReply, statusReply } from '@/lib/bot/replies';
import { botTranslator } from '@/lib/bot/text';
import { brand } from '@/lib/brand';
import { locales } from '@/lib/i18n/locales';
import type { Offer } from '@/lib/rates/contract';
import type { SwapView } from '@/lib/swaps/contract';

// The bot's replies as data: the words of each case, in each language, without Telegram.

const offer = (name: string, amountTo: string, rateType: Offer['rateType'], sandbox: boolean) =>
  ({
    provider: {
      id: name.toLowerCase(),
      name,
      sandbox,
      kyc: 'rare',
      rating: 4,
      eta: { min: 5, max: 30 },
    },
    rateType,
    amountFrom: '0.1',
    amountTo,
    rate: '0',
    networkFee: null,
    min: '0.001',
    max: null,
    rateId: null,
    expiresAt: null,
  }) satisfies Offer;

const query = { from: 'btc', to: 'eth', amount: '0.1' };
const tickers = { from: 'BTC', to: 'ETH' };

describe('rateReply', () => {
  it('lists the top three with provider, amount and rate type, and opens the swap for the bot', async () => {
    const t = await botTranslator('en');
    const offers = [
      offer('Alpha', '2.123456789123', 'floating', false),
      offer('Beta', '2.1', 'fixed', false),
      offer('Gamma', '2.05', 'floating', false),
      offer('Delta', '2', 'fixed', false),
    ];
    const reply = rateReply(t, { locale: 'en', query, tickers, offers, sandbox: false });
    expect(reply.text).toBe(
      [
        'The best offers for 0.1 BTC → ETH:',
        '1. Alpha: 2.12345678 ETH, floating rate',
        '2. Beta: 2.1 ETH, fixed rate',
        '3. Gamma: 2.05 ETH, floating rate',
      ].join('\n'),
    );
    expect(reply.buttons).toEqual([
      [
        {
          text: `Swap on ${brand().name}`,
          url: expect.stringMatching(/\/swap\?from=btc&to=eth&amount=0\.1&source=bot$/),
        },
      ],
    ]);
  });

  it('labels sandbox offers as simulated, in every language', async () => {
    for (const locale of locales) {
      const t = await botTranslator(locale);
      const offers = [offer('Sandbox Swift', '2', 'fixed', true)];
      const reply = rateReply(t, { locale, query, tickers, offers, sandbox: true });
      expect(reply.text).toContain(t('simulated'));
      expect(reply.text).toContain(t('sandboxNote'));
      expect(reply.buttons?.[0]?.[0]).toMatchObject({
        url: expect.stringContaining(locale === 'en' ? '/swap?' : `/${locale}/swap?`),
      });
    }
  });

  it('says when no provider has an offer', async () => {
    const t = await botTranslator('de');
    const reply = rateReply(t, { locale: 'de', query, tickers, offers: [], sandbox: false });
    expect(reply.text).toBe(t('noOffers'));
  });
});

const view = (change: Partial<SwapView> = {}): SwapView =>
  ({
    id: 'K7M2Q9XD3F8H',
    sandbox: false,
    provider: { id: 'changenow', name: 'ChangeNOW', website: '' },
    status: 'confirming',
    settled: false,
    from: { ticker: 'BTC' },
    to: { ticker: 'ETH' },
    amountFrom: '0.1',
    amountTo: '2.5',
    ...change,
  }) as SwapView;

describe('statusReply', () => {
  it('shows the status, amounts and provider, with the status page and Follow while live', async () => {
    const t = await botTranslator('en');
    const reply = statusReply(t, 'en', view());
    expect(reply.text).toBe(
      'Swap K7M2-Q9XD-3F8H: Confirming the deposit\n0.1 BTC → 2.5 ETH with ChangeNOW',
    );
    expect(reply.buttons?.[0]).toEqual([
      {
        text: 'Open the status page',
        url: expect.stringMatching(/\/transaction-status\?id=K7M2Q9XD3F8H$/),
      },
      { text: 'Follow this swap', data: 'sub:K7M2Q9XD3F8H' },
    ]);
  });

  it('offers no Follow for a swap that is over, and labels a sandbox swap', async () => {
    const t = await botTranslator('ja');
    const reply = statusReply(t, 'ja', view({ status: 'finished', settled: true, sandbox: true }));
    expect(reply.text).toContain(t('sandboxSwap'));
    expect(reply.buttons?.[0]).toHaveLength(1);
  });

  it('says a pushed change is the last one when the swap is over', async () => {
    const t = await botTranslator('uk');
    const change = {
      swapId: 'K7M2Q9XD3F8H',
      status: 'finished' as const,
      final: true,
      sandbox: false,
    };
    expect(statusChangedReply(t, 'uk', change).text).toBe(
      `${t('statusChanged', { id: 'K7M2-Q9XD-3F8H', status: t('statuses.finished') })}\n${t('finalNote')}`,
    );
  });
});

describe('answer', () => {
  const asker = async (locale: (typeof locales)[number]): Promise<Asker> => ({
    chatId: 1,
    locale,
    t: await botTranslator(locale),
  });

  it('answers unknown commands and plain text with the help, in the asker’s language', async () => {
    for (const locale of locales) {
      const who = await asker(locale);
      expect(await answer({ name: 'unknown', args: [] }, who)).toEqual({ text: who.t('help') });
    }
    const who = await asker('en');
    expect(await answer({ name: 'help', args: [] }, who)).toEqual({ text: who.t('help') });
    expect(await answer({ name: 'other-bot' }, who)).toBeNull();
  });

  it('asks for what is missing before calling any service', async () => {
    const who = await asker('fr');
    expect(await answer({ name: 'status', args: [] }, who)).toEqual({ text: who.t('statusUsage') });
    expect(await answer({ name: 'subscribe', args: [] }, who)).toEqual({
      text: who.t('subscribeUsage'),
    });
    expect(await answer({ name: 'rate', args: ['btc'] }, who)).toEqual({
      text: who.t('rateUsage'),
    });
    expect(await answer({ name: 'rate', args: ['btc', 'eth', '0'] }, who)).toEqual({
      text: who.t('badAmount'),
    });
  });

  it('greets with the brand and the help', async () => {
    const who = await asker('es');
    const reply = await answer({ name: 'start', args: [] }, who);
    expect(reply?.text).toContain(brand().name);
    expect(reply?.text).toContain(who.t('help'));
  });
});

describe('shortAmount', () => {
  it('cuts to 8 decimals without rounding and drops trailing zeros', () => {
    expect(shortAmount('1.123456789')).toBe('1.12345678');
    expect(shortAmount('2.50000000')).toBe('2.5');
    expect(shortAmount('3')).toBe('3');
    expect(shortAmount('0.000000009')).toBe('0');
  });
});
