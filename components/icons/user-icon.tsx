import { SvgIcon, type IconProps } from './svg-icon';

export function UserIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.4-5 8-5s6.5 1.5 8 5" />
    </SvgIcon>
  );
}
