import { SvgIcon, type IconProps } from './svg-icon';

export function PairsIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8.5" cy="12" r="5.5" />
      <circle cx="15.5" cy="12" r="5.5" />
    </SvgIcon>
  );
}
