import { forwardRef, type AnchorHTMLAttributes, type CSSProperties } from 'react';
import { ExternalLinkIcon } from '@/components/icons/external-link-icon';
import { Link } from '@/components/ui/link';
import { ItemIcon } from './item-icon';
import styles from './item-link.module.css';
import type { NavItem } from './types';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { item: NavItem };

/**
 * One menu entry (icon tile, title, subtitle), shared by the desktop flyouts and the mobile
 * accordion. Forwards its ref and props so Radix's NavigationMenu.Link can render it asChild.
 */
export const ItemLink = forwardRef<HTMLAnchorElement, Props>(function ItemLink(
  { item, className, ...rest },
  ref,
) {
  const body = (
    <>
      <span
        className={styles.tile}
        style={{ '--icon-color': item.iconColor } as CSSProperties}
        aria-hidden="true"
      >
        <ItemIcon name={item.icon} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>
          {item.title}
          {item.external && <ExternalLinkIcon className={styles.externalIcon} size={14} />}
        </span>
        <span className={styles.subtitle}>{item.subtitle}</span>
      </span>
    </>
  );
  const classes = [styles.link, className].filter(Boolean).join(' ');
  if (item.external) {
    return (
      <a
        ref={ref}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes}
        {...rest}
      >
        {body}
        <span className="visually-hidden"> {item.external.newTab}</span>
      </a>
    );
  }
  return (
    <Link ref={ref} href={item.href} className={classes} {...rest}>
      {body}
    </Link>
  );
});
