'use client';

import { Fragment } from 'react';
import { InfoIcon } from '@/components/icons/info-icon';
import { Tooltip } from './tooltip';
import styles from './tooltip.module.css';

/**
 * A small "i" button that explains the text beside it, one line per entry. The button is named
 * by `label`; the lines are its accessible description, so a screen reader reads them on focus.
 */
export function InfoTooltip({ label, lines }: { label: string; lines: readonly string[] }) {
  const content = lines.map((line, index) => (
    // The space keeps the lines apart in the description that assistive technology reads.
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className={styles.line}>{line}</span>
    </Fragment>
  ));
  return (
    <Tooltip content={content}>
      <button type="button" className={styles.info} aria-label={label}>
        <InfoIcon size={16} />
      </button>
    </Tooltip>
  );
}
