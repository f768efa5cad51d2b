import { SvgIcon, type IconProps } from './svg-icon';

export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon strokeWidth={2} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </SvgIcon>
  );
}
