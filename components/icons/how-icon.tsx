import { SvgIcon, type IconProps } from './svg-icon';

export function HowIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="M4 5.5 5 5v3M4 11.5a1 1 0 1 1 1.7.7L4 14h2M4 17h1.5a1 1 0 0 1 0 2H4" />
    </SvgIcon>
  );
}
