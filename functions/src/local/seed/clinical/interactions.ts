import type { SeedInteraction } from './types.js';

export const INTERACTIONS: readonly SeedInteraction[] = [];
