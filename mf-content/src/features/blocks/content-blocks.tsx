import styled from 'styled-components';
import { FormattedMessage, Link, useIntl } from '@storefront/shared-ui';
import { ProductCard } from '@storefront/shared-ui/product-card';
import { buildPath, type ContentBlock, type RouteId, type StorefrontCode } from '@storefront/shared-contracts';

const Section = styled.section`
  margin: ${({ theme }) => theme.space(8)} 0;
  overflow-wrap: anywhere;
  p {
    line-height: 1.6;
    max-width: 72ch;
  }
`;

const ImageText = styled(Section)<{ $end: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  flex-direction: ${({ $end }) => ($end ? 'row-reverse' : 'row')};
  img {
    width: min(320px, 100%);
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  > div {
    flex: 1 1 280px;
    min-width: 0;
  }
`;

const Carousel = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  list-style: none;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  li {
    scroll-snap-align: start;
  }
`;

const Cta = styled(Section)`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.subtle};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: 600;
    text-decoration: none;
  }
`;

const Faq = styled(Section)`
  details {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
    font-weight: 600;
  }
`;

const Reviews = styled(Section)`
  .score {
    font-size: 1.4rem;
    font-weight: 700;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
    gap: ${({ theme }) => theme.space(4)};
    list-style: none;
    padding: 0;
  }
  blockquote {
    margin: 0;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
  .gap::before {
    content: ' ';
    white-space: pre;
  }
  .profile-rating {
    margin-left: ${({ theme }) => theme.space(2)};
  }
`;

function Block({ block, storefront, index }: { block: ContentBlock; storefront: StorefrontCode; index: number }) {
  const intl = useIntl();
  const headingId = `block-${index}`;
  switch (block.type) {
    case 'rich-text':
      return (
        <Section data-block="rich-text" aria-labelledby={block.heading ? headingId : undefined}>
          {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
          {block.paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </Section>
      );
    case 'image-text':
      return (
        <ImageText data-block="image-text" $end={block.imageSide === 'end'} aria-labelledby={headingId}>
          <img
            src={block.image.src}
            srcSet={`${block.image.src} 1x, ${block.image.src2x} 2x`}
            width={block.image.width}
            height={block.image.height}
            alt={block.image.alt}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
          <div>
            <h2 id={headingId}>{block.heading}</h2>
            <p>{block.text}</p>
          </div>
        </ImageText>
      );
    case 'product-carousel':
      return (
        <Section data-block="product-carousel" aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading}</h2>
          <Carousel tabIndex={0} aria-labelledby={headingId}>
            {block.products.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  variant="small"
                  renderLink={(children) => (
                    <Link to={buildPath('product-slug', storefront, { slug: product.slug })}>{children}</Link>
                  )}
                  fromLabel={(price) => <FormattedMessage id="content.blocks.from" values={{ price }} />}
                />
              </li>
            ))}
          </Carousel>
          <p>
            <Link to={buildPath('collections-slug', storefront, { slug: block.collection.slug })}>
              {intl.formatMessage({ id: 'content.blocks.viewCollection' }, { name: block.collection.name })}
            </Link>
          </p>
        </Section>
      );
    case 'call-to-action':
      return (
        <Cta data-block="call-to-action" aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading}</h2>
          <p>{block.text}</p>
          <Link to={buildPath(block.routeId as Exclude<RouteId, 'catchAll'>, storefront)}>{block.label}</Link>
        </Cta>
      );
    case 'faq-list':
      return (
        <Faq data-block="faq-list" aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading}</h2>
          {block.items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </Faq>
      );
    case 'shop-reviews':
      return (
        <Reviews data-block="shop-reviews" aria-labelledby={headingId}>
          <h2 id={headingId}>{block.heading}</h2>
          <p className="score" data-testid="shop-rating">
            {intl.formatMessage(
              { id: 'content.blocks.rating' },
              { rating: intl.formatNumber(block.rating, { maximumFractionDigits: 1 }), count: block.reviewCount },
            )}
          </p>
          <ul>
            {block.reviews.map((review, i) => (
              <li key={i}>
                <blockquote lang="en">
                  <p>
                    <strong>{review.title}</strong>
                  </p>
                  <p>{review.body}</p>
                  <footer>
                    {intl.formatMessage({ id: 'content.blocks.reviewBy' }, { author: review.author })}
                    <span className="gap" />
                    <Link to={buildPath('product-slug', storefront, { slug: review.product.slug })}>
                      {review.product.name}
                    </Link>
                  </footer>
                </blockquote>
              </li>
            ))}
          </ul>
          <ul data-testid="review-profiles">
            {block.profiles.map((profile) => (
              <li key={profile.name}>
                <a href={profile.url} rel="noopener noreferrer" target="_blank">
                  {intl.formatMessage({ id: 'content.blocks.readMoreOn' }, { site: profile.name })}
                </a>
                <span className="profile-rating">
                  {intl.formatMessage(
                    { id: 'content.blocks.profileRating' },
                    { rating: intl.formatNumber(profile.rating), count: profile.reviewCount },
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Reviews>
      );
  }
}

/** A content page's blocks, in order (block types: mf-content/README.md). */
export function ContentBlocks({ blocks, storefront }: { blocks: ContentBlock[]; storefront: StorefrontCode }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} storefront={storefront} index={index} />
      ))}
    </>
  );
}
