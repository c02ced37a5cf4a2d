-- Field measurements from shoppers' browsers, kept only as per-minute aggregates per storefront, area, release
-- version and canary side: how many page views, errors and fallbacks (by kind), and each Web Vital as counts in
-- fixed log-scale buckets (p75 is read from them). No event row, address, cookie or URL is ever stored.
CREATE TABLE field_counts (
  minute timestamptz NOT NULL,
  storefront text NOT NULL,
  area text NOT NULL,
  version text NOT NULL,
  side text NOT NULL CHECK (side IN ('stable', 'canary')),
  -- 'view', 'error' or 'fallback'
  kind text NOT NULL CHECK (kind IN ('view', 'error', 'fallback')),
  -- what kind of error ('error', 'rejection') or fallback ('server:<reason>', 'browser:<reason>'); '' for views
  detail text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (minute, storefront, area, version, side, kind, detail)
);

CREATE TABLE field_vitals (
  minute timestamptz NOT NULL,
  storefront text NOT NULL,
  area text NOT NULL,
  version text NOT NULL,
  side text NOT NULL CHECK (side IN ('stable', 'canary')),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  bucket smallint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (minute, storefront, area, version, side, metric, bucket)
);
