export const id = 602;
export const ids = [602];
export const modules = {

/***/ 602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseMarkdown: () => (/* binding */ parseMarkdown)
});

// EXTERNAL MODULE: ./node_modules/markdown-it/dist/markdown-it.mjs + 12 modules
var markdown_it = __webpack_require__(77863);
// EXTERNAL MODULE: ./src/extract/lines.ts
var lines = __webpack_require__(4218);
// EXTERNAL MODULE: ./src/extract/html.ts + 9 modules
var extract_html = __webpack_require__(4246);
;// CONCATENATED MODULE: ./src/markdown/document.ts
/**
 * What a Markdown parser adapter gives the checker (one file's links, anchors and line count),
 * and the parts both adapters share: raw HTML through the HTML extractor, link text, line count.
 */

/**
 * Raw HTML: the page extractor reads it; `place` moves a position in the HTML (1-based line and
 * column) to the Markdown file's (the HTML's lines may have lost a container prefix).
 */
function rawHtml(html, place, links, anchors) {
    if (!html.includes('='))
        return; // `</a>`, `<br>`: no attribute, nothing to read
    const page = (0,extract_html/* extractLinks */.rc)(html, { collectAnchors: true });
    for (const link of page.links)
        links.push({ ...link, ...place(link.line, link.column) });
    for (const a of page.anchors ?? [])
        anchors.add(a);
}
/** Link text as the report shows it: whitespace collapsed, at most 200 characters. */
function clip(s) {
    const t = s.replace(/\s+/g, ' ').trim();
    return t.length > 200 ? t.slice(0, 200) : t;
}
/** Lines of a file as `#L10` anchors count them: a final newline ends the last line. */
function countLines(text) {
    if (text === '')
        return 0;
    let n = 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        n++;
    return text.endsWith('\n') ? n - 1 : n;
}

;// CONCATENATED MODULE: ./src/markdown/slug.ts
/**
 * GitHub's heading anchors: the heading's text, lower-cased, with every character that is not a
 * letter, mark, number, connector punctuation, space or hyphen removed, spaces turned into
 * hyphens; a repeated slug gets `-1`, `-2`, \u2026 in order (the rules of github-slugger, which
 * GitHub's renderer follows; written here from those rules, not copied).
 */
const REMOVE = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;
function githubSlug(text) {
    return text.toLowerCase().replace(REMOVE, '').replace(/ /g, '-');
}
/** Slugs of one document, in order: a second `Intro` is `intro-1`, whatever else is named so. */
class Slugger {
    seen = new Map();
    slug(text) {
        const base = githubSlug(text);
        let slug = base;
        while (this.seen.has(slug)) {
            const n = this.seen.get(base) + 1;
            this.seen.set(base, n);
            slug = `${base}-${n}`;
        }
        this.seen.set(slug, 0);
        return slug;
    }
}

;// CONCATENATED MODULE: ./src/markdown/markdown-it.ts
/**
 * The fast Markdown adapter: markdown-it's CommonMark parser (about 15\u00d7 faster than micromark on
 * the bench tree), with exact columns for every link. markdown-it gives each block its line range
 * but no columns, so this adapter records where each inline link starts in its block's text (by
 * wrapping the `link`, `image`, `autolink` and `html_inline` rules, which know `state.pos`) and
 * maps that offset back to the file: every line of a paragraph or setext heading is the end of its
 * source line (markdown-it only strips container prefixes and indentation from the left, and
 * trailing blanks from the last line), and an ATX heading's text starts after its `#`s.
 *
 * It answers only when it can be exact, and returns the reason otherwise, so that the caller
 * reads the file with micromark instead:
 * - GFM autolink literals (bare `https://\u2026`, `www.\u2026`, emails) and footnotes, which markdown-it's
 *   CommonMark preset does not read the way GFM does: any text that could hold one;
 * - a link whose mapped place in the file does not hold the character that starts it (`[`, `!`,
 *   `<`), or a block whose lines do not match its line range (a safety net: not seen in tests);
 * - nesting deeper than markdown-it's limit, where it stops parsing;
 * - a byte order mark at the start, which markdown-it keeps as text (GFM and micromark skip it).
 */




