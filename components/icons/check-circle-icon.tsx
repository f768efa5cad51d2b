import { SvgIcon, type IconProps } from './svg-icon';

export function CheckCircleIcon(props: IconProps) {
  return (
    <SvgIcon strokeWidth={2} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </SvgIcon>
  );
}
