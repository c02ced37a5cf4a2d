-- Referral tracking (spec 7): one visitor per browser, one row per report.
CREATE TABLE visitors (
  id text PRIMARY KEY,
  affiliate_id text NOT NULL DEFAULT '',
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referrals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  visitor_id text NOT NULL REFERENCES visitors (id) ON DELETE CASCADE,
  affiliate_id text NOT NULL,
  refer_domain text NOT NULL,
  url text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_affiliate ON referrals (affiliate_id, created_at);
