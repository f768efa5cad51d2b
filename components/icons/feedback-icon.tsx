import { SvgIcon, type IconProps } from './svg-icon';

export function FeedbackIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 4h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-7l-5 4v-4H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z" />
      <path d="m12 7 1 2.1 2.3.3-1.7 1.6.4 2.3-2-1.1-2 1.1.4-2.3-1.7-1.6 2.3-.3Z" />
    </SvgIcon>
  );
}
