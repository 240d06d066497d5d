/**
 * A deterministic synthetic site for the benchmark, served on loopback from memory.
 *
 * Nothing is pre-rendered: every response is generated on request from its URL, and a
 * page's HTML is a pure function of (seed, pages, page number, external origin). The
 * server holds no per-page state, so a 200,000-page site costs the server a few MB.
 *
 * Shape of the site (N numbered pages, page 0 is `/`):
 * - a tree: page i links to its children i*B+1 … i*B+B (B = 3), so everything is
 *   reachable from `/`; plus a nav bar, a breadcrumb to the parent and random links to
 *   other pages (some relative, some with a #fragment);
 * - ~1.6% of pages are "frame-only": no `<a>` points at them; their parent embeds them with
 *   `<iframe src>` or links a frameset document `/frames/<c>.html` whose `<frame src>` is
 *   the only way in;
 * - dead internal links (`/docs/<sec>/removed-<k>.html`, ~1 in 2 pages) and dead images
 *   (`/img/missing-<k>.png`), drawn from small pools so a dead URL has several referrers;
 * - redirects `/r/<n>` → 301 → page n (always a live page already reachable otherwise);
 * - external links to a second loopback host (127.0.0.2) with 300 distinct URLs, of
 *   which a planted ~5% answer 404;
 * - images, a stylesheet, a script, a favicon, and a mailto on some pages.
 *
 * The expected answer (dead URLs, page count) is computed by a walk over page numbers
 * using the same link plan the renderer uses — never by rendering or parsing HTML.
 */
import http from 'node:http';

/** Tree fan-out: page i's children are i*B+1 … i*B+B. */
const B = 3;
/** Distinct external URLs. */
const EXTERNAL_URLS = 300;
/** Distinct live images. */
const IMAGES = 400;
const SECTIONS = ['guide', 'api', 'reference', 'tutorials', 'howto', 'concepts', 'blog', 'releases', 'cookbook', 'faq', 'internals', 'community'];

// ---------------------------------------------------------------- randomness

/** 32-bit integer mix of a few integers (order-sensitive). */
function mix(...parts) {
  let h = 0x2f6b1d3a;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x9e3779b1);
    h ^= h >>> 15;
    h = Math.imul(h, 0x85ebca77);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae3d);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A small counter-based PRNG: returns () => float in [0, 1). */
function rng(seed) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    z ^= z >>> 15;
    return (z >>> 0) / 4294967296;
  };
}

const int = (r, n) => Math.floor(r() * n);
const pick = (r, list) => list[int(r, list.length)];

// ---------------------------------------------------------------- words

const WORDS = (
  'the a of to and in for with on by is are be can this that each when from as it its ' +
  'page link site build deploy server client request response cache header status config ' +
  'option value default path folder file route handler module package plugin theme layout ' +
  'template render output input stream buffer queue worker thread process memory timeout ' +
  'retry error warning report summary check crawl index search token parser encoding ' +
  'charset redirect domain host port origin proxy network release version upgrade install ' +
  'command flag argument environment variable secret key schedule workflow action job step ' +
  'artifact log trace metric test fixture example snippet guide section chapter note tip ' +
  'first next then finally also only every some most many few new old fast small large ' +
  'simple clear stable exact local remote public private static dynamic optional required ' +
  'use run set get add remove update create delete read write open close start stop enable ' +
  'disable configure validate resolve normalise follow skip ignore include exclude return'
).split(' ');

const TITLE_WORDS = (
  'Configuring Deploying Understanding Debugging Scaling Securing Testing Migrating Caching ' +
  'Monitoring Extending Building Publishing Routing Indexing Theming Packaging Profiling'
).split(' ');
const TITLE_NOUNS = (
  'the cache layer|request headers|static assets|build output|plugins|redirect rules|' +
  'environment variables|the search index|workers|custom themes|release notes|timeouts|' +
  'the CLI|scheduled jobs|access tokens|local previews|error pages|large sites|sitemaps|' +
  'content negotiation|internationalised URLs|link checks|the HTTP client|the config file'
).split('|');

