'use client';

// Loading bar, scroll restoration and new-build detection. See issue 3.
export function NavigationFeedback() {
  return null;
}
