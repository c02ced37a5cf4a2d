import type { ContentPageRouteId, Language, Storefront } from '@storefront/shared-contracts';
import type { ContentBlock, ContentPage, HomePageContent } from '@storefront/shared-contracts/schemas';
import { notFound } from '../../http/errors';
import type { CatalogRepository } from '../catalog/repository';
import { postContent } from './blog';
import { resolveBlock, resolveHomeBlock } from './page-blocks';
import type { PagesRepository } from './pages-repository';

/** The blocks of a page in `language`, else in English (null: the page has none in either). */
async function storedBlocks(repo: PagesRepository, routeId: string, language: Language) {
  const languages = await repo.blockLanguages(routeId);
  const blockLanguage: Language | null = languages.includes(language)
    ? language
    : languages.includes('en')
      ? 'en'
      : null;
  return { languages, blockLanguage, stored: blockLanguage ? await repo.blocks(routeId, blockLanguage) : [] };
}

/** The home page's blocks in `language`, else in English (the same rule as a content page). */
export async function getHomePage(
  repo: PagesRepository,
  catalog: CatalogRepository,
  storefront: Storefront,
  language: Language,
): Promise<HomePageContent> {
  const { languages, blockLanguage, stored } = await storedBlocks(repo, 'home', language);
  const textLanguage = blockLanguage ?? 'en';
  const resolved = await Promise.all(stored.map((b) => resolveHomeBlock(b, repo, catalog, storefront, textLanguage)));
  return {
    language: textLanguage,
    languages: languages.length > 0 ? languages : ['en'],
    blocks: resolved.filter((b) => b !== null),
  };
}

/** The stored body as rich-text blocks: a heading and its paragraphs per section. */
export function bodyBlocks(body: string): ContentBlock[] {
  const blocks: Extract<ContentBlock, { type: 'rich-text' }>[] = [];
  for (const part of postContent(body)) {
    if (part.type === 'heading') blocks.push({ type: 'rich-text', heading: part.text, paragraphs: [] });
    else {
      const last = blocks.at(-1);
      if (last) last.paragraphs.push(part.text);
      else blocks.push({ type: 'rich-text', paragraphs: [part.text] });
    }
  }
  return blocks;
}

/** A content page in `language`: its blocks in that language, else in English, else its stored body. */
export async function getContentPage(
  repo: PagesRepository,
  catalog: CatalogRepository,
  storefront: Storefront,
  routeId: ContentPageRouteId,
  language: Language,
): Promise<ContentPage> {
  const [page, { languages, blockLanguage, stored }] = await Promise.all([
    repo.page(routeId, language),
    storedBlocks(repo, routeId, language),
  ]);
  if (!page) throw notFound(`There is no content page '${routeId}'.`);
  const resolved = await Promise.all(
    stored.map((b) => resolveBlock(b, repo, catalog, storefront, blockLanguage ?? 'en')),
  );
  const blocks = blockLanguage ? resolved.filter((b) => b !== null) : bodyBlocks(page.body);
  const textLanguage = blockLanguage ?? 'en';
  return {
    routeId,
    // Title and blocks in one language: a page shown in English fallback keeps its English title.
    title: textLanguage === page.language ? page.title : (await repo.page(routeId, 'en'))!.title,
    summary: textLanguage === page.language ? page.summary : (await repo.page(routeId, 'en'))!.summary,
    language: textLanguage,
    languages: languages.length > 0 ? languages : ['en'],
    blocks,
  };
}
