import styled from 'styled-components';
import { Link, useIntl } from '@storefront/shared-ui';
import { BlockSection as Section, type BlockProps } from '@storefront/shared-ui/blocks';
import { buildPath, type ContentBlock, type StorefrontCode } from '@storefront/shared-contracts';

/** A language's name in the interface language ("Englisch", "anglais"). */
function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

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

/** `shop-reviews` (dynamic): the shop's rating from every product review, the newest top ones, external profiles. */
export function ShopReviewsBlock({
  block,
  headingId,
  storefront,
}: BlockProps<Extract<ContentBlock, { type: 'shop-reviews' }>> & { storefront: StorefrontCode }) {
  const intl = useIntl();
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
            {/* The api writes the reviews in the page's language (an older answer without the marking: English). */}
            <blockquote lang={review.originalLanguage === undefined ? 'en' : undefined} data-testid="shop-review">
              <p>
                <strong>{review.title}</strong>
              </p>
              <p>{review.body}</p>
              {review.originalLanguage ? (
                <p className="translated" data-testid="shop-review-translated">
                  {intl.formatMessage(
                    { id: 'content.blocks.translatedFrom' },
                    { language: languageName(intl.locale, review.originalLanguage) },
                  )}
                </p>
              ) : null}
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
