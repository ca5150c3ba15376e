/**
 * What the search module offers the other modules: marking the catalogue changed (inside a write's
 * transaction), scheduling and publishing the index build, and the plain-text helpers of its snippets.
 */
export { bumpSearchVersion } from './repository.js';
export { publishSearchIndex, scheduleSearchIndexBuild } from './index-build.js';
export { firstParagraphText, htmlToText, openingOf, TEASER_MAX_LENGTH } from './text.js';
