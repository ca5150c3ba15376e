import { lazy, type ComponentType } from 'react';
import { i18n } from '@/lib/i18n';
import { loadLaterRecipes } from './system';

/**
 * React.lazy for a module's named export: each screen becomes its own chunk. The screen renders once
 * its chunk, the Chakra recipes kept out of the entry (system.ts) and the message files it reads
 * (`namespaces`) are all in: left to rendering, a missing message file suspends the screen after its
 * chunk arrives and React renders it again from the top once the file comes (one render per missing
 * piece, docs/performance.md). A namespace left off the list still works: the screen suspends for it.
 * `preload()` starts the same load ahead of rendering (router.tsx `preloadRoute`).
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[] = [],
) {
  let loading: Promise<{ default: M[K] }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadLaterRecipes(), namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : undefined]).then(
      ([module]) => ({ default: module[name] }),
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
