import type { IslandMessages } from '@/lib/i18n/client-messages';
import { messages as drawer } from '@/components/ui/drawer.messages';
import { messages as textInput } from '@/components/ui/text-input.messages';

/** Namespaces the country picker reads; the forms that open it include them. */
export const messages = [
  'CountryPicker',
  ...drawer,
  ...textInput,
] as const satisfies IslandMessages;
