import { FormattedMessage } from '@storefront/shared-ui';

/** What a page shows while its data loads or when it cannot be loaded. */
export function QueryState({ isError }: { isError: boolean }) {
  return isError ? (
    <p role="alert">
      <FormattedMessage id="content.page.error" />
    </p>
  ) : (
    <p role="status">
      <FormattedMessage id="content.page.loading" />
    </p>
  );
}
