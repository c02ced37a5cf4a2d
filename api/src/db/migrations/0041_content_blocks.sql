-- Content pages assembled from blocks (issue 15; block types in mf-content/README.md), per language, and the
-- pages' titles and summaries in de, nl and fr (English stays in content_pages). A page without blocks in a
-- language shows its English blocks; a page without any blocks shows content_pages.body.

CREATE TABLE content_page_translations (
  route_id text NOT NULL REFERENCES content_pages (route_id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('de', 'nl', 'fr')),
  title text NOT NULL,
  summary text NOT NULL,
  PRIMARY KEY (route_id, language)
);

CREATE TABLE content_blocks (
  route_id text NOT NULL REFERENCES content_pages (route_id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'de', 'nl', 'fr')),
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('rich-text', 'image-text', 'product-carousel', 'call-to-action', 'faq-list', 'shop-reviews')),
  -- The block's managed fields; dynamic blocks hold only their settings (see mf-content/README.md).
  data jsonb NOT NULL,
  PRIMARY KEY (route_id, language, position)
);

CREATE TRIGGER content_page_translations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_page_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER content_blocks_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_blocks FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
