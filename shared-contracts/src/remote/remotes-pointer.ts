import { z } from 'zod';
import { AREAS } from '../routes/route-table';
import { settingsSchema, routeRuleSchema } from '../schemas/settings';

export const remoteNameSchema = z.enum(AREAS).exclude(['shell']);

/** One active remote in `releases/remotes.json`. */
export const activeRemoteSchema = z.object({
  version: z.string().min(1),
  /** URL of the browser remote entry, e.g. `/releases/mf_catalog/1.0.0-ab12cd/remoteEntry.js`. */
  entry: z.string().min(1),
  /** The contract version the remote was built against. */
  contractVersion: z.string(),
  /**
   * SRI of the remote entry as recorded at publish (`sha384-<base64>`): the browser loads the entry with it and
   * refuses other bytes. Absent for a release published before hashes were recorded (loaded unchecked).
   */
  integrity: z
    .string()
    .regex(/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/)
    .optional(),
});
export type ActiveRemote = z.infer<typeof activeRemoteSchema>;

/** `releases/remotes.json`: the release pointer the edge serves (never cached) and the shell reads. */
export const remotesPointerSchema = z.object({
  remotes: z.partialRecord(remoteNameSchema, activeRemoteSchema),
  /** Per remote, previously active versions, newest last (for rollback). */
  history: z.partialRecord(remoteNameSchema, z.array(z.string())).default({}),
  updatedAt: z.string(),
  /**
   * Per remote, a canary: another published version served to `percent` % of visitors (sticky through the
   * edge's `sf_canary` cookie), optionally only on one storefront. The edge resolves it per request.
   */
  canary: z
    .partialRecord(
      remoteNameSchema,
      activeRemoteSchema.extend({
        percent: z.number().int().min(0).max(100),
        storefront: z.string().min(1).optional(),
        since: z.string(),
      }),
    )
    .optional(),
  /** Per remote, the kill switch: the edge serves the area as unavailable (its fallback) until `enable`. */
  disabled: z
    .partialRecord(remoteNameSchema, z.object({ since: z.string(), reason: z.string().optional() }))
    .optional(),
});
export type RemotesPointer = z.infer<typeof remotesPointerSchema>;

/** What a remote build writes beside its assets as `release.json`. */
export const buildInfoSchema = z.object({
  name: remoteNameSchema,
  packageVersion: z.string(),
  contractVersion: z.string(),
  /** Content hash of the build; the published version is `${packageVersion}-${hash}`. */
  hash: z.string().min(6),
  builtAt: z.string(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/**
 * What the edge inlines into every page (JSON in `<script id="sf-boot">`) so the first render waits on nothing it
 * could have had with the HTML.
 */
export const bootDataSchema = z.object({
  remotes: remotesPointerSchema.pick({ remotes: true }),
  settings: settingsSchema.nullable(),
  routeRules: z.array(routeRuleSchema),
  /** Set by the edge from its country header (spec 4 cfcountry). */
  country: z.string().nullable(),
  /**
   * Third-party script and service URLs from the edge's configuration (spec 7); none by default. The
   * shell loads them only after the entry gate, with consent, on the spec's timing.
   */
  thirdParty: z
    .object({
      tagManager: z.url().nullable(),
      marketing: z.url().nullable(),
      sessionRecording: z.url().nullable(),
      iconService: z.url().nullable(),
    })
    .default({ tagManager: null, marketing: null, sessionRecording: null, iconService: null }),
  /**
   * Per remote with a canary that applies to this visitor, the side they are on (the version served is in
   * `remotes`): field measurements are tagged with it. Absent where no canary applies (stable).
   */
  canary: z.partialRecord(remoteNameSchema, z.enum(['stable', 'canary'])).optional(),
  /**
   * Present when the edge rendered the page on the server: the store state it rendered with (the
   * browser starts from it and fetches nothing again) and the areas it had to render as fallbacks.
   */
  rendered: z
    .object({
      state: z.record(z.string(), z.unknown()),
      failedAreas: z.array(remoteNameSchema),
      /** Frame areas whose data the server put in `state` (see `AreaModule.prefetchFrame`). */
      frameAreas: z.array(remoteNameSchema).default([]),
    })
    .optional(),
});
export type BootData = z.infer<typeof bootDataSchema>;
export type ThirdPartyConfig = BootData['thirdParty'];
