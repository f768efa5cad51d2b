// Search-engine crawlers and performance-audit tools (spec section 7): tag manager is skipped for
// them so audits measure the site, not the tags, and crawlers send no analytics hits.
const AUTOMATED_AGENT =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|apis-google|storebot-google|bingbot|bingpreview|adidxbot|msnbot|slurp|duckduckbot|baiduspider|yandex(bot|images)|applebot|petalbot|sogou|exabot|seznambot|naver|yeti|facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|discordbot|telegrambot|whatsapp|ahrefsbot|semrushbot|mj12bot|dotbot|lighthouse|chrome-lighthouse|pagespeed|speed insights|gtmetrix|pingdom|webpagetest|ptst\/|headlesschrome|uptimerobot|site24x7|statuscake|datadog synthetic/i;

export function isAutomatedAgent(userAgent: string | null | undefined): boolean {
  return !userAgent || AUTOMATED_AGENT.test(userAgent);
}
