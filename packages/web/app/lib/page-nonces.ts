import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * The nonces of the answer being rendered (decision 0905): the server's Content-Security-Policy
 * lets an inline script or style run only when it carries them, so every one the document writes
 * (the site's stylesheet, the web-fonts and start-scripts scripts, React Router's state and
 * React's own) does.
 */
export interface PageNonces {
  readonly script: string;
  readonly style: string;
}

/** The router context key under which the server hands the renderer the answer's nonces. */
export const pageNoncesContext = createContext<PageNonces | undefined>(undefined);

/** The same nonces for the document's components, provided by the server entry. */
export const PageNoncesContext = createReactContext<PageNonces | undefined>(undefined);

let keptNonces: PageNonces | undefined;

/**
 * The nonces in the browser: read back once from elements the server wrote with them (the
 * browser hides the attribute but keeps the element's `nonce`), so a document the browser renders
 * anew (an error that reaches the root) still carries them and its style and scripts are not refused.
 */
function browserNonces(scriptElementId: string, styleElementId: string): PageNonces {
  keptNonces ??= {
    script: document.getElementById(scriptElementId)?.nonce ?? '',
    style: document.getElementById(styleElementId)?.nonce ?? '',
  };
  return keptNonces;
}

/** The nonces every inline script and style element of the document carries. */
export function usePageNonces(scriptElementId: string, styleElementId: string): PageNonces | undefined {
  const fromServer = useContext(PageNoncesContext);
  if (fromServer !== undefined || typeof document === 'undefined') return fromServer;
  return browserNonces(scriptElementId, styleElementId);
}
