// The answer of GET /apiglobal/global (spec section 3): footer lists and social links.

export interface PopularCrypto {
  coinInfo: { name: string; code: string };
}

export interface PopularPair {
  pairInfo: { from: { code: string }; to: { code: string } };
}

export interface SocialMedia {
  link: string;
  /** Public path of a monochrome SVG icon. */
  logo: string;
}

export interface GlobalData {
  popularCrypto: PopularCrypto[];
  popularPairs: PopularPair[];
  socialMedias: SocialMedia[];
}
