import { requireCaller } from '../../auth/guards.js';
import { CONDITION_DELETED, DRUG_CLASS_DELETED, DRUG_DELETED } from '../../contract/drugs-answers.js';
import { conditionSchema, conditionUpdateSchema, drugClassSchema, drugClassUpdateSchema, drugSchema, drugUpdateSchema } from '../../contract/drugs.js';
import { listQuerySchema } from '../../contract/list.js';
import { pathId } from '../../http/request.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { EDIT_CONFLICT, idParam } from '../../http/route-doc.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { actorOf } from '../history/port.js';
import { createDrugsRepository } from './repository.js';
import { createDrugsService, NOT_FOUND, type DrugsService } from './service.js';

const json = ['json'] as ('json' | 'form' | 'multipart')[];
const IN_USE_422 = 'Named by an interaction (or, for a class, by a drug): remove those first';

/** Drugs, drug classes and conditions for the interaction checker: dashboard management, admin only. */
export function drugsRoutes(service: DrugsService): RouteDef[] {
  const { drugs, drugClasses, conditions } = service;
  return [
    defineRoute({
      method: 'get',
      path: '/drugs',
      access: 'admin',
      query: listQuerySchema,
      doc: { summary: 'Drugs by name; `search` matches names, synonyms and brands', tags: ['Interactions'], returns: 'A page of drugs' },
      handler: async ({ query }) => ({ items: await drugs.list(query()) }),
    }),
    defineRoute({
      method: 'get',
      path: '/drugs/:id',
      access: 'admin',
      params: { id: idParam('drug') },
      doc: { summary: 'A drug', tags: ['Interactions'], returns: 'The drug' },
      handler: async ({ req }) => ({ item: await drugs.get(pathId(req.params.id, NOT_FOUND.drug)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/drugs',
      access: 'admin',
      body: { schema: drugSchema, media: json },
      doc: { summary: 'Create a drug', tags: ['Interactions'], returns: 'The created drug' },
      handler: async ({ res, body }) => ({ message: 'Novo medicamento cadastrado', item: await drugs.create(body(), actorOf(requireCaller(res))) }),
    }),
    defineRoute({
      method: 'post',
      path: '/drugs/:id',
      access: 'admin',
      params: { id: idParam('drug') },
      body: { schema: drugUpdateSchema, media: json },
      doc: { summary: 'Update a drug', tags: ['Interactions'], returns: 'The updated drug', errors: { 409: EDIT_CONFLICT } },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, NOT_FOUND.drug);
        return { message: 'Medicamento foi atualizado!', item: await drugs.update(id, body(), actorOf(requireCaller(res))) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/drugs/:id',
      access: 'admin',
      params: { id: idParam('drug') },
      doc: { summary: 'Delete a drug (to the trash)', tags: ['Interactions'], returns: 'Deleted', errors: { 422: IN_USE_422 } },
      handler: async ({ req, res }) => {
        await drugs.remove(pathId(req.params.id, NOT_FOUND.drug), actorOf(requireCaller(res)));
        return { message: DRUG_DELETED };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/drug-classes',
      access: 'admin',
      query: listQuerySchema,
      doc: { summary: 'Drug classes by name', tags: ['Interactions'], returns: 'A page of drug classes' },
      handler: async ({ query }) => ({ items: await drugClasses.list(query()) }),
    }),
    defineRoute({
      method: 'get',
      path: '/drug-classes/:id',
      access: 'admin',
      params: { id: idParam('drug class') },
      doc: { summary: 'A drug class', tags: ['Interactions'], returns: 'The drug class' },
      handler: async ({ req }) => ({ item: await drugClasses.get(pathId(req.params.id, NOT_FOUND.drug_class)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/drug-classes',
      access: 'admin',
      body: { schema: drugClassSchema, media: json },
      doc: { summary: 'Create a drug class', tags: ['Interactions'], returns: 'The created drug class' },
      handler: async ({ res, body }) => ({ message: 'Nova classe de medicamentos cadastrada', item: await drugClasses.create(body(), actorOf(requireCaller(res))) }),
    }),
    defineRoute({
      method: 'post',
      path: '/drug-classes/:id',
      access: 'admin',
      params: { id: idParam('drug class') },
      body: { schema: drugClassUpdateSchema, media: json },
      doc: { summary: 'Update a drug class', tags: ['Interactions'], returns: 'The updated drug class', errors: { 409: EDIT_CONFLICT } },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, NOT_FOUND.drug_class);
        return { message: 'Classe de medicamentos foi atualizada!', item: await drugClasses.update(id, body(), actorOf(requireCaller(res))) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/drug-classes/:id',
      access: 'admin',
      params: { id: idParam('drug class') },
      doc: { summary: 'Delete a drug class (to the trash)', tags: ['Interactions'], returns: 'Deleted', errors: { 422: IN_USE_422 } },
      handler: async ({ req, res }) => {
        await drugClasses.remove(pathId(req.params.id, NOT_FOUND.drug_class), actorOf(requireCaller(res)));
        return { message: DRUG_CLASS_DELETED };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/selects/drug-classes',
      access: 'admin',
      doc: { summary: 'Every drug class by name (the drug form’s select)', tags: ['Selects'], returns: 'Options' },
      handler: async () => ({ data: { items: await drugClasses.options() } }),
    }),
    defineRoute({
      method: 'get',
      path: '/conditions',
      access: 'admin',
      query: listQuerySchema,
      doc: { summary: 'Conditions by name', tags: ['Interactions'], returns: 'A page of conditions' },
      handler: async ({ query }) => ({ items: await conditions.list(query()) }),
    }),
    defineRoute({
      method: 'get',
      path: '/conditions/:id',
      access: 'admin',
      params: { id: idParam('condition') },
      doc: { summary: 'A condition', tags: ['Interactions'], returns: 'The condition' },
      handler: async ({ req }) => ({ item: await conditions.get(pathId(req.params.id, NOT_FOUND.condition)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/conditions',
      access: 'admin',
      body: { schema: conditionSchema, media: json },
      doc: { summary: 'Create a condition', tags: ['Interactions'], returns: 'The created condition' },
      handler: async ({ res, body }) => ({ message: 'Nova condição cadastrada', item: await conditions.create(body(), actorOf(requireCaller(res))) }),
    }),
    defineRoute({
      method: 'post',
      path: '/conditions/:id',
      access: 'admin',
      params: { id: idParam('condition') },
      body: { schema: conditionUpdateSchema, media: json },
      doc: { summary: 'Update a condition', tags: ['Interactions'], returns: 'The updated condition', errors: { 409: EDIT_CONFLICT } },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, NOT_FOUND.condition);
        return { message: 'Condição foi atualizada!', item: await conditions.update(id, body(), actorOf(requireCaller(res))) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/conditions/:id',
      access: 'admin',
      params: { id: idParam('condition') },
      doc: { summary: 'Delete a condition (to the trash)', tags: ['Interactions'], returns: 'Deleted', errors: { 422: IN_USE_422 } },
      handler: async ({ req, res }) => {
        await conditions.remove(pathId(req.params.id, NOT_FOUND.condition), actorOf(requireCaller(res)));
        return { message: CONDITION_DELETED };
      },
    }),
  ];
}

/** Wires the drugs module on the app's dependencies. */
export function drugsApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  return drugsRoutes(createDrugsService({ drugs: createDrugsRepository(deps.store), store: deps.store, jobs: deps.jobs, now: deps.now }));
}
