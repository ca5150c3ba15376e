import { lazy, type ComponentType } from 'react';
import { loadLaterRecipes } from './system';

/**
 * React.lazy for a module's named export: each screen becomes its own chunk. The screen renders once
 * the Chakra recipes kept out of the entry are in the system too (system.ts). `preload()` starts
 * the same load ahead of rendering (router.tsx `preloadRoute`).
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  let loading: Promise<{ default: M[K] }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadLaterRecipes()]).then(([module]) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
