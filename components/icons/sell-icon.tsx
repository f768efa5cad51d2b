import { SvgIcon, type IconProps } from './svg-icon';

export function SellIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6.5 9.5v0M17.5 14.5v0" />
    </SvgIcon>
  );
}
