import { useIntl, useLocation } from '@storefront/shared-ui';
import type { ProductDetail } from '@storefront/shared-contracts';
import { FaqList } from '../features/info/components/faq-list';
import { Guarantees } from '../features/info/components/guarantees';
import { PaymentInfo } from '../features/info/components/payment-info';
import { ShippingInfo } from '../features/info/components/shipping-info';
import { ReviewList } from '../features/reviews/components/review-list';
import { readVoteResult } from '../features/reviews/vote-result';
import { requestedReviewsPage } from '../features/reviews/reviews-page';
import { RadioTabs } from '@storefront/shared-ui/tabs';
import { StrainProfile } from '../features/product/components/strain-profile';

/**
 * Description, Strain Profile, Reviews, FAQ, Shipping, Payment and Guarantees. Every panel is in the server's
 * HTML and the tabs switch without JavaScript (`RadioTabs`): before the shop boots and in a browser without it.
 * A page the address points into the reviews (a vote's form post coming back, the reviews pager's links) opens on
 * them.
 */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const { search } = useLocation();
  const label = (id: string) => intl.formatMessage({ id: `product.tabs.${id}` });
  return (
    <section data-testid="product-tabs">
      <RadioTabs
        label={intl.formatMessage({ id: 'product.tabs.label' })}
        initial={readVoteResult(search) || requestedReviewsPage(search) !== null ? 'reviews' : undefined}
        tabs={[
          {
            id: 'description',
            label: label('description'),
            content: <p data-testid="product-description">{product.description}</p>,
          },
          { id: 'profile', label: label('profile'), content: <StrainProfile profile={product.profile} /> },
          {
            id: 'reviews',
            label: `${label('reviews')} (${product.reviewCount})`,
            content: <ReviewList product={product} />,
          },
          { id: 'faq', label: label('faq'), content: <FaqList faq={product.faq} /> },
          { id: 'shipping', label: label('shipping'), content: <ShippingInfo /> },
          { id: 'payment', label: label('payment'), content: <PaymentInfo /> },
          { id: 'guarantees', label: label('guarantees'), content: <Guarantees /> },
        ]}
      />
    </section>
  );
}
