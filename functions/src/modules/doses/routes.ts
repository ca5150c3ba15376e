import { requireCaller } from '../../auth/guards.js';
import { NUTRIENT_CREATED, NUTRIENT_DELETED, NUTRIENT_UPDATED, SUPPLEMENT_FORM_CREATED, SUPPLEMENT_FORM_DELETED, SUPPLEMENT_FORM_UPDATED } from '../../contract/doses-answers.js';
import { nutrientListQuerySchema, nutrientSchema, nutrientUpdateSchema, supplementFormCreateSchema, supplementFormSchema } from '../../contract/doses.js';
import { catalogueLocale, pathId, pathSlug } from '../../http/request.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { EDIT_CONFLICT, idParam, slugParam } from '../../http/route-doc.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { actorOf } from '../history/port.js';
import { supplementReader } from '../supplements/port.js';
import { createFormsAdmin, type FormsAdmin } from './forms-admin.js';
import { createNutrientsAdmin, type NutrientsAdmin } from './nutrients-admin.js';
import { createDosesRepository } from './repository.js';
import { createDosesReadService, FORM_NOT_FOUND, NUTRIENT_NOT_FOUND, SUPPLEMENT_NOT_FOUND, type DosesReadService } from './service.js';

const json = ['json'] as ('json' | 'form' | 'multipart')[];
const TAGS = ['Doses'];
const NUTRIENT_422 =
  "Invalid fields; a value citing a source key not in `sources` (on the value's path, e.g. `groups.gestantes.upper_level.source`); a repeated source key; an unknown chemical symbol in `element`; on update, a change that leaves forms counting by the nutrient without its element or supplement";
const FORM_422 = "An unparseable `formula` or `moiety_formula` ('Elemento desconhecido na fórmula: Xy' for a symbol that names no element, 'Fórmula molecular inválida' otherwise); a name another form of the supplement has ('Este suplemento já tem uma forma com este nome'); a basis or UI factor without a nutrient; 'element' with a nutrient that has no element or a formula without it ('A fórmula não contém Mg'); 'moiety' without `moiety_formula`; a nutrient of another supplement";

