import { SearchTypeahead } from '@/features/search/components/search-typeahead';

/** The top bar's search: supplement suggestions while typing, Enter opens /app/busca/{term}. */
export function SearchForm() {
  return <SearchTypeahead />;
}
