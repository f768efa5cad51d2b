import type { CSSProperties, ReactNode } from 'react';
import { type EmbedTheme, themeVariables } from '@/lib/embed/theme';
import styles from './embed-theme.module.css';

/** The widget's colour scheme: `auto` follows the visitor's prefers-color-scheme. */
export type EmbedScheme = 'auto' | 'light' | 'dark';

/**
 * The accent a dark scheme keeps from the theme: its background, surface, text and strong
 * colours are chosen for a light page, so in the dark only the primary colour (a button's
 * background) and the radius, which the outer scope sets for both, carry over.
 */
function accentVariables(theme: EmbedTheme): CSSProperties {
  const style: Record<string, string> = {};
  if (theme.primary) style['--accent-primary'] = theme.primary;
  return style as CSSProperties;
}

/**
 * The partner's theme around a widget page's content, as CSS variables: everything inside reads
 * the tokens (var(--color-primary) ...), so it takes the partner's colours and radius. `scheme`
 * dark (or auto in a dark browser) swaps the light tokens for dark ones (embed-theme.module.css),
 * keeping the theme's accent.
 */
export function EmbedThemeScope({
  theme,
  scheme = 'light',
  children,
}: {
  theme: EmbedTheme;
  scheme?: EmbedScheme;
  children: ReactNode;
}) {
  return (
    <div className={styles.scope} data-embed-theme="" style={themeVariables(theme)}>
      <div className={styles.scheme} data-scheme={scheme} style={accentVariables(theme)}>
        {children}
      </div>
    </div>
  );
}
