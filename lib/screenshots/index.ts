import type { Locale } from '@/lib/i18n/locales';
import sizes from './screenshots.json';

// Screenshots of the site's own screens, made from the running build by `npm run screenshots`
// (scripts/screenshots.mjs), which writes the WebP files under public/screenshots/ and their
// sizes in screenshots.json. Pages and content read the sizes here, so every screenshot is drawn
// with its width and height (no layout shift) and content can only show images that exist.

/** The screens the script captures (scripts/screenshots.mjs lists how to reach each one). */
export type ScreenshotName =
  'offers' | 'address' | 'deposit' | 'status' | 'address-memo' | 'deposit-memo' | 'networks';

interface Screenshot {
  src: string;
  /** CSS pixels: the phone-width crop; the file holds twice as many for sharp screens. */
  width: number;
  height: number;
}

const table: Readonly<Record<string, readonly number[]>> = sizes;

/** The public path of a screenshot. */
const screenshotSrc = (locale: Locale, name: ScreenshotName) =>
  `/screenshots/${locale}/${name}.webp`;

/** Width and height of a screenshot by its public path; undefined when no such file was made. */
export function screenshotSize(src: string): { width: number; height: number } | undefined {
  const [width, height] = table[src] ?? [];
  return width && height ? { width, height } : undefined;
}

/** A screenshot of a screen in a locale, or undefined when the script has not made it. */
export function screenshot(locale: Locale, name: ScreenshotName): Screenshot | undefined {
  const src = screenshotSrc(locale, name);
  const size = screenshotSize(src);
  return size && { src, ...size };
}
