import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon-only buttons are square; they must carry an aria-label. */
  iconOnly?: boolean;
}

/**
 * The class list of a button. Exported so that links rendered by other components (next-intl's
 * Link, Radix triggers) can look like buttons without this module wrapping them.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  iconOnly = false,
  className,
}: ButtonStyleProps & { className?: string } = {}): string {
  return [styles.button, styles[variant], styles[size], iconOnly && styles.iconOnly, className]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonStyleProps;

export function Button({
  variant,
  size,
  iconOnly,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, iconOnly, className })}
      {...rest}
    />
  );
}

export type ButtonLinkProps = ComponentPropsWithRef<'a'> & ButtonStyleProps & { href: string };

/** A plain link styled as a button, for full-page and external targets. */
export function ButtonLink({ variant, size, iconOnly, className, ...rest }: ButtonLinkProps) {
  return <a className={buttonClassName({ variant, size, iconOnly, className })} {...rest} />;
}
