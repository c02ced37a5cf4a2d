import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstProductSlug } from '../support/catalog';
import { seriousViolations } from '../support/axe';
import { waitForMail } from '../support/mail-catcher';
import { ProductPage } from '../pages/product-page';
import { CheckoutPage, OrderOverviewPage, SandboxPage, hydrated } from '../pages/checkout-page';

// The support area (mf-support): contact page, FAQ page and the chatbot.

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(page.getByTestId('chat-input')).toBeVisible();
}

async function ask(page: Page, question: string) {
  const answers = page.getByTestId('chat-assistant');
  const before = await answers.count();
  await page.getByTestId('chat-input').fill(question);
  await page.keyboard.press('Enter');
  await expect(answers).toHaveCount(before + 1);
  // The answer streams in; it is complete when the log is no longer busy.
  await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'false');
  return answers.nth(before);
}

test.describe('contact page', () => {
  test('three options; a bad e-mail gets its message; a sent message arrives, with a copy to the shopper', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact and support');
    const options = page.getByTestId('support-options');
    await expect(options.getByRole('heading', { level: 2 })).toHaveText(['Chat', 'FAQ', 'Contact form']);
    await expect(options).toContainText('Instant response, 24/7');
    await expect(options).toContainText('Answer within 24 hours');

    const email = uniqueEmail('contact');
    const name = `Ada ${Date.now()}`;
    await page.getByTestId('contact-name').fill(name);
    await page.getByTestId('contact-email').fill('ada-at-example');
    await page.getByTestId('contact-message').fill('Do you ship to Iceland?');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText('Please provide a valid email address.')).toBeVisible();
    await expect(page.getByTestId('contact-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('contact-message')).toHaveValue('Do you ship to Iceland?');

    await page.getByTestId('contact-email').fill(email);
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-sent')).toHaveText('Your message has been sent');
    const copy = await waitForMail(request, email, /We have received your message/);
    expect(copy.text).toContain('Do you ship to Iceland?');
    expect(copy.text).toContain('within 24 hours');
    const toSupport = await waitForMail(request, 'support@seed-storefront.test', new RegExp(name));
    expect(toSupport.text).toContain(email);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/de/kontakt: German messages and the e-mail copy in German', async ({ page, request }) => {
    await page.goto('/de/kontakt');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt und Support');
    await expect(page.getByTestId('support-options')).toContainText('Antwort innerhalb von 24 Stunden');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText('Name ist erforderlich.')).toBeVisible();
    await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse an.')).toBeVisible();
    await expect(page.getByText('Nachricht ist erforderlich.')).toBeVisible();

    const email = uniqueEmail('kontakt');
    await page.getByTestId('contact-name').fill('Max');
    await page.getByTestId('contact-email').fill(email);
    await page.getByTestId('contact-message').fill('Wie lange dauert der Versand nach Österreich?');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-sent')).toHaveText('Deine Nachricht wurde gesendet');
    const copy = await waitForMail(request, email, /Wir haben deine Nachricht erhalten/);
    expect(copy.text).toContain('innerhalb von 24 Stunden');
  });
});

test.describe('FAQ page', () => {
  test('a search with a typo still finds the entry; a search that matches nothing says so', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping and delivery' })).toBeVisible();
    const search = page.getByLabel('What are you looking for?');
    await search.fill('shiping');
    await expect(page.getByTestId('faq-entry').first()).toContainText(/shipping/i);
    await expect(page.getByText('How long does shipping take?')).toBeVisible();
    await search.fill('xylophone');
    await expect(page.getByTestId('faq-empty')).toHaveText('No faqs found for xylophone');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/de/faq searches German text, typo included', async ({ page }) => {
    await page.goto('/de/faq');
    await hydrated(page);
    const search = page.getByLabel('Wonach suchst du?');
    await search.fill('Vesand');
    await expect(page.getByText('Wie lange dauert der Versand?')).toBeVisible();
    await search.fill('xylophon');
    await expect(page.getByTestId('faq-empty')).toHaveText('Keine FAQs gefunden für xylophon');
  });
});

