import type { Locator, Page } from '@playwright/test';

/** The content area's blog: index, category, post and author pages. */
export class BlogPages {
  readonly index: Locator;
  readonly featured: Locator;
  readonly categories: Locator;
  readonly category: Locator;
  readonly post: Locator;
  readonly toc: Locator;
  readonly body: Locator;
  readonly minutesRead: Locator;
  readonly dates: Locator;
  readonly related: Locator;
  readonly authorCard: Locator;
  readonly author: Locator;

  constructor(readonly page: Page) {
    this.index = page.getByTestId('blog-page');
    this.featured = page.getByTestId('featured-post');
    this.categories = page.getByTestId('category-nav');
    this.category = page.getByTestId('blog-category');
    this.post = page.getByTestId('blog-post');
    this.toc = page.getByTestId('post-toc');
    this.body = page.getByTestId('post-body');
    this.minutesRead = this.post.getByTestId('minutes-read').first();
    this.dates = page.getByTestId('post-dates');
    this.related = page.getByTestId('related-posts');
    this.authorCard = page.getByTestId('author-card');
    this.author = page.getByTestId('author-page');
  }
}
