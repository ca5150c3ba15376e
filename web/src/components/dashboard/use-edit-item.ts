import { api, type AnswerOf } from '@/lib/api-client';
import { useFreshItem } from './editor-kit';

/** The dashboard lists whose items are edited in a dialog, each loaded with its `GET /{resource}/:id`. */
export type EditableResource = 'banners' | 'categories' | 'supplements' | 'drugs' | 'drug-classes' | 'conditions' | 'interactions';
/** What `GET /{resource}/:id` answers under `item`: the form's starting values. */
export type EditedItem<R extends EditableResource> = AnswerOf<`GET /${R}/:id`>['item'];

const loaders: { [R in EditableResource]: (id: number) => Promise<EditedItem<R>> } = {
  banners: async (id) => (await api.get('/banners/:id', { params: { id } })).item,
  categories: async (id) => (await api.get('/categories/:id', { params: { id } })).item,
  supplements: async (id) => (await api.get('/supplements/:id', { params: { id } })).item,
  drugs: async (id) => (await api.get('/drugs/:id', { params: { id } })).item,
  'drug-classes': async (id) => (await api.get('/drug-classes/:id', { params: { id } })).item,
  conditions: async (id) => (await api.get('/conditions/:id', { params: { id } })).item,
  interactions: async (id) => (await api.get('/interactions/:id', { params: { id } })).item,
};

/**
 * GET {resource}/{id}: the item an edit form starts from, loaded afresh each time the dialog opens
 * (never from cache); a failure shows the shared error toast. `id` null: nothing is loaded.
 */
export function useEditItem<R extends EditableResource>(resource: R, id: number | null) {
  return useFreshItem(['dashboard', resource, 'item', id], loaders[resource] as (id: number) => Promise<EditedItem<R>>, id);
}
