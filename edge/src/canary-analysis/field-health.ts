import { z } from 'zod';

/** The api's operators' route (`api/src/modules/field/health-routes.ts`) and the header its token goes in. */
export const FIELD_HEALTH_PATH = '/api/ops/field-health';
export const OPS_TOKEN_HEADER = 'x-ops-token';

const vitals = <T extends z.ZodType>(value: T) => z.object({ LCP: value, INP: value, CLS: value });

/** One area release's health on one canary side over the window, as the api reports it. */
export const areaReleaseHealthSchema = z.object({
  area: z.string(),
  version: z.string(),
  side: z.enum(['stable', 'canary']),
  views: z.number().int().min(0),
  errors: z.number().int().min(0),
  fallbacks: z.number().int().min(0),
  p75: vitals(z.number().nullable()),
  samples: vitals(z.number().int().min(0)),
});
export type AreaReleaseHealth = z.infer<typeof areaReleaseHealthSchema>;

const fieldHealthResponseSchema = z.object({ areas: z.array(areaReleaseHealthSchema) });

export interface FieldHealthQuery {
  minutes: number;
  /** One storefront's measurements (a canary limited to it); null: all storefronts. */
  storefront: string | null;
}

/** Where the controller reads field health from: the api in production, a fake in tests. */
export interface FieldHealthSource {
  read(query: FieldHealthQuery): Promise<AreaReleaseHealth[]>;
}

/** Reads `GET /api/ops/field-health` with the ops token; rejects on any answer but a valid 200. */
export function createFieldHealthSource(options: {
  apiUrl: string;
  token: string;
  timeoutMs: number;
}): FieldHealthSource {
  return {
    async read({ minutes, storefront }) {
      const query = new URLSearchParams({ minutes: String(minutes) });
      if (storefront) query.set('storefront', storefront);
      const response = await fetch(`${options.apiUrl}${FIELD_HEALTH_PATH}?${query.toString()}`, {
        headers: { accept: 'application/json', [OPS_TOKEN_HEADER]: options.token },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`field health answered ${response.status}`);
      }
      return fieldHealthResponseSchema.parse(await response.json()).areas;
    },
  };
}
