/** Small line icons; `aria-hidden` because every control that shows one also has a text name. */

interface IconProps {
  readonly className?: string;
}

/**
 * A chevron pointing along the reading direction: `end` points right in English and left in Arabic
 * (the `icon--directional` class mirrors it in right-to-left pages).
 */
export function ChevronIcon({ direction, className }: IconProps & { readonly direction: 'start' | 'end' }) {
  return (
    <svg className={`icon icon--directional ${className ?? ''}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'end' ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SearchIcon({ className }: IconProps) {
  return (
    <svg className={`icon ${className ?? ''}`} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M12.5 12.5L17 17" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg className={`icon ${className ?? ''}`} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
