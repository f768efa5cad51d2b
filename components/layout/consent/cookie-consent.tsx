'use client';

// The cookie banner and settings. See issue 3.
export function CookieConsent() {
  return null;
}
