-- Search (modules/search): full-text search per language plus trigram typo tolerance on names and titles.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it in its opener.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The weighted document of a search hit: words of the name or title (A) rank above the text (B).
CREATE FUNCTION search_document(config regconfig, title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector(config, coalesce(title, '')), 'A') || setweight(to_tsvector(config, coalesce(body, '')), 'B');

-- Stored, not expression indexes only: computing to_tsvector per row and query cost 20-50 ms on PGlite,
-- reading a stored vector well under 1 ms. One column per text search config in use: english for every
-- storefront, german for de-de (see modules/search/search-terms.ts).
ALTER TABLE products
  ADD COLUMN search_english tsvector GENERATED ALWAYS AS (search_document('english', name, description)) STORED,
  ADD COLUMN search_german tsvector GENERATED ALWAYS AS (search_document('german', name, description)) STORED;
ALTER TABLE collections
  ADD COLUMN search_english tsvector GENERATED ALWAYS AS (search_document('english', name, description)) STORED,
  ADD COLUMN search_german tsvector GENERATED ALWAYS AS (search_document('german', name, description)) STORED;
ALTER TABLE blog_posts
  ADD COLUMN search_english tsvector GENERATED ALWAYS AS (search_document('english', title, excerpt || ' ' || body)) STORED,
  ADD COLUMN search_german tsvector GENERATED ALWAYS AS (search_document('german', title, excerpt || ' ' || body)) STORED;
ALTER TABLE content_pages
  ADD COLUMN search_english tsvector GENERATED ALWAYS AS (search_document('english', title, summary || ' ' || body)) STORED,
  ADD COLUMN search_german tsvector GENERATED ALWAYS AS (search_document('german', title, summary || ' ' || body)) STORED;

CREATE INDEX products_search_english ON products USING gin (search_english);
CREATE INDEX products_search_german ON products USING gin (search_german);
CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops);

CREATE INDEX collections_search_english ON collections USING gin (search_english);
CREATE INDEX collections_search_german ON collections USING gin (search_german);
CREATE INDEX collections_name_trgm ON collections USING gin (name gin_trgm_ops);

CREATE INDEX blog_posts_search_english ON blog_posts USING gin (search_english);
CREATE INDEX blog_posts_search_german ON blog_posts USING gin (search_german);
CREATE INDEX blog_posts_title_trgm ON blog_posts USING gin (title gin_trgm_ops);

CREATE INDEX content_pages_search_english ON content_pages USING gin (search_english);
CREATE INDEX content_pages_search_german ON content_pages USING gin (search_german);
CREATE INDEX content_pages_title_trgm ON content_pages USING gin (title gin_trgm_ops);
