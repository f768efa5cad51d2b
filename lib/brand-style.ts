import type { CSSProperties } from 'react';

// The brand's colours as the CSS custom properties app/globals.css declares, set on <html> by
// every root layout. Browser-safe: app/global-error.tsx gets the colours inlined by the build.

interface BrandColors {
  primary: string;
  primaryStrong: string;
  focus: string;
}

export function brandStyle(colors: BrandColors): CSSProperties {
  return {
    '--color-primary': colors.primary,
    '--color-primary-strong': colors.primaryStrong,
    '--color-focus': colors.focus,
  } as CSSProperties;
}
