import {
  apiPaths,
  langParam,
  type Language,
  type ProductDetail,
  type ReviewUsefulVote,
} from '@storefront/shared-contracts';
import { productApi } from '../../../api/product-api';

type ReviewsPage = ProductDetail['reviews'];

export interface ReviewsArgs {
  iso: string;
  slug: string;
  page: number;
  /** The shopper's language where it is not the storefront's: the reviews are written in it (French on /). */
  lang?: string;
}

/** A reviews page's query args: the same on the server (prefetch) and in the browser (hydration finds its data). */
export function reviewsArgs(iso: string, slug: string, page: number, language: Language): ReviewsArgs {
  return { iso, slug, page, ...langParam(iso, language) };
}

/** Further pages of a product's reviews (page 1 comes with the product) and the "useful" vote. */
export const reviewsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewsPage, ReviewsArgs>({
      query: ({ iso, slug, page, lang }) => {
        // `lang` only where the shopper reads another language than the storefront's.
        const params: Record<string, string | number> = { page };
        if (lang) params.lang = lang;
        return {
          url: apiPaths.productReviews(iso, slug),
          params,
          schema: 'reviewsPage',
        };
      },
    }),
    voteUseful: build.mutation<ReviewUsefulVote, { iso: string; reviewId: number }>({
      query: ({ iso, reviewId }) => ({
        url: apiPaths.reviewUseful(iso, reviewId),
        method: 'POST',
        schema: 'reviewUsefulVote',
      }),
    }),
  }),
});

export const { useGetReviewsQuery, useVoteUsefulMutation } = reviewsApi;
