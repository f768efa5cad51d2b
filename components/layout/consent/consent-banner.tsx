import type { ReactNode, Ref } from 'react';
import type { ConsentCopy } from './consent-copy';
import { ConsentSubmit } from './consent-form';
import styles from './consent.module.css';
import { buttonClassName } from '@/components/ui/button';
import { CONSENT_FORM_ACTION } from '@/lib/consent/form-fields';

/**
 * The first layer: the server-rendered text, and three equally reachable answers. Accept and
 * Decline are a form's submit buttons, so they work before hydration and without JavaScript
 * (POST /apiglobal/consent); once hydrated the client stores the choice and nothing is posted.
 */
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
      <form method="post" action={CONSENT_FORM_ACTION} className={styles.actions}>
        <ConsentSubmit answer="all" className={buttonClassName()} onChoose={onAcceptAll}>
          {copy.acceptAll}
        </ConsentSubmit>
        <ConsentSubmit answer="none" className={buttonClassName()} onChoose={onDecline}>
          {copy.decline}
        </ConsentSubmit>
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
      </form>
    </div>
  );
}
