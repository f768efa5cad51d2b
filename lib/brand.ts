import { env } from './env';

// The product's identity in one place, so a white-label partner changes it through the
// environment and nowhere else. Visible words live in messages/ and take the name as {brand}.

export interface Brand {
  name: string;
  /** Primary colour: the favicon, the theme colour and the shared social image. */
  primaryColor: string;
  /** Legal name of the operator; when unset, legal texts say "the operator of this website". */
  operator: string | undefined;
}

export function brand(): Brand {
  const config = env();
  return { name: config.BRAND_NAME, primaryColor: '#1f4fd1', operator: config.BRAND_OPERATOR };
}
