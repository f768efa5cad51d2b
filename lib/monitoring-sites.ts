// Independent exchanger-monitoring sites shown as a strip in the footer (spec section 2). Each
// is a real monitor or rating of exchange services. They are named in text: the site has none of
// their logos, and the letter tiles once drawn in their place looked like logos they are not.

export interface MonitoringSite {
  name: string;
  /** The site's home page. */
  url: string;
}

function site(name: string, url: string): MonitoringSite {
  return { name, url };
}

export const MONITORING_SITES: readonly MonitoringSite[] = [
  site('BestChange', 'https://www.bestchange.com/'),
  site('Exchange Sumo', 'https://exchangesumo.com/'),
  site('Kurs Expert', 'https://kurs.expert/'),
  site('Okchanger', 'https://www.okchanger.com/'),
  site('Glazok', 'https://glazok.org/'),
  site('Exnode', 'https://exnode.ru/'),
  site('WellCrypto', 'https://wellcrypto.io/'),
  site('Kurses', 'https://kurses.com.ua/'),
  site('MarketExchangers', 'https://marketexchangers.com/'),
  site('Kursoff', 'https://kursoff.biz/'),
  site('BestExchangers', 'https://bestexchangers.ru/'),
  site('Pro-Obmen', 'https://pro-obmen.ru/'),
  site('Exchangers Guru', 'https://exchangers.guru/'),
];
