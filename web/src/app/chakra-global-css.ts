import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react';

/**
 * The stylesheet Chakra's provider would insert at start (its CSS reset, the global styles and every
 * token as a CSS variable), as the text emotion writes for it: emotion's own cache, in its
 * server mode (no document), turns the same styles into the same rules as its `<Global>` does in
 * the browser. Run in Node only: `npm run css:global -w web` writes it to chakra-global.css, which
 * the app ships as a stylesheet instead of building it in the browser (system.ts).
 */
/** chakra-global.css as `npm run css:global -w web` writes it: a header, then the rules. */
export function chakraGlobalStylesheet(system: SystemContext): string {
  return `/* Written by \`npm run css:global -w web\` from src/app/system.ts (chakra-global-css.ts): do not edit. */\n${chakraGlobalCss(system)}\n`;
}

export function chakraGlobalCss(system: SystemContext): string {
  if (typeof document !== 'undefined') throw new Error('chakraGlobalCss runs in Node (emotion answers the rules only there)');
  const cache = createCache({ key: 'css' });
  const serialized = serializeStyles([system._global], cache.registered);
  const rules = cache.insert('', serialized, cache.sheet, false);
  if (typeof rules !== 'string' || rules.length === 0) throw new Error('emotion answered no rules for the global styles');
  return rules;
}
