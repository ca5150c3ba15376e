import { z } from 'zod';
import { requireCaller } from '../../auth/guards.js';
import { formulaComputeSchema, formulaListQuerySchema, formulaSchema, formulaUpdateSchema, prescriberSchema } from '../../contract/formulas.js';
import { PRESCRIBER_UPDATED, FORMULA_CREATED, FORMULA_DUPLICATED, FORMULA_UPDATED } from '../../contract/formulas-answers.js';
import { notFound } from '../../http/errors.js';
import { requestLocale } from '../../http/locale.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { EDIT_CONFLICT, type ParamDoc } from '../../http/route-doc.js';
import type { Store } from '../../store/port.js';
import { clinicalReader } from '../drugs/port.js';
import { interactionsReads } from '../interactions/port.js';
import { createFormulasRepository } from './repository.js';
import { createFormulasService, FORMULA_NOT_FOUND, SAVED_FORMULAS_FULL, type FormulasService } from './service.js';

/** Opaque ids as newFormulaId makes them; never `__…__`, which Firestore reserves (a document id it refuses with an error). */
const FORMULA_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/;
const formulaIdParam: ParamDoc = { description: "The formula's id (opaque text)", schema: z.string().regex(FORMULA_ID), names: true };

/** A path id of a formula; anything else names nothing (404). */
function formulaId(value: unknown): string {
  if (typeof value !== 'string' || !FORMULA_ID.test(value)) throw notFound(FORMULA_NOT_FOUND);
  return value;
}

const PREMIUM = "Premium only: anonymous 401, a signed-in account without premium 403 (`code: 'premium_required'`), premium accounts and admins allowed.";
const OWNER = `${PREMIUM} Only the formula's owner reads or changes it: another account's id answers 404, as an id that does not exist.`;
const BAD_REFERENCES = {
  400: "Ids that name nothing, each on its field: `errors['components.N.form_id']` 'Forma química não encontrada (id 999)', `errors['drug_ids.N']` 'Medicamento não encontrado (id N)', `errors['condition_ids.N']` 'Condição não encontrada (id N)'",
  422: "Validation failed (the schema's messages by field); 'UI' on a form without a UI factor on `errors['components.N.unit']` ('A unidade UI não se aplica a Magnésio quelato (bisglicinato)')",
};
const tags = ['Formulas'];

