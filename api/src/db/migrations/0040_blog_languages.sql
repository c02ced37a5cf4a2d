-- Language versions of the blog (issue 15): a post, its category and its author are written in English
-- (the rows of 0002/0005) and may have versions in de, nl and fr. A missing version falls back to English.

CREATE TABLE blog_post_translations (
  post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'nl', 'fr')),
  title text NOT NULL,
  excerpt text NOT NULL,
  -- Same format as blog_posts.body: "## " lines are section headings.
  body text NOT NULL,
  minutes_read integer GENERATED ALWAYS AS (greatest(1, ceil(regexp_count(body, '\S+') / 200.0)::integer)) STORED,
  PRIMARY KEY (post_id, language)
);

CREATE TABLE post_category_translations (
  category_id integer NOT NULL REFERENCES post_categories (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'nl', 'fr')),
  name text NOT NULL,
  PRIMARY KEY (category_id, language)
);

CREATE TABLE author_translations (
  author_id integer NOT NULL REFERENCES authors (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'nl', 'fr')),
  role text NOT NULL,
  bio text NOT NULL,
  PRIMARY KEY (author_id, language)
);

CREATE TRIGGER blog_post_translations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_post_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER post_category_translations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_category_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER author_translations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON author_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
