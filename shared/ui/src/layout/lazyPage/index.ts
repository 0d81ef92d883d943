export { lazyPage } from './LazyPage';
export { pageChunk, type PageChunk } from './pageChunk';
