-- "{amount} found this useful" (spec 2.4): one vote per visitor and review; the primary key makes concurrent
-- double clicks count once. reviews.useful_count stays the imported base and the count shown is base + votes,
-- so a vote never writes to reviews, whose trigger would bump the catalogue version and empty every cache.
CREATE TABLE review_useful_votes (
  review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  visitor_id text NOT NULL REFERENCES visitors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, visitor_id)
);
