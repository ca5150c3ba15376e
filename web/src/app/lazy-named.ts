import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export: each screen becomes its own chunk. */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
