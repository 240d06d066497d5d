export const id = 807;
export const ids = [807];
export const modules = {

/***/ 4807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FIX_HELP: () => (/* binding */ FIX_HELP),
  fixMain: () => (/* binding */ fixMain),
  planDiff: () => (/* binding */ planDiff)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/options.ts
var src_options = __webpack_require__(8381);
// EXTERNAL MODULE: ./src/options/cli.ts
var cli = __webpack_require__(2644);
// EXTERNAL MODULE: ./src/run.ts + 75 modules
var run = __webpack_require__(8601);
// EXTERNAL MODULE: ./src/markdown/files.ts + 3 modules
var files = __webpack_require__(9912);
// EXTERNAL MODULE: ./src/report/console.ts
var console = __webpack_require__(9475);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/support/atomic-write.ts + 1 modules
var atomic_write = __webpack_require__(7917);
// EXTERNAL MODULE: ./src/support/plural.ts
var plural = __webpack_require__(7973);
// EXTERNAL MODULE: ./src/report/empty.ts
var report_empty = __webpack_require__(4247);
// EXTERNAL MODULE: ./src/cli-host.ts
var cli_host = __webpack_require__(6084);
// EXTERNAL MODULE: ./src/model/link.ts
var model_link = __webpack_require__(1073);
// EXTERNAL MODULE: ./src/check/moved-chain.ts
var moved_chain = __webpack_require__(9507);
;// CONCATENATED MODULE: ./src/fix/policy.ts
/**
 * Which moved links `linkspider fix` rewrites, and to what. Pure.
 *
 * Rewritten: a link whose redirect chain is only permanent redirects (301, 308) and ends in a
 * 2xx, to the chain's final URL, with the link's own query and fragment kept where the final URL
 * has none (a browser keeps the fragment across a redirect that sets none; a server that drops
 * the query dropped it on purpose only when it sets its own).
 *
 * Never rewritten: a chain check/moved-chain.ts refuses (a temporary hop, https to http, a
 * login or consent page: the same rule the console's and the summary's advice use), and a link
 * written relative (its rewrite would have to be relative too; the report names it). Soft 404s (`gone-to-home`) are never in `moved`.
 */

/** The URL to write instead of `raw` (the link as written): the final URL, with raw's query and fragment where it has none. */
function rewrittenUrl(raw, to) {
    let written;
    let target;
    try {
        written = new URL(raw);
        target = new URL(to);
    }
    catch {
        return undefined;
    }
    if (target.search === '' && written.search !== '')
        target.search = written.search;
    if (target.hash === '' && written.hash !== '')
        target.hash = written.hash;
    return target.href;
}
const ABSOLUTE_HTTP = /^https?:\/\//i;
/** What to do with one place a moved link is written (`raw`, as written there). */
function decide(moved, raw) {
    if (!ABSOLUTE_HTTP.test(raw))
        return { rewrite: false, why: 'written as a relative link' };
    if (!ABSOLUTE_HTTP.test(moved.to))
        return { rewrite: false, why: 'its new address is not an absolute http(s) URL' };
    const problem = (0,moved_chain/* chainProblem */.$d)(moved.url, moved.redirects ?? [], moved.to, moved.finalStatus);
    if (problem !== undefined)
        return { rewrite: false, why: problem };
    const to = rewrittenUrl(raw, moved.to);
    if (to === undefined)
        return { rewrite: false, why: 'not a valid URL' };
    if (to === raw)
        return { rewrite: false, why: 'already the final URL' };
    return { rewrite: true, to };
}

// EXTERNAL MODULE: ./src/extract/lines.ts
var lines = __webpack_require__(4218);
// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 3 modules
var decode = __webpack_require__(1161);
// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 49 modules
var lib = __webpack_require__(7326);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm-autolink-literal/lib/index.js + 6 modules
var mdast_util_gfm_autolink_literal_lib = __webpack_require__(4912);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm-footnote/lib/index.js
var mdast_util_gfm_footnote_lib = __webpack_require__(6807);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-autolink-literal/lib/syntax.js
var syntax = __webpack_require__(7042);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-footnote/lib/syntax.js
var lib_syntax = __webpack_require__(2429);
;// CONCATENATED MODULE: ./src/fix/spans.ts
/**
 * Where, exactly, a link is written in a source file, so a rewrite touches those characters
 * and nothing else. A report gives each place as line, column and the value as written; these
 * functions find that value's span at that place and refuse (undefined) unless the text there
 * is the value: a file edited since the check, or a value written with escapes or entities the
 * report decoded, is left alone rather than guessed at.
 *
 * - Markdown: the file is parsed again (micromark, the exact adapter) for the source positions
 *   of links, images, autolinks and definitions. A reference link's place is where it is used;
 *   its destination is written in its definition, which is what is rewritten (once, however
 *   many times it is used).
 * - HTML (a page, or raw HTML in Markdown): the attribute at the place, its value read with its
 *   quotes; the new value keeps the quote style and the way `&` was written (`&amp;` or bare).
 */







/** Offset of a 1-based line and column, or undefined past the end. */
function offsetOf(starts, line, column) {
    const s = starts[line - 1];
    return s === undefined ? undefined : s + column - 1;
}
/**
 * The UTF-16 column (what `offsetOf` counts) of a column counted in characters (code points), as a
 * Markdown file's places are: each character outside the Basic Multilingual Plane before it is two.
 */
function utf16Column(text, starts, line, column) {
    const s = starts[line - 1];
    if (s === undefined)
        return column;
    let i = s;
    for (let n = 1; n < column && i < text.length; n++) {
        const c = text.charCodeAt(i);
        i += c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    }
    return i - s + 1;
}
/** Every link destination of a Markdown text, with the positions micromark gives (read once per file). */
function markdownDestinations(text) {
    const tree = (0,lib/* fromMarkdown */.Y)(text, {
        extensions: [(0,syntax/* gfmAutolinkLiteral */.$)(), (0,lib_syntax/* gfmFootnote */.r)()],
        mdastExtensions: [(0,mdast_util_gfm_autolink_literal_lib/* gfmAutolinkLiteralFromMarkdown */.C)(), (0,mdast_util_gfm_footnote_lib/* gfmFootnoteFromMarkdown */.i)()],
    });
    const definitions = new Map();
    const collect = (node) => {
        if (node.type === 'definition' && !definitions.has(node.identifier))
            definitions.set(node.identifier, node);
        if ('children' in node)
            for (const c of node.children)
                collect(c);
    };
    collect(tree);
    const out = [];
    const walk = (node) => {
        const p = node.position;
        if (p?.start.offset !== undefined && p.end.offset !== undefined) {
            const base = { line: p.start.line, column: p.start.column, from: p.start.offset, to: p.end.offset };
            if (node.type === 'link' || node.type === 'image') {
                const kind = text[base.from] === '[' || text[base.from] === '!' ? 'inline' : 'autolink';
                out.push({ ...base, url: node.url, kind });
            }
            else if (node.type === 'definition') {
                out.push({ ...base, url: node.url, kind: 'definition' });
            }
            else if (node.type === 'linkReference' || node.type === 'imageReference') {
                const def = definitions.get(node.identifier);
                if (def)
                    out.push({ ...base, url: def.url, kind: 'definition', definition: def });
            }
        }
        if (node.type === 'code' || node.type === 'inlineCode')
            return;
        if ('children' in node)
            for (const c of node.children)
                walk(c);
    };
    walk(tree);
    return out;
}
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
/** After `marker` (`](` or `]:`) inside from..to: whitespace, an optional `<`, then `raw`. Its start, or -1. */
function valueAfter(text, marker, from, to, raw) {
    for (let i = text.indexOf(marker, from); i !== -1 && i < to; i = text.indexOf(marker, i + 1)) {
        let j = i + marker.length;
        while (j < to && isSpace(text[j]))
            j++;
        if (text[j] === '<')
            j++;
        if (text.startsWith(raw, j) && j + raw.length <= to)
            return j;
    }
    return -1;
}
/** The span of one destination's written value, when the source there is exactly `raw`. */
function destinationSpan(text, d, raw) {
    let from = d.from;
    let to = d.to;
    if (d.definition) {
        const p = d.definition.position;
        if (p?.start.offset === undefined || p.end.offset === undefined)
            return undefined;
        from = p.start.offset;
        to = p.end.offset;
    }
    let start;
    if (d.kind === 'autolink')
        start = text.startsWith(raw, from + (text[from] === '<' ? 1 : 0)) ? from + (text[from] === '<' ? 1 : 0) : -1;
    else
        start = valueAfter(text, d.kind === 'definition' ? ']:' : '](', from, to, raw);
    return start === -1 ? undefined : { start, end: start + raw.length };
}
/** A URL as a Markdown destination: parentheses escaped unless balanced, or undefined when it cannot be written bare. */
function markdownValue(url, text, start) {
    if (/[\s<>]/.test(url))
        return undefined;
    if (text[start - 1] === '<')
        return url;
    let depth = 0;
    for (const c of url) {
        if (c === '(')
            depth++;
        else if (c === ')' && --depth < 0)
            break;
    }
    return depth === 0 ? url : url.replace(/[()]/g, (c) => `\\${c}`);
}
/**
 * The span to rewrite for a place in a Markdown file, or undefined when the text there is not
 * `place.raw` (then the place may be raw HTML: try `htmlSpan`).
 */
function markdownSpan(text, dests, place, to) {
    // The node the report names; else one on the same line with the same value (a report read
    // with a byte order mark may count line 1's columns one off).
    const candidates = dests
        .filter((d) => d.line === place.line && d.url === place.raw)
        .sort((a, b) => Math.abs(a.column - place.column) - Math.abs(b.column - place.column));
    for (const d of candidates) {
        const span = destinationSpan(text, d, place.raw);
        if (!span)
            continue;
        const value = d.kind === 'autolink' ? autolinkValue(to, text, span.start) : markdownValue(to, text, span.start);
        if (value === undefined)
            continue;
        return { ...span, text: value };
    }
    return undefined;
}
/** An autolink's new URL: in `<\u2026>` any URL; bare (GFM), one whose end GFM would not trim as punctuation. */
function autolinkValue(url, text, start) {
    if (text[start - 1] === '<')
        return /[\s<>]/.test(url) ? undefined : url;
    return /[A-Za-z0-9/]$/.test(url) && !/[\s<>()]/.test(url) ? url : undefined;
}
const AMPERSAND_REF = /&(?:amp;|#38;|#x26;)/i;
/** The span of an attribute value at a place in HTML (the attribute's name starts there), when it holds `place.raw`. */
function htmlSpan(text, starts, place, to) {
    const at = offsetOf(starts, place.line, place.column);
    if (at === undefined)
        return undefined;
    const name = text.slice(at, at + place.attribute.length);
    if (name.toLowerCase() !== place.attribute)
        return undefined;
    let i = at + name.length;
    while (isSpace(text[i]))
        i++;
    if (text[i] !== '=')
        return undefined;
    i++;
    while (isSpace(text[i]))
        i++;
    const quote = text[i] === '"' || text[i] === "'" ? text[i] : '';
    const valueStart = quote ? i + 1 : i;
    let valueEnd;
    if (quote) {
        valueEnd = text.indexOf(quote, valueStart);
        if (valueEnd === -1)
            return undefined;
    }
    else {
        valueEnd = valueStart;
        while (valueEnd < text.length && !isSpace(text[valueEnd]) && text[valueEnd] !== '>')
            valueEnd++;
    }
    const source = text.slice(valueStart, valueEnd);
    if (/[\r\n]/.test(source))
        return undefined;
    // The value as the page has it: entities decoded, surrounding whitespace stripped.
    const lead = /^[ \t\f]*/.exec(source)[0].length;
    const trail = /[ \t\f]*$/.exec(source)[0].length;
    const inner = source.slice(lead, source.length - trail);
    if ((0,decode/* decodeHTMLAttribute */.Im)(inner) !== place.raw)
        return undefined;
    const amp = AMPERSAND_REF.exec(inner)?.[0];
    let value = amp !== undefined ? to.replace(/&/g, amp) : to;
    if (quote === "'")
        value = value.replace(/'/g, '&#39;');
    if (quote === '"')
        value = value.replace(/"/g, '&quot;');
    if (quote === '' && /[\s"'=<>`]/.test(value)) {
        // An unquoted value cannot hold these: quote it (the only change besides the URL).
        return { start: valueStart, end: valueEnd, text: `"${value.replace(/"/g, '&quot;')}"` };
    }
    return { start: valueStart + lead, end: valueEnd - trail, text: value };
}


;// CONCATENATED MODULE: ./src/fix/plan.ts
/**
 * From a report to the edits `linkspider fix` makes: for each place a moved link is written in
 * one of the source files, the policy's decision (policy.ts) and the exact span to replace
 * (spans.ts); and the places left alone, each with why. Pure but for reading the files.
 *
 * A file is edited as the bytes it is: decoded as UTF-8 when that reads it back byte for byte,
 * else one byte per character (latin1), so a file in another encoding, or with bytes that are
 * not UTF-8, is written back unchanged outside the rewritten URLs (which are ASCII: a URL's
 * serialization percent-encodes the rest). A byte order mark and every line end stay.
 * Pure but for reading the files.
 */




/**
 * Which source file a referrer is in: a Markdown file of the repository at `root`, or a page of
 * the HTML `folder` (only `htmlFiles` of it, folder-relative, when given); undefined otherwise.
 */
function sourceResolver(root, folder, htmlFiles) {
    const display = (abs) => external_node_path_default().relative(root, abs).split((external_node_path_default()).sep).join('/');
    return (ref) => {
        if (ref.file === undefined)
            return undefined;
        if ((0,model_link/* inRepository */.y)(ref)) {
            const abs = external_node_path_default().resolve(root, ref.file);
            return { display: display(abs), abs, kind: 'markdown' };
        }
        if (folder === undefined || (htmlFiles !== undefined && !htmlFiles.has(ref.file)))
            return undefined;
        const abs = external_node_path_default().resolve(folder, ref.file);
        return { display: display(abs), abs, kind: 'html' };
    };
}
/** The moved links of a report as targets. A link checked at its `remap` address is left alone: where it moved there is not where it is written to go. */
function movedTargets(moved) {
    return moved.map((m) => ({
        url: m.url,
        referrers: m.referrers,
        decide: (raw) => (m.remappedFrom !== undefined ? { rewrite: false, why: 'checked at its remap address' } : decide(m, raw)),
    }));
}
/** `require-https`: http:// links whose https:// URL works, as targets rewritten to https (the written URL with its scheme changed). */
function httpsTargets(results) {
    return results.flatMap((r) => {
        if (r.https === undefined)
            return [];
        const decideHttps = (raw) => /^http:\/\//i.test(raw)
            ? { rewrite: true, to: `https://${raw.slice('http://'.length)}` }
            : { rewrite: false, why: 'not written as an http:// URL' };
        return [{ url: r.url, referrers: r.referrers, decide: decideHttps }];
    });
}
/** Dead links with an archived copy (`archive`), as targets rewritten to the copy (`fix --use-archive`). */
function archiveTargets(dead) {
    return dead.flatMap((d) => {
        const copy = d.archive;
        if (copy === undefined)
            return [];
        const decideArchived = (raw) => /^https?:\/\//i.test(raw) ? { rewrite: true, to: copy.url } : { rewrite: false, why: 'written as a relative link' };
        return [{ url: d.url, referrers: d.referrers, decide: decideArchived }];
    });
}
/** The file's text, read so that writing it back gives the same bytes. */
function decodeExactly(bytes) {
    const text = bytes.toString('utf8');
    return Buffer.from(text, 'utf8').equals(bytes) ? { text, encoding: 'utf8' } : { text: bytes.toString('latin1'), encoding: 'latin1' };
}
const BOM = '\uFEFF';
/**
 * The edits for `targets` in the files `sourceOf` resolves (a referrer whose file is not one of
 * the sources is ignored). `read` gives a file's bytes, or undefined when it cannot be read.
 */
function planFixes(targets, sourceOf, read) {
    const loaded = new Map();
    const skipped = [];
    const load = (source) => {
        let l = loaded.get(source.abs);
        if (l !== undefined)
            return l;
        const bytes = read(source.abs);
        if (bytes === undefined)
            l = null;
        else {
            const { text, encoding } = decodeExactly(bytes);
            // Positions count from after a byte order mark (TextDecoder drops it from a page; micromark from its offsets).
            const offset = text.startsWith(BOM) ? 1 : 0;
            l = { plan: { source, bytes, text, encoding, edits: [] }, offset, starts: (0,lines/* lineStarts */._$)(text.slice(offset)) };
        }
        loaded.set(source.abs, l);
        return l;
    };
    for (const target of targets) {
        for (const ref of target.referrers) {
            const source = sourceOf(ref);
            if (source === undefined)
                continue;
            const skip = (why) => skipped.push({ url: target.url, file: source.display, line: ref.line, why });
            const d = target.decide(ref.raw);
            if (!d.rewrite) {
                skip(d.why);
                continue;
            }
            const l = load(source);
            if (l === null) {
                skip('the file cannot be read');
                continue;
            }
            const body = l.plan.text.slice(l.offset);
            // A report's columns count characters (code points), a Markdown file's and an HTML page's; the spans count UTF-16 units.
            const column = utf16Column(body, l.starts, ref.line, ref.column);
            const place = { line: ref.line, column, raw: ref.raw, attribute: ref.attribute };
            let span;
            if (source.kind === 'markdown') {
                l.dests ??= markdownDestinations(body);
                span = markdownSpan(body, l.dests, place, d.to);
            }
            span ??= htmlSpan(body, l.starts, place, d.to);
            if (span === undefined) {
                skip(`the text at line ${ref.line}, column ${ref.column} is not the link as checked (edited since, or written with escapes)`);
                continue;
            }
            const edit = { start: span.start + l.offset, end: span.end + l.offset, text: span.text, line: ref.line, from: target.url, to: d.to };
            // A reference definition used in several places is one edit.
            if (!l.plan.edits.some((e) => e.start < edit.end && edit.start < e.end))
                l.plan.edits.push(edit);
        }
    }
    const files = [...loaded.values()]
        .filter((l) => l !== null && l.plan.edits.length > 0)
        .map((l) => ({ ...l.plan, edits: l.plan.edits.sort((a, b) => a.start - b.start) }))
        .sort((a, b) => (a.source.display < b.source.display ? -1 : a.source.display > b.source.display ? 1 : 0));
    return { files, skipped };
}
/** The file's text with its edits made. */
function rewrittenText(plan) {
    let out = '';
    let at = 0;
    for (const e of plan.edits) {
        out += plan.text.slice(at, e.start) + e.text;
        at = e.end;
    }
    return out + plan.text.slice(at);
}
/** The file's new bytes: its own encoding, so every byte outside the edits is the one read. */
function rewrittenBytes(plan) {
    return Buffer.from(rewrittenText(plan), plan.encoding);
}

;// CONCATENATED MODULE: ./src/fix/diff.ts
/**
 * A unified diff (as `diff -u` and `git diff` print it) of a file before and after rewrites
 * that change characters inside lines, never the number of lines or their ends. Pure.
 */
const CONTEXT = 3;
/**
 * Lines split at LF only, each keeping a CR before its LF, as git and patch split them: a diff
 * of a CRLF file must carry the CRs or `git apply` and `patch` refuse it. `open` is true when
 * the last line has no line end (the diff then says so, as `diff -u` does).
 */
function linesOf(text) {
    const lines = text.split('\n');
    const open = lines[lines.length - 1] !== '';
    if (!open)
        lines.pop();
    return { lines, open };
}
const NO_NEWLINE = '\\ No newline at end of file';
/** The diff's lines for one file (`---`/`+++` headers, `@@` hunks); empty when nothing changed. */
function unifiedDiff(file, before, after) {
    const { lines: a, open } = linesOf(before);
    const { lines: b } = linesOf(after);
    const final = a.length - 1;
    if (a.length !== b.length)
        throw new Error(`rewrite changed the line count of ${file}`);
    const changed = [];
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            changed.push(i);
    if (changed.length === 0)
        return [];
    const out = [`--- a/${file}`, `+++ b/${file}`];
    let k = 0;
    while (k < changed.length) {
        const first = changed[k];
        let last = first;
        // Changes closer than twice the context share a hunk.
        while (k + 1 < changed.length && changed[k + 1] - last <= 2 * CONTEXT)
            last = changed[++k];
        k++;
        const from = Math.max(0, first - CONTEXT);
        const to = Math.min(a.length - 1, last + CONTEXT);
        const n = to - from + 1;
        out.push(`@@ -${from + 1},${n} +${from + 1},${n} @@`);
        for (let i = from; i <= to;) {
            if (a[i] === b[i]) {
                out.push(` ${a[i]}`);
                if (open && i === final)
                    out.push(NO_NEWLINE);
                i++;
                continue;
            }
            // A run of changed lines: the old ones, then the new ones (as git prints them).
            let j = i;
            while (j <= to && a[j] !== b[j])
                j++;
            for (let x = i; x < j; x++)
                out.push(`-${a[x]}`, ...(open && x === final ? [NO_NEWLINE] : []));
            for (let x = i; x < j; x++)
                out.push(`+${b[x]}`, ...(open && x === final ? [NO_NEWLINE] : []));
            i = j;
        }
    }
    return out;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/fix/cli.ts
/**
 * `linkspider fix FILES\u2026 [--write] [check options]`: check Markdown files (paths, folders,
 * globs) or a folder of HTML (or HTML files in one folder) as `linkspider` does, then rewrite
 * every link that moved permanently to where it moved (policy.ts says which), as a unified diff
 * on stdout, or in place with `--write`. The check's report goes to stderr, so stdout is a patch
 * (`linkspider fix docs > links.patch`).
 *
 * The check never takes a verdict from the cache: a cached verdict has no redirect chain, and
 * a rewrite needs the chain it follows. Exit codes: 0 nothing to fix and no dead links, 1 fixes
 * shown (not written) or dead links left, 2 bad usage or a fatal error.
 */

















const FIX_HELP = `Usage:
  linkspider fix FILES... [options]

Check Markdown files (paths, folders, globs such as "docs/**/*.md") or a folder of built HTML
(or HTML files in one folder), then rewrite each link that moved permanently to where it moved.
A folder with .html files is a site; a folder with Markdown and no HTML is its Markdown files.
The check's report goes to stderr; the rewrites are printed as a unified diff on stdout.

Rewritten: a link whose redirects are all permanent (301, 308) and end in a 2xx, to the final
URL (its query and #fragment kept when the new URL has none), inline links, reference
definitions and HTML attributes alike (quotes and entities as written).
Never rewritten: a temporary redirect (302, 303, 307) in the chain, a chain from https to http,
a chain through a login or consent page, a soft 404 (a deep link redirected to the home page),
a link written relative.

Options:
  --write                 rewrite the files in place (only the links' characters change)
  --use-archive           with --archive wayback: also rewrite each dead link that has an
                          archived copy to that copy
  -h, --help              show this help
  Every check option of "linkspider --help" (--timeout, --exclude, --archive, \u2026) applies.

Exit codes: 0 nothing to fix and no dead links, 1 fixes shown or dead links left,
2 bad usage or a fatal error.
`;
const OWN_FLAGS = {
    write: { type: 'boolean' },
    'use-archive': { type: 'boolean' },
};
const HTML_FILE = /\.html?$/i;
function sourcesOf(args, cwd) {
    const out = { markdown: [] };
    const setFolder = (folder, arg) => {
        if (out.folder !== undefined && external_node_path_default().resolve(out.folder) !== external_node_path_default().resolve(folder)) {
            throw new src_options/* UsageError */.eb(arg, `only one folder of HTML can be checked at a time (already have "${out.folder}")`);
        }
        out.folder = folder;
    };
    for (const arg of args) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(arg))
            throw new src_options/* UsageError */.eb(arg, 'fix rewrites files: give Markdown files, HTML files or a folder, not a URL');
        if ((0,files/* isMarkdownArgument */.ng)(arg)) {
            out.markdown.push(arg);
            continue;
        }
        const abs = external_node_path_default().resolve(cwd, arg);
        const st = (0,external_node_fs_.statSync)(abs, { throwIfNoEntry: false });
        if (st?.isDirectory() && (0,files/* folderRole */.z3)(abs) === 'markdown') {
            out.markdown.push((0,files/* markdownFolder */.KU)(abs, cwd));
        }
        else if (st?.isDirectory()) {
            setFolder(abs, arg);
            out.htmlFiles = undefined;
        }
        else if (st?.isFile() && HTML_FILE.test(arg)) {
            const had = out.folder !== undefined && out.htmlFiles === undefined;
            setFolder(external_node_path_default().dirname(abs), arg);
            if (!had)
                (out.htmlFiles ??= new Set()).add(external_node_path_default().basename(abs));
        }
        else {
            throw new src_options/* UsageError */.eb(arg, 'is neither Markdown files (.md or a glob), an HTML file nor an existing folder');
        }
    }
    if (out.markdown.length === 0 && out.folder === undefined)
        throw new src_options/* UsageError */.eb('FILES', 'give the Markdown files, HTML files or folder to fix');
    return out;
}
function readOrUndefined(abs) {
    try {
        return (0,external_node_fs_.readFileSync)(abs);
    }
    catch {
        return undefined;
    }
}
/** The plan's diff, every file's hunks in order. */
function planDiff(plan) {
    const lines = plan.files.flatMap((f) => unifiedDiff(f.source.display, f.text, rewrittenText(f)));
    return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
/** Run `linkspider fix` with the arguments after `fix`; resolves to the exit code. */
async function fixMain(argv, io = { cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr }) {
    const { cwd, stdout, stderr } = io;
    const usage = (message) => {
        stderr.write(`linkspider fix: ${(0,console/* safeText */.Hk)(message)}\n`);
        return 2;
    };
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({ args: argv, options: { ...cli/* FLAGS */.Wg, ...OWN_FLAGS }, allowPositionals: true, allowNegative: true, strict: true });
    }
    catch (e) {
        return usage((0,cli/* argvError */.zm)(e, 'linkspider fix', { ...cli/* FLAGS */.Wg, ...OWN_FLAGS }));
    }
    const values = parsed.values;
    if (values.help) {
        stdout.write(FIX_HELP);
        return 0;
    }
    let options;
    let sources;
    try {
        sources = sourcesOf(parsed.positionals, cwd);
        const raw = { ...(0,cli/* rawFromFlags */.Mp)(values), urls: [], files: sources.markdown };
        if (sources.folder !== undefined) {
            raw.path = sources.folder;
            if (sources.htmlFiles !== undefined)
                raw.entry = [...sources.htmlFiles];
        }
        options = (0,src_options/* resolveOptions */.$i)(raw, cli/* flagName */.GI);
        if (options.files.length > 0)
            (0,files/* findMarkdownFiles */.ef)(options.files, cwd, 'FILES');
        if (values['use-archive'] === true && options.archive === undefined)
            throw new src_options/* UsageError */.eb('--use-archive', 'needs --archive wayback (where the copies come from)');
    }
    catch (e) {
        if ((0,errors/* isRunError */.Yl)(e, 'usage'))
            return usage(e.message);
        throw e;
    }
    // A cached verdict has no redirect chain: every link is checked again (the cache is still written).
    options = { ...options, cacheMaxAge: 0 };
    const controller = new AbortController();
    const stopListening = (0,cli_host/* onStopSignal */.Ki)(() => controller.abort());
    let report;
    try {
        report = await (0,run/* runCheck */.k)(options, { signal: controller.signal }, cli/* flagName */.GI, { repository: { root: cwd } });
    }
    catch (e) {
        stderr.write(`linkspider fix: ${(0,errors/* isRunError */.Yl)(e) ? '' : 'fatal: '}${(0,console/* safeText */.Hk)(e.message)}\n`);
        return 2;
    }
    finally {
        stopListening();
    }
    if (options.json !== undefined && options.json !== '') {
        try {
            await (0,json/* writeJsonReport */.a_)(report, options.json);
        }
        catch (e) {
            stderr.write(`linkspider fix: cannot write --json ${(0,console/* safeText */.Hk)(options.json)}: ${(0,console/* safeText */.Hk)(e.message)}\n`);
            return 2;
        }
    }
    const color = values.color ?? (0,cli_host/* colorByDefault */.wM)();
    await (0,console/* writeConsoleReport */.Hq)(report, { color }, stderr);
    // A folder with neither HTML nor Markdown checked nothing: a failure, as for the check, not "nothing to rewrite".
    const empty = (0,report_empty/* nothingChecked */.t)(report, options.allowEmpty);
    if (empty !== undefined)
        return usage(empty);
    const useArchive = values['use-archive'] === true;
    const targets = [
        ...movedTargets(report.moved ?? []),
        ...httpsTargets([...report.dead, ...report.warnings]),
        ...(useArchive ? archiveTargets(report.dead) : []),
    ];
    const plan = planFixes(targets, sourceResolver(cwd, sources.folder, sources.htmlFiles), readOrUndefined);
    const rewrites = plan.files.reduce((n, f) => n + f.edits.length, 0);
    for (const s of plan.skipped)
        stderr.write(`not rewritten: ${(0,console/* safeText */.Hk)(s.file)}:${s.line}: ${(0,console/* safeText */.Hk)(s.url)}: ${(0,console/* safeText */.Hk)(s.why)}\n`);
    stdout.write(safeDiff(planDiff(plan)));
    // With --use-archive, a dead link rewritten to its copy everywhere it is written is dead no more.
    const rewritten = new Set(plan.files.flatMap((f) => f.edits.map((e) => e.from)));
    const left = new Set(plan.skipped.map((s) => s.url));
    // So is an http link (`require-https: dead`) rewritten to https everywhere.
    const deadLeft = report.dead.filter((d) => !((useArchive || d.https !== undefined) && rewritten.has(d.url) && !left.has(d.url))).length;
    if (values.write !== true) {
        if (rewrites > 0)
            stderr.write(`${(0,plural/* plural */.L)(rewrites, 'link')} to rewrite in ${(0,plural/* plural */.L)(plan.files.length, 'file')}: run again with --write to apply\n`);
        else
            stderr.write('nothing to rewrite\n');
        return rewrites > 0 || deadLeft > 0 ? 1 : 0;
    }
    for (const f of plan.files) {
        try {
            await (0,atomic_write/* writeAtomically */.vK)(f.source.abs, (partial) => (0,promises_.writeFile)(partial, rewrittenBytes(f)));
        }
        catch (e) {
            stderr.write(`linkspider fix: cannot write ${(0,console/* safeText */.Hk)(f.source.display)}: ${(0,console/* safeText */.Hk)(e.message)}\n`);
            return 2;
        }
    }
    stderr.write(rewrites > 0 ? `rewrote ${(0,plural/* plural */.L)(rewrites, 'link')} in ${(0,plural/* plural */.L)(plan.files.length, 'file')}\n` : 'nothing to rewrite\n');
    return deadLeft > 0 ? 1 : 0;
}
/**
 * The diff as printed: control characters that could move the cursor or recolour the terminal
 * escaped (tabs kept, and a CR before LF, so the patch still applies to a file that has them).
 */
function safeDiff(diff) {
    return diff.replace(/\r(?!\n)|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}


/***/ })

};
