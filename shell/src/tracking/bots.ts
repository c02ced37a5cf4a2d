/**
 * Spec 5 bot rule: automated visitors (bots, crawlers, spiders, the main search-engine and
 * social-network crawlers) do not get the tag manager.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|googlebot|google-inspectiontool|bingbot|bingpreview|yandex|baiduspider|duckduckbot|sogou|exabot|applebot|petalbot|seznambot|facebookexternalhit|facebot|meta-externalagent|twitterbot|linkedinbot|pinterest|slackbot|discordbot|telegrambot|whatsapp|embedly|quora link preview|redditbot|semrush|ahrefs|mj12bot|dotbot|bytespider|gptbot|claudebot|ccbot|headlesschrome\/.*lighthouse/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
