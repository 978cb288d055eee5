import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppState } from '../../app-state/app-state';
import { fetchSuggestions, SuggestionsError } from '../api/suggestions';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 200;
/** Fewer letters than this name too much to suggest from. */
export const MIN_SUGGESTION_LENGTH = 2;

/**
 * Suggestions for the text in the search box, asked for once typing pauses; the previous answer
 * stays on screen while the next one loads. Errors come back as `{code}` for `errors.<code>`.
 */
export function useSuggestions(text: string) {
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const brand = useAppState((state) => state.brand);
  const settled = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const enabled = settled.length >= MIN_SUGGESTION_LENGTH;
  const query = useQuery({
    queryKey: ['search-suggestions', region, language, brand, settled],
    queryFn: ({ signal }) => fetchSuggestions({ region, language, brand, text: settled }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  });
  const error = query.error ? { code: query.error instanceof SuggestionsError ? query.error.code : 'SEARCH_SUGGESTIONS_FAILED' } : undefined;
  return {
    /** The text the shown suggestions answer. */
    settledText: settled,
    active: enabled && text.trim().length >= MIN_SUGGESTION_LENGTH,
    suggestions: enabled ? query.data : undefined,
    loading: enabled && query.isFetching,
    error,
  };
}
