// Independent exchanger-monitoring sites shown as a logo strip in the footer (spec section 2).
// Each is a real monitor or rating of exchange services; the logos in public/monitoring are plain
// wordmarks drawn for this site, not the services' own artwork.

export interface MonitoringSite {
  name: string;
  /** The site's home page. */
  url: string;
  /** Public path of its wordmark, 32 px high. */
  logo: string;
  /** The wordmark's width at that height, so the strip never shifts while logos load. */
  logoWidth: number;
}

function site(name: string, url: string, slug: string, logoWidth: number): MonitoringSite {
  return { name, url, logo: `/monitoring/${slug}.svg`, logoWidth };
}

export const MONITORING_SITES: readonly MonitoringSite[] = [
  site('BestChange', 'https://www.bestchange.com/', 'bestchange', 140),
  site('Exchange Sumo', 'https://exchangesumo.com/', 'exchangesumo', 171),
  site('Kurs Expert', 'https://kurs.expert/', 'kurs-expert', 150),
  site('Okchanger', 'https://www.okchanger.com/', 'okchanger', 130),
  site('Glazok', 'https://glazok.org/', 'glazok', 99),
  site('Exnode', 'https://exnode.ru/', 'exnode', 99),
  site('WellCrypto', 'https://wellcrypto.io/', 'wellcrypto', 140),
  site('Kurses', 'https://kurses.com.ua/', 'kurses', 99),
  site('MarketExchangers', 'https://marketexchangers.com/', 'marketexchangers', 201),
  site('Kursoff', 'https://kursoff.biz/', 'kursoff', 109),
  site('BestExchangers', 'https://bestexchangers.ru/', 'bestexchangers', 181),
  site('Pro-Obmen', 'https://pro-obmen.ru/', 'pro-obmen', 130),
  site('Exchangers Guru', 'https://exchangers.guru/', 'exchangers-guru', 191),
];
