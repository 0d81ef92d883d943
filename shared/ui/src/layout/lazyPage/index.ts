export { lazyPage } from './LazyPage';
export { pageChunk, type PageChunk, type PageChunkState } from './pageChunk';
