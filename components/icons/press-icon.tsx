import { SvgIcon, type IconProps } from './svg-icon';

export function PressIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 4h11a1 1 0 0 1 1 1v14a1 1 0 0 0 1 1H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1Z" />
      <path d="M17 9h2a1 1 0 0 1 1 1v8a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3" />
    </SvgIcon>
  );
}
