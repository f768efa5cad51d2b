import type { MetadataRoute } from 'next';
import { brand } from '@/lib/brand';

// The web app manifest (/manifest.webmanifest, linked from every page's head by Next): what a
// browser needs to add the site to a home screen — the brand's name, its favicon, its theme
// colour. No description: the manifest is one file for 14 languages, and the name says it.
export default function manifest(): MetadataRoute.Manifest {
  const { name, themeColor } = brand();
  return {
    name,
    short_name: name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: '#ffffff',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
