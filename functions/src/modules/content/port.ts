/**
 * What the content module offers the other modules: the one write path of catalogue content
 * (categories and subcategories, supplements, topics, banners).
 */
export { createContentWriter, type ContentWriter } from './write.js';
