import { SvgIcon, type IconProps } from './svg-icon';

export function PlayIcon(props: IconProps) {
  return (
    <SvgIcon strokeWidth={2} {...props}>
      <path d="M7 5v14l12-7Z" />
    </SvgIcon>
  );
}
