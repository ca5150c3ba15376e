import { defineRoute, type RouteDef } from '../../http/routes.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { createQualityRepository } from './repository.js';
import { createQualityService, type QualityService } from './service.js';

/** The content-quality report ('Qualidade do conteúdo'): admin only. */
export function qualityRoutes(service: QualityService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/quality',
      access: 'admin',
      doc: {
        summary: 'The content-quality report: prose the structured data lacks or contradicts, doses above the upper level, missing chemistry and ANVISA values, reviews due, unused drugs and conditions',
        tags: ['Quality'],
        returns: 'The report the `buildQualityReport` job stored after the last content change (null until the first run)',
      },
      handler: async () => service.report(),
    }),
  ];
}

/** Wires the quality module on the app's dependencies. */
export function qualityApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  return qualityRoutes(createQualityService({ quality: createQualityRepository(deps.store), jobs: deps.jobs, now: deps.now }));
}
