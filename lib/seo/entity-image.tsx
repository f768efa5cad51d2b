import type { ImageResponse } from 'next/og';
import { brand } from '../brand';
import { imageSafeText } from './render-shared-image';
import { brandedImage } from './branded-image';

// The social image of one catalogue item (a coin, a pair): the brand on its colour, the item's
// name and one figure. Served by a route handler under /social/<kind>/<slug>.png
// (files.socialImage), which proxy.ts skips like every file; the route exports `revalidate`,
// `dynamicParams = true` and an empty `generateStaticParams`, so an image is rendered on its first
// request and then served from the page cache (server/page-cache.mjs), within its ceiling, like a
// page. One image serves every locale, so it carries no sentence: names, codes and figures only.

export interface EntityImageInput {
  /** The item: "Bitcoin (BTC)", "BTC → ETH". */
  title: string;
  /** A second line: networks, "Exchange pair". */
  subtitle?: string;
  /** One figure, already formatted: "$97,120.55". */
  figure?: string;
}

export function renderEntityImage({ title, subtitle, figure }: EntityImageInput): ImageResponse {
  const { name } = brand();
  return brandedImage(
    <>
      <div style={{ display: 'flex', fontSize: 44, opacity: 0.9 }}>{imageSafeText(name)}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ display: 'flex', fontSize: 96, letterSpacing: -2, lineHeight: 1.1 }}>
          {imageSafeText(title)}
        </div>
        {subtitle ? (
          <div style={{ display: 'flex', fontSize: 44, opacity: 0.9 }}>
            {imageSafeText(subtitle)}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', fontSize: 64 }}>{figure ? imageSafeText(figure) : ''}</div>
    </>,
    { justify: 'space-between', padding: '72px 96px' },
  );
}
