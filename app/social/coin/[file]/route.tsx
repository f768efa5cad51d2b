import { createTranslator } from 'next-intl';
import { formatDate, formatUsd } from '@/components/catalogue/coins/format';
import { z } from 'zod';
import { RATE_LIMITS } from '@/lib/api/limits';
import { route, type ParamsSchema } from '@/lib/api/route';
import { getCurrency, getReferencePrices } from '@/lib/catalogue';
import { shippedCurrency } from '@/lib/catalogue/static-index';
import { defaultLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { fileNotFound } from '@/lib/seo/file-route';
import { renderCoinImage } from '@/lib/seo/render-coin-image';
import { socialImage } from '@/lib/seo/social-image-cache';

// GET /social/coin/<code>.png: a coin page's Open Graph and Twitter image (lib/routing/routes.ts
// files.coinImage), text only: name, ticker, price and its date, in the default locale like the
// shared image. Outside proxy.ts (its matcher skips social/*.png), so no page rule or nonce
// applies. Dynamic, so Next's page cache holds none of them: a name the shipped catalogue does
// not know is a 404 kept nowhere, and a known one is rendered once an hour and kept in
// lib/seo/social-image-cache.ts (security review 2026-12, M2). Rate limited per client.
export const dynamic = 'force-dynamic';

const params = z.object({ file: z.string() }) satisfies ParamsSchema<
  RouteContext<'/social/coin/[file]'>
>;

export const GET = route(
  { method: 'GET', auth: 'public', rateLimit: RATE_LIMITS.socialImages, params, errors: 'text' },
  async ({ params: { file } }) => {
    const code = /^([a-z0-9]{1,32})\.png$/.exec(file)?.[1];
    if (!code || !shippedCurrency(code)) return fileNotFound();
    // The operator may have switched a shipped coin off.
    const currency = await getCurrency(code);
    if (!currency) return fileNotFound();
    return socialImage(`coin:${code}`, async () => {
      const price = (await getReferencePrices()).get(currency.ticker);
      const t = createTranslator({
        locale: defaultLocale,
        messages: await loadMessages(defaultLocale),
        namespace: 'CoinPage',
      });
      const date = price ? formatDate(defaultLocale, price.asOf) : '';
      return renderCoinImage({
        title: `${currency.name} (${currency.ticker})`,
        price: price ? formatUsd(defaultLocale, price.usd) : null,
        note: price
          ? price.source === 'snapshot'
            ? t('imageSnapshot', { date })
            : t('imageLive', { date })
          : null,
      });
    });
  },
);
