import { paymentKindOf } from './provider';
import type { SandboxRow } from './sandbox-repository';

/** What the hosted page shows of a payment in the sandbox's books. */
type PageInput = Pick<
  SandboxRow,
  'ref' | 'method' | 'amount' | 'currency' | 'description' | 'reference' | 'return_url' | 'status'
>;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const button = (ref: string, action: string, label: string, testId: string) =>
  `<form method="post" action="/api/sandbox/pay/${ref}"><input type="hidden" name="action" value="${action}">` +
  `<button type="submit" data-testid="${testId}">${label}</button></form>`;

/** The hosted page: plain HTML with forms, like a provider's page outside the shop (English only). */
export function sandboxPage(p: PageInput): string {
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: p.currency }).format(p.amount / 100);
  const transfer = paymentKindOf(p.method) === 'transfer';
  const actions =
    p.status !== 'open'
      ? `<p data-testid="sandbox-status">This payment is ${escape(p.status)}.</p>`
      : transfer
        ? button(p.ref, 'transfer', 'Order bank transfer', 'sandbox-transfer') +
          button(p.ref, 'cancel', 'Cancel payment', 'sandbox-cancel')
        : button(p.ref, 'pay', 'Pay (succeeds)', 'sandbox-pay') +
          button(p.ref, 'fail', 'Decline (fails)', 'sandbox-fail');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
button{font:inherit;min-height:44px;padding:0 1rem;margin:.25rem 0;width:100%;cursor:pointer}
a{color:#0b57d0;display:inline-block;min-height:44px;line-height:44px}</style></head>
<body><main>
<h1>Sandbox payment provider</h1>
<p>${escape(p.description)}: <strong data-testid="sandbox-amount">${amount}</strong> by ${escape(p.method.replace(/_/g, ' '))}.</p>
<p>This is a test page: no money moves.</p>
${actions}
<p><a href="${escape(p.return_url)}" data-testid="sandbox-back">Back to the shop (leave the payment open)</a></p>
</main></body></html>`;
}
