import { SvgIcon, type IconProps } from './svg-icon';

export function InfoIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </SvgIcon>
  );
}
