import type { MouseEvent } from 'react';
import { useIntl } from '@storefront/shared-ui';
import { useEventBus } from '@storefront/shared-contracts';

/** Copies with the Clipboard API, or with a selected text field where that is not allowed (plain http). */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    if (!copied) throw new Error('copy refused');
  }
}

/**
 * Copies the link of this listing's filters and sort (page 1) and says "Filter link copied". It is a real
 * link to that URL, so it also works as one (open, or copy from the context menu) without JavaScript.
 */
export function CopyFilterLink({ href }: { href: string }) {
  const intl = useIntl();
  const bus = useEventBus();
  const copy = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const url = new URL(href, window.location.href).toString();
    try {
      await copyText(url);
      bus.emit('ui:toast', { kind: 'success', message: intl.formatMessage({ id: 'catalog.filters.copied' }) });
    } catch {
      bus.emit('ui:toast', { kind: 'error', message: intl.formatMessage({ id: 'catalog.filters.copyFailed' }) });
    }
  };
  return (
    <a href={href} onClick={copy} data-testid="copy-filter-link">
      {intl.formatMessage({ id: 'catalog.filters.copy' })}
    </a>
  );
}