const MAX_NESTING = 100;
/** The labels looked up by the reference link being parsed now (a stack: links nest images). */
const lookups = [];
const md = new markdown_it/* default */.A('commonmark', { maxNesting: MAX_NESTING });
// URLs as written (entities and escapes decoded), like micromark: no percent-encoding, no punycode,
// and no refusing `javascript:`/`data:` (the checker decides what a scheme means).
md.normalizeLink = (url) => url;
md.normalizeLinkText = (url) => url;
md.validateLink = () => true;
// Keep definitions as tokens (with their lines) for the unused-definition links.
md.core.ruler.disable('strip_references');
for (const name of ['link', 'image', 'autolink', 'html_inline']) {
    const rules = md.inline.ruler.__rules__;
    const original = rules.find((r) => r.name === name).fn;
    const wrapped = (state, silent) => {
        const start = state.pos;
        const first = state.tokens.length;
        lookups.push(undefined);
        let ok = false;
        let ref;
        try {
            ok = original(state, silent);
        }
        finally {
            ref = lookups.pop();
        }
        if (ok && !silent) {
            // state.push may first flush pending text: the rule's own token is the first of its types.
            for (let i = first; i < state.tokens.length; i++) {
                const t = state.tokens[i];
                if (t.type === 'link_open' || t.type === 'image' || t.type === 'html_inline') {
                    t.meta = { pos: start, ref };
                    break;
                }
            }
        }
        return ok;
    };
    md.inline.ruler.at(name, wrapped);
}
/** `env.references`, recording which label the innermost link rule found. */
function referenceTable() {
    return new Proxy(Object.create(null), {
        get(target, key) {
            const value = target[key];
            if (value !== undefined && typeof key === 'string' && lookups.length > 0 && lookups[lookups.length - 1] === undefined) {
                lookups[lookups.length - 1] = key;
            }
            return value;
        },
    });
}
/**
 * Text that GFM could turn into an autolink literal (micromark reads it; this adapter does not):
 * `www.`, `http://`, `https://`, and an `@` between email characters (also `mailto:`/`xmpp:`
 * addresses). A superset on purpose: `@scope/name` passes, `a@b` does not.
 */
