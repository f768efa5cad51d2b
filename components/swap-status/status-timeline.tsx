'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { AlertCircleIcon } from '@/components/icons/alert-circle-icon';
import { CheckIcon } from '@/components/icons/check-icon';
import { CircleDotIcon } from '@/components/icons/circle-dot-icon';
import type { SwapStatus } from '@/lib/swaps/status';
import type { SwapHistoryEntry } from '@/lib/swaps/contract';
import { useSwapTime } from './date-format';
import { buildTimeline, type TimelineStep } from './timeline';
import styles from './swap-status.module.css';

function StepIcon({ step, finished }: { step: TimelineStep; finished: boolean }) {
  if (step.state === 'done' || (step.state === 'current' && finished))
    return <CheckIcon size={16} />;
  if (step.branch) return <AlertCircleIcon size={16} />;
  if (step.state === 'current') return <CircleDotIcon size={16} />;
  return null;
}

export function StatusTimeline({
  status,
  history,
  headingId,
}: {
  status: SwapStatus;
  history: readonly SwapHistoryEntry[];
  headingId: string;
}) {
  const t = useTranslations('SwapStatus');
  const format = useFormatter();
  const swapTime = useSwapTime();
  const steps = buildTimeline(status, history);

  return (
    <ol className={styles.timeline} aria-labelledby={headingId}>
      {steps.map((step) => {
        const finished = step.status === 'finished';
        return (
          <li
            key={`${step.status}-${step.branch}`}
            className={styles.step}
            data-state={step.state}
            data-branch={step.branch || undefined}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepMarker} aria-hidden="true">
              <StepIcon step={step} finished={finished} />
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepName}>{t(`statuses.${step.status}`)}</span>
              <span className="visually-hidden">
                {t(`timeline.${step.state === 'current' && finished ? 'done' : step.state}`)}
              </span>
              {step.at && (
                <time className={styles.stepTime} dateTime={step.at}>
                  {format.dateTime(new Date(step.at), swapTime)}
                </time>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