const CHAT = {
  '': {
    country: 'NL',
    card: /Credit card/,
    paid: 'Payment complete',
    need: 'an easy autoflower with a big yield for a small tent',
    suggestion: 'These strains fit what you describe',
    autoflower: 'Autoflower',
    productPath: /^\/product\//,
    orderQuestion: (n: string) => `Where is my order ${n}?`,
    askEmail: 'Which e-mail address did you order with?',
    orderAnswer: (n: string) => new RegExp(`Order ${n}: (paid|your payment is being processed|your parcel)`),
    handover: 'I want to talk to a human',
    contactPath: /\/contact$/,
    contactMessage: 'Please call me back.',
    sent: 'Your message has been sent',
  },
  '/de': {
    country: 'DE',
    card: /Kreditkarte/,
    paid: 'Zahlung abgeschlossen',
    need: 'Eine einfache Autoflower mit hohem Ertrag für ein kleines Zelt',
    suggestion: 'Diese Sorten passen zu deiner Beschreibung',
    autoflower: 'Autoflower',
    productPath: /^\/de\/produkt\//,
    orderQuestion: (n: string) => `Wo ist meine Bestellung ${n}?`,
    askEmail: 'Mit welcher E-Mail-Adresse hast du bestellt?',
    orderAnswer: (n: string) => new RegExp(`Bestellung ${n}: (bezahlt|deine Zahlung wird bearbeitet|dein Paket)`),
    handover: 'Ich möchte mit einem Mitarbeiter sprechen',
    contactPath: /\/de\/kontakt$/,
    contactMessage: 'Bitte ruft mich an.',
    sent: 'Deine Nachricht wurde gesendet',
  },
} as const;

async function placeOrder(page: Page, request: APIRequestContext, email: string, prefix: '' | '/de'): Promise<string> {
  const words = CHAT[prefix];
  const product = new ProductPage(page);
  await product.goto(await firstProductSlug(request), prefix);
  await product.choosePack(0);
  await product.addToCart();
  const checkout = new CheckoutPage(page);
  await checkout.goto(prefix);
  await checkout.fill(email, words.country, words.card);
  await checkout.payNow.click();
  await new SandboxPage(page).choose('pay');
  const overview = new OrderOverviewPage(page);
  await expect(overview.title).toHaveText(words.paid);
  return overview.orderNumber();
}

for (const prefix of ['', '/de'] as const) {
  const words = CHAT[prefix];
  const where = prefix || 'default storefront';

  test.describe(`chatbot (${where})`, () => {
    test('loads on demand, suggests strains for a described need as cards that link to the product', async ({
      page,
    }) => {
      const chatChunks: string[] = [];
      page.on('request', (r) => {
        if (/\/releases\/mf_support\//.test(r.url())) chatChunks.push(r.url());
      });
      await page.goto(prefix || '/');
      await hydrated(page);
      expect(chatChunks).toEqual([]);
      await openChat(page);
      await expect(page.getByTestId('chat-input')).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      const answer = await ask(page, words.need);
      await expect(answer).toContainText(words.suggestion);
      const cards = answer.getByTestId('chat-product');
      await expect(cards).toHaveCount(3);
      await expect(cards.first()).toContainText(words.autoflower);
      expect(chatChunks.length).toBeGreaterThan(0);
      const link = cards.first().getByRole('link');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(words.productPath);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      // The chat closes with the navigation; the conversation lasts for the session.
      await expect(page.getByTestId('chat-panel')).toBeHidden();
      await openChat(page);
      await expect(page.getByTestId('chat-shopper').first()).toContainText(words.need);
    });

    test('checks an order placed in the test by number and e-mail', async ({ page, request }) => {
      const email = uniqueEmail('chat-order');
      const number = await placeOrder(page, request, email, prefix);
      await page.goto(prefix || '/');
      await hydrated(page);
      await openChat(page);
      const asked = await ask(page, words.orderQuestion(number));
      await expect(asked).toContainText(words.askEmail);
      const answer = await ask(page, email);
      await expect(answer).toContainText(words.orderAnswer(number));
    });

    test('hands over to the contact form with the conversation attached', async ({ page, request }) => {
      await page.goto(prefix || '/');
      await hydrated(page);
      await openChat(page);
      await page.getByTestId('chat-input').fill(words.handover);
      await page.keyboard.press('Enter');
      // The answer streams in, then the contact form opens (and the chat closes).
      await expect(page).toHaveURL(words.contactPath);
      await expect(page.getByTestId('chat-panel')).toBeHidden();
      const attached = page.getByTestId('contact-conversation');
      await expect(attached).toContainText(words.handover);
      const email = uniqueEmail('handover');
      const name = `Max ${Date.now()}`;
      await page.getByTestId('contact-name').fill(name);
      await page.getByTestId('contact-email').fill(email);
      await page.getByTestId('contact-message').fill(words.contactMessage);
      await page.getByTestId('contact-submit').click();
      await expect(page.getByTestId('contact-sent')).toHaveText(words.sent);
      const toSupport = await waitForMail(request, 'support@seed-storefront.test', new RegExp(name));
      expect(toSupport.text).toContain(words.handover);
    });
  });
}
