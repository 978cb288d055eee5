import type { ReactNode } from 'react';

/** Small line icons; `aria-hidden` because every control that shows one also has a text name. */

interface IconProps {
  readonly className?: string | undefined;
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

function LineIcon({ className, children, size = 22 }: IconProps & { readonly children: ReactNode; readonly size?: number }) {
  return (
    <svg
      className={`icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  );
}

export function UserIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </LineIcon>
  );
}

export function HeartIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.5 4.5 4.5 0 0 1 19.5 10C19.5 15.4 12 20 12 20z" />
    </LineIcon>
  );
}

export function BagIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M5 8h14l-1 12H6L5 8z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </LineIcon>
  );
}

export function PinIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </LineIcon>
  );
}

export function GlobeIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5z" />
    </LineIcon>
  );
}

/** Turns while a page is on its way; decorative, the control it sits in says what is loading. */
export function SpinnerIcon({ className }: IconProps) {
  return (
    <LineIcon className={`icon--spin ${className ?? ''}`} size={18}>
      <path d="M12 3a9 9 0 1 1-9 9" />
    </LineIcon>
  );
}
