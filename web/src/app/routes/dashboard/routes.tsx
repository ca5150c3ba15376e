import { Route, Routes } from 'react-router-dom';
import { lazyNamed } from '../../lazy-named';
import { preloadMatches } from '../../route-preload';

/**
 * The dashboard's route table, under `/dashboard/*` in router.tsx: a chunk of its own, so the entry
 * carries one lazy route for the whole dashboard instead of some thirty screens and their preload
 * lists (a first visit to `/` stays under its 170 KB budget). Paths are relative to /dashboard; an
 * unknown one shows the not-found page without the dashboard's layout, as before the split.
 */
const DashboardLayout = lazyNamed(() => import('../../layouts/dashboard-layout'), 'DashboardLayout', ['dashboard']);
const DashboardCategoriesRoute = lazyNamed(
  () => import('./categories'),
  'DashboardCategoriesRoute',
  ['dashboard', 'dashboard-categories', 'dashboard-quality'],
);
const DashboardSubcategoriesRoute = lazyNamed(
  () => import('./subcategories'),
  'DashboardSubcategoriesRoute',
  ['dashboard', 'dashboard-categories'],
);
const DashboardCategorySupplementsRoute = lazyNamed(
  () => import('./category-supplements'),
  'DashboardCategorySupplementsRoute',
  ['dashboard', 'dashboard-supplements'],
);
const DashboardSupplementTopicsRoute = lazyNamed(
  () => import('./supplement-topics'),
  'DashboardSupplementTopicsRoute',
  ['dashboard', 'dashboard-topics', 'evidence'],
);
const DashboardNewTopicRoute = lazyNamed(
  () => import('./new-topic'),
  'DashboardNewTopicRoute',
  ['dashboard', 'dashboard-topics'],
);
const DashboardEditTopicRoute = lazyNamed(
  () => import('./edit-topic'),
  'DashboardEditTopicRoute',
  ['dashboard', 'dashboard-topics'],
);
const DashboardBannersRoute = lazyNamed(
  () => import('./banners'),
  'DashboardBannersRoute',
  ['dashboard', 'dashboard-banners'],
);
const DashboardUsersRoute = lazyNamed(() => import('./users'), 'DashboardUsersRoute', ['dashboard', 'dashboard-users']);
const DashboardSuggestionsRoute = lazyNamed(
  () => import('./suggestions'),
  'DashboardSuggestionsRoute',
  ['dashboard', 'dashboard-suggestions'],
);
const DashboardSubscriptionsRoute = lazyNamed(
  () => import('./subscriptions'),
  'DashboardSubscriptionsRoute',
  ['dashboard', 'dashboard-subscriptions'],
);
const DashboardNotificationsRoute = lazyNamed(
  () => import('./notifications'),
  'DashboardNotificationsRoute',
  ['dashboard', 'dashboard-notifications'],
);
const DashboardInteractionsRoute = lazyNamed(
  () => import('./interactions'),
  'DashboardInteractionsRoute',
  ['dashboard', 'dashboard-interactions', 'evidence'],
);
const DashboardInteractionEditorRoute = lazyNamed(
  () => import('./interaction-editor'),
  'DashboardInteractionEditorRoute',
  ['dashboard', 'dashboard-interactions', 'evidence'],
);
const DashboardDrugsRoute = lazyNamed(() => import('./drugs'), 'DashboardDrugsRoute', ['dashboard', 'dashboard-interactions']);
const DashboardDrugClassesRoute = lazyNamed(() => import('./drug-classes'), 'DashboardDrugClassesRoute', ['dashboard', 'dashboard-interactions']);
const DashboardConditionsRoute = lazyNamed(() => import('./conditions'), 'DashboardConditionsRoute', ['dashboard', 'dashboard-interactions']);
const DashboardNutrientsRoute = lazyNamed(() => import('./nutrients'), 'DashboardNutrientsRoute', ['dashboard', 'dashboard-doses']);
const DashboardNutrientEditorRoute = lazyNamed(
  () => import('./nutrient-editor'),
  'DashboardNutrientEditorRoute',
  ['dashboard', 'dashboard-doses', 'doses'],
);
const DashboardQualityRoute = lazyNamed(() => import('./quality'), 'DashboardQualityRoute', ['dashboard-quality', 'doses']);
const DashboardChemicalFormsRoute = lazyNamed(() => import('./chemical-forms'), 'DashboardChemicalFormsRoute', ['dashboard', 'dashboard-doses']);
const DashboardTrashRoute = lazyNamed(() => import('./trash'), 'DashboardTrashRoute', ['dashboard', 'dashboard-history']);
const DashboardAuditRoute = lazyNamed(() => import('./audit'), 'DashboardAuditRoute', ['dashboard', 'dashboard-history']);
const DashboardSettingsRoute = lazyNamed(
  () => import('./settings'),
  'DashboardSettingsRoute',
  ['dashboard', 'dashboard-settings'],
);
const NotFoundRoute = lazyNamed(() => import('../not-found'), 'NotFoundRoute');

const routes = (
  <>
    <Route element={<DashboardLayout />}>
      <Route index element={<DashboardCategoriesRoute />} />
      <Route path="categorias/:slug/subcategorias" element={<DashboardSubcategoriesRoute />} />
      <Route path="categorias/:slug/suplementos" element={<DashboardCategorySupplementsRoute />} />
      <Route path="suplementos/topicos/:slug" element={<DashboardEditTopicRoute />} />
      <Route path="suplementos/:slug/novo" element={<DashboardNewTopicRoute />} />
      <Route path="suplementos/:slug" element={<DashboardSupplementTopicsRoute />} />
      <Route path="interacoes" element={<DashboardInteractionsRoute />} />
      <Route path="interacoes/nova" element={<DashboardInteractionEditorRoute />} />
      <Route path="interacoes/:id" element={<DashboardInteractionEditorRoute />} />
      <Route path="medicamentos" element={<DashboardDrugsRoute />} />
      <Route path="medicamentos/classes" element={<DashboardDrugClassesRoute />} />
      <Route path="condicoes" element={<DashboardConditionsRoute />} />
      <Route path="nutrientes" element={<DashboardNutrientsRoute />} />
      <Route path="nutrientes/novo" element={<DashboardNutrientEditorRoute />} />
      <Route path="nutrientes/:id" element={<DashboardNutrientEditorRoute />} />
      <Route path="formas-quimicas" element={<DashboardChemicalFormsRoute />} />
      <Route path="qualidade" element={<DashboardQualityRoute />} />
      <Route path="banners" element={<DashboardBannersRoute />} />
      <Route path="usuarios" element={<DashboardUsersRoute />} />
      <Route path="sugestoes" element={<DashboardSuggestionsRoute />} />
      <Route path="assinaturas" element={<DashboardSubscriptionsRoute />} />
      <Route path="configuracoes" element={<DashboardSettingsRoute />} />
      <Route path="notificacoes" element={<DashboardNotificationsRoute />} />
      <Route path="lixeira" element={<DashboardTrashRoute />} />
      <Route path="auditoria" element={<DashboardAuditRoute />} />
    </Route>
    <Route path="*" element={<NotFoundRoute />} />
  </>
);

/** The dashboard's screens, rendered by router.tsx's `dashboard/*` route. */
export function DashboardRoutes() {
  return <Routes>{routes}</Routes>;
}

/** Starts loading the layout and screen chunks `pathname` (relative to /dashboard) renders. */
DashboardRoutes.preloadRoute = (pathname: string): Promise<unknown> => preloadMatches(routes, pathname);
