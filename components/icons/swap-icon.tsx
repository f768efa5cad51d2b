import { SvgIcon, type IconProps } from './svg-icon';

export function SwapIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 8h14m-4-4 4 4-4 4M20 16H6m4-4-4 4 4 4" />
    </SvgIcon>
  );
}
