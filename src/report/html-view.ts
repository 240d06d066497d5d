/**
 * The HTML report's script, second part: the page it draws from the rows html-client.ts made (run
 * facts and counts, the trend chart, the controls, one page of the table, the pager). Every string
 * of the report goes in as textContent; see html-client.ts.
 */
export const CLIENT_VIEW = String.raw`
var root = el('main');
document.body.appendChild(root);

function header() {
  var run = report.run || {};
  root.appendChild(el('h1', '', 'linkspider report'));
  var p = el('p', 'run muted');
  var starts = run.startUrls || [];
  p.appendChild(document.createTextNode((starts.length > 1 ? 'Checked ' + starts.length + ' start URLs from ' : 'Checked ')));
  if (starts.length > 0) p.appendChild(link(starts[0]));
  var when = ' on ' + String(run.startedAt || '').replace('T', ' ').slice(0, 19) + ' UTC';
  var took = run.durationMs !== undefined ? ', ' + (run.durationMs / 1000).toFixed(1) + ' s' : '';
  p.appendChild(document.createTextNode(when + took + (run.version ? ', linkspider ' + run.version : '') + (run.shard ? ', shard ' + run.shard : '')));
  root.appendChild(p);
  if (run.incomplete) root.appendChild(el('p', 'notice', 'The run stopped early (' + (run.incompleteReason || 'incomplete') + '): not every link was checked.'));
  var c = report.counts || {};
  var list = el('ul', 'counts');
  var facts = [['pages', c.pages], ['links', c.links], ['dead', c.dead], ['warning', c.warnings, 'warnings'], ['blocked', c.blocked], ['moved', (lists.moved || []).length],
    ['orphan', (report.orphans || []).length, 'orphans'], ['mailto', c.mailto], ['fixed', (run.fixed || []).length]];
  facts.forEach(function (f) {
    if (f[1] === undefined) return;
    var li = el('li', f[0]);
    li.appendChild(el('b', '', num(f[1])));
    li.appendChild(document.createTextNode(f[2] || f[0]));
    list.appendChild(li);
  });
  root.appendChild(list);
}

var SVG = 'http://www.w3.org/2000/svg';
function svg(tag, attrs, text) {
  var e = document.createElementNS(SVG, tag);
  Object.keys(attrs).forEach(function (k) { e.setAttribute(k, String(attrs[k])); });
  if (text !== undefined) e.textContent = String(text);
  return e;
}
/** Dead links and warnings per run, from the report's history (two runs or more). */
function trend() {
  var rows = Array.isArray(report.history) ? report.history.filter(function (h) { return h && typeof h === 'object'; }) : [];
  if (rows.length < 2) return;
  var box = el('section', 'trend');
  box.appendChild(el('h2', '', 'Dead links and warnings per run'));
  var W = 720, H = 220, L = 44, R = 12, T = 12, B = 36;
  var max = 1;
  rows.forEach(function (h) { max = Math.max(max, Number(h.dead) || 0, Number(h.warnings) || 0); });
  var x = function (i) { return L + (i * (W - L - R)) / (rows.length - 1); };
  var y = function (v) { return T + (H - T - B) * (1 - (Number(v) || 0) / max); };
  var chart = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': 'Dead links and warnings in the last ' + rows.length + ' runs' });
  chart.appendChild(svg('line', { class: 'axis', x1: L, y1: H - B, x2: W - R, y2: H - B }));
  chart.appendChild(svg('line', { class: 'axis', x1: L, y1: T, x2: L, y2: H - B }));
  chart.appendChild(svg('text', { x: L - 6, y: T + 4, 'text-anchor': 'end' }, num(max)));
  chart.appendChild(svg('text', { x: L - 6, y: H - B + 4, 'text-anchor': 'end' }, '0'));
  chart.appendChild(svg('text', { x: L, y: H - B + 16 }, day(rows[0].startedAt)));
  chart.appendChild(svg('text', { x: W - R, y: H - B + 16, 'text-anchor': 'end' }, day(rows[rows.length - 1].startedAt)));
  ['dead', 'warnings'].forEach(function (key) {
    var cls = key === 'dead' ? 'dead' : 'warning';
    var points = rows.map(function (h, i) { return x(i).toFixed(1) + ',' + y(h[key]).toFixed(1); }).join(' ');
    chart.appendChild(svg('polyline', { class: cls, points: points }));
    rows.forEach(function (h, i) {
      var dot = svg('circle', { class: cls, cx: x(i).toFixed(1), cy: y(h[key]).toFixed(1), r: 3 });
      dot.appendChild(svg('title', {}, day(h.startedAt) + ': ' + num(h.dead) + ' dead, ' + num(h.warnings) + ' warnings' + (h.partial ? ' (partial run)' : '')));
      chart.appendChild(dot);
    });
  });
  chart.appendChild(svg('text', { x: L + 4, y: H - 4, class: 'legend' }, '\u2014 dead   \u2014 warnings'));
  box.appendChild(chart);
  var last = rows[rows.length - 1];
  box.appendChild(el('p', 'muted', 'Last run: ' + num(last.dead) + ' dead, ' + num(last.warnings) + ' warnings' +
    (last.newDead !== undefined ? ', ' + num(last.newDead) + ' newly dead' : '') + (last.fixed !== undefined ? ', ' + num(last.fixed) + ' fixed' : '') + '.'));
  root.appendChild(box);
}

var state = { state: '', host: '', reason: '', page: '', q: '', sort: 'places', group: 'link', at: 0 };
var controls = {};
function field(label, input) {
  var l = el('label', '', label);
  l.appendChild(input);
  return l;
}
function select(name, options) {
  var s = el('select');
  s.name = name;
  options.forEach(function (o) {
    var opt = el('option', '', o[1]);
    opt.value = o[0];
    s.appendChild(opt);
  });
  return s;
}
function controlBar() {
  var bar = el('form', 'controls');
  bar.setAttribute('role', 'search');
  bar.addEventListener('submit', function (e) { e.preventDefault(); });
  var states = countBy(items, 'state').map(function (c) { return [c[0], STATE_LABEL[c[0]] + ' (' + num(c[1]) + ')']; });
  var hosts = countBy(items, 'host').slice(0, 2000).map(function (c) { return [c[0], c[0] + ' (' + num(c[1]) + ')']; });
  var reasons = countBy(items, 'reason').slice(0, 500).map(function (c) { return [c[0], (c[0].length > 60 ? c[0].slice(0, 59) + '\u2026' : c[0]) + ' (' + num(c[1]) + ')']; });
  controls.q = el('input');
  controls.q.type = 'search';
  controls.q.placeholder = 'URL, link text, page, reason';
  controls.state = select('state', [['', 'all (' + num(items.length) + ')']].concat(states));
  controls.host = select('host', [['', 'all hosts']].concat(hosts));
  controls.reason = select('reason', [['', 'all reasons']].concat(reasons));
  controls.page = el('input');
  controls.page.type = 'search';
  controls.page.placeholder = 'part of a page URL';
  controls.sort = select('sort', [['places', 'most places'], ['url', 'URL'], ['host', 'host'], ['reason', 'reason'], ['state', 'state'], ['since', 'failing longest']]);
  controls.group = select('group', [['link', 'by link'], ['page', 'by page']]);
  bar.appendChild(field('Search', controls.q));
  bar.appendChild(field('State', controls.state));
  bar.appendChild(field('Host', controls.host));
  bar.appendChild(field('Reason', controls.reason));
  bar.appendChild(field('Page', controls.page));
  bar.appendChild(field('Sort', controls.sort));
  bar.appendChild(field('Group', controls.group));
  var timer;
  var typed = function () {
    clearTimeout(timer);
    timer = setTimeout(update, 120);
  };
  controls.q.addEventListener('input', typed);
  controls.page.addEventListener('input', typed);
  ['state', 'host', 'reason', 'sort', 'group'].forEach(function (k) { controls[k].addEventListener('change', update); });
  root.appendChild(bar);
}

var table, body, head, status, pagers = [];
function pagerBar() {
  var bar = el('nav', 'pager');
  bar.setAttribute('aria-label', 'Result pages');
  var buttons = { first: el('button', '', '\u00ab First'), prev: el('button', '', '\u2039 Previous'), next: el('button', '', 'Next \u203a'), last: el('button', '', 'Last \u00bb') };
  Object.keys(buttons).forEach(function (k) {
    buttons[k].type = 'button';
    buttons[k].dataset.go = k;
    buttons[k].addEventListener('click', function () { go(k); });
  });
  bar.appendChild(buttons.first);
  bar.appendChild(buttons.prev);
  var where = el('span', 'muted');
  bar.appendChild(where);
  bar.appendChild(buttons.next);
  bar.appendChild(buttons.last);
  pagers.push({ buttons: buttons, where: where });
  return bar;
}
function results() {
  status = el('p', 'muted');
  status.id = 'status';
  status.setAttribute('aria-live', 'polite');
  root.appendChild(status);
  root.appendChild(pagerBar());
  table = el('table');
  head = el('thead');
  body = el('tbody');
  table.appendChild(head);
  table.appendChild(body);
  root.appendChild(table);
  root.appendChild(pagerBar());
}

var shown = [];
function update() {
  state.q = controls.q.value.trim().toLowerCase();
  state.page = controls.page.value.trim().toLowerCase();
  ['state', 'host', 'reason', 'sort', 'group'].forEach(function (k) { state[k] = controls[k].value; });
  var found = items.filter(function (it) { return matches(it, state); });
  shown = state.group === 'page' ? byPage(found, state) : found.sort(SORTS[state.sort] || SORTS.places);
  state.found = found.length;
  state.at = 0;
  draw();
}
function go(where) {
  var last = Math.max(0, Math.ceil(shown.length / PAGE_SIZE) - 1);
  var page = Math.floor(state.at / PAGE_SIZE);
  page = where === 'first' ? 0 : where === 'prev' ? page - 1 : where === 'next' ? page + 1 : last;
  state.at = Math.max(0, Math.min(last, page)) * PAGE_SIZE;
  draw();
}
function headRow(names) {
  var tr = el('tr');
  names.forEach(function (n) {
    var th = el('th', n[1], n[0]);
    th.scope = 'col';
    tr.appendChild(th);
  });
  head.replaceChildren(tr);
}
function draw() {
  var byPageView = state.group === 'page';
  headRow(byPageView ? [['Page', 'page'], ['Problems', 'count'], ['Links on it', 'links']] : [['State', 'state'], ['Link', 'link'], ['Reason', 'reason'], ['Places', 'places']]);
  var slice = shown.slice(state.at, state.at + PAGE_SIZE);
  body.replaceChildren.apply(body, slice.map(byPageView ? pageRow : linkRow));
  var what = byPageView ? ' pages with ' + num(state.found) + ' links' : ' links';
  var range = shown.length === 0 ? 'Nothing matches.' : 'Showing ' + num(state.at + 1) + '\u2013' + num(state.at + slice.length) + ' of ' + num(shown.length) + what + '.';
  status.textContent = range;
  var pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  var page = Math.floor(state.at / PAGE_SIZE) + 1;
  pagers.forEach(function (p) {
    p.where.textContent = 'page ' + num(page) + ' of ' + num(pages);
    p.buttons.first.disabled = p.buttons.prev.disabled = page <= 1;
    p.buttons.next.disabled = p.buttons.last.disabled = page >= pages;
  });
}

function pageLink(page) {
  var file = files[page];
  return link(page, file || page);
}
function place(ref) {
  var li = el('li');
  li.appendChild(pageLink(String(ref.page)));
  if (ref.line !== undefined) li.appendChild(el('span', 'pos', ' ' + ref.line + ':' + ref.column));
  var prefix = fileUrls[files[ref.page]];
  if (prefix && ref.line !== undefined) {
    li.appendChild(document.createTextNode(' '));
    li.appendChild(link(prefix + ref.line, 'source'));
  }
  if (ref.text) li.appendChild(el('span', 'text', ' \u201c' + ref.text + '\u201d'));
  return li;
}
function sourcePlace(hit) {
  var li = el('li');
  li.appendChild(document.createTextNode('source '));
  li.appendChild(hit.url ? link(hit.url, hit.file + ':' + hit.line) : el('code', '', hit.file + ':' + hit.line));
  return li;
}
function placesCell(it) {
  var td = el('td', 'places');
  var ul = el('ul', 'places');
  var fill = function (n) {
    ul.replaceChildren.apply(ul, it.refs.slice(0, n).map(place));
    (sources[it.url] || []).forEach(function (hit) { ul.appendChild(sourcePlace(hit)); });
  };
  fill(PLACES_SHOWN);
  td.appendChild(ul);
  if (it.refs.length > PLACES_SHOWN) {
    var more = el('button', 'more', 'Show all ' + num(it.refs.length) + ' places');
    more.type = 'button';
    more.addEventListener('click', function () {
      fill(it.refs.length);
      more.remove();
    });
    td.appendChild(more);
  }
  return td;
}
function stateCell(it) {
  var td = el('td', 'state-' + it.state, STATE_LABEL[it.state]);
  if (it.known) td.appendChild(el('span', 'since', 'known'));
  if (it.since) td.appendChild(el('span', 'since', 'since ' + day(it.since) + (it.runs ? ' (' + it.runs + ' runs)' : '')));
  return td;
}
function linkCell(it) {
  var td = el('td', 'link');
  td.appendChild(link(it.url));
  if (it.internal === false) td.appendChild(el('span', 'muted', ' (external)'));
  if (it.to) {
    var to = el('span', 'to', it.state === 'moved' ? '\u2192 ' : '\u2192 gone to ');
    to.appendChild(link(String(it.to)));
    td.appendChild(to);
  }
  if (it.archive && isWeb(it.archive.url)) {
    var copy = el('span', 'to');
    copy.appendChild(link(it.archive.url, 'archived copy (' + day(it.archive.date) + ')'));
    td.appendChild(copy);
  }
  return td;
}
function linkRow(it) {
  var tr = el('tr');
  tr.appendChild(stateCell(it));
  tr.appendChild(linkCell(it));
  tr.appendChild(el('td', 'reason', it.reason));
  tr.appendChild(placesCell(it));
  return tr;
}
function pageRow(g) {
  var tr = el('tr');
  var td = el('td', 'page');
  td.appendChild(pageLink(g.page));
  tr.appendChild(td);
  tr.appendChild(el('td', 'count', num(g.rows.length)));
  var cell = el('td', 'links');
  var ul = el('ul', 'places');
  var fill = function (n) { ul.replaceChildren.apply(ul, g.rows.slice(0, n).map(problemOnPage)); };
  fill(PAGE_ROWS_SHOWN);
  cell.appendChild(ul);
  if (g.rows.length > PAGE_ROWS_SHOWN) {
    var more = el('button', 'more', 'Show all ' + num(g.rows.length));
    more.type = 'button';
    more.addEventListener('click', function () {
      fill(g.rows.length);
      more.remove();
    });
    cell.appendChild(more);
  }
  tr.appendChild(cell);
  return tr;
}
var PAGE_ROWS_SHOWN = 50;
function problemOnPage(r) {
  var li = el('li');
  if (r.ref && r.ref.line !== undefined) li.appendChild(el('span', 'pos', r.ref.line + ':' + r.ref.column + ' '));
  li.appendChild(el('span', 'state-' + r.it.state, STATE_LABEL[r.it.state] + ' '));
  li.appendChild(link(r.it.url));
  li.appendChild(el('span', 'muted', ' \u2014 ' + r.it.reason));
  if (r.ref && r.ref.text) li.appendChild(el('span', 'text', ' \u201c' + r.ref.text + '\u201d'));
  return li;
}

header();
trend();
controlBar();
results();
update();
document.documentElement.dataset.ready = 'true';
`;
