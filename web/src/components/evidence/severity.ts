import type { InteractionSeverity } from '@contract/interactions';

export type Severity = InteractionSeverity;

/** A colour per level for the badge's wash and rule (text stays `fg`, so contrast holds in both themes). */
export const SEVERITY_PALETTE: Record<Severity, string> = { grave: 'red', moderada: 'orange', leve: 'yellow' };
