/**
 * The HTML report's script (src/report/html.ts inlines it; the page's CSP allows it by its hash).
 * It reads the embedded report with JSON.parse and builds every element with createElement and
 * textContent: no string of the report is ever parsed as HTML, and a link's `href` is set only for
 * http(s) URLs. It shows one page of rows at a time (100), so 100,000 links filter and draw as fast
 * as 100. Plain browser JavaScript in a string (no template literals, so it can sit in one):
 * test/integration/html-report.test.ts drives it in headless Chromium.
 */
import { CLIENT_VIEW } from './html-view.js';

const CLIENT_DATA = String.raw`
var raw = JSON.parse(document.getElementById('linkspider-data').textContent);
var report = raw.report;
var lists = raw.lists || {};
var pageList = raw.pages || [];
var ctx = raw.context || {};
var files = ctx.files || {};
var fileUrls = ctx.fileUrls || {};
var sources = ctx.sources || {};
var PAGE_SIZE = 100;
var PLACES_SHOWN = 5;
var STATES = ['dead', 'warning', 'blocked', 'moved', 'orphan', 'mailto'];
var STATE_LABEL = { dead: 'dead', warning: 'warning', blocked: 'blocked', moved: 'moved', orphan: 'orphan', mailto: 'mailto' };

function el(tag, cls, text) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}
function hostOf(url) {
  var m = /^[a-z][a-z0-9+.-]*:\/\/([^\/?#]*)/i.exec(url);
  if (m) return m[1].replace(/^[^@]*@/, '').toLowerCase();
  if (/^mailto:/i.test(url)) return url.slice(url.indexOf('@') + 1).toLowerCase();
  return url.charAt(0) === '/' ? '(this site)' : '(none)';
}
function isWeb(url) {
  return typeof url === 'string' && /^https?:\/\/[^\s]/i.test(url);
}
function link(url, label) {
  if (!isWeb(url)) return el('code', '', label || url);
  var a = el('a', '', label || url);
  a.href = url;
  a.rel = 'noopener noreferrer';
  return a;
}
function num(n) {
  return Number(n || 0).toLocaleString('en');
}
function reasonOf(r) {
  return r.reason || (r.status !== undefined ? 'HTTP ' + r.status : r.error || '');
}
function day(iso) {
  return typeof iso === 'string' ? iso.slice(0, 10) : '';
}

var items = [];
function addLink(state, r) {
  items.push({
    state: state,
    url: String(r.url),
    host: hostOf(String(r.url)),
    reason: state === 'moved' ? 'moved (HTTP ' + r.status + ')' : reasonOf(r),
    refs: (r.refs || []).map(function (a) { return { page: pageList[a[0]], line: a[1], column: a[2], text: a[3] || '' }; }),
    since: r.since || r.failingSince,
    runs: r.failingRuns,
    to: state === 'moved' ? r.to : r.goneToHome,
    internal: r.internal,
    archive: r.archive,
    known: r.known,
  });
}
(lists.dead || []).forEach(function (r) { addLink('dead', r); });
(lists.warnings || []).forEach(function (r) { addLink('warning', r); });
(lists.blocked || []).forEach(function (r) { addLink('blocked', r); });
(lists.moved || []).forEach(function (r) { addLink('moved', r); });
(report.orphans || []).forEach(function (url) {
  items.push({ state: 'orphan', url: String(url), host: hostOf(String(url)), reason: 'no page links to it', refs: [], internal: true });
});
(report.mailto || []).forEach(function (m) {
  var url = 'mailto:' + m.address;
  var refs = (m.pages || []).map(function (p) { return { page: p }; });
  items.push({ state: 'mailto', url: url, host: hostOf(url), reason: 'e-mail address', refs: refs, internal: true });
});
items.forEach(function (it, i) { it.order = i; });

function haystack(it) {
  if (it.hay === undefined) {
    var parts = [it.url, it.reason, it.to || ''];
    for (var i = 0; i < it.refs.length; i++) parts.push(it.refs[i].page || '', it.refs[i].text || '');
    it.hay = parts.join('\n').toLowerCase();
  }
  return it.hay;
}
function refOnPage(ref, page) {
  return !page || (typeof ref.page === 'string' && ref.page.toLowerCase().indexOf(page) >= 0);
}
function matches(it, f) {
  if (f.state && it.state !== f.state) return false;
  if (f.host && it.host !== f.host) return false;
  if (f.reason && it.reason !== f.reason) return false;
  if (f.page && !(it.state === 'orphan' ? refOnPage({ page: it.url }, f.page) : it.refs.some(function (r) { return refOnPage(r, f.page); }))) return false;
  if (f.q && haystack(it).indexOf(f.q) < 0) return false;
  return true;
}
function cmpText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var SORTS = {
  places: function (a, b) { return b.refs.length - a.refs.length || cmpText(a.url, b.url); },
  url: function (a, b) { return cmpText(a.url, b.url); },
  host: function (a, b) { return cmpText(a.host, b.host) || cmpText(a.url, b.url); },
  reason: function (a, b) { return cmpText(a.reason, b.reason) || cmpText(a.url, b.url); },
  state: function (a, b) { return STATES.indexOf(a.state) - STATES.indexOf(b.state) || a.order - b.order; },
  since: function (a, b) { return cmpText(a.since || '9999', b.since || '9999') || (b.runs || 0) - (a.runs || 0) || cmpText(a.url, b.url); },
};
function countBy(list, key) {
  var counts = new Map();
  list.forEach(function (it) { var k = it[key]; counts.set(k, (counts.get(k) || 0) + 1); });
  return Array.from(counts.entries()).sort(function (a, b) { return b[1] - a[1] || cmpText(a[0], b[0]); });
}
/** One row per page: its problems (each link with its place on that page), pages with most first. */
function byPage(list, f) {
  var pages = new Map();
  function put(page, it, ref) {
    var g = pages.get(page);
    if (!g) pages.set(page, (g = { page: page, rows: [] }));
    g.rows.push({ it: it, ref: ref });
  }
  list.forEach(function (it) {
    if (it.state === 'orphan') return put(it.url, it, undefined);
    it.refs.forEach(function (ref) { if (refOnPage(ref, f.page)) put(String(ref.page), it, ref); });
  });
  var groups = Array.from(pages.values());
  groups.forEach(function (g) {
    g.rows.sort(function (a, b) { return ((a.ref && a.ref.line) || 0) - ((b.ref && b.ref.line) || 0) || ((a.ref && a.ref.column) || 0) - ((b.ref && b.ref.column) || 0); });
  });
  var sort = f.sort === 'url' || f.sort === 'host' ? function (a, b) { return cmpText(a.page, b.page); } : function (a, b) { return b.rows.length - a.rows.length || cmpText(a.page, b.page); };
  return groups.sort(sort);
}
`;

/** The whole script, run once in its own scope. */
export const CLIENT_SCRIPT = `\n(function () {\n'use strict';\n${CLIENT_DATA}${CLIENT_VIEW}})();\n`;
