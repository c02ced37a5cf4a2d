import styled from 'styled-components';
import { FormattedMessage, Link, Money, useIntl, visuallyHidden } from '@storefront/shared-ui';
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

const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  th,
  td {
    /* Whole words size the columns (German compounds break with a hyphen, not mid-word). */
    overflow-wrap: break-word;
    hyphens: auto;
    text-align: start;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(4)};
  }
  code,
  .nowrap {
    white-space: nowrap;
  }
  code {
    font-weight: 700;
    font-size: 1.05em;
  }
  /* A phone: each row a small card (the row header on its own line), the column headers for screen readers. */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.md}) {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      column-gap: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    th,
    td {
      border-bottom: 0;
      padding: ${({ theme }) => theme.space(1)} 0;
    }
    th[scope='row'],
    td.wide {
      grid-column: 1 / -1;
    }
  }
`;

const CountryTables = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  caption small {
    display: block;
    font-weight: 400;
  }
`;

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/** A YYYY-MM-DD date in the interface language. */
const useDay = () => {
  const intl = useIntl();
  return (day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
};

function DiscountCodes({
  block,
  headingId,
}: {
  block: Extract<ContentBlock, { type: 'discount-codes' }>;
  headingId: string;
}) {
  const intl = useIntl();
  const day = useDay();
  return (
    <Section data-block="discount-codes" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.codes.length === 0 ? (
        <p>
          <FormattedMessage id="content.blocks.codes.none" />
        </p>
      ) : (
        <DataTable data-testid="discount-codes">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="content.blocks.codes.code" />
              </th>
              <th scope="col">
                <FormattedMessage id="content.blocks.codes.discount" />
              </th>
              <th scope="col">
                <FormattedMessage id="content.blocks.codes.conditions" />
              </th>
            </tr>
          </thead>
          <tbody>
            {block.codes.map((c) => (
              <tr key={c.code} data-code={c.code}>
                <th scope="row">
                  <code>{c.code}</code>
                </th>
                <td className="nowrap">
                  {c.discount.kind === 'percent' ? (
                    intl.formatMessage(
                      { id: 'content.blocks.codes.off' },
                      { amount: intl.formatNumber(c.discount.percent / 100, { style: 'percent' }) },
                    )
                  ) : (
                    <FormattedMessage
                      id="content.blocks.codes.off"
                      values={{ amount: <Money value={c.discount.amount} /> }}
                    />
                  )}
                </td>
                <td className="wide">
                  <ul>
                    <li>
                      {c.minimum ? (
                        <FormattedMessage
                          id="content.blocks.codes.minimum"
                          values={{ amount: <Money value={c.minimum} /> }}
                        />
                      ) : (
                        <FormattedMessage id="content.blocks.codes.noMinimum" />
                      )}
                    </li>
                    {c.validFrom ? (
                      <li>
                        {intl.formatMessage({ id: 'content.blocks.codes.validFrom' }, { date: day(c.validFrom) })}
                      </li>
                    ) : null}
                    <li>
                      {c.validUntil
                        ? intl.formatMessage({ id: 'content.blocks.codes.validUntil' }, { date: day(c.validUntil) })
                        : intl.formatMessage({ id: 'content.blocks.codes.noEnd' })}
                    </li>
                    {c.usesLeft !== null ? (
                      <li>{intl.formatMessage({ id: 'content.blocks.codes.usesLeft' }, { count: c.usesLeft })}</li>
                    ) : null}
                    {c.oncePerCustomer ? (
                      <li>
                        <FormattedMessage id="content.blocks.codes.once" />
                      </li>
                    ) : null}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Section>
  );
}

function ShippingTable({
  block,
  headingId,
  storefront,
}: {
  block: Extract<ContentBlock, { type: 'shipping-table' }>;
  headingId: string;
  storefront: StorefrontCode;
}) {
  const intl = useIntl();
  return (
    <Section data-block="shipping-table" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <CountryTables data-testid="shipping-tables">
        {block.countries.map((country) => (
          <DataTable key={country.iso} data-country={country.iso}>
            <caption>
              {country.name}
              <small>
                {country.freeFrom ? (
                  <FormattedMessage
                    id="content.blocks.shipping.freeOver"
                    values={{ amount: <Money value={country.freeFrom} /> }}
                  />
                ) : (
                  <FormattedMessage id="content.blocks.shipping.alwaysFree" />
                )}
              </small>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="content.blocks.shipping.method" />
                </th>
                <th scope="col">
                  <FormattedMessage id="content.blocks.shipping.time" />
                </th>
                <th scope="col">
                  <FormattedMessage id="content.blocks.shipping.price" />
                </th>
              </tr>
            </thead>
            <tbody>
              {country.methods.map((method, i) => (
                <tr key={i}>
                  <th scope="row">
                    {intl.formatMessage({
                      id: method.tracked ? 'content.blocks.shipping.tracked' : 'content.blocks.shipping.untracked',
                    })}
                  </th>
                  <td>
                    {intl.formatMessage(
                      { id: 'content.blocks.shipping.days' },
                      { min: method.minDays, max: method.maxDays },
                    )}
                  </td>
                  <td className="nowrap">
                    {method.price.amount === 0 ? (
                      <FormattedMessage id="content.blocks.shipping.free" />
                    ) : (
                      <Money value={method.price} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ))}
      </CountryTables>
      <Note data-testid="shipping-note">
        <span>{block.note}</span>
        <Link to={buildPath('contact', storefront)}>
          {intl.formatMessage({ id: 'content.blocks.shipping.contact' })}
        </Link>
      </Note>
    </Section>
  );
}

function PaymentMethods({
  block,
  headingId,
}: {
  block: Extract<ContentBlock, { type: 'payment-methods' }>;
  headingId: string;
}) {
  const intl = useIntl();
  return (
    <Section data-block="payment-methods" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <DataTable data-testid="payment-methods">
        <caption>
          <FormattedMessage id="content.blocks.payment.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="content.blocks.payment.method" />
            </th>
            <th scope="col">
              <FormattedMessage id="content.blocks.payment.where" />
            </th>
          </tr>
        </thead>
        <tbody>
          {block.methods.map((method) => (
            <tr key={method.code} data-method={method.code}>
              <th scope="row">{method.name}</th>
              <td className="wide">
                {method.countries.length === 0
                  ? intl.formatMessage({ id: 'content.blocks.payment.everywhere' })
                  : intl.formatList(method.countries, { type: 'conjunction' })}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Section>
  );
}

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
    case 'discount-codes':
      return <DiscountCodes block={block} headingId={headingId} />;
    case 'shipping-table':
      return <ShippingTable block={block} headingId={headingId} storefront={storefront} />;
    case 'payment-methods':
      return <PaymentMethods block={block} headingId={headingId} />;
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
