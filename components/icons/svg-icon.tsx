import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

// The common frame of the site's line icons: a 24-unit grid drawn with the current text colour.
// Icons are decorative unless a caller passes aria-label (and then role="img").
export function SvgIcon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  const labelled = rest['aria-label'] !== undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      {...rest}
    >
      {children}
    </svg>
  );
}
