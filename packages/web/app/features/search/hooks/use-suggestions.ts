import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppState } from '../../app-state';
import { fetchSuggestions, SuggestionsError } from '../api/suggestions';

/**
 * Suggestions for the settled text of the search box (see `useSettledSearchText`); the previous
 * answer stays on screen while the next one loads. Errors come back as `{code}` for `errors.<code>`.
 */
export function useSuggestions(settled: string) {
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const brand = useAppState((state) => state.brand);
  const query = useQuery({
    queryKey: ['search-suggestions', region, language, brand, settled],
    queryFn: ({ signal }) => fetchSuggestions({ region, language, brand, text: settled }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  });
  const error = query.error ? { code: query.error instanceof SuggestionsError ? query.error.code : 'SEARCH_SUGGESTIONS_FAILED' } : undefined;
  return { suggestions: query.data, loading: query.isFetching, error };
}