function makeSentence(r) {
  const n = 8 + int(r, 14);
  let s = '';
  for (let k = 0; k < n; k++) s += (k ? ' ' : '') + pick(r, WORDS);
  return s.charAt(0).toUpperCase() + s.slice(1) + (r() < 0.15 ? '?' : '.');
}

function escapeHtml(s) {
  return s.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

// ---------------------------------------------------------------- the site

/**
 * @param {{ pages: number, seed?: number, host?: string, externalHost?: string }} options
 */
export function createSite({ pages, seed = 1, host = '127.0.0.1', externalHost = '127.0.0.2' }) {
  const N = Math.floor(pages);
  if (!(N >= 1)) throw new Error(`pages must be a positive integer, got ${pages}`);
  const S = seed | 0;
  const deadPagePool = Math.max(8, Math.floor(N / 25));
  const deadImagePool = Math.max(4, Math.floor(N / 250));
  // Page text is drawn from a pool of sentences made once per seed: rendering stays a pure
  // function of the page number but costs the server little CPU (it shares the cores).
  const sentencePool = [];
  {
    const r = rng(mix(S, 0x5e47));
    for (let k = 0; k < 4096; k++) sentencePool.push(makeSentence(r));
  }
  const sentence = (r) => sentencePool[int(r, sentencePool.length)];

  // ---- URL space (pure functions of numbers)
  const section = (i) => SECTIONS[mix(S, i, 1) % SECTIONS.length];
  const pagePath = (i) => (i === 0 ? '/' : `/docs/${section(i)}/page-${i}.html`);
  const framesetPath = (c) => `/frames/${c}.html`;
  const deadPagePath = (k) => `/docs/${SECTIONS[k % SECTIONS.length]}/removed-${k}.html`;
  const deadImagePath = (k) => `/img/missing-${k}.png`;
  const extPath = (k) => `/ext/${k}`;
  const extIsDead = (k) => mix(S, k, 11) % 20 === 0;
  /** A frame-only page: reachable only through its parent's iframe or a frameset doc. */
  const isFrameOnly = (c) => c > B + B * B && c < N && mix(S, c, 7) % 64 === 0;
  /** How a frame-only page is embedded: 'iframe' or 'frameset'. */
  const frameKind = (c) => (mix(S, c, 8) & 1 ? 'frameset' : 'iframe');
  const parentOf = (i) => Math.floor((i - 1) / B);
  /** Any page number → one that may be the target of an `<a>` (not frame-only). */
  const linkable = (i) => {
    while (isFrameOnly(i)) i = parentOf(i);
    return i;
  };

  /**
   * The link plan of page i: every link target, no text. The renderer and the walk both
   * use it, so the expected answer matches the HTML by construction.
   * Kinds: page (a to page j), child, iframe (to frame-only child), frameset (a to the
   * frameset doc of child c), redirect (a to /r/n), dead (a to dead page k), img, deadimg,
   * ext (a to external k), mailto.
   */
  function plan(i) {
    const r = rng(mix(S, N, i, 1));
    const items = [];
    // random in-site links (5–6), some relative, some with a fragment
    const nRandom = 5 + int(r, 2);
    for (let k = 0; k < nRandom; k++) {
      items.push({ kind: 'page', n: linkable(int(r, N)), rel: r() < 0.3, frag: r() < 0.2 ? 1 + int(r, 4) : 0 });
    }
    if (r() < 0.3) items.push({ kind: 'redirect', n: linkable(int(r, N)) });
    if (r() < 0.5) items.push({ kind: 'dead', n: int(r, deadPagePool), rel: r() < 0.3 });
    const nExt = 2 + int(r, 2);
    for (let k = 0; k < nExt; k++) items.push({ kind: 'ext', n: int(r, EXTERNAL_URLS) });
    const nImg = 1 + int(r, 2);
    for (let k = 0; k < nImg; k++) items.push({ kind: 'img', n: int(r, IMAGES) });
    if (r() < 0.08) items.push({ kind: 'deadimg', n: int(r, deadImagePool) });
    if (r() < 0.3) items.push({ kind: 'mailto', n: int(r, 50) });
    // shuffle so kinds are spread through the text
    for (let k = items.length - 1; k > 0; k--) {
      const j = int(r, k + 1);
      [items[k], items[j]] = [items[j], items[k]];
    }
    // tree children (rendered in their own section)
    const children = [];
    for (let j = 1; j <= B; j++) {
      const c = i * B + j;
      if (c >= N) break;
      if (isFrameOnly(c)) children.push({ kind: frameKind(c), n: c });
      else children.push({ kind: 'child', n: c });
    }
    return { items, children };
  }

  /** Nav bar targets: a few fixed "popular" pages. */
  const navPages = [1, 2, 3, 5, 8].filter((p) => p < N).map(linkable);

  const title = (i) => {
    if (i === 0) return 'Example Docs';
    const r = rng(mix(S, i, 3));
    return `${pick(r, TITLE_WORDS)} ${pick(r, TITLE_NOUNS)} (${i})`;
  };

  function relativeHref(from, to) {
    if (to === 0) return '/';
    if (from === 0) return `docs/${section(to)}/page-${to}.html`;
    return section(from) === section(to) ? `page-${to}.html` : `../${section(to)}/page-${to}.html`;
  }
  function relativeDeadHref(from, k) {
    const p = deadPagePath(k);
    if (from === 0) return p.slice(1);
    return `../${p.split('/').slice(2).join('/')}`;
  }

  // ---- the walk: expected pages and dead links, from the plans alone
  let walked;
  function walk() {
    if (walked) return walked;
    const seen = new Uint8Array(N);
    const framesets = new Set();
    const deadPages = new Set();
    const deadImages = new Set();
    const deadExt = new Set();
    const stack = [0];
    seen[0] = 1;
    const visit = (j) => {
      if (!seen[j]) {
        seen[j] = 1;
        stack.push(j);
      }
    };
    for (const j of navPages) visit(j);
    while (stack.length) {
      const i = stack.pop();
      const { items, children } = plan(i);
      if (i > 0) visit(linkable(parentOf(i)));
      for (const it of items) {
        if (it.kind === 'page' || it.kind === 'redirect') visit(it.n);
        else if (it.kind === 'dead') deadPages.add(it.n);
        else if (it.kind === 'deadimg') deadImages.add(it.n);
        else if (it.kind === 'ext' && extIsDead(it.n)) deadExt.add(it.n);
      }
      for (const c of children) {
        if (c.kind === 'frameset') framesets.add(c.n);
        visit(c.n);
      }
      for (const j of navPages) visit(j);
    }
    let reachable = 0;
    for (let i = 0; i < N; i++) reachable += seen[i];
    walked = { seen, reachable, framesets, deadPages, deadImages, deadExt };
    return walked;
  }

  // ---- rendering
  const STYLESHEET = `/* site.css */\n${'body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#222}\n'.repeat(30)}`;
  const SCRIPT = `/* app.js */\ndocument.documentElement.classList.add('js');\n${'// analytics placeholder\n'.repeat(20)}`;
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f2e0000000049454e44ae426082',
    'hex',
  );

  function linkHtml(i, it, r, extOrigin) {
    switch (it.kind) {
      case 'page': {
        const href = (it.rel ? relativeHref(i, it.n) : pagePath(it.n)) + (it.frag ? `#section-${it.frag}` : '');
        return `<a href="${href}">${escapeHtml(title(it.n))}</a>`;
      }
      case 'redirect':
        return `<a href="/r/${it.n}">the moved page</a>`;
      case 'dead':
        return `<a href="${it.rel ? relativeDeadHref(i, it.n) : deadPagePath(it.n)}">an older page</a>`;
      case 'ext':
        return `<a href="${extOrigin}${extPath(it.n)}" rel="noopener">${pick(r, WORDS)} on the partner site</a>`;
      case 'mailto':
        return `<a href="mailto:author${it.n}@example.com">write to the author</a>`;
      case 'img':
        return `<img src="/img/${it.n}.png" alt="${pick(r, WORDS)} diagram" width="640" height="360" loading="lazy">`;
      case 'deadimg':
        return `<img src="${deadImagePath(it.n)}" alt="a lost diagram" width="320" height="200">`;
      default:
        throw new Error(`unknown link kind ${it.kind}`);
    }
  }

  /** Render page i's HTML. Pure in (seed, N, i, extOrigin). */
  function renderPage(i, extOrigin) {
    const r = rng(mix(S, N, i, 2));
    const { items, children } = plan(i);
    const t = escapeHtml(title(i));
    const target = 5400 + int(r, 3600); // total size aimed at, bytes
    let head =
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
      `<title>${t} — Example Docs</title>\n` +
      `<meta name="description" content="${escapeHtml(sentence(r))}">\n` +
      `<link rel="stylesheet" href="/static/site.css">\n<link rel="icon" href="/static/favicon.ico">\n` +
      `<script src="/static/app.js" defer></script>\n</head>\n<body>\n<header class="top">\n<nav aria-label="Main">\n` +
      `<a href="/" class="brand">Example Docs</a>\n`;
    for (const p of navPages) head += `<a href="${pagePath(p)}">${escapeHtml(title(p))}</a>\n`;
    head += `</nav>\n</header>\n<main id="content">\n`;
    if (i > 0) {
      const p = linkable(parentOf(i));
      head += `<nav class="breadcrumb"><a href="${pagePath(p)}">${escapeHtml(title(p))}</a> › <span>${t}</span></nav>\n`;
    }
    head += `<article>\n<h1>${t}</h1>\n`;

    let tail = '';
    if (children.length) {
      tail += `<section class="children">\n<h2 id="children">In this section</h2>\n<ul>\n`;
      for (const c of children) {
        if (c.kind === 'child') tail += `<li><a href="${pagePath(c.n)}">${escapeHtml(title(c.n))}</a></li>\n`;
        else if (c.kind === 'frameset') tail += `<li><a href="${framesetPath(c.n)}">${escapeHtml(title(c.n))} (framed view)</a></li>\n`;
        else tail += `</ul>\n<iframe src="${pagePath(c.n)}" title="${escapeHtml(title(c.n))}" width="100%" height="400"></iframe>\n<ul>\n`;
      }
      tail += `</ul>\n</section>\n`;
    }
    tail +=
      `</article>\n</main>\n<footer>\n<p>© Example Docs. Built from commit ${(mix(S, i, 9) >>> 0).toString(16).padStart(8, '0')}.</p>\n` +
      `</footer>\n</body>\n</html>\n`;

    // body: paragraphs carrying the link plan, grown until the page reaches its target size
    let body = '';
    let next = 0;
    let sec = 0;
    while (next < items.length || head.length + body.length + tail.length < target) {
      if (r() < 0.2 || sec === 0) {
        sec++;
        body += `<h2 id="section-${sec}">${escapeHtml(sentence(r).slice(0, -1))}</h2>\n`;
      }
      let p = '<p>';
      const nSentences = 2 + int(r, 3);
      for (let k = 0; k < nSentences; k++) {
        p += (k ? ' ' : '') + sentence(r);
        if (next < items.length && r() < 0.5) {
          const it = items[next++];
          if (it.kind === 'img' || it.kind === 'deadimg') p += `</p>\n<figure>${linkHtml(i, it, r, extOrigin)}</figure>\n<p>${sentence(r)}`;
          else p += ` See ${linkHtml(i, it, r, extOrigin)}.`;
        }
      }
      body += `${p}</p>\n`;
      if (head.length + body.length + tail.length > 9600 && next < items.length) {
        // out of room: place the rest in a compact list
        body += '<ul class="more">\n';
        while (next < items.length) body += `<li>${linkHtml(i, items[next++], r, extOrigin)}</li>\n`;
        body += '</ul>\n';
      }
    }
    return head + body + tail;
  }

  function renderFrameset(c) {
    const t = escapeHtml(title(c));
    return (
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${t} — framed</title>\n</head>\n` +
      `<frameset cols="25%,75%">\n<frame src="/" name="index">\n<frame src="${pagePath(c)}" name="content">\n` +
      `</frameset>\n</html>\n`
    );
  }

  /**
   * Answer one request path on the main site: { status, type, body, location? }.
   * Pure: no state, nothing cached.
   */
  function respond(path, extOrigin) {
    const q = path.indexOf('?');
    if (q >= 0) path = path.slice(0, q);
    if (path === '/') return html(200, renderPage(0, extOrigin));
    let m = /^\/docs\/([a-z]+)\/page-(\d+)\.html$/.exec(path);
    if (m) {
      const i = Number(m[2]);
      if (i > 0 && i < N && m[2] === String(i) && section(i) === m[1]) return html(200, renderPage(i, extOrigin));
      return notFound();
    }
    m = /^\/r\/(\d+)$/.exec(path);
    if (m) {
      const n = Number(m[1]);
      if (n < N && m[1] === String(n)) {
        return { status: 301, type: 'text/html; charset=utf-8', body: '<p>Moved.</p>\n', location: pagePath(n) };
      }
      return notFound();
    }
    m = /^\/frames\/(\d+)\.html$/.exec(path);
    if (m) {
      const c = Number(m[1]);
      if (m[1] === String(c) && isFrameOnly(c) && frameKind(c) === 'frameset') return html(200, renderFrameset(c));
      return notFound();
    }
    m = /^\/img\/(\d+)\.png$/.exec(path);
    if (m && Number(m[1]) < IMAGES && m[1] === String(Number(m[1]))) return { status: 200, type: 'image/png', body: PNG };
    if (path === '/static/site.css') return { status: 200, type: 'text/css; charset=utf-8', body: STYLESHEET };
    if (path === '/static/app.js') return { status: 200, type: 'text/javascript; charset=utf-8', body: SCRIPT };
    if (path === '/static/favicon.ico') return { status: 200, type: 'image/x-icon', body: PNG };
    if (path === '/robots.txt') return { status: 200, type: 'text/plain; charset=utf-8', body: 'User-agent: *\nAllow: /\n' };
    return notFound();
  }

  function respondExternal(path) {
    const m = /^\/ext\/(\d+)$/.exec(path.split('?')[0]);
    if (m && m[1] === String(Number(m[1])) && Number(m[1]) < EXTERNAL_URLS && !extIsDead(Number(m[1]))) {
      return html(200, `<!DOCTYPE html>\n<title>Partner page ${m[1]}</title>\n<p>Partner content.</p>\n`);
    }
    return notFound();
  }

  function html(status, body) {
    return { status, type: 'text/html; charset=utf-8', body };
  }
  function notFound() {
    return { status: 404, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html>\n<title>Not found</title>\n<h1>404 Not Found</h1>\n' };
  }

  // ---- serving
  /** Request counters (main and external host together; `external` and `pageGets` break them down). */
  const stats = { requests: 0, get: 0, head: 0, other: 0, notFound: 0, redirects: 0, bytes: 0, external: 0, pageGets: 0 };

  function serve(answer, req, res, external) {
    stats.requests++;
    if (external) stats.external++;
    if (req.method === 'GET') stats.get++;
    else if (req.method === 'HEAD') stats.head++;
    else stats.other++;
    let a;
    try {
      const u = req.url ?? '/';
      a = u.startsWith('/') ? answer(u) : notFound();
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
      return;
    }
    if (a.status === 404) stats.notFound++;
    if (a.status === 301) stats.redirects++;
    if (!external && req.method === 'GET' && a.status === 200 && a.type.startsWith('text/html')) stats.pageGets++;
    const bytes = typeof a.body === 'string' ? Buffer.byteLength(a.body) : a.body.length;
    const headers = { 'content-type': a.type, 'content-length': bytes };
    if (a.location) headers.location = a.location;
    res.writeHead(a.status, headers);
    if (req.method === 'HEAD') res.end();
    else {
      stats.bytes += bytes;
      res.end(a.body);
    }
  }

  function listen(server, h, port) {
    server.keepAliveTimeout = 60_000;
    server.headersTimeout = 65_000;
    server.requestTimeout = 0;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port ?? 0, h, () => {
        server.off('error', reject);
        resolve(server.address().port);
      });
    });
  }

  let origin;
  let extOrigin;

  return {
    pages: N,
    seed: S,
    /** Reachable HTML documents: every numbered page plus the frameset documents. */
    get expectedPages() {
      const w = walk();
      return w.reachable + w.framesets.size;
    },
    /** Dead URLs reachable from `/`, as paths (internal) and external keys; origin-free. */
    get expectedDeadPaths() {
      const w = walk();
      return {
        internal: [...[...w.deadPages].map(deadPagePath), ...[...w.deadImages].map(deadImagePath)].sort(),
        external: [...w.deadExt].sort((a, b) => a - b).map(extPath),
      };
    },
    /**
     * The exact set of dead URLs reachable from `/`, absolute WHATWG hrefs. The URLs carry
     * the servers' ports, so this is only available after start().
     */
    get expectedDead() {
      if (!origin) throw new Error('expectedDead is known after start() (the URLs carry the ports)');
      const d = this.expectedDeadPaths;
      return new Set([...d.internal.map((p) => new URL(p, origin).href), ...d.external.map((p) => new URL(p, extOrigin).href)]);
    },
    /** Paths of every reachable HTML document (what a crawler must fetch and parse). */
    *pagePaths() {
      const w = walk();
      for (let i = 0; i < N; i++) if (w.seen[i]) yield pagePath(i);
      for (const c of [...w.framesets].sort((a, b) => a - b)) yield framesetPath(c);
    },
    /** The link plan of page i (for tests). */
    plan,
    pagePath,
    /** Render the response to a path without a server (for tests): { status, type, body, location? }. */
    respond,
    respondExternal,
    renderPage,
    stats,
    /**
     * Start both servers. Ports default to 0 (any free port).
     * @returns {Promise<{ url: string, externalOrigin: string, close(): Promise<void> }>}
     */
    async start({ port, externalPort } = {}) {
      if (origin) throw new Error('site already started');
      const ext = http.createServer((req, res) => {
        serve((p) => respondExternal(p), req, res, true);
      });
      const extPortActual = await listen(ext, externalHost, externalPort);
      const eo = `http://${externalHost}:${extPortActual}`;
      const main = http.createServer((req, res) => serve((p) => respond(p, eo), req, res));
      let mainPort;
      try {
        mainPort = await listen(main, host, port);
      } catch (err) {
        ext.close();
        throw err;
      }
      origin = `http://${host}:${mainPort}`;
      extOrigin = eo;
      const closeOne = (s) =>
        new Promise((resolve) => {
          s.close(() => resolve());
          s.closeAllConnections();
        });
      return {
        url: `${origin}/`,
        externalOrigin: extOrigin,
        close: async () => {
          await Promise.all([closeOne(main), closeOne(ext)]);
        },
      };
    },
  };
}
