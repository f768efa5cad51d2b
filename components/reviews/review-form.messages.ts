import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the review form reads; the reviews around it are server-rendered. */
export const messages = [
  'ReviewForm',
  'FormErrors',
  ...textInput,
] as const satisfies IslandMessages;
