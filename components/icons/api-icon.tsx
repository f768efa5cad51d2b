import { SvgIcon, type IconProps } from './svg-icon';

export function ApiIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m8 8-4 4 4 4m8-8 4 4-4 4M13.5 5l-3 14" />
    </SvgIcon>
  );
}
