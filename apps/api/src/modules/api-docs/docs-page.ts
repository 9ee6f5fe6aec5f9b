import { escapeHtml } from '@/lib/escape-html';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document';

/**
 * The API reference as one self-contained HTML page: every route of the document grouped
 * by tag, with its parameters, body and answers. No script and no asset from elsewhere
 * (servers may have no internet, and the content security policy allows only our own):
 * `<details>` folds the schemas open without JavaScript.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, { method: string; path: string; operation: OpenApiOperation }[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? 'other';
      const list = byTag.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path, operation });
      byTag.set(tag, list);
    }
  }
  const tags = [...byTag.keys()];
  const toc = tags
    .map(
      (tag) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a> (${byTag.get(tag)?.length})</li>`,
    )
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? [])
          .map(renderOperation)
          .join('')}</section>`,
    )
    .join('');
  const { info } = document;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p class="intro">${escapeHtml(info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<nav aria-label="Tags"><ul>${toc}</ul></nav></header>
<main>${sections}</main>
</body>
</html>`;
}

function renderOperation(entry: { method: string; path: string; operation: OpenApiOperation }) {
  const { method, path, operation } = entry;
  const parameters = (operation.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> <span class="muted">in ${escapeHtml(p.in)}${p.required ? ', required' : ''}</span></li>`,
    )
    .join('');
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, answer]) => schemaBlock(`${status}`, answer))
    .join('');
  return `<article id="${escapeHtml(operation.operationId ?? `${method} ${path}`)}">
<h3><span class="method ${method.toLowerCase()}">${method}</span> <code>${escapeHtml(path)}</code></h3>
${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}
${operation.description ? `<p class="muted">${escapeHtml(operation.description)}</p>` : ''}
${parameters ? `<h4>Parameters</h4><ul>${parameters}</ul>` : ''}
${operation.requestBody ? schemaBlock('Request body', operation.requestBody) : ''}
${responses ? `<h4>Answers</h4>${responses}` : ''}
</article>`;
}

function schemaBlock(label: string, value: unknown) {
  const content = (value as { content?: Record<string, { schema?: unknown }> })?.content;
  const [type, media] = Object.entries(content ?? {})[0] ?? [];
  const summary = `${escapeHtml(label)}${type ? ` <span class="muted">${escapeHtml(type)}</span>` : ' <span class="muted">no body</span>'}`;
  if (!media?.schema) return `<p class="answer">${summary}</p>`;
  return `<details><summary>${summary}</summary><pre>${escapeHtml(JSON.stringify(media.schema, null, 2))}</pre></details>`;
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1a1b1e; --bg: #fff; --muted: #5c5f66; --line: #dee2e6; --code: #f1f3f5; }
@media (prefers-color-scheme: dark) { :root { --fg: #e9ecef; --bg: #1a1b1e; --muted: #a6a7ab; --line: #373a40; --code: #25262b; } }
body { font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 60rem; padding: 1rem; }
h2 { border-bottom: 1px solid var(--line); padding-top: 1rem; text-transform: capitalize; }
h3 { font-size: 1rem; margin: 1.2rem 0 .3rem; overflow-wrap: anywhere; }
h4 { margin: .5rem 0 .2rem; font-size: .9rem; }
code, pre { font-family: ui-monospace, monospace; }
pre { background: var(--code); padding: .5rem; overflow: auto; max-height: 30rem; font-size: .8rem; }
.muted, small { color: var(--muted); }
.intro { white-space: pre-line; }
nav ul { columns: 3 12rem; padding-left: 1rem; }
.method { display: inline-block; min-width: 4rem; font-size: .8rem; padding: .1rem .3rem; border-radius: 3px; color: #fff; background: #495057; text-align: center; }
.get { background: #1971c2; } .post { background: #2f9e44; } .put, .patch { background: #e67700; } .delete { background: #c92a2a; }
article { border-bottom: 1px solid var(--line); padding-bottom: .5rem; }
summary { cursor: pointer; } p.answer { margin: .2rem 0 .2rem 1rem; }
`;
