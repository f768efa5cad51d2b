'use client';

import * as Radix from '@radix-ui/react-accordion';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import styles from './accordion.module.css';

// Styled Radix accordion parts. Radix provides the disclosure semantics (aria-expanded,
// aria-controls, region labelled by its trigger) and arrow-key movement between triggers.

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export const Accordion = Radix.Root;

export function AccordionItem({ className, ...rest }: ComponentPropsWithoutRef<typeof Radix.Item>) {
  return <Radix.Item className={cx(styles.item, className)} {...rest} />;
}

type HeadingLevel = 2 | 3 | 4;

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...rest
}: ComponentPropsWithoutRef<typeof Radix.Trigger> & {
  children: ReactNode;
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Radix.Header asChild>
      <Heading className={styles.heading}>
        <Radix.Trigger className={cx(styles.trigger, className)} {...rest}>
          <span>{children}</span>
          <ChevronDownIcon className={styles.chevron} />
        </Radix.Trigger>
      </Heading>
    </Radix.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...rest
}: ComponentPropsWithoutRef<typeof Radix.Content>) {
  return (
    <Radix.Content className={cx(styles.content, className)} {...rest}>
      {children}
    </Radix.Content>
  );
}
