-- Search finds content in the storefront's language (issue 15): the language versions of posts and pages get
-- the same stored search documents as their English rows (0006_search.sql).
ALTER TABLE blog_post_translations
  ADD COLUMN search_english tsvector GENERATED ALWAYS AS (search_document('english', title, excerpt || ' ' || body)) STORED,
  ADD COLUMN search_german tsvector GENERATED ALWAYS AS (search_document('german', title, excerpt || ' ' || body)) STORED;
ALTER TABLE content_page_translations
  ADD COLUMN search_english tsvector GENERATED ALWAYS AS (search_document('english', title, summary)) STORED,
  ADD COLUMN search_german tsvector GENERATED ALWAYS AS (search_document('german', title, summary)) STORED;

CREATE INDEX blog_post_translations_search_german ON blog_post_translations USING gin (search_german);
CREATE INDEX blog_post_translations_title_trgm ON blog_post_translations USING gin (title gin_trgm_ops);
CREATE INDEX content_page_translations_search_german ON content_page_translations USING gin (search_german);
CREATE INDEX content_page_translations_title_trgm ON content_page_translations USING gin (title gin_trgm_ops);
