'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Drawer as Vaul } from 'vaul';
import { ArrowLeftIcon } from '@/components/icons/arrow-left-icon';
import { CloseIcon } from '@/components/icons/close-icon';
import { Button } from './button';
import styles from './drawer.module.css';

// Spec section 9: at 991 px and below the drawer rises from the bottom and can be dragged away
// past half its height; above it drops from the top.
const NARROW_QUERY = '(max-width: 991px)';
const CLOSE_THRESHOLD = 0.5;
// After the visitor scrolls inside the drawer, dragging is ignored this long (spec: 100 ms).
const SCROLL_LOCK_TIMEOUT = 100;

type Part =
  'overlay' | 'content' | 'header' | 'title' | 'description' | 'body' | 'actions' | 'footer';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown in the header and used as the dialog's accessible name. */
  title: ReactNode;
  /** The dialog's accessible description; visible unless hideDescription is set. */
  description: ReactNode;
  hideDescription?: boolean;
  /** "auto" follows the breakpoint: top on wide screens, bottom on narrow ones. */
  direction?: 'auto' | 'top' | 'bottom';
  /** A modal drawer locks page scroll, hides the page from assistive tech and traps focus. */
  isModal?: boolean;
  /** The visitor must act inside the drawer: a click outside does not close it. */
  requiredActions?: boolean;
  /** When false nothing but the drawer's own actions closes it (no Escape, drag or close button). */
  dismissible?: boolean;
  /** Shows a back button in the header. */
  onBack?: () => void;
  /** The element that opens the drawer; focus returns to it on close. */
  trigger?: ReactElement;
  /** Where focus goes on close when the drawer is opened without a trigger. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on open (default: the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  classNames?: Partial<Record<Part, string>>;
}

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}

const cx = (...names: Array<string | undefined | false>) => names.filter(Boolean).join(' ');

export function Drawer(props: DrawerProps) {
  const { isOpen, onOpenChange, direction = 'auto', isModal = true, dismissible = true } = props;
  const {
    classNames = {},
    requiredActions = false,
    onBack,
    initialFocusRef,
    returnFocusRef,
  } = props;
  const t = useTranslations('Drawer');
  const narrow = useIsNarrow();
  const side = direction === 'auto' ? (narrow ? 'bottom' : 'top') : direction;

  return (
    <Vaul.Root
      open={isOpen}
      onOpenChange={onOpenChange}
      direction={side}
      modal={isModal}
      dismissible={dismissible}
      closeThreshold={CLOSE_THRESHOLD}
      scrollLockTimeout={SCROLL_LOCK_TIMEOUT}
      autoFocus
    >
      {props.trigger && <Vaul.Trigger asChild>{props.trigger}</Vaul.Trigger>}
      <Vaul.Portal>
        <Vaul.Overlay className={cx(styles.overlay, classNames.overlay)} />
        <Vaul.Content
          className={cx(styles.content, classNames.content)}
          onPointerDownOutside={(event) => {
            if (requiredActions) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
        >
          {side === 'bottom' && <div className={styles.handle} aria-hidden="true" />}
          <div className={cx(styles.header, classNames.header)}>
            {onBack && (
              <Button variant="ghost" size="sm" iconOnly aria-label={t('back')} onClick={onBack}>
                <ArrowLeftIcon />
              </Button>
            )}
            <Vaul.Title className={cx(styles.title, classNames.title)}>{props.title}</Vaul.Title>
            {dismissible && (
              <Vaul.Close asChild>
                <Button variant="ghost" size="sm" iconOnly aria-label={t('close')}>
                  <CloseIcon />
                </Button>
              </Vaul.Close>
            )}
          </div>
          <Vaul.Description
            className={cx(
              props.hideDescription ? 'visually-hidden' : styles.description,
              classNames.description,
            )}
          >
            {props.description}
          </Vaul.Description>
          <div className={cx(styles.body, classNames.body)}>{props.children}</div>
          {props.actions && (
            <div className={cx(styles.actions, classNames.actions)}>{props.actions}</div>
          )}
          {props.footer && (
            <div className={cx(styles.footer, classNames.footer)}>{props.footer}</div>
          )}
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  );
}
