export type { ShellRenderRequest as RenderRequest, ShellRenderResult as RenderResult } from '@storefront/shared-contracts';
