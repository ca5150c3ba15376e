import { SuggestionsScreen } from '@/features/dashboard-suggestions/components/suggestions-screen';

export function DashboardSuggestionsRoute() {
  return <SuggestionsScreen />;
}
