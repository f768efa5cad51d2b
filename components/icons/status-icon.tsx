import { SvgIcon, type IconProps } from './svg-icon';

export function StatusIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4M8 11l2 2 4-4" />
    </SvgIcon>
  );
}
