import { SvgIcon, type IconProps } from './svg-icon';

export function PauseIcon(props: IconProps) {
  return (
    <SvgIcon strokeWidth={2} {...props}>
      <path d="M9 5v14" />
      <path d="M15 5v14" />
    </SvgIcon>
  );
}
