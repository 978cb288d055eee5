/**
 * What `react-dom/server` is in the unit tests' Preact project: the component specs render to a
 * string, and Preact renders with its own renderer, as the browser's would.
 */
import type { ReactNode } from 'react';
import { renderToString as preactToString } from 'preact-render-to-string';
import type { VNode } from 'preact';

export function renderToString(element: ReactNode): string {
  return preactToString(element as unknown as VNode);
}

export const renderToStaticMarkup = renderToString;
