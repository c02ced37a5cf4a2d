import { LANGUAGES, STOREFRONTS } from '@storefront/shared-contracts';
import { composeEmail, templateContext } from './compose-email';
import { layout } from './layout';
import { newsletterConfirm } from './newsletter-confirm';
import { newsletterWelcome } from './newsletter-welcome';
import { defineTemplate } from './template';

describe('e-mail templates', () => {
  it('write the newsletter welcome in every interface language, with the code in text and HTML', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = composeEmail(
        newsletterWelcome,
        'a@example.com',
        { code: 'NEWS-ABCD-EFGH', percent: 10 },
        language,
        STOREFRONTS.en,
      );
      expect(mail).toMatchObject({ to: 'a@example.com', template: 'newsletter-welcome' });
      expect(mail.text).toContain('NEWS-ABCD-EFGH');
      // The region in the e-mail's language: "Europa" in German and Dutch.
      expect(
        mail.text.startsWith(`Seed Storefront ${{ en: 'Europe', de: 'Europa', nl: 'Europa', fr: 'Europe' }[language]}`),
      ).toBe(true);
      expect(mail.html).toContain('<strong>NEWS-ABCD-EFGH</strong>');
      expect(mail.html).toContain(`<html lang="${language}">`);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it('write the newsletter confirmation in every interface language, with its link and without a code', () => {
    const url = 'https://shop.example/api/newsletter/confirm?token=1.2.abc';
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = composeEmail(
        newsletterConfirm,
        'a@example.com',
        { url, validHours: 72, percent: 10 },
        language,
        STOREFRONTS.de,
      );
      expect(mail).toMatchObject({ to: 'a@example.com', template: 'newsletter-confirm' });
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('72');
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.text).not.toMatch(/NEWS-/);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it('escape what they are given in HTML and only link http(s) addresses', () => {
    const { html, text } = layout(
      {
        subject: 'S <b>',
        blocks: [
          { kind: 'paragraph', text: '<script>alert(1)</script> & "quotes"' },
          { kind: 'link', href: 'javascript:alert(1)', label: 'Bad' },
          { kind: 'link', href: 'https://shop.test/o?a=1&b=2', label: 'Good' },
          { kind: 'table', rows: [['Total', '€10.00']] },
        ],
        footer: 'Small print',
      },
      'Shop',
      'en',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('href="https://shop.test/o?a=1&amp;b=2"');
    expect(text).toBe(
      [
        'Shop',
        '<script>alert(1)</script> & "quotes"',
        'Bad: javascript:alert(1)',
        'Good: https://shop.test/o?a=1&b=2',
        'Total: €10.00',
        'Small print',
      ].join('\n\n'),
    );
  });

  it('format amounts in the storefront currency and the language', () => {
    // Intl puts a no-break space between amount and sign where the language wants a space.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(templateContext('en', STOREFRONTS.uk).money(5500)).toBe('£55.00');
    expect(plain(templateContext('de', STOREFRONTS.de).money(123456))).toBe('1.234,56 €');
    const kind = defineTemplate<{ n: number }>('test-kind', {
      en: ({ n }, ctx) => ({ subject: `en ${ctx.money(n)}`, blocks: [] }),
      de: ({ n }, ctx) => ({ subject: `de ${ctx.money(n)}`, blocks: [] }),
      nl: ({ n }, ctx) => ({ subject: `nl ${ctx.money(n)}`, blocks: [] }),
      fr: ({ n }, ctx) => ({ subject: `fr ${ctx.money(n)}`, blocks: [] }),
    });
    expect(plain(composeEmail(kind, 'x@example.com', { n: 1000 }, 'nl', STOREFRONTS.en).subject)).toBe('nl € 10,00');
  });
});
