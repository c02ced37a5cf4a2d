import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
(async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const order of ['c', 'd', 'a']) {
    const page = await browser.newPage();
    await page.goto('http://127.0.0.1:3000/healthz').catch(() => undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const r = await page.evaluate(`(async (order) => {
      const out = [];
      const t = (label, f) => { const s = performance.now(); f(); out.push(label + " " + Math.round(performance.now() - s)); };
      const y = () => new Promise((r) => setTimeout(r, 0));
      if (order === 'c') { t('NF first', () => new Intl.NumberFormat('en-GB').format(1)); await y(); t('DTF first', () => new Intl.DateTimeFormat('en-GB').format(1)); await y(); }
      if (order === 'd') { t('DTF.supportedLocalesOf', () => Intl.DateTimeFormat.supportedLocalesOf('en-GB')); await y(); }
      if (order === 'b') { t('Locale', () => new Intl.Locale('en-GB')); await y(); t('PluralRules', () => new Intl.PluralRules('en-GB')); await y(); }
      t('supportedLocalesOf', () => Intl.NumberFormat.supportedLocalesOf('en-GB')); await y();
      t('new NumberFormat', () => new Intl.NumberFormat('en-GB')); await y();
      t('format', () => new Intl.NumberFormat('en-GB').format(0)); await y();
      t('currency', () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(1)); await y();
      t('DateTimeFormat', () => new Intl.DateTimeFormat('en-GB').format(0)); await y();
      t('PluralRules2', () => new Intl.PluralRules('en-GB').select(1)); await y();
      t('DisplayNames', () => new Intl.DisplayNames('en-GB', { type: 'region' }).of('DE')); await y();
      t('RelativeTimeFormat', () => new Intl.RelativeTimeFormat('en-GB').format(1, 'day')); await y();
      t('ListFormat', () => new Intl.ListFormat('en-GB').format(['a', 'b']));
      return out.join(', ');
    })("${order}")`);
    console.log(order, r);
    await page.close();
  }
  await browser.close();
})();