const AUTOLINK_LITERAL = /www\.|https?:\/\/|[\w.+-]@[\w.-]/i;
const ASCII_TRIMMABLE = (c) => c === 32 || c === 9 || c === 10 || c === 13;
/** The file's links, anchors and lines; or why micromark must read it. */
function parseWithMarkdownIt(text) {
    if (text.includes('[^'))
        return { fallback: 'footnote' };
    // A byte order mark: markdown-it reads it as text (`\uFEFF# Title` is no heading); GFM skips it.
    if (text.charCodeAt(0) === 0xfeff)
        return { fallback: 'byte order mark' };
    // markdown-it's own normalisation: line endings to \n, NUL to U+FFFD (columns do not move).
    const src = text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
    const starts = (0,lines/* lineStarts */._)(src);
    const lineEnd = (line) => (line + 1 < starts.length ? starts[line + 1] - 1 : src.length);
    const references = referenceTable();
    const tokens = md.parse(src, { references });
    const links = [];
    const anchors = new Set();
    const slugger = new Slugger();
    const definitions = new Map();
    const unused = [];
    for (const t of tokens)
        if (t.type === 'reference_definition')
            definitions.set(labelOf(t), { line: t.map[0], used: false });
    let heading;
    for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        if (t.level >= MAX_NESTING - 2)
            return { fallback: 'nesting' };
        if (t.type === 'heading_open')
            heading = t;
        else if (t.type === 'heading_close')
            heading = undefined;
        else if (t.type === 'html_block') {
            // Each line of the block is the end of its line in the file (only a container prefix is gone).
            const first = t.map[0];
            const lines = t.content.split('\n');
            rawHtml(t.content, (line, column) => {
                const l = first + line - 1;
                return { line: l + 1, column: lineEnd(l) - starts[l] - (lines[line - 1] ?? '').length + column };
            }, links, anchors);
        }
        else if (t.type === 'inline') {
            const place = placer(t, heading, src, starts, lineEnd);
            if (typeof place === 'string')
                return { fallback: place };
            const failed = readInline(t.children, place, links, anchors, definitions);
            if (failed)
                return { fallback: failed };
            if (heading)
                anchors.add(slugger.slug(plainText(t.children, 0, t.children.length)));
        }
    }
    // Definitions no link used are checked at their own line (the first definition of a label wins).
    for (const t of tokens) {
        if (t.type !== 'reference_definition')
            continue;
        const def = definitions.get(labelOf(t));
        if (def.used || def.line !== t.map[0])
            continue;
        def.used = true; // once
        const line = t.map[0];
        const at = src.indexOf('[', starts[line]);
        const href = references[labelOf(t)].href;
        unused.push({ label: rawLabel(src, at), line: line + 1, column: at - starts[line] + 1, href });
    }
    for (const u of unused)
        links.push({ value: u.href, kind: 'page', element: 'a', attribute: 'href', text: u.label, line: u.line, column: u.column });
    return { links, anchors, lines: countLines(text) };
}
/** A `reference_definition` token's normalised label. */
function labelOf(t) {
    return t.meta.label;
}
/** The label of a definition as written, for the report's link text. */
function rawLabel(src, open) {
    let i = open + 1;
    while (i < src.length && src[i] !== ']')
        i += src[i] === '\\' ? 2 : 1;
    return src.slice(open + 1, i);
}
/** Offset in an inline block's text \u2192 line and column in the file, or why it cannot be mapped. */
function placer(t, heading, src, starts, lineEnd) {
    const content = t.content;
    const first = t.map[0];
    const contentStarts = (0,lines/* lineStarts */._)(content);
    if (contentStarts.length !== t.map[1] - first)
        return 'line map';
    const atx = heading?.markup.startsWith('#') === true;
    // Where, in the file, each content line's first character is.
    const base = [];
    if (atx) {
        let p = src.indexOf('#', starts[first]);
        while (src.charCodeAt(p) === 35)
            p++;
        while (p < lineEnd(first) && ASCII_TRIMMABLE(src.charCodeAt(p)))
            p++;
        base.push(p);
    }
    else {
        const last = contentStarts.length - 1;
        for (let k = 0; k <= last; k++) {
            let end = lineEnd(first + k);
            if (k === last)
                while (end > starts[first + k] && ASCII_TRIMMABLE(src.charCodeAt(end - 1)))
                    end--;
            const len = (k < last ? contentStarts[k + 1] - 1 : content.length) - contentStarts[k];
            base.push(end - len);
        }
    }
    return (pos, expect) => {
        const k = (0,lines/* position */.G)(contentStarts, pos).line - 1;
        const abs = base[k] + pos - contentStarts[k];
        if (expect !== undefined && (src[abs] !== expect || content[pos] !== expect))
            return undefined;
        return { line: first + k + 1, column: abs - starts[first + k] + 1 };
    };
}
/** Links of one inline block (document order), skipping images' alt text; or why it failed. */
function readInline(children, place, links, anchors, definitions) {
    for (let i = 0; i < children.length; i++) {
        const c = children[i];
        if (c.type === 'text' && AUTOLINK_LITERAL.test(c.content))
            return 'autolink literal';
        if (c.type !== 'link_open' && c.type !== 'image' && c.type !== 'html_inline')
            continue;
        const meta = c.meta;
        if (!meta)
            return 'no position';
        if (c.type === 'html_inline') {
            if (!place(meta.pos, '<'))
                return 'position';
            // A tag may span lines: its offsets in the block's text map like any other.
            const htmlStarts = (0,lines/* lineStarts */._)(c.content);
            rawHtml(c.content, (line, column) => place(meta.pos + htmlStarts[line - 1] + column - 1), links, anchors);
            continue;
        }
        const image = c.type === 'image';
        const at = place(meta.pos, image ? '!' : c.markup === 'autolink' ? '<' : '[');
        if (!at)
            return 'position';
        if (meta.ref !== undefined) {
            const def = definitions.get(meta.ref);
            if (def)
                def.used = true;
        }
        let text;
        if (image)
            text = c.content;
        else {
            let close = i + 1;
            for (let depth = 1; close < children.length; close++) {
                const type = children[close].type;
                if (type === 'link_open')
                    depth++;
                else if (type === 'link_close' && --depth === 0)
                    break;
            }
            text = plainText(children, i + 1, close);
        }
        links.push({
            value: String((image ? c.attrGet('src') : c.attrGet('href')) ?? ''),
            kind: image ? 'resource' : 'page',
            element: image ? 'img' : 'a',
            attribute: image ? 'src' : 'href',
            text: clip(text),
            ...at,
        });
    }
    return undefined;
}
/** The text a reader sees (what GitHub slugs a heading from): text and code, not images or HTML. */
function plainText(children, from, to) {
    let s = '';
    for (let i = from; i < to; i++) {
        const c = children[i];
        if (c.type === 'text' || c.type === 'code_inline')
            s += c.content;
        else if (c.type === 'softbreak')
            s += '\n';
    }
    return s;
}

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 49 modules
var lib = __webpack_require__(27326);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm-autolink-literal/lib/index.js + 6 modules
var mdast_util_gfm_autolink_literal_lib = __webpack_require__(94912);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm-footnote/lib/index.js
var mdast_util_gfm_footnote_lib = __webpack_require__(66807);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-autolink-literal/lib/syntax.js
var syntax = __webpack_require__(7042);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-footnote/lib/syntax.js
var lib_syntax = __webpack_require__(22429);
;// CONCATENATED MODULE: ./src/markdown/micromark.ts
/**
 * The exact Markdown adapter (for files the markdown-it adapter hands over): one file's text \u2192 its links (each with line and column), its heading
 * anchors and its line count. CommonMark + GFM by micromark (mdast-util-from-markdown with the
 * GFM extensions that matter for links), chosen for exact source positions on every node (markdown-it has line
 * ranges for blocks only, no columns for inline links); see bench/markdown.mjs for the figures.
 *
 * Read: links, images, autolinks (`<https://\u2026>` and GFM's bare `https://\u2026`/`www.\u2026`),
 * reference links at the place they are used (an unused definition at its own line), and raw
 * HTML through the HTML extractor (its `id`s and `<a name>`s count as anchors). Not read: code
 * spans and code blocks, which never hold links.
 */







