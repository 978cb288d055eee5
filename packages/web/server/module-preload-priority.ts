/**
 * React Router announces every module a page hydrates with `<link rel="modulepreload">`, which the
 * browser fetches at high priority, beside the page's largest image and ahead of it on a slow line.
 * The modules never block rendering (they run after the document is parsed), so the links are sent
 * with `fetchpriority="low"`: the image and the text come first, the scripts right after. The
 * links stay where React Router puts them; only the attribute is added, as the HTML streams out.
 */
const TAG = '<link rel="modulepreload"';
const LOW = `${TAG} fetchpriority="low"`;

/** How many characters at the end of `text` could be the start of a tag cut by a chunk boundary. */
function partialTagLength(text: string): number {
  for (let length = Math.min(TAG.length - 1, text.length); length > 0; length -= 1) {
    if (TAG.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

/** A stream of HTML bytes in, the same HTML out with every module preload at low priority. */
export function lowerModulePreloadPriority(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = held + decoder.decode(chunk, { stream: true });
      const keep = partialTagLength(text);
      held = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      if (ready.length > 0) controller.enqueue(encoder.encode(ready.replaceAll(TAG, LOW)));
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest.length > 0) controller.enqueue(encoder.encode(rest.replaceAll(TAG, LOW)));
    },
  });
}

/** The page with its module preloads at low priority; anything but HTML goes through as it is. */
export function withLowPriorityModulePreloads(response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.startsWith('text/html')) return response;
  return new Response(response.body.pipeThrough(lowerModulePreloadPriority()), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
