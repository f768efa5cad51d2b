import type { ReactNode } from 'react';
import { type EmbedTheme, themeVariables } from '@/lib/embed/theme';
import styles from './embed-theme.module.css';

/**
 * The partner's theme around a widget page's content, as CSS variables: everything inside reads
 * the tokens (var(--color-primary) ...), so it takes the partner's colours and radius.
 */
export function EmbedThemeScope({ theme, children }: { theme: EmbedTheme; children: ReactNode }) {
  return (
    <div className={styles.scope} data-embed-theme="" style={themeVariables(theme)}>
      {children}
    </div>
  );
}
