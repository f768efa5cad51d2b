/**
 * Dispatched on window (by the footer's "Cookie settings" link) to reopen the consent settings,
 * so a visitor can change or withdraw consent at any time:
 *
 *   window.dispatchEvent(new Event('swaplens:open-cookie-settings'))
 */
export const OPEN_COOKIE_SETTINGS_EVENT = 'swaplens:open-cookie-settings';
