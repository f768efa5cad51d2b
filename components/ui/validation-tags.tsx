'use client';

import { useTranslations } from 'next-intl';
import { AlertCircleIcon } from '@/components/icons/alert-circle-icon';
import { CheckCircleIcon } from '@/components/icons/check-circle-icon';
import { CircleDotIcon } from '@/components/icons/circle-dot-icon';
import styles from './text-input.module.css';

export type ValidationTagStatus = 'neutral' | 'success' | 'error';

export interface ValidationTag {
  label: string;
  status: ValidationTagStatus;
}

const ICONS = { neutral: CircleDotIcon, success: CheckCircleIcon, error: AlertCircleIcon };

/** Rules a value must meet (e.g. password rules), each with its state in colour, icon and words. */
export function ValidationTags({ id, tags }: { id: string; tags: readonly ValidationTag[] }) {
  const t = useTranslations('Ui.tagStatus');
  return (
    <ul id={id} className={styles.tags}>
      {tags.map(({ label, status }) => {
        const Icon = ICONS[status];
        return (
          <li key={label} className={styles.tag} data-status={status}>
            <Icon width={16} height={16} />
            <span>
              {label}
              <span className="visually-hidden">: {t(status)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
