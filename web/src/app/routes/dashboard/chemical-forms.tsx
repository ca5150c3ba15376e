import { FormsChemistryScreen } from '@/features/dashboard-doses/components/forms-chemistry-screen';

/** /dashboard/formas-quimicas[?suplemento={id}]: a supplement's chemical forms and their chemistry. */
export function DashboardChemicalFormsRoute() {
  return <FormsChemistryScreen />;
}
