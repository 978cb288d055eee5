import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 200;
/** Fewer letters than this name too much to suggest from. */
export const MIN_SUGGESTION_LENGTH = 2;

/**
 * The search box's text once typing pauses, and whether suggestions are due: only while both the
 * settled text and the text in the box are long enough (clearing the box shows popular searches at once).
 */
export function useSettledSearchText(text: string): { readonly settled: string; readonly active: boolean } {
  const settled = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  return { settled, active: settled.length >= MIN_SUGGESTION_LENGTH && text.trim().length >= MIN_SUGGESTION_LENGTH };
}
