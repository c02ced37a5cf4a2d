import { apiPaths, type SeedfinderAnswers, type SeedfinderResponse } from '@storefront/shared-contracts';
import { catalogApi } from '../../../api/catalog-api';

export interface SeedfinderArgs {
  iso: string;
  answers: SeedfinderAnswers;
}

/** Injected by the Seedfinder's page and modal only, so other pages' first load does not carry it. */
export const seedfinderApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getSeedfinder: build.query<SeedfinderResponse, SeedfinderArgs>({
      query: ({ iso, answers }) => ({ url: apiPaths.seedfinder(iso), params: { ...answers }, schema: 'seedfinder' }),
    }),
  }),
});

export const { useGetSeedfinderQuery } = seedfinderApi;
