import type { AuthorPage, BlogEntry, BlogIndex, PostCard, PostDetail } from '@storefront/shared-contracts';

export function examplePostCard(overrides: Partial<PostCard> = {}): PostCard {
  return {
    slug: 'paper-towel',
    title: 'How to germinate seeds with a paper towel',
    excerpt: 'The simplest way to sprout seeds at home.',
    language: 'en',
    category: { slug: 'germination', name: 'Germination' },
    author: { slug: 'mara-jansen', name: 'Mara Jansen', role: 'Head grower' },
    publishedAt: '2023-03-06T08:00:00Z',
    minutesRead: 3,
    ...overrides,
  };
}

export function examplePost(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    ...examplePostCard(),
    languages: ['en', 'de'],
    createdAt: '2023-03-01T09:00:00Z',
    updatedAt: '2023-04-02T14:00:00Z',
    author: {
      slug: 'mara-jansen',
      name: 'Mara Jansen',
      role: 'Head grower',
      bio: 'Mara runs our test garden.',
      language: 'en',
      postCount: 6,
    },
    content: [
      { type: 'paragraph', text: 'Seeds need warmth.' },
      { type: 'heading', id: 'what-you-need', text: 'What you need' },
      { type: 'paragraph', text: 'A plate and a paper towel.' },
      { type: 'heading', id: 'step-by-step', text: 'Step by step' },
      { type: 'paragraph', text: 'Wet the towel.' },
    ],
    toc: [
      { id: 'what-you-need', text: 'What you need' },
      { id: 'step-by-step', text: 'Step by step' },
    ],
    related: [examplePostCard({ slug: 'soaking-seeds', title: 'Soaking seeds in water' })],
    ...overrides,
  };
}

export const exampleCategories = [
  { slug: 'germination', name: 'Germination', postCount: 6 },
  { slug: 'growing', name: 'Growing', postCount: 9 },
];

export function exampleBlogIndex(): BlogIndex {
  return {
    featured: examplePostCard({ slug: 'featured-post', title: 'The featured post' }),
    latest: [examplePostCard(), examplePostCard({ slug: 'second', title: 'Second post' })],
    categories: exampleCategories,
  };
}

export function exampleCategoryEntry(): BlogEntry {
  return {
    kind: 'category',
    category: exampleCategories[0]!,
    posts: [examplePostCard()],
    categories: exampleCategories,
  };
}

export function exampleAuthorPage(): AuthorPage {
  return { author: examplePost().author, posts: [examplePostCard()] };
}
