import styled from 'styled-components';
import { FormattedMessage, Link } from '@storefront/shared-ui';
import { buildPath, useStorefront, type Sitemap, type StorefrontCode } from '@storefront/shared-contracts';
import type { ReactNode } from 'react';
import { useGetSitemapQuery } from '../api/content-api';
import { useLanguage } from '../lib/language';
import { QueryState } from '../lib/query-state';

const Section = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0;
  ul {
    columns: 16rem;
    column-gap: ${({ theme }) => theme.space(6)};
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li {
    break-inside: avoid;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    overflow-wrap: anywhere;
  }
`;

type Entry = { key: string; path: string; label: ReactNode; lang?: string };

function LinkList({ id, title, entries }: { id: string; title: ReactNode; entries: Entry[] }) {
  return (
    <Section aria-labelledby={`sitemap-${id}`} data-testid={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`}>{title}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key} lang={entry.lang}>
            <Link to={entry.path}>{entry.label}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function sections(data: Sitemap, code: StorefrontCode, lang: string) {
  const pages: Entry[] = [
    { key: 'blog', path: buildPath('blog', code), label: <FormattedMessage id="content.blog.title" /> },
    { key: 'authors', path: buildPath('authors', code), label: <FormattedMessage id="content.authors.title" /> },
    ...data.pages.map((p) => ({ key: p.routeId, path: buildPath(p.routeId, code), label: p.title })),
  ];
  return {
    pages,
    collections: data.collections.map((c) => ({
      key: c.slug,
      path: buildPath('collections-slug', code, { slug: c.slug }),
      label: c.name,
    })),
    products: data.products.map((p) => ({
      key: p.slug,
      path: buildPath('product-slug', code, { slug: p.slug }),
      label: p.name,
    })),
    postCategories: data.postCategories.map((c) => ({
      key: c.slug,
      path: buildPath('blog-slug', code, { slug: c.slug }),
      label: c.name,
    })),
    posts: data.posts.map((p) => ({
      key: p.slug,
      path: buildPath('blog-slug', code, { slug: p.slug }),
      label: p.title,
      lang: p.language === lang ? undefined : p.language,
    })),
  };
}

/** `/sitemap`: Pages, Product Categories, Products, Post Categories and Blog Posts, from the data. */
export default function SitemapPage() {
  const { iso, code } = useStorefront();
  const lang = useLanguage();
  const { data, isError } = useGetSitemapQuery({ iso, lang });
  return (
    <article data-testid="sitemap-page">
      <h1>
        <FormattedMessage id="content.sitemap.title" />
      </h1>
      {data ? (
        (() => {
          const s = sections(data, code, lang);
          return (
            <>
              <LinkList id="pages" title={<FormattedMessage id="content.sitemap.pages" />} entries={s.pages} />
              <LinkList
                id="collections"
                title={<FormattedMessage id="content.sitemap.collections" />}
                entries={s.collections}
              />
              <LinkList id="products" title={<FormattedMessage id="content.sitemap.products" />} entries={s.products} />
              <LinkList
                id="post-categories"
                title={<FormattedMessage id="content.sitemap.postCategories" />}
                entries={s.postCategories}
              />
              <LinkList id="posts" title={<FormattedMessage id="content.sitemap.posts" />} entries={s.posts} />
            </>
          );
        })()
      ) : (
        <QueryState isError={isError} />
      )}
    </article>
  );
}