/**
 * The GFM parts that change which links there are: bare URLs (autolink literals) and
 * footnotes (whose `[^1]: text` is no link definition). Tables, strikethrough and task lists
 * do not move or hide a link (a table row parsed as a paragraph has the same inline links at
 * the same columns) and cost as much again as the rest of the parse (bench/markdown.mjs).
 */
const EXTENSIONS = [(0,syntax/* gfmAutolinkLiteral */.$)(), (0,lib_syntax/* gfmFootnote */.r)()];
const MDAST_EXTENSIONS = [(0,mdast_util_gfm_autolink_literal_lib/* gfmAutolinkLiteralFromMarkdown */.C)(), (0,mdast_util_gfm_footnote_lib/* gfmFootnoteFromMarkdown */.i)()];
function parseWithMicromark(text) {
    const tree = (0,lib/* fromMarkdown */.Y)(text, { extensions: EXTENSIONS, mdastExtensions: MDAST_EXTENSIONS });
    const links = [];
    const anchors = new Set();
    const slugger = new Slugger();
    const definitions = new Map();
    const used = new Set();
    collectDefinitions(tree, definitions);
    const at = (node) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    const walk = (node) => {
        switch (node.type) {
            case 'code':
            case 'inlineCode':
            case 'definition':
                return;
            case 'heading':
                anchors.add(slugger.slug(micromark_plainText(node)));
                break;
            case 'link':
                links.push({ value: node.url, kind: 'page', element: 'a', attribute: 'href', text: clip(micromark_plainText(node)), ...at(node) });
                break;
            case 'image':
                links.push({ value: node.url, kind: 'resource', element: 'img', attribute: 'src', text: clip(node.alt ?? ''), ...at(node) });
                return;
            case 'linkReference':
            case 'imageReference': {
                const def = definitions.get(node.identifier);
                if (def) {
                    used.add(def);
                    const image = node.type === 'imageReference';
                    const text = image ? (node.alt ?? '') : micromark_plainText(node);
                    links.push({
                        value: def.url,
                        kind: image ? 'resource' : 'page',
                        element: image ? 'img' : 'a',
                        attribute: image ? 'src' : 'href',
                        text: clip(text),
                        ...at(node),
                    });
                }
                break;
            }
            case 'html': {
                const start = at(node);
                // Lines after the first keep their columns in the value, which has lost the line's indentation.
                rawHtml(node.value, (line, column) => ({ line: start.line + line - 1, column: line === 1 ? start.column + column - 1 : column }), links, anchors);
                return;
            }
        }
        if ('children' in node)
            for (const child of node.children)
                walk(child);
    };
    walk(tree);
    for (const def of definitions.values()) {
        if (!used.has(def))
            links.push({ value: def.url, kind: 'page', element: 'a', attribute: 'href', text: def.label ?? '', ...at(def) });
    }
    return { links, anchors, lines: countLines(text) };
}
function collectDefinitions(node, into) {
    if (node.type === 'definition') {
        // The first definition of a label wins (CommonMark).
        if (!into.has(node.identifier))
            into.set(node.identifier, node);
        return;
    }
    if ('children' in node)
        for (const child of node.children)
            collectDefinitions(child, into);
}
/** The text a reader sees (what GitHub slugs a heading from): text and code, not markup. */
function micromark_plainText(node) {
    if (node.type === 'text' || node.type === 'inlineCode')
        return node.value;
    if (node.type === 'image' || node.type === 'html')
        return '';
    if ('children' in node) {
        let s = '';
        for (const child of node.children)
            s += micromark_plainText(child);
        return s;
    }
    return '';
}

;// CONCATENATED MODULE: ./src/markdown/parse.ts


function parseMarkdown(text) {
    const fast = parseWithMarkdownIt(text);
    return 'fallback' in fast ? parseWithMicromark(text) : fast;
}


/***/ })

};
