import type { FormAdded } from '@storefront/shared-contracts';
import { productApi } from '../../../api/product-api';

/**
 * The add-to-cart form sent as the page's loader sends it before hydration (the api's form route, answering JSON to
 * an `Accept` that puts it first, as axios's does): the page's own answer while the cart area, which owns adds once
 * it is in, is still on its way.
 */
export const addFormApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    sendAddForm: build.mutation<FormAdded, { action: string; fields: Record<string, string> }>({
      query: ({ action, fields }) => ({
        url: action,
        method: 'POST',
        data: new URLSearchParams(fields),
        schema: 'formAdded',
      }),
    }),
  }),
});

export const { useSendAddFormMutation } = addFormApi;
