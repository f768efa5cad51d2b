import * as Accordion from '@radix-ui/react-accordion';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { CONSENT_CATEGORIES, type ConsentChoices } from '@/lib/consent/categories';
import { ConsentSwitch } from './consent-switch';
import { ArrowLeftIcon } from '@/components/icons/arrow-left-icon';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { CloseIcon } from '@/components/icons/close-icon';
import styles from './consent.module.css';
import { buttonClassName } from '@/components/ui/button';

type CategoryKey = 'necessary' | (typeof CONSENT_CATEGORIES)[number]['key'];
const ROWS: CategoryKey[] = ['necessary', ...CONSENT_CATEGORIES.map(({ key }) => key)];

/** The second layer: one accordion per category, a switch for each optional one. */
export function ConsentSettings({
  draft,
  onChange,
  onAcceptAll,
  onSave,
  onBack,
  onClose,
  headingRef,
}: {
  draft: ConsentChoices;
  onChange: (choices: ConsentChoices) => void;
  onAcceptAll: () => void;
  onSave: () => void;
  onBack: () => void;
  /** Only when a choice is already stored: closing then keeps it. */
  onClose?: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations('Consent');
  return (
    <div className={styles.settings}>
      <div className={styles.settingsHeader}>
        <button type="button" className={styles.iconButton} onClick={onBack}>
          <ArrowLeftIcon />
          <span className="visually-hidden">{t('back')}</span>
        </button>
        <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('settingsTitle')}
        </h2>
        {onClose ? (
          <button type="button" className={styles.iconButton} onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{t('close')}</span>
          </button>
        ) : null}
      </div>
      <p className={styles.description}>{t('settingsDescription')}</p>
      <Accordion.Root type="multiple" className={styles.categories}>
        {ROWS.map((key) => (
          <Accordion.Item key={key} value={key} className={styles.category}>
            <div className={styles.categoryRow}>
              <Accordion.Header className={styles.categoryHeading}>
                <Accordion.Trigger className={styles.trigger}>
                  <ChevronDownIcon className={styles.chevron} />
                  {t(`categories.${key}.title`)}
                </Accordion.Trigger>
              </Accordion.Header>
              {key === 'necessary' ? (
                <span className={styles.always}>{t('alwaysActive')}</span>
              ) : (
                <ConsentSwitch
                  label={t(`categories.${key}.title`)}
                  checked={draft[key]}
                  onChange={(checked) => onChange({ ...draft, [key]: checked })}
                />
              )}
            </div>
            <Accordion.Content className={styles.categoryBody}>
              <p>{t(`categories.${key}.description`)}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName()} onClick={onAcceptAll}>
          {t('acceptAll')}
        </button>
        <button type="button" className={buttonClassName()} onClick={onSave}>
          {t('save')}
        </button>
      </div>
    </div>
  );
}
