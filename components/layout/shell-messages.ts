import { messages as errorView } from '@/components/error/error-view.messages';
import { messages as languageSwitch } from '@/components/layout/language/language-switch.messages';
import { messages as newsletter } from '@/components/newsletter/newsletter.messages';
import { namespaces } from '@/lib/i18n/client-messages';

/**
 * What the shell's client leaves read, sent once on every page by the locale layout: the
 * language drawer, the newsletter form and the error views. The header, the footer and the cookie
 * banner are translated on the server and send no namespace of their own.
 */
export const SHELL_MESSAGES = namespaces(languageSwitch, newsletter, errorView);
