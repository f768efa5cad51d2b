import { SvgIcon, type IconProps } from './svg-icon';

export function CircleDotIcon(props: IconProps) {
  return (
    <SvgIcon strokeWidth={2} {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    </SvgIcon>
  );
}
