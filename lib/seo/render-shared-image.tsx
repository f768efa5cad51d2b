import { createTranslator } from 'next-intl';
import type { ImageResponse } from 'next/og';
import { brand } from '../brand';
import { defaultLocale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { brandedImage } from './branded-image';

// The shared social image: brand name and tagline on the brand colour. One image serves every
// locale, so it carries the default-locale tagline.

/**
 * Characters the font bundled with next/og (Geist Regular) draws. For any other glyph next/og
 * fetches a font from Google, and the image must render without network, so other characters are
 * dropped: a white-label name in another script loses them instead of stalling the build.
 * tests/unit/seo/shared-image.test.ts renders all of them with fetch disabled.
 */
const unsafeChars =
  /[^ -~\u00a0-\u00ac\u00ae-\u0113\u0116-\u012b\u012e-\u0137\u0139-\u013e\u0141-\u0148\u014a-\u014d\u0150-\u017e\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/g;

export function imageSafeText(text: string): string {
  return text.replace(unsafeChars, '').replace(/\s+/g, ' ').trim();
}

// The brand file's social image mark (socialImage.mark), drawn beside the name.
function Mark({ svg }: { svg: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/og draws plain <img> only
    <img
      width={120}
      height={120}
      alt=""
      src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
    />
  );
}

export async function renderSharedImage(): Promise<ImageResponse> {
  const { name, socialImage } = brand();
  const t = createTranslator({
    locale: defaultLocale,
    messages: await loadMessages(defaultLocale),
    namespace: 'Brand',
  });

  return brandedImage(
    <>
      <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
        <Mark svg={socialImage.mark} />
        <div style={{ fontSize: 112, letterSpacing: -2 }}>{imageSafeText(name)}</div>
      </div>
      <div style={{ marginTop: 40, fontSize: 52, lineHeight: 1.25, maxWidth: 960 }}>
        {imageSafeText(t('tagline'))}
      </div>
    </>,
  );
}
