import * as Accordion from '@radix-ui/react-accordion';
import { useEffect, useRef } from 'react';
import type { ConsentChoices } from '@/lib/consent/categories';
import { CATEGORY_ROWS, type ConsentSettingsCopy } from './consent-copy';
import { ConsentDraftFields, ConsentSubmit } from './consent-form';
import { ConsentSwitch } from './consent-switch';
import { ArrowLeftIcon } from '@/components/icons/arrow-left-icon';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { CloseIcon } from '@/components/icons/close-icon';
import styles from './consent.module.css';
import { buttonClassName } from '@/components/ui/button';
import { CONSENT_FORM_ACTION } from '@/lib/consent/form-fields';

/**
 * The second layer: one accordion per category, a switch for each optional one. Loaded only when
 * a visitor opens it (consent-panel.tsx), so Radix's accordion is not in any page's first load.
 * Its heading takes focus when it appears.
 */
export function ConsentSettings({
  copy,
  draft,
  onChange,
  onAcceptAll,
  onSave,
  onBack,
  onClose,
}: {
  copy: ConsentSettingsCopy;
  draft: ConsentChoices;
  onChange: (choices: ConsentChoices) => void;
  onAcceptAll: () => void;
  onSave: () => void;
  onBack: () => void;
  /** Only when a choice is already stored: closing then keeps it. */
  onClose?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.settings}>
      <div className={styles.settingsHeader}>
        <button type="button" className={styles.iconButton} onClick={onBack}>
          <ArrowLeftIcon />
          <span className="visually-hidden">{copy.back}</span>
        </button>
        <h2 ref={heading} tabIndex={-1} className={styles.title}>
          {copy.title}
        </h2>
        {onClose ? (
          <button type="button" className={styles.iconButton} onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{copy.close}</span>
          </button>
        ) : null}
      </div>
      <p className={styles.description}>{copy.description}</p>
      <Accordion.Root type="multiple" className={styles.categories}>
        {CATEGORY_ROWS.map((key) => (
          <Accordion.Item key={key} value={key} className={styles.category}>
            <div className={styles.categoryRow}>
              <Accordion.Header className={styles.categoryHeading}>
                <Accordion.Trigger className={styles.trigger}>
                  <ChevronDownIcon className={styles.chevron} />
                  {copy.categories[key].title}
                </Accordion.Trigger>
              </Accordion.Header>
              {key === 'necessary' ? (
                <span className={styles.always}>{copy.alwaysActive}</span>
              ) : (
                <ConsentSwitch
                  label={copy.categories[key].title}
                  checked={draft[key]}
                  onChange={(checked) => onChange({ ...draft, [key]: checked })}
                />
              )}
            </div>
            <Accordion.Content className={styles.categoryBody}>
              <p>{copy.categories[key].description}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      {/* This view's own action, "Save settings", is the primary button and "Accept all" a
          secondary one: the two never look alike, and the view does not push towards accepting
          (the banner's Accept and Decline keep equal weight). */}
      <form method="post" action={CONSENT_FORM_ACTION} className={styles.actions}>
        <ConsentDraftFields draft={draft} />
        <ConsentSubmit
          answer="all"
          className={buttonClassName({ variant: 'secondary' })}
          onChoose={onAcceptAll}
        >
          {copy.acceptAll}
        </ConsentSubmit>
        <ConsentSubmit answer="custom" className={buttonClassName()} onChoose={onSave}>
          {copy.save}
        </ConsentSubmit>
      </form>
    </div>
  );
}
