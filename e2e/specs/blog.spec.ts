import { buildPath } from '@storefront/shared-contracts';
import { BlogPages } from '../pages/blog-pages';
import { ShopFrame } from '../pages/shop-frame';
import { expect, newShopContext, test } from '../support/test';

// The blog of the content area, in the default storefront and in /de.
const WORDS = {
  en: {
    toc: 'Table of contents',
    minutes: /^\d+ min read$/,
    related: 'Related posts',
    categories: 'Browse by category',
  },
  de: {
    toc: 'Inhaltsverzeichnis',
    minutes: /^\d+ Min\. Lesezeit$/,
    related: 'Ähnliche Beiträge',
    categories: 'Nach Kategorie stöbern',
  },
} as const;

for (const storefront of ['en', 'de'] as const) {
  test(`${storefront === 'en' ? 'default storefront' : '/de'}: blog index -> category -> post with its table of contents, minutes read and related posts -> author`, async ({
    page,
  }) => {
    const words = WORDS[storefront];
    const blog = new BlogPages(page);
    const frame = new ShopFrame(page);
    expect((await page.goto(buildPath('blog', storefront)))?.status()).toBe(200);
    await frame.waitForHydration();
    await expect(blog.featured.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.categories })).toBeVisible();

    // A category (client-side navigation from here on).
    const category = blog.categories.getByRole('link').nth(1);
    const categoryName = ((await category.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await category.click();
    await expect(blog.category.getByRole('heading', { level: 1 })).toHaveText(categoryName);
    const cards = blog.category.getByTestId('post-card');
    expect(await cards.count()).toBeGreaterThan(0);

    // A post: its table of contents jumps to its headings.
    const postLink = cards.first().getByRole('heading').getByRole('link');
    const title = (await postLink.textContent()) ?? '';
    await postLink.click();
    await expect(blog.post.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(blog.toc.getByRole('heading')).toHaveText(words.toc);
    await expect(blog.minutesRead).toHaveText(words.minutes);
    await expect(blog.dates.locator('time')).toHaveCount(3);
    const entries = blog.toc.getByRole('link');
    expect(await entries.count()).toBeGreaterThan(1);
    const last = entries.last();
    const target = ((await last.getAttribute('href')) ?? '').slice(1);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    const heading = blog.body.locator(`[id="${target}"]`);
    await expect(heading).toHaveText((await last.textContent()) ?? '');
    await expect(heading).toBeInViewport();

    await expect(blog.related.getByRole('heading', { level: 2 })).toHaveText(words.related);
    await expect(blog.related.getByTestId('post-card-small')).toHaveCount(3);

    // Its author.
    const authorLink = blog.authorCard.getByRole('heading').getByRole('link');
    const name = (await authorLink.textContent()) ?? '';
    await authorLink.click();
    await expect(blog.author.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(page.url()).toContain(buildPath('authors-slug', storefront, { slug: 'x' }).replace(/x$/, ''));
    await expect(blog.author.getByTestId('post-card').first()).toBeVisible();
  });
}

test('with JavaScript off, a post is served with its content and table of contents, and hreflang only for its languages', async ({
  browser,
}) => {
  const context = await newShopContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const response = await page.goto('/de/blog/how-to-germinate-cannabis-seeds-with-the-paper-towel-method');
    expect(response?.status()).toBe(200);
    const blog = new BlogPages(page);
    await expect(blog.post.getByRole('heading', { level: 1 })).toHaveText(
      'Cannabissamen mit der Küchenpapier-Methode keimen lassen',
    );
    await expect(blog.toc.getByRole('link')).toHaveText([
      'Was du brauchst',
      'Schritt für Schritt',
      'Wann der Keimling in die Erde kommt',
    ]);
    expect(await blog.body.locator('p').count()).toBeGreaterThan(3);
    // The TOC works as plain anchors.
    await blog.toc.getByRole('link', { name: 'Schritt für Schritt' }).click();
    await expect(page).toHaveURL(/#schritt-fur-schritt$/);
    await expect(page.locator('#schritt-fur-schritt')).toBeInViewport();
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual([
      'BlogPosting',
      'BreadcrumbList',
    ]);

    // A post without a German version: English text marked lang="en", no German alternate.
    await page.goto('/de/blog/twelve-new-strains-in-the-catalogue-this-spring');
    await expect(page.getByTestId('post-fallback')).toBeVisible();
    await expect(page.locator('[lang="en"]').filter({ has: page.getByRole('heading', { level: 1 }) })).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveCount(1);
  } finally {
    await context.close();
  }
});
