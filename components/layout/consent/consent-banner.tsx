import type { ReactNode, Ref } from 'react';
import type { ConsentCopy } from './consent-copy';
import styles from './consent.module.css';
import { buttonClassName } from '@/components/ui/button';

/** The first layer: the server-rendered text, and three equally reachable answers. */
export function ConsentBanner({
  copy,
  children,
  onAcceptAll,
  onDecline,
  onOpenSettings,
  onSettingsIntent,
  settingsButtonRef,
}: {
  copy: ConsentCopy;
  children: ReactNode;
  onAcceptAll: () => void;
  onDecline: () => void;
  onOpenSettings: () => void;
  /** Hover or focus on the settings button: a good moment to load the settings view. */
  onSettingsIntent: () => void;
  settingsButtonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <div className={styles.banner}>
      <div className={styles.text}>{children}</div>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName()} onClick={onAcceptAll}>
          {copy.acceptAll}
        </button>
        <button type="button" className={buttonClassName()} onClick={onDecline}>
          {copy.decline}
        </button>
        <button
          ref={settingsButtonRef}
          type="button"
          className={buttonClassName({ variant: 'secondary', className: styles.settingsButton })}
          onClick={onOpenSettings}
          onPointerEnter={onSettingsIntent}
          onFocus={onSettingsIntent}
        >
          {copy.openSettings}
        </button>
      </div>
    </div>
  );
}
