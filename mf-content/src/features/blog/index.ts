export { AuthorCard } from './components/author-card';
export { CategoryNav } from './components/category-nav';
export { PostCard, PostGrid } from './components/post-card';
export { PostMeta } from './components/post-meta';
export { TableOfContents } from './components/table-of-contents';
