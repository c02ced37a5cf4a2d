-- Dynamic blocks computed from data (issue 15, mf-content/README.md): the discount codes page (public coupons),
-- shipping & delivery (countries and shipping methods) and payment processing (payment options).
ALTER TABLE content_blocks DROP CONSTRAINT content_blocks_type_check;
ALTER TABLE content_blocks ADD CONSTRAINT content_blocks_type_check CHECK (type IN ('rich-text', 'image-text',
  'product-carousel', 'call-to-action', 'faq-list', 'shop-reviews', 'discount-codes', 'shipping-table',
  'payment-methods'));
