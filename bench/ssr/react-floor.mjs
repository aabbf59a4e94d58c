// The floor of a server render on this machine: one Node process (as the gateway is) answering every request with
// React's render of the product page's HTML, taken from the store's own server render, as plain elements: the same
// tags, attributes and text, and nothing else (no data to fetch, no store, no router, no Emotion, no compression).
// A page rendered by React can be served no faster than this; throughput.mjs measures it next to the API call.
// With --call, every request first makes the call the page needs, as the gateway's render does (straight to the
// service, JSON uncompressed, read and parsed), and renders once it has the answer: the floor of a page that needs it.
//   node bench/ssr/react-floor.mjs --port 9000 --page http://127.0.0.1:8080/products/x [--call http://127.0.0.1:4001/api/...]
import http from 'node:http';
import { parseFragment } from 'parse5';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { flagReader } from '../lib/harness.mjs';

const flag = flagReader(process.argv.slice(2));

/** React's names for the HTML attributes whose names differ (the rest, data-* and aria-* included, pass as they are). */
const PROP_NAMES = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', srcset: 'srcSet' };
const BOOLEAN = new Set(['hidden', 'disabled', 'checked', 'selected', 'required', 'readonly', 'multiple', 'open']);

function cssObject(text) {
  const style = {};
  for (const rule of text.split(';')) {
    const at = rule.indexOf(':');
    if (at < 0) continue;
    const name = rule.slice(0, at).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = rule.slice(at + 1).trim();
  }
  return style;
}

function propsOf(attrs) {
  const props = {};
  for (const { name, value } of attrs) {
    if (name === 'style') props.style = cssObject(value);
    else if (BOOLEAN.has(name)) props[PROP_NAMES[name] ?? name] = true;
    else props[PROP_NAMES[name] ?? name] = value;
  }
  return props;
}

/** parse5's tree as React elements; comments (React's own markers) are left out, scripts and styles keep their text. */
function elementOf(node, key) {
  if (node.nodeName === '#text') return node.value;
  if (!node.tagName) return null;
  const props = { ...propsOf(node.attrs), key };
  const children = (node.content ?? node).childNodes ?? [];
  if (node.tagName === 'script' || node.tagName === 'style') {
    props.dangerouslySetInnerHTML = { __html: children.map((child) => child.value ?? '').join('') };
    return createElement(node.tagName, props);
  }
  const kids = children.map((child, i) => elementOf(child, i)).filter((child) => child !== null);
  return createElement(node.tagName, props, ...(kids.length ? [kids] : []));
}

async function pageTree(url) {
  const html = await (await fetch(url)).text();
  const root = html.match(/<div id=root[^>]*>([\s\S]*)<\/div><script type="application\/json" id="sf-state"/);
  if (!root) throw new Error(`no server-rendered #root in ${url}`);
  const fragment = parseFragment(root[1]);
  return {
    tree: createElement(
      'div',
      { id: 'root' },
      fragment.childNodes.map((n, i) => elementOf(n, i)),
    ),
    bytes: root[1].length,
  };
}

/** The headers of a call between the store's own processes (the platform's INTERNAL_JSON_HEADERS). */
const INTERNAL = { accept: 'application/json', 'accept-encoding': 'identity' };
const call = flag('--call', '');

async function answer(res) {
  if (call) {
    const reply = await fetch(call, { headers: INTERNAL });
    if (!reply.ok || !(await reply.json())) throw new Error(`${call}: ${reply.status}`);
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(renderToString(tree));
}

const { tree, bytes } = await pageTree(flag('--page', ''));
const rendered = renderToString(tree);
http
  .createServer((_req, res) => {
    answer(res).catch((err) => {
      res.writeHead(502).end(String(err));
    });
  })
  .listen(Number(flag('--port', '0')), '127.0.0.1', () => {
    console.log(JSON.stringify({ ready: true, pageBytes: bytes, renderedBytes: rendered.length }));
  });
