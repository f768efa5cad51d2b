import type { CSSProperties } from 'react';
import { z } from 'zod';

// A widget partner's theme: the few design tokens (app/globals.css) a partner may set, as CSS
// variables on the embed shell's content. Run-time data stored with the partner (the partner
// issue), not a brand: brands are deployments (docs/decisions/0018-response-policy.md).

/** #rgb or #rrggbb only: a value goes into a style attribute, so nothing else may pass. */
const colour = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);

export const embedThemeSchema = z
  .object({
    primary: colour,
    primaryStrong: colour,
    background: colour,
    surface: colour,
    text: colour,
    muted: colour,
    border: colour,
    /** Corner radius in CSS pixels. */
    radius: z.number().int().min(0).max(32),
  })
  .partial()
  .strict();

export type EmbedTheme = z.infer<typeof embedThemeSchema>;

/** The CSS variable each token sets (the names of app/globals.css). */
const VARIABLES = {
  primary: '--color-primary',
  primaryStrong: '--color-primary-strong',
  background: '--color-bg',
  surface: '--color-surface',
  text: '--color-text',
  muted: '--color-muted',
  border: '--color-border',
  radius: '--radius',
} as const satisfies Record<keyof EmbedTheme, `--${string}`>;

/** The style that sets a theme's tokens; the site's own values stay for tokens it leaves out. */
export function themeVariables(theme: EmbedTheme): CSSProperties {
  const style: Record<string, string> = {};
  for (const [token, value] of Object.entries(embedThemeSchema.parse(theme))) {
    if (value === undefined) continue;
    const name = VARIABLES[token as keyof EmbedTheme];
    style[name] = typeof value === 'number' ? `${value}px` : value;
    if (token === 'primary') style['--color-focus'] = String(value);
  }
  return style as CSSProperties;
}
