import type { OpenApiDocument, OperationObject } from './openapi-document.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The document's little Markdown: `code` spans only. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const anchor = (id: string) => `schema-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** A schema as indented JSON, its `$ref`s turned into links to the components below. */
function schemaHtml(schema: unknown): string {
  return escape(JSON.stringify(schema, null, 2)).replace(
    /&#34;\$ref&#34;: &#34;#\/components\/schemas\/([A-Za-z0-9_-]+)&#34;/g,
    (_match, id: string) => `&#34;$ref&#34;: <a href="#${anchor(id)}">${id}</a>`,
  );
}

function securityHtml(operation: OperationObject): string {
  if (operation.security.length === 0) return '<p class="security">No header or cookie needed.</p>';
  const alternatives = operation.security.map((requirement) => {
    const names = Object.keys(requirement);
    return names.length === 0 ? 'nothing' : names.map((name) => `<a href="#security-${name}">${escape(name)}</a>`).join(' + ');
  });
  return `<p class="security">Needs ${alternatives.join(' or ')}.</p>`;
}

function operationHtml(path: string, method: string, operation: OperationObject, server: string): string {
  const responses = Object.entries(operation.responses)
    .map(
      ([status, response]) =>
        `<details><summary><b>${escape(status)}</b> ${prose(response.description)}</summary>` +
        (response.headers ? `<pre>${schemaHtml({ headers: response.headers })}</pre>` : '') +
        `<pre>${schemaHtml(response.content['application/json'].schema)}</pre></details>`,
    )
    .join('');
  return (
    `<section class="operation" id="op-${escape(operation.operationId)}">` +
    `<h3><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(server + path)}</code></h3>` +
    `<p>${prose(operation.summary)}</p>` +
    (operation.description ? `<p>${prose(operation.description)}</p>` : '') +
    securityHtml(operation) +
    `<details><summary>Request body (application/json)</summary><pre>${schemaHtml(operation.requestBody.content['application/json'].schema)}</pre></details>` +
    `<h4>Responses</h4>${responses}</section>`
  );
}

/** The docs page's only style element; its Content-Security-Policy allows it by its hash. */
export const DOCS_PAGE_STYLES = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1d1d1f}
h1{margin-bottom:.25rem}h2{border-bottom:1px solid #ccc;margin-top:2.5rem;text-transform:capitalize}
.operation{border:1px solid #ddd;border-radius:6px;padding:.25rem 1rem;margin:1rem 0}
.method{background:#1d4ed8;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.85em}
pre{background:#f6f6f7;padding:.75rem;overflow:auto;font-size:.8rem;line-height:1.35}
summary{cursor:pointer}.security{color:#444}code{font-size:.9em}
`;

/**
 * `/api/docs`: the OpenAPI document as one server-rendered page, operations by tag and the shared
 * schemas below, with nothing loaded from elsewhere (no script, no CDN).
 */
export function renderDocsPage(document: OpenApiDocument, documentPath: string): string {
  const server = document.servers[0]?.url ?? '';
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const sections = document.tags
    .map((tag) => {
      const ofTag = operations.filter(({ operation }) => operation.tags.includes(tag.name));
      return (
        `<section id="tag-${escape(tag.name)}"><h2>${escape(tag.name)}</h2><p>${prose(tag.description)}</p>` +
        ofTag.map(({ path, method, operation }) => operationHtml(path, method, operation, server)).join('') +
        '</section>'
      );
    })
    .join('');
  const contents = operations
    .map(({ path, method, operation }) => `<li><a href="#op-${escape(operation.operationId)}">${escape(method.toUpperCase())} ${escape(server + path)}</a></li>`)
    .join('');
  const security = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => `<section id="security-${escape(name)}"><h3>${escape(name)}</h3><p>${prose(String(scheme.description ?? ''))}</p><pre>${schemaHtml(scheme)}</pre></section>`)
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(([id, schema]) => `<section id="${anchor(id)}"><h3>${escape(id)}</h3><pre>${schemaHtml(schema)}</pre></section>`)
    .join('');
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>${DOCS_PAGE_STYLES}</style>
</head>
<body>
<h1>${escape(document.info.title)}</h1>
<p>OpenAPI ${escape(document.openapi)}, version ${escape(document.info.version)}. The document itself: <a href="${escape(documentPath)}">${escape(documentPath)}</a>.</p>
<p>${prose(document.info.description)}</p>
<nav><h2>Operations</h2><ul>${contents}</ul></nav>
${sections}
<h2>Security</h2>${security}
<h2>Schemas</h2>${schemas}
</body>
</html>
`;
}
