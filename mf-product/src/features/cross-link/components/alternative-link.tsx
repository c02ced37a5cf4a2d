import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, type ProductDetail, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';
import { crossLinkMessageId } from '../cross-link-sentence';

const Note = styled.p`
  background: ${({ theme }) => theme.colors.subtle};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
`;

/** "Prefer it without a light schedule? Try {link}.": the cross-link to the autoflower or photoperiod version. */
export function AlternativeLink({ product, storefront }: { product: ProductDetail; storefront: StorefrontCode }) {
  const id = crossLinkMessageId(product);
  if (!id || !product.alternative) return null;
  const { alternative } = product;
  return (
    <Note data-testid="alternative">
      <FormattedMessage
        id={id}
        values={{
          link: (
            <Link to={buildPath('product-slug', storefront, { slug: alternative.slug })} data-testid="alternative-link">
              {alternative.name}
            </Link>
          ),
        }}
      />
    </Note>
  );
}
