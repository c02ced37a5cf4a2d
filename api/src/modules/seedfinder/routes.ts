import {
  SEEDFINDER_QUESTION_ORDER,
  SEEDFINDER_RESULT_COUNT,
  type SeedfinderAnswers,
  type SeedfinderResponse,
  type Storefront,
} from '@storefront/shared-contracts';
import { seedfinderAnswersSchema, seedfinderResponseSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CatalogCache, sendCachedJson } from '../../cache/catalog-cache';
import { errorResponses, notModified } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import { toCard } from '../catalog/mappers';
import type { SeedfinderRepository, SeedfinderRow } from './repository';
import { rankSeedfinder, type SeedfinderCandidate } from './score';

interface SeedfinderDeps {
  repo: SeedfinderRepository;
  cache: CatalogCache;
}

type Candidate = SeedfinderCandidate & { row: SeedfinderRow };

function candidateOf(row: SeedfinderRow): Candidate {
  return {
    row,
    id: row.id,
    floweringType: row.flowering_type,
    difficulty: row.difficulty,
    thcContent: row.thc_content,
    cbdContent: row.cbd_content,
    yieldIndoor: row.yield_indoor,
    yieldOutdoor: row.yield_outdoor,
    heightIndoorMax: row.height_indoor_max,
    heightOutdoorMax: row.height_outdoor_max,
    floweringDaysMax: row.flowering_days_max,
    climates: row.climates,
    effects: row.effects,
    rating: row.rating_avg,
    salesCount: row.sales_count,
  };
}

/** The best-fitting products for the answers, priced for the storefront. */
export async function findSeeds(
  repo: SeedfinderRepository,
  storefront: Storefront,
  answers: SeedfinderAnswers,
): Promise<SeedfinderResponse> {
  const rows = await repo.candidates(storefront.currency);
  const ranked = rankSeedfinder(answers, rows.map(candidateOf), SEEDFINDER_RESULT_COUNT);
  return {
    answers,
    results: ranked.map(({ candidate: { row }, score, reasons }) => ({
      product: toCard(row, storefront.currency),
      pack: {
        id: row.pack_id,
        seeds: row.seeds,
        freeSeeds: row.free_seeds,
        price: { amount: row.from_price, currency: storefront.currency },
      },
      score,
      reasons,
    })),
  };
}

/** `GET /api/{iso}/seedfinder`: the strain-finder quiz's results (cached per catalogue version and answers). */
export async function seedfinderRoutes(app: FastifyInstance, { repo, cache }: SeedfinderDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/:iso/seedfinder',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Seedfinder: the strains that fit the answers best, with the reasons they fit',
        description: `Every question answered once: ${SEEDFINDER_QUESTION_ORDER.join(', ')}.`,
        params: z.object({ iso: z.string() }),
        querystring: seedfinderAnswersSchema,
        response: { 200: seedfinderResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const answers = request.query;
      const key = `seedfinder|${storefront.iso}|${SEEDFINDER_QUESTION_ORDER.map((q) => answers[q]).join(',')}`;
      const value = await cache.get(key, () => findSeeds(repo, storefront, answers));
      return sendCachedJson(request, reply, value);
    },
  );
}
