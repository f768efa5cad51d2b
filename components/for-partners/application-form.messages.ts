import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the application form reads; the page around it is server-rendered. */
export const messages = [
  'PartnerApplicationForm',
  'FormErrors',
  ...textInput,
] as const satisfies IslandMessages;
