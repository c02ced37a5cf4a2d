import { STOREFRONTS, type RemoteName } from '@storefront/shared-contracts';
import { z } from 'zod';
import {
  abortCanary,
  activateRemote,
  promoteCanary,
  rollbackRemote,
  setDisabled,
  startCanary,
  type ActivateResult,
} from '../release/activate';
import { listVersions } from '../release/list';
import type { ReleaseContext } from '../release/release-context';
import { ReleaseError } from '../release/release-error';
import { REMOTE_NAMES } from '../release/remote-names';
import { releaseStatus, type AreaStatus } from '../release/status';

export const OPS_ACTIONS = ['activate', 'canary', 'promote', 'abort', 'rollback', 'disable', 'enable'] as const;
export type OpsAction = (typeof OPS_ACTIONS)[number];

/** What every action form sends (the confirmation page sends it again, with the state it was confirmed against). */
export const actionFormSchema = z
  .object({
    csrf: z.string().max(200).optional(),
    area: z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]),
    action: z.enum(OPS_ACTIONS),
    version: z.string().trim().max(200).optional(),
    percent: z.string().trim().max(10).optional(),
    storefront: z.string().trim().max(20).optional(),
    reason: z.string().trim().min(1, 'Give a reason: it goes to the release log.').max(500),
    state: z.string().max(1000).optional(),
  })
  .superRefine((form, issues) => {
    if ((form.action === 'activate' || form.action === 'canary') && !form.version)
      issues.addIssue({ code: 'custom', path: ['version'], message: 'Choose a version.' });
    if (form.action === 'canary') {
      const percent = Number(form.percent);
      if (!/^\d+$/.test(form.percent ?? '') || percent < 1 || percent > 99)
        issues.addIssue({ code: 'custom', path: ['percent'], message: 'The share is a whole number from 1 to 99 %.' });
      if (form.storefront && !(form.storefront in STOREFRONTS))
        issues.addIssue({ code: 'custom', path: ['storefront'], message: 'Unknown storefront.' });
    }
  });
export type ActionForm = z.infer<typeof actionFormSchema>;

/** An area's state as the console showed it: a confirmation is performed only while the area still has it. */
export function areaFingerprint(a: AreaStatus): string {
  const canary = a.canary ? `${a.canary.version}:${a.canary.percent}:${a.canary.storefront ?? '*'}` : '-';
  return `${a.active ?? '-'}|${canary}|${a.disabled ? 'disabled' : 'enabled'}`;
}

export interface PlannedChange {
  form: ActionForm;
  /** One line naming exactly what changes, e.g. "mf_product: active 0.1.0-abc → 0.1.0-def for every storefront". */
  summary: string;
  state: string;
}

async function areaStatus(ctx: ReleaseContext, area: RemoteName): Promise<AreaStatus> {
  const status = await releaseStatus(ctx);
  const found = status.areas.find((a) => a.area === area);
  if (!found) throw new ReleaseError(`Unknown area ${area}`);
  return found;
}

const scope = (storefront: string | null | undefined) =>
  storefront ? `of storefront ${storefront}` : 'of every storefront';

/**
 * Names the change a form asks for, against the area's current state; changes nothing. Refuses what the release
 * functions would refuse anyway when it is plain from the state (an unpublished version, no canary, no history).
 */
export async function planChange(ctx: ReleaseContext, form: ActionForm): Promise<PlannedChange> {
  const a = await areaStatus(ctx, form.area);
  const name = form.area;
  const active = a.active ?? 'none';
  const published = async (version: string) => {
    const versions = await listVersions(ctx, name);
    if (!versions.some((v) => v.version === version))
      throw new ReleaseError(`${name} has no published version "${version}"; nothing was changed`);
  };
  let summary: string;
  switch (form.action) {
    case 'activate': {
      const version = form.version as string;
      await published(version);
      if (a.active === version) throw new ReleaseError(`${name} ${version} is already the active version`);
      summary = `${name}: active ${active} → ${version} for every storefront`;
      if (a.canary?.version === version) summary += ` (its canary ends)`;
      break;
    }
    case 'canary': {
      const version = form.version as string;
      await published(version);
      if (!a.active) throw new ReleaseError(`${name} has no active version to run a canary beside; activate one first`);
      if (a.active === version) throw new ReleaseError(`${name} ${version} is already the active version`);
      summary =
        `${name}: canary ${a.canary ? `${a.canary.version} → ` : ''}${version} to ${form.percent} % ` +
        `${scope(form.storefront)} (active stays ${active})`;
      break;
    }
    case 'promote':
      if (!a.canary) throw new ReleaseError(`${name} has no canary to promote`);
      summary = `${name}: active ${active} → ${a.canary.version} for every storefront (the canary ends)`;
      break;
    case 'abort':
      if (!a.canary) throw new ReleaseError(`${name} has no canary to abort`);
      summary = `${name}: canary ${a.canary.version} (${a.canary.percent} % ${scope(a.canary.storefront)}) ends; everyone gets ${active}`;
      break;
    case 'rollback': {
      const previous = a.history[0];
      if (!previous) throw new ReleaseError(`${name} has no previous version to roll back to`);
      summary = `${name}: active ${active} → ${previous} for every storefront (roll back)`;
      break;
    }
    case 'disable':
      if (a.disabled) throw new ReleaseError(`${name} is already disabled`);
      summary = `${name}: disabled for every storefront (every page shows its fallback; active stays ${active})`;
      break;
    case 'enable':
      if (!a.disabled) throw new ReleaseError(`${name} is already enabled`);
      summary = `${name}: enabled again for every storefront (serves ${active})`;
      break;
  }
  return { form, summary, state: areaFingerprint(a) };
}

function describeActivation(result: ActivateResult): string {
  if (!result.changed) return `${result.name} ${result.version} is already active`;
  return `${result.name} now serves ${result.version}${result.previous ? ` (was ${result.previous})` : ''}`;
}

/**
 * Performs a confirmed form through the release command's own functions (their gates, the pointer lock, the log
 * entry), as the operator and with their reason. Refused when the area changed since the confirmation page.
 */
export async function performChange(ctx: ReleaseContext, form: ActionForm): Promise<string> {
  const name = form.area;
  if (form.state !== undefined && form.state !== areaFingerprint(await areaStatus(ctx, name)))
    throw new ReleaseError(`${name} changed since you confirmed; nothing was changed: check it and start again`);
  switch (form.action) {
    case 'activate':
      return describeActivation(await activateRemote(ctx, name, form.version as string));
    case 'canary':
      return startCanary(ctx, name, form.version as string, {
        percent: Number(form.percent),
        ...(form.storefront ? { storefront: form.storefront } : {}),
      });
    case 'promote':
      return describeActivation(await promoteCanary(ctx, name));
    case 'abort':
      return abortCanary(ctx, name);
    case 'rollback':
      return describeActivation(await rollbackRemote(ctx, name));
    case 'disable':
    case 'enable':
      return setDisabled(ctx, name, form.action === 'disable');
  }
}
