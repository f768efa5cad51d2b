import type { ImageResponse } from 'next/og';
import { brand } from '../brand';
import { imageSafeText } from './render-shared-image';
import { brandedImage } from './branded-image';

// An exchange pair's social image: "BTC → ETH" (the arrow drawn), its rate and the date, on the brand colour. Text
// only (tickers, digits, an ISO date): no translation, so one image serves every locale, and no
// glyph outside the bundled font. Rendered on demand (app/social/pair/[file]/route.tsx).

// The font draws no "→" (imageSafeText would drop it): the arrow is drawn.
function Arrow({ color }: { color: string }) {
  return (
    <svg width="120" height="80" viewBox="0 0 120 80">
      <path
        d="M6 40h100M76 10l30 30-30 30"
        fill="none"
        stroke={color}
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PairImageText {
  from: string;
  to: string;
  /** "1 BTC = 38.2 ETH" (an offer) or "1 BTC ~ 38.2 ETH" (an estimate), or null. */
  rate: string | null;
  /** ISO day, "2026-11-27". */
  date: string | null;
}

export function renderPairImage({ from, to, rate, date }: PairImageText): ImageResponse {
  const { name, socialImage } = brand();
  return brandedImage(
    <>
      <div style={{ display: 'flex', alignItems: 'center', gap: 40, fontSize: 132 }}>
        <span>{imageSafeText(from)}</span>
        <Arrow color={socialImage.text} />
        <span>{imageSafeText(to)}</span>
      </div>
      {rate && <div style={{ marginTop: 32, fontSize: 60 }}>{imageSafeText(rate)}</div>}
      <div style={{ marginTop: 48, fontSize: 40, opacity: 0.85 }}>
        {imageSafeText(date ? `${name} · ${date}` : name)}
      </div>
    </>,
  );
}
