import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { PageNoncesContext, pageNoncesContext } from './lib/page-nonces';

/** How long a streamed page may wait for a deferred loader before its boundary is rendered as failed. */
export const streamTimeout = 5_000;

/**
 * React Router's server entry, as its default, with the answer's nonces (decision 0905): React
 * Router's inline state and scripts, React's own inline scripts and the document's inline script
 * and style elements carry them, so the Content-Security-Policy needs no 'unsafe-inline'.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> | Response {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonces = loadContext.get(pageNoncesContext);

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once rather than streamed.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Leaves time to flush the rejected boundaries after streamTimeout.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <PageNoncesContext.Provider value={nonces}>
        <ServerRouter context={routerContext} url={request.url} {...(nonces === undefined ? {} : { nonce: nonces.script })} />
      </PageNoncesContext.Provider>,
      {
        ...(nonces === undefined ? {} : { nonce: { script: nonces.script, style: nonces.style } }),
        // Every boundary the server has rendered by the time it writes stays in place in the HTML.
        // React otherwise moves a large one out of line once the page passes this size, hidden
        // until a script of its own reveals it: without scripts, that part of the page would stay
        // hidden (decision 1470). A boundary still waiting for data streams as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors of the shell reject and are logged by React Router; these come after it.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