export function formulasRoutes(service: FormulasService): RouteDef[] {
  return [
    defineRoute({
      method: 'post',
      path: '/formulas/compute',
      access: 'premium',
      body: { schema: formulaComputeSchema, media: ['json'] },
      doc: {
        summary: "Compute a formula: each component's nutrient per unit and per day, each nutrient's daily total against the group's intake, UL and ANVISA maximum, the interactions, the posology and the quantity",
        description: `${PREMIUM} Nothing is stored. Totals are not computed (null, with a note) for a form whose conversion is not confirmed. See docs/decisions/formulas-and-prescription.md, "Formula builder (server)".`,
        tags,
        returns: 'The computed formula',
        errors: BAD_REFERENCES,
      },
      handler: async ({ req, res, body }) => service.compute(body(), requestLocale(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/formulas',
      access: 'premium',
      query: formulaListQuerySchema,
      doc: { summary: "The caller's saved formulas, last changed first; `search` matches a word of the formula's or the patient's name", description: `${PREMIUM} Only the caller's own.`, tags, returns: 'A page of formulas' },
      handler: async ({ req, res, query }) => service.list(requireCaller(res).uid, query(), requestLocale(req, res)),
    }),
    defineRoute({
      method: 'post',
      path: '/formulas',
      access: 'premium',
      body: { schema: formulaSchema, media: ['json'] },
      doc: { summary: "Save a formula in the caller's account", description: PREMIUM, tags, returns: 'The saved formula', errors: { ...BAD_REFERENCES, 409: SAVED_FORMULAS_FULL } },
      handler: async ({ req, res, body }) => ({ message: FORMULA_CREATED, item: await service.create(requireCaller(res).uid, body(), requestLocale(req, res)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/formulas/templates',
      access: 'premium',
      doc: { summary: "The seeded 'Nutra Fórmulas' as starting points for the builder", description: PREMIUM, tags, returns: 'The templates, with their components named' },
      handler: async ({ req, res }) => service.templates(requestLocale(req, res)),
    }),
    defineRoute({
      method: 'get',
      path: '/formulas/:id',
      access: 'premium',
      params: { id: formulaIdParam },
      doc: { summary: 'A saved formula', description: OWNER, tags, returns: 'The formula', errors: { 404: FORMULA_NOT_FOUND } },
      handler: async ({ req, res }) => ({ data: await service.get(requireCaller(res).uid, formulaId(req.params.id), requestLocale(req, res)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/formulas/:id/computed',
      access: 'premium',
      params: { id: formulaIdParam },
      doc: {
        summary: 'A saved formula, computed as POST formulas/compute would (a GET the web keeps for reading offline)',
        description: OWNER,
        tags,
        returns: 'The computed formula',
        errors: { 404: FORMULA_NOT_FOUND, 400: 'A form, drug or condition the formula names was removed from the catalogue since (named on its field)', 422: "A form's UI factor was removed since" },
      },
      handler: async ({ req, res }) => service.computed(requireCaller(res).uid, formulaId(req.params.id), requestLocale(req, res)),
    }),
    defineRoute({
      method: 'post',
      path: '/formulas/:id',
      access: 'premium',
      params: { id: formulaIdParam },
      body: { schema: formulaUpdateSchema, media: ['json'] },
      doc: { summary: 'Update a saved formula', description: OWNER, tags, returns: 'The updated formula', errors: { ...BAD_REFERENCES, 404: FORMULA_NOT_FOUND, 409: EDIT_CONFLICT } },
      handler: async ({ req, res, body }) => {
        const uid = requireCaller(res).uid;
        const id = formulaId(req.params.id);
        return { message: FORMULA_UPDATED, item: await service.update(uid, id, body(), requestLocale(req, res)) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/formulas/:id/duplicate',
      access: 'premium',
      params: { id: formulaIdParam },
      doc: { summary: "Duplicate a saved formula (its name + ' (cópia)')", description: OWNER, tags, returns: 'The copy', errors: { 404: FORMULA_NOT_FOUND, 409: SAVED_FORMULAS_FULL } },
      handler: async ({ req, res }) => ({ message: FORMULA_DUPLICATED, item: await service.duplicate(requireCaller(res).uid, formulaId(req.params.id), requestLocale(req, res)) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/formulas/:id',
      access: 'premium',
      params: { id: formulaIdParam },
      doc: { summary: 'Delete a saved formula (for good: it is the caller’s own data, not catalogue content)', description: OWNER, tags, returns: 'A confirmation', errors: { 404: FORMULA_NOT_FOUND } },
      handler: async ({ req, res }) => service.remove(requireCaller(res).uid, formulaId(req.params.id)),
    }),
    defineRoute({
      method: 'get',
      path: '/prescriber',
      access: 'user',
      doc: { summary: "Who signs the caller's prescriptions: the profile's name and the council registration", tags, returns: 'The prescriber (council fields null until given)' },
      handler: async ({ res }) => ({ data: service.prescriber(requireCaller(res).user) }),
    }),
    defineRoute({
      method: 'post',
      path: '/prescriber',
      access: 'user',
      body: { schema: prescriberSchema, media: ['json'] },
      doc: { summary: 'Save the council registration printed on prescriptions: CRN with its region (1–11), CRM or CRF with the state (UF), and the number', tags, returns: 'The prescriber' },
      handler: async ({ res, body }) => ({ message: PRESCRIBER_UPDATED, item: await service.savePrescriber(requireCaller(res).user, body()) }),
    }),
  ];
}

/** Wires the formula builder on the app's dependencies. */
export function formulasApi(deps: { store: Store; now: () => Date }): RouteDef[] {
  return formulasRoutes(
    createFormulasService({ formulas: createFormulasRepository(deps.store), clinical: clinicalReader(deps.store), checker: interactionsReads(deps.store, deps.now), now: deps.now }),
  );
}