export function dosesRoutes(reads: DosesReadService, nutrients: NutrientsAdmin, forms: FormsAdmin): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/supplements/slug/:slug/doses',
      access: 'public',
      params: { slug: slugParam('supplement') },
      doc: {
        summary: "A supplement's doses by population and its chemical forms' chemistry (the monograph's table)",
        description:
          "Public, for every supplement (paid ones included): reference values (RDA/AI, UL, ANVISA maximum, usual dose) are published facts, not paid text. Values not confirmed in a cited source are null. Names in the caller's language (English typed, never machine-translated). See docs/decisions/doses-and-forms.md, \"Doses by population (API)\".",
        tags: TAGS,
        returns: 'The supplement, its nutrients with the eight population groups in order and their sources, and its forms with formula, molar mass and fraction',
      },
      handler: async ({ req, res }) => reads.ofSupplement(pathSlug(req.params.slug, SUPPLEMENT_NOT_FOUND), catalogueLocale(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/nutrients',
      access: 'admin',
      query: nutrientListQuerySchema,
      doc: { summary: 'Nutrients by name; `search` matches the Portuguese and English names', tags: TAGS, returns: 'A page of nutrients' },
      handler: async ({ query }) => nutrients.list(query()),
    }),
    defineRoute({
      method: 'get',
      path: '/nutrients/:id',
      access: 'admin',
      params: { id: idParam('nutrient') },
      doc: { summary: 'A nutrient with its doses by population, for the editor', tags: TAGS, returns: 'The nutrient' },
      handler: async ({ req }) => ({ data: await nutrients.get(pathId(req.params.id, NUTRIENT_NOT_FOUND)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/nutrients',
      access: 'admin',
      body: { schema: nutrientSchema, media: json },
      doc: { summary: 'Create a nutrient', tags: TAGS, returns: 'The created nutrient', errors: { 400: "A supplement id that names nothing (`errors['supplement_ids.N']`: 'Suplemento não encontrado (id N)')", 422: NUTRIENT_422 } },
      handler: async ({ res, body }) => ({ message: NUTRIENT_CREATED, item: await nutrients.create(body(), actorOf(requireCaller(res))) }),
    }),
    defineRoute({
      method: 'post',
      path: '/nutrients/:id',
      access: 'admin',
      params: { id: idParam('nutrient') },
      body: { schema: nutrientUpdateSchema, media: json },
      doc: {
        summary: 'Update a nutrient',
        tags: TAGS,
        returns: 'The updated nutrient',
        errors: { 400: "A supplement id that names nothing (`errors['supplement_ids.N']`)", 409: EDIT_CONFLICT, 422: NUTRIENT_422 },
      },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, NUTRIENT_NOT_FOUND);
        return { message: NUTRIENT_UPDATED, item: await nutrients.update(id, body(), actorOf(requireCaller(res))) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/nutrients/:id',
      access: 'admin',
      params: { id: idParam('nutrient') },
      doc: { summary: 'Delete a nutrient (to the trash)', tags: TAGS, returns: 'Deleted', errors: { 422: "A chemical form counts toward it ('Nutriente em uso por formas químicas')" } },
      handler: async ({ req, res }) => {
        await nutrients.remove(pathId(req.params.id, NUTRIENT_NOT_FOUND), actorOf(requireCaller(res)));
        return { message: NUTRIENT_DELETED };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/supplements/:id/forms/chemistry',
      access: 'admin',
      params: { id: idParam('supplement') },
      doc: { summary: "A supplement's chemical forms with their chemistry, in order, for the editor", tags: TAGS, returns: 'The forms' },
      handler: async ({ req }) => ({ items: await reads.formsForEditing(pathId(req.params.id, SUPPLEMENT_NOT_FOUND)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/supplement-forms/:id',
      access: 'admin',
      params: { id: idParam('chemical form') },
      doc: { summary: 'A chemical form with its chemistry, for the editor', tags: TAGS, returns: 'The form' },
      handler: async ({ req }) => ({ data: await reads.formForEditing(pathId(req.params.id, FORM_NOT_FOUND)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/supplement-forms',
      access: 'admin',
      body: { schema: supplementFormCreateSchema, media: json },
      doc: {
        summary: 'Create a chemical form of a supplement (after its other forms)',
        tags: TAGS,
        returns: 'The created form, its molar mass and fraction computed',
        errors: { 400: "A nutrient id that names nothing (`errors.nutrient_id`: 'Nutriente não encontrado (id N)')", 404: "The supplement does not exist ('Suplemento não encontrado')", 422: FORM_422 },
      },
      handler: async ({ res, body }) => ({ message: SUPPLEMENT_FORM_CREATED, item: await forms.create(body(), actorOf(requireCaller(res))) }),
    }),
    defineRoute({
      method: 'post',
      path: '/supplement-forms/:id',
      access: 'admin',
      params: { id: idParam('chemical form') },
      body: { schema: supplementFormSchema, media: json },
      doc: {
        summary: "Update a chemical form's names and chemistry",
        tags: TAGS,
        returns: 'The updated form, its molar mass and fraction computed',
        errors: { 400: "A nutrient id that names nothing (`errors.nutrient_id`: 'Nutriente não encontrado (id N)')", 409: EDIT_CONFLICT, 422: FORM_422 },
      },
      handler: async ({ req, res, body }) => {
        const id = pathId(req.params.id, FORM_NOT_FOUND);
        return { message: SUPPLEMENT_FORM_UPDATED, item: await forms.update(id, body(), actorOf(requireCaller(res))) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/supplement-forms/:id',
      access: 'admin',
      params: { id: idParam('chemical form') },
      doc: {
        summary: 'Delete a chemical form (to the trash, restorable)',
        tags: TAGS,
        returns: 'Deleted',
        errors: {
          422: "An interaction, a saved formula or a builder template names it; the message names each use ('Esta forma química está em uso e não pode ser excluída: interação Magnésio (Citrato de magnésio) × Levotiroxina sódica; 2 fórmulas salvas por profissionais.')",
        },
      },
      handler: async ({ req, res }) => {
        await forms.remove(pathId(req.params.id, FORM_NOT_FOUND), actorOf(requireCaller(res)));
        return { message: SUPPLEMENT_FORM_DELETED };
      },
    }),
  ];
}

/** Wires the doses module on the app's dependencies. */
export function dosesApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  const doses = createDosesRepository(deps.store);
  const supplements = supplementReader(deps.store);
  const reads = createDosesReadService({ doses, supplements });
  const nutrientsAdmin = createNutrientsAdmin({ doses, supplements, store: deps.store, jobs: deps.jobs, now: deps.now });
  return dosesRoutes(reads, nutrientsAdmin, createFormsAdmin(deps));
}
