import { DEFERRED_MODULE_TYPE, DEFERRED_REL } from '../app/lib/start-scripts';

/**
 * React Router announces every module a page hydrates with `<link rel="modulepreload">` in the
 * head and starts them with an inline `<script type="module">`: the browser fetches all of them
 * as soon as it reads the head, beside the page's main image, whose bytes they share the line
 * with. This sends both inert instead (the preloads without `rel`, the bootstrap with a type no
 * browser runs), as the HTML streams out; app/lib/start-scripts.ts starts them once the main
 * image is in (ADR 0524). Nothing else in the page changes.
 */
type Replacements = readonly (readonly [string, string])[];

/**
 * The tags to rewrite: React Router writes the answer's nonce (decision 0905) first in its
 * bootstrap's attributes, and the inert copy keeps it for the script that starts it.
 */
function replacementsFor(nonce: string | undefined): Replacements {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return [
    ['<link rel="modulepreload"', `<link ${DEFERRED_REL}="modulepreload"`],
    [`<script${nonceAttribute} type="module" async="">`, `<script${nonceAttribute} type="${DEFERRED_MODULE_TYPE}">`],
  ];
}

/** How many characters at the end of `text` could be the start of a tag cut by a chunk boundary. */
function partialTagLength(replacements: Replacements, text: string): number {
  const longestTag = Math.max(...replacements.map(([tag]) => tag.length));
  for (let length = Math.min(longestTag - 1, text.length); length > 0; length -= 1) {
    const end = text.slice(-length);
    if (replacements.some(([tag]) => tag.startsWith(end))) return length;
  }
  return 0;
}

function replaced(replacements: Replacements, text: string): string {
  return replacements.reduce((html, [tag, inert]) => html.replaceAll(tag, inert), text);
}

/**
 * A stream of HTML bytes in, the same HTML out with its module preloads and bootstrap inert.
 * `nonce`: the script nonce the page was rendered with, if any (hexadecimal or base64, as written).
 */
export function deferModuleScripts(nonce?: string): TransformStream<Uint8Array, Uint8Array> {
  const replacements = replacementsFor(nonce);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = held + decoder.decode(chunk, { stream: true });
      const keep = partialTagLength(replacements, text);
      held = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      if (ready.length > 0) controller.enqueue(encoder.encode(replaced(replacements, ready)));
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest.length > 0) controller.enqueue(encoder.encode(replaced(replacements, rest)));
    },
  });
}

/** The page with its scripts left to start after its main image; anything but HTML goes through as it is. */
export function withScriptsAfterMainImage(response: Response, nonce?: string): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.startsWith('text/html')) return response;
  return new Response(response.body.pipeThrough(deferModuleScripts(nonce)), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
