import { requireCaller } from '../../auth/guards.js';
import { INTERACTION_DELETED, INTERACTION_REVIEWED } from '../../contract/interactions-answers.js';
import { interactionCheckSchema, interactionListQuerySchema, interactionOptionsQuerySchema, interactionSchema, interactionUpdateSchema } from '../../contract/interactions.js';
import { callerOf, isPremium } from '../../http/caller.js';
import { catalogueLocale, pathId, pathSlug } from '../../http/request.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { EDIT_CONFLICT, idParam, slugParam } from '../../http/route-doc.js';
import type { Request, Response } from 'express';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { actorOf } from '../history/port.js';
import { createInteractionsAdminService, INTERACTION_NOT_FOUND, type InteractionsAdminService } from './admin.js';
import { createInteractionsRepository } from './repository.js';
import { interactionsReads } from './reads.js';
import { SUPPLEMENT_NOT_FOUND, type InteractionsReadService } from './service.js';

const viewerOf = (req: Request, res: Response) => ({ locale: catalogueLocale(req, res), premium: isPremium(callerOf(res)) });
const PAID =
  'Public; a bearer token is read when sent. Which pairs interact and how severely is for everyone; `details` (likelihood, evidence, mechanism, management, timing, references, review) only for premium users and admins (others get `locked: true`, `details: null`). See docs/decisions/interactions-checker.md, "Interaction checker".';

export function interactionsRoutes(reads: InteractionsReadService, admin: InteractionsAdminService): RouteDef[] {
  return [
    defineRoute({
      method: 'post',
      path: '/interactions/check',
      access: 'public',
      body: { schema: interactionCheckSchema, media: ['json'] },
      doc: {
        summary: 'Check a list of supplements, forms, drugs, drug classes and conditions: every pair answered',
        description: `${PAID} Store reads grow with the list, never with the catalogue.`,
        tags: ['Interactions'],
        returns: 'The list with names, the interactions grouped by severity (worst first), and the pairs without one',
        errors: { 400: "Ids that name nothing, each named in `errors['items.N']` ('Medicamento não encontrado (id 999)')", 422: 'An empty list, more than 30 items, a repeated item, an unknown kind' },
      },
      handler: async ({ req, res, body }) => reads.check(body().items, viewerOf(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/interactions/options',
      access: 'public',
      query: interactionOptionsQuerySchema,
      doc: {
        summary: 'The typeahead of the checker and of the dashboard editor: supplements, forms, drugs, classes, conditions',
        description: "Up to 8 of each kind whose name, English name, synonym or brand has a word beginning with the search (its longest word); with several words, those holding every word come first, each part by name. Forms are found by their supplement's and nutrient's names too ('vitamina d' → Colecalciferol (D3)), the catalogue's forms counting toward a nutrient before a Nutra Fórmula's components (whose `detail` names the formula), each with the `units` that apply to it. Names only: nothing paid.",
        tags: ['Interactions'],
        returns: 'Options, by kind',
        errors: { 422: 'Missing, blank or too long `search`; an unknown kind' },
      },
      handler: async ({ req, res, query }) => ({ items: await reads.options(query(), catalogueLocale(req, res)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/supplements/slug/:slug/interactions',
      access: 'public',
      params: { slug: slugParam('supplement') },
      doc: { summary: "A supplement's interactions, grouped by severity (the monograph's section)", description: PAID, tags: ['Interactions'], returns: 'The interactions' },
      handler: async ({ req, res }) => reads.ofSupplement(pathSlug(req.params.slug, SUPPLEMENT_NOT_FOUND), viewerOf(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/supplements/:id/forms',
      access: 'public',
      params: { id: idParam('supplement') },
      doc: { summary: "A supplement's chemical forms, in order", tags: ['Interactions'], returns: 'The forms' },
      handler: async ({ req, res }) => ({ items: await reads.forms(pathId(req.params.id, SUPPLEMENT_NOT_FOUND), catalogueLocale(req, res)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/interactions',
      access: 'admin',
      query: interactionListQuerySchema,
      doc: { summary: 'Interactions, newest change first; `search` matches either side’s name, `severity` filters', tags: ['Interactions'], returns: 'A page of interactions' },
      handler: async ({ query }) => ({ items: await admin.list(query()) }),
    }),
    defineRoute({
      method: 'get',
      path: '/interactions/:id',
      access: 'admin',
      params: { id: idParam('interaction') },
      doc: { summary: 'An interaction (Portuguese source texts)', tags: ['Interactions'], returns: 'The interaction' },
      handler: async ({ req }) => ({ item: await admin.get(pathId(req.params.id, INTERACTION_NOT_FOUND)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/interactions',
      access: 'admin',
      body: { schema: interactionSchema, media: ['json'] },
      doc: { summary: 'Create an interaction (not reviewed until an admin marks it: POST interactions/{id}/review)', tags: ['Interactions'], returns: 'The created interaction', errors: { 422: 'Invalid fields, sides that name nothing, a form of another supplement, a pair already recorded' } },
      handler: async ({ res, body }) => ({ message: 'Nova interação cadastrada', item: await admin.create(body(), actorOf(requireCaller(res))) }),
    }),
    defineRoute({
      method: 'post',
      path: '/interactions/:id',
      access: 'admin',
      params: { id: idParam('interaction') },
      body: { schema: interactionUpdateSchema, media: ['json'] },
      doc: { summary: 'Update an interaction', tags: ['Interactions'], returns: 'The updated interaction', errors: { 409: EDIT_CONFLICT, 422: 'Invalid fields, sides that name nothing, a form of another supplement, a pair already recorded' } },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, INTERACTION_NOT_FOUND);
        return { message: 'Interação foi atualizada!', item: await admin.update(id, body(), actorOf(requireCaller(res))) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/interactions/:id/review',
      access: 'admin',
      params: { id: idParam('interaction') },
      doc: { summary: 'Mark an interaction reviewed by the signed-in admin, now (saving it does not)', tags: ['Interactions'], returns: 'The interaction with its review' },
      handler: async ({ req, res }) => ({ message: INTERACTION_REVIEWED, item: await admin.review(pathId(req.params.id, INTERACTION_NOT_FOUND), actorOf(requireCaller(res))) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/interactions/:id',
      access: 'admin',
      params: { id: idParam('interaction') },
      doc: { summary: 'Delete an interaction (to the trash)', tags: ['Interactions'], returns: 'Deleted' },
      handler: async ({ req, res }) => {
        await admin.remove(pathId(req.params.id, INTERACTION_NOT_FOUND), actorOf(requireCaller(res)));
        return { message: INTERACTION_DELETED };
      },
    }),
  ];
}

/** Wires the interactions module on the app's dependencies. */
export function interactionsApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  const reads = interactionsReads(deps.store, deps.now);
  const admin = createInteractionsAdminService({ interactions: createInteractionsRepository(deps.store), reads, store: deps.store, jobs: deps.jobs, now: deps.now });
  return interactionsRoutes(reads, admin);
}
