import { createTranslator } from 'next-intl';
import { ImageResponse } from 'next/og';
import { formatDate, formatUsd } from '@/components/catalogue/coins/format';
import { brand } from '@/lib/brand';
import { getCurrency, getReferencePrices } from '@/lib/catalogue';
import { defaultLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { imageSafeText } from '@/lib/seo/render-shared-image';
import { SHARED_IMAGE } from '@/lib/seo/shared-image';

// GET /social/coin/<code>.png: a coin page's Open Graph and Twitter image (lib/routing/routes.ts
// files.coinImage), text only: name, ticker, price and its date, in the default locale like the
// shared image. Rendered on the first request for a coin and cached like an on-demand page, again
// at most every hour: a social preview needs no fresher price. Outside proxy.ts (its matcher skips
// social/*.png), so no page rule or nonce applies; an unknown coin is a plain 404.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ file: string }> {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const code = /^([a-z0-9]{1,32})\.png$/.exec((await params).file)?.[1];
  const currency = code ? await getCurrency(code) : null;
  if (!currency) return new Response('Not found', { status: 404 });
  const price = (await getReferencePrices()).get(currency.ticker);
  const t = createTranslator({
    locale: defaultLocale,
    messages: await loadMessages(defaultLocale),
    namespace: 'CoinPage',
  });
  const { name, primaryColor } = brand();
  const date = price ? formatDate(defaultLocale, price.asOf) : '';
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '0 96px',
        background: primaryColor,
        color: '#ffffff',
      }}
    >
      <div style={{ fontSize: 48, opacity: 0.85 }}>{imageSafeText(name)}</div>
      <div style={{ marginTop: 24, fontSize: 96, letterSpacing: -2 }}>
        {imageSafeText(`${currency.name} (${currency.ticker})`)}
      </div>
      {price && (
        <div style={{ marginTop: 32, fontSize: 72 }}>
          {imageSafeText(formatUsd(defaultLocale, price.usd))}
        </div>
      )}
      {price && (
        <div style={{ marginTop: 16, fontSize: 40, opacity: 0.85 }}>
          {imageSafeText(
            price.source === 'snapshot' ? t('imageSnapshot', { date }) : t('imageLive', { date }),
          )}
        </div>
      )}
    </div>,
    {
      width: SHARED_IMAGE.width,
      height: SHARED_IMAGE.height,
      headers: { 'Cache-Control': 'public, max-age=3600' },
    },
  );
}
