/**
 * Third-party URLs the edge under test is configured with (spec 7 scripts come from configuration).
 * Nothing answers them on the network: specs fulfil them with Playwright routes and watch who asks.
 */
export const THIRD_PARTY = {
  tagManager: 'https://tags.e2e.test/gtm.js',
  marketing: 'https://mail.e2e.test/onsite.js',
  sessionRecording: 'https://rec.e2e.test/recording.js',
  iconService: 'https://icons.e2e.test',
} as const;

export const THIRD_PARTY_EDGE_ENV = {
  TAG_MANAGER_URL: THIRD_PARTY.tagManager,
  MARKETING_SCRIPT_URL: THIRD_PARTY.marketing,
  SESSION_RECORDING_URL: THIRD_PARTY.sessionRecording,
  ICON_SERVICE_URL: THIRD_PARTY.iconService,
};
