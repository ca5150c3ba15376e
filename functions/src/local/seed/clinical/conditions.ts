import type { SeedCondition } from './types.js';

export const CONDITIONS: readonly SeedCondition[] = [];
