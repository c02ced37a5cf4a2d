export type {
  ShellRenderRequest as RenderRequest,
  ShellRenderResult as RenderResult,
  ShellPreparedPage as PreparedPage,
  ShellRenderedBody as RenderedBody,
} from '@storefront/shared-contracts';
