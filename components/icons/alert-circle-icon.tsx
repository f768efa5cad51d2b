import { SvgIcon, type IconProps } from './svg-icon';

export function AlertCircleIcon(props: IconProps) {
  return (
    <SvgIcon strokeWidth={2} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v5" />
      <path d="M12 16h.01" />
    </SvgIcon>
  );
}
