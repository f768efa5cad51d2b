'use client';

/** The consent component (components/layout/consent) listens for this event. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'swaplens:open-cookie-settings';

/** Reopens the cookie settings so a visitor can change or withdraw consent at any time. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      {label}
    </button>
  );
}
