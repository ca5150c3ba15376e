import { lazy, type ComponentType } from 'react';
import { loadLaterRecipes } from './system';

/**
 * React.lazy for a module's named export: each screen becomes its own chunk. The screen renders once
 * the Chakra recipes kept out of the entry are in the system too (system.ts).
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadLaterRecipes()]);
    return { default: module[name] };
  });
}
