-- Request counters of the rate limits (@fastify/rate-limit's store): one row per limit and client key, for the
-- current window. In the database because it is the one store every api instance shares (no Redis to run).
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_start timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window_start ON rate_limit_hits (window_start);
