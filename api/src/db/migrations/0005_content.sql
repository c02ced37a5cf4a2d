-- Content: blog authors and posts (grow guides in the post categories of 0002) and the static pages
-- (our story, policies, shipping ...), one per route id of the shared route table. English only for now.

CREATE TABLE authors (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  -- One line under the name on author cards, e.g. "Head grower".
  role text NOT NULL,
  bio text NOT NULL
);

CREATE TABLE blog_posts (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  excerpt text NOT NULL,
  -- Plain text paragraphs; lines starting with "## " are section headings (the table of contents).
  body text NOT NULL,
  category_id integer NOT NULL REFERENCES post_categories (id),
  author_id integer NOT NULL REFERENCES authors (id),
  featured boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- NULL: a draft, not shown anywhere.
  published_at timestamptz,
  -- 200 words a minute, at least 1; generated so an edited body can never disagree with it.
  minutes_read integer GENERATED ALWAYS AS (greatest(1, ceil(regexp_count(body, '\S+') / 200.0)::integer)) STORED
);
CREATE INDEX blog_posts_published ON blog_posts (published_at DESC) WHERE published_at IS NOT NULL;
CREATE INDEX blog_posts_category ON blog_posts (category_id, published_at DESC);
CREATE INDEX blog_posts_author ON blog_posts (author_id, published_at DESC);

CREATE TABLE content_pages (
  -- A route id of shared-contracts' ROUTES (`our-story`, `shipping-delivery` ...): the UI builds the localized path.
  route_id text PRIMARY KEY,
  title text NOT NULL,
  -- One or two sentences: search results and the page's meta description.
  summary text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TRIGGER authors_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON authors FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER blog_posts_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER content_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_pages FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
