import type { ImageResponse } from 'next/og';
import { brand } from '../brand';
import { brandedImage } from './branded-image';
import { imageSafeText } from './render-shared-image';

// A coin page's social image (app/social/coin/[file]/route.tsx): the brand, "Bitcoin (BTC)", the
// reference price and where it comes from, in the default locale like the shared image.

export interface CoinImageText {
  /** "Bitcoin (BTC)". */
  title: string;
  /** "$97,120.55", or null without a price. */
  price: string | null;
  /** "Reference price of 1 June 2025", or null. */
  note: string | null;
}

export function renderCoinImage({ title, price, note }: CoinImageText): ImageResponse {
  return brandedImage(
    <>
      <div style={{ fontSize: 48, opacity: 0.85 }}>{imageSafeText(brand().name)}</div>
      <div style={{ marginTop: 24, fontSize: 96, letterSpacing: -2 }}>{imageSafeText(title)}</div>
      {price && <div style={{ marginTop: 32, fontSize: 72 }}>{imageSafeText(price)}</div>}
      {note && (
        <div style={{ marginTop: 16, fontSize: 40, opacity: 0.85 }}>{imageSafeText(note)}</div>
      )}
    </>,
  );
}
