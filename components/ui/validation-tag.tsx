import type { ReactNode } from 'react';
import { AlertTriangleIcon } from '@/components/icons/alert-triangle-icon';
import { CheckCircleIcon } from '@/components/icons/check-circle-icon';
import { CircleDotIcon } from '@/components/icons/circle-dot-icon';
import { XCircleIcon } from '@/components/icons/x-circle-icon';
import styles from './validation-tag.module.css';

// Validation tags (spec section 5, "text input"): small inline statuses of one field, each an
// icon and a label. The status is never told by colour alone: each has its own icon shape and the
// label says it in words ("Valid colour", "Too light for white text"). Server-safe (no state).

export const VALIDATION_STATUSES = ['neutral', 'success', 'warning', 'error'] as const;
export type ValidationStatus = (typeof VALIDATION_STATUSES)[number];

export interface ValidationTagItem {
  status: ValidationStatus;
  label: ReactNode;
}

const ICONS = {
  neutral: CircleDotIcon,
  success: CheckCircleIcon,
  warning: AlertTriangleIcon,
  error: XCircleIcon,
} as const;

export function ValidationTag({ status, label }: ValidationTagItem) {
  const Icon = ICONS[status];
  return (
    <span className={styles.tag} data-status={status}>
      <Icon size={14} className={styles.icon} />
      <span>{label}</span>
    </span>
  );
}

/**
 * A field's tags as a list; give it an id and put that id in the field's aria-describedby, so a
 * screen reader reads them with the field. `live` announces a change (a field checked as typed).
 */
export function ValidationTags({
  id,
  tags,
  live = false,
}: {
  id?: string;
  tags: readonly ValidationTagItem[];
  live?: boolean;
}) {
  return (
    <ul id={id} className={styles.list} aria-live={live ? 'polite' : undefined}>
      {tags.map((tag, index) => (
        <li key={index}>
          <ValidationTag {...tag} />
        </li>
      ))}
    </ul>
  );
}
