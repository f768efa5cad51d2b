/** Where the account button leads; without a configured account site there is no button. */
export function registrationUrl(accountUrl: string | undefined): string | undefined {
  if (!accountUrl) return undefined;
  return `${accountUrl.replace(/\/+$/, '')}/auth/registration`;
}
