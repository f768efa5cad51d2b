import { SvgIcon, type IconProps } from './svg-icon';

export function ArrowLeftIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 12H5m6-6-6 6 6 6" />
    </SvgIcon>
  );
}
