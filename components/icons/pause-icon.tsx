import type { SVGProps } from 'react';

// Decorative by default: the control that shows it carries the accessible name.
export function PauseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M9 5v14" />
      <path d="M15 5v14" />
    </svg>
  );
}
