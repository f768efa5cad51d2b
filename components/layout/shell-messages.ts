import { messages as errorView } from '@/components/error/error-view.messages';
import { namespaces } from '@/lib/i18n/client-messages';

/**
 * The namespaces the locale layout sends on every page: only the error view's. The error
 * boundary (app/[locale]/error.tsx) is a client component that replaces any page without a
 * server round trip, so its strings must already be in the browser. Every other client part of
 * the shell gets its strings as props or through its own <ClientMessages> (the language drawer,
 * the cookie banner), so a page sends only what its islands read (docs/page-kit.md).
 */
export const SHELL_MESSAGES = namespaces(errorView);
