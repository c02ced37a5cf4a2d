-- The home page is assembled from content blocks too (issue 15 item 3; block types in mf-content/README.md and
-- mf-catalog/README.md): its blocks are content_blocks of route 'home'. The home is no content page (no title,
-- no search hit, not in the sitemap's pages), so the page reference skips it: a generated column holds the
-- route id of every other page and keeps the foreign key (and its cascade) for them.
ALTER TABLE content_blocks DROP CONSTRAINT content_blocks_route_id_fkey;
ALTER TABLE content_blocks
  ADD COLUMN page_route_id text GENERATED ALWAYS AS (CASE WHEN route_id = 'home' THEN NULL ELSE route_id END) STORED
  REFERENCES content_pages (route_id) ON DELETE CASCADE;

-- The home's own types: the hero, the collections (dynamic) and the Seedfinder teaser.
ALTER TABLE content_blocks DROP CONSTRAINT content_blocks_type_check;
ALTER TABLE content_blocks ADD CONSTRAINT content_blocks_type_check CHECK (type IN ('rich-text', 'image-text',
  'product-carousel', 'call-to-action', 'faq-list', 'shop-reviews', 'discount-codes', 'shipping-table',
  'payment-methods', 'hero', 'collection-grid', 'seedfinder-teaser'));
