export const id = 676;
export const ids = [676];
export const modules = {

/***/ 42676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseMarkdown: () => (/* binding */ parseMarkdown)
});

// EXTERNAL MODULE: ./src/extract/lines.ts
var lines = __webpack_require__(4218);
// EXTERNAL MODULE: ./node_modules/markdown-it/dist/markdown-it.mjs + 12 modules
var markdown_it = __webpack_require__(77863);
// EXTERNAL MODULE: ./src/extract/html.ts + 8 modules
var extract_html = __webpack_require__(17385);
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
    const page = (0,extract_html/* extractLinks */.rc)(html, { collectAnchors: true, utf16Columns: true });
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

;// CONCATENATED MODULE: ./src/markdown/footnotes.ts
/**
 * GFM footnotes for the markdown-it adapter (CommonMark has none): a definition `[^1]: text` is
 * no link definition, and the links in its text count. Each definition's marker is overwritten in
 * place (same length, so every column stays) with text that starts no block and that GFM's
 * autolink-literal rules treat as the start of a paragraph (`xxxx~`): the definition's text is
 * then an ordinary paragraph with the same links at the same places, and a call `[^1]` is plain
 * text (as it holds no link). What this cannot mirror, it names, for micromark to read instead:
 * a definition whose text goes on after a blank line (indented, so markdown-it would see code),
 * one followed by a setext underline, a call followed by `(` or `[` (a link to markdown-it).
 */
/** A footnote definition's marker at the start of a line (up to three spaces in). */
const DEFINITION = /^( {0,3})\[\^([^\]\s\\[]+)\]:/gm;
const ANY_DEFINITION = /\[\^[^\]\s\\[]+\]:/g;
const CALL = /\[\^[^\]\s\\[]+\]/;
const CALL_AS_LINK = /\[\^[^\]\s\\[]+\][([]/;
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
/** Text after a marker that starts a block (heading, quote, list, code, HTML) rather than a paragraph. */
const BLOCK_START = /^[ \t]*(?:$|[#>*+\-`~<=_|]|\d+[.)]|\[\^)/;
/** A call that ends a word holding a bare URL or an email: GFM's literal stops at the call, markdown-it's text does not. */
const CALL_AFTER_LITERAL = /(?:www\.|:\/\/|@)\S*\[\^[^\]\s\\[]+\]/i;
/**
 * Whether a definition's line closes what it opens (brackets, code spans, emphasis, raw HTML), so
 * nothing runs on into the next line's definition, which markdown-it reads as the same paragraph.
 */
function footnotes_closed(line) {
    const count = (c) => line.split(c).length - 1;
    return count('[') === count(']') && count('`') % 2 === 0 && count('*') % 2 === 0 && count('_') % 2 === 0 && !line.includes('<') && !line.includes('\\');
}
/** The text with each definition's marker overwritten, or why micromark must read it. */
function blankFootnoteMarkers(src) {
    if (CALL_AS_LINK.test(src))
        return { fallback: 'footnote call before ( or [' };
    if (CALL_AFTER_LITERAL.test(src))
        return { fallback: 'footnote call after a URL' };
    // A definition inside a list or quote (or anywhere but a line's start) is left to micromark.
    if ((src.match(ANY_DEFINITION) ?? []).length !== (src.match(DEFINITION) ?? []).length)
        return { fallback: 'footnote in a container' };
    const lines = src.split('\n');
    // Headings holding a call: GFM leaves the call out of the heading's text (its anchor).
    for (let i = 0; i < lines.length; i++) {
        if (CALL.test(lines[i]) && (/^ {0,3}#/.test(lines[i]) || UNDERLINE.test(lines[i + 1] ?? '')))
            return { fallback: 'footnote call in a heading' };
    }
    let failed;
    const out = src.replace(DEFINITION, (marker, indent, _label, offset) => {
        failed ??= unlikeParagraph(src, offset, marker.length);
        return `${indent}${'x'.repeat(marker.length - indent.length - 1)}~`;
    });
    return failed !== undefined ? { fallback: failed } : out;
}
/** Why the definition at `offset` would not read as the paragraph it becomes, if it would not. */
function unlikeParagraph(src, offset, length) {
    const lineEnd = src.indexOf('\n', offset);
    if (BLOCK_START.test(src.slice(offset + length, lineEnd === -1 ? src.length : lineEnd)))
        return 'footnote holding a block';
    // A definition starts a block of its own; a paragraph would take it in (or run on into it).
    if (offset > 0) {
        const prevStart = src.lastIndexOf('\n', offset - 2) + 1;
        const prev = src.slice(prevStart, offset - 1);
        if (prev.trim() !== '') {
            DEFINITION.lastIndex = 0;
            const m = DEFINITION.exec(prev);
            DEFINITION.lastIndex = 0;
            if (!m || !footnotes_closed(prev.slice(m[0].length)))
                return 'footnote after a paragraph';
        }
    }
    const lines = src.slice(offset).split('\n', 200);
    let blank = false;
    for (let i = 1; i < lines.length; i++) {
        const line = lines[i];
        if (line.trim() === '') {
            blank = true;
            continue;
        }
        if (blank)
            return /^(?: {4}|\t)/.test(line) ? 'footnote with more paragraphs' : undefined;
        if (UNDERLINE.test(line))
            return 'footnote before an underline';
    }
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 3 modules
var decode = __webpack_require__(81161);
;// CONCATENATED MODULE: ./src/markdown/literals.ts
/**
 * GFM autolink literals (bare `https://\u2026`, `www.\u2026`, emails, `mailto:`/`xmpp:` addresses) for the
 * markdown-it adapter, found as the exact adapter finds them (micromark, then mdast's transform):
 *
 * 1. While parsing, micromark's tokenizer takes a literal where one starts in text, unless the
 *    character before it rules it out or an unclosed `[` comes before it in the block. Its end
 *    follows GFM's rules: a domain of segments with no `_` in the last two, then a path that ends
 *    at whitespace or `<`, less trailing punctuation (`?!.,:*_~` \u2026, a `)` that closes nothing, an
 *    entity-like `&x;`, a `]` before whitespace or `(`/`[`).
 * 2. After the parse, a transform finds what is left in each text node (outside links) with
 *    rules of its own (another trailing-punctuation set, balanced parentheses, `mailto:`/`xmpp:`
 *    forms, a `www` domain with two valid last labels).
 *
 * Step 1 is run on the block's source text (the literal's end is decided by the characters as
 * written), step 2 on markdown-it's text tokens. Where the two parsers could disagree, this
 * answers why instead (the caller hands the file to micromark): a literal that runs into text
 * markdown-it read as markup (an emphasis delimiter, a code span) or into an escape or an entity,
 * or a text token whose characters cannot be found again in the source.
 */

/** Text that could hold a literal (a superset of what either step can find). */
const LITERAL_HINT = /www\.|https?:\/\/|[\w.+-]@[\w.-]/i;
const EOF = -1;
const isAlpha = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c) => c >= 48 && c <= 57;
const isAlnum = (c) => isAlpha(c) || isDigit(c);
/** Characters of an email's local part. */
const isAtext = (c) => c === 43 || c === 45 || c === 46 || c === 95 || isAlnum(c);
const isSpaceOrEol = (c) => c === 32 || c === 9 || c === 10 || c === 13;
const PUNCTUATION = /\p{P}|\p{S}/u;
const WHITESPACE = /\s/;
const isPunct = (c) => c > -1 && PUNCTUATION.test(String.fromCharCode(c));
const isWhite = (c) => c > -1 && WHITESPACE.test(String.fromCharCode(c));
const isControl = (c) => c < 32 || c === 127;
/** Characters the tokenizer's trail may hold (besides `&x;` and `]`). */
const TRAIL = new Set([...'!"\')*,.:;?_~'].map((c) => c.charCodeAt(0)));
/** Characters at which a path asks whether the rest is trail. */
const PATH_PUNCT = new Set([...'!"&\')*,.:;<?]_~'].map((c) => c.charCodeAt(0)));
/** The tokenizer's literal rules over one block's text: each returns the literal's end, or -1. */
class Tokenizer {
    s;
    constructor(s) {
        this.s = s;
    }
    at(i) {
        return i < this.s.length ? this.s.charCodeAt(i) : EOF;
    }
    /** Is what starts at `i` trailing punctuation up to whitespace, `<` or the end? */
    trail(i) {
        for (;;) {
            const c = this.at(i);
            if (TRAIL.has(c))
                i++;
            else if (c === 38) {
                i++;
                if (!isAlpha(this.at(i)))
                    return false;
                while (isAlpha(this.at(i)))
                    i++;
                if (this.at(i) !== 59)
                    return false;
                i++;
            }
            else if (c === 93) {
                i++;
                const d = this.at(i);
                if (d === EOF || d === 40 || d === 91 || isSpaceOrEol(d) || isWhite(d))
                    return true;
            }
            else
                return c === 60 || c === EOF || isSpaceOrEol(c) || isWhite(c);
        }
    }
    domain(i) {
        let underscoreLast = false;
        let underscoreBefore = false;
        let seen = false;
        for (;;) {
            const c = this.at(i);
            if (c === 46 || c === 95) {
                if (this.trail(i))
                    break;
                if (c === 95)
                    underscoreLast = true;
                else {
                    underscoreBefore = underscoreLast;
                    underscoreLast = false;
                }
                i++;
                continue;
            }
            if (c === EOF || isSpaceOrEol(c) || isWhite(c) || (c !== 45 && isPunct(c)))
                break;
            seen = true;
            i++;
        }
        return underscoreLast || underscoreBefore || !seen ? -1 : i;
    }
    path(i) {
        let open = 0;
        let close = 0;
        for (;;) {
            const c = this.at(i);
            if (c === 40)
                open++;
            else if (c === 41 && close < open)
                close++;
            else if (PATH_PUNCT.has(c)) {
                if (this.trail(i))
                    return i;
                if (c === 41)
                    close++;
            }
            else if (c === EOF || isSpaceOrEol(c) || isWhite(c))
                return i;
            i++;
        }
    }
    email(i, prev) {
        if (!isAtext(this.at(i)) || prev === 47 || isAtext(prev))
            return -1;
        while (isAtext(this.at(i)))
            i++;
        if (this.at(i) !== 64)
            return -1;
        i++;
        let data = false;
        let dot = false;
        for (;;) {
            const c = this.at(i);
            if (c === 46) {
                if (!isAlnum(this.at(i + 1)))
                    break;
                dot = true;
            }
            else if (c === 45 || c === 95 || isAlnum(c))
                data = true;
            else
                break;
            i++;
        }
        return data && dot && isAlpha(this.at(i - 1)) ? i : -1;
    }
    www(i, prev) {
        const okPrev = prev === EOF || prev === 40 || prev === 42 || prev === 95 || prev === 91 || prev === 93 || prev === 126 || isSpaceOrEol(prev);
        if (!okPrev || this.s.slice(i, i + 4).toLowerCase() !== 'www.' || i + 4 >= this.s.length)
            return -1;
        const d = this.domain(i);
        return d === -1 ? -1 : this.path(d);
    }
    protocol(i, prev) {
        if (isAlpha(prev))
            return -1;
        const m = /^https?:\/\//i.exec(this.s.slice(i, i + 8));
        if (!m)
            return -1;
        const j = i + m[0].length;
        const c = this.at(j);
        if (c === EOF || isControl(c) || isSpaceOrEol(c) || isWhite(c) || isPunct(c))
            return -1;
        const d = this.domain(j);
        return d === -1 ? -1 : this.path(d);
    }
}
/** What lies between tokens without a token of its own: emphasis delimiters, a continuation line's indentation. */
const SKIPPED = new Set(['*', '_', ' ', '\t']);
const ENTITY = /^&(?:#(?:x[a-f0-9]{1,6}|[0-9]{1,7})|[a-z][a-z0-9]{1,31});/i;
const ASCII_PUNCT = /[!-/:-@[-`{-~]/;
/** A text token whose characters are not the source's, aligned to the source from `from`; undefined when it does not align. */
function align(content, from, token) {
    const text = token.content;
    const map = [];
    const opaque = [];
    let i = from;
    for (let k = 0; k < text.length;) {
        const c = content[i];
        if (c === undefined)
            return undefined;
        if (c === '\\' && ASCII_PUNCT.test(content[i + 1] ?? '') && text[k] === content[i + 1]) {
            map.push(i);
            opaque.push([i, i + 2]);
            k++;
            i += 2;
            continue;
        }
        if (c === '&') {
            const m = ENTITY.exec(content.slice(i, i + 40));
            const decoded = m ? (0,decode/* decodeHTMLStrict */.hl)(m[0]) : '';
            if (m && decoded !== m[0] && text.startsWith(decoded, k)) {
                for (let d = 0; d < decoded.length; d++)
                    map.push(i);
                opaque.push([i, i + m[0].length]);
                k += decoded.length;
                i += m[0].length;
                continue;
            }
        }
        if (text[k] !== c)
            return undefined;
        map.push(i);
        k++;
        i++;
    }
    return { token, start: from, end: i, map, opaque };
}
/**
 * The literals of one inline block (`content`, markdown-it's `children`), by the text token they
 * are in, in order; or why they cannot be found exactly. Link, image, code span and raw HTML
 * tokens carry `meta.pos`/`meta.end` (their offsets in `content`, set by the adapter's rules).
 */
function findLiterals(content, children) {
    const segments = [];
    let cursor = 0;
    let hinted = false;
    let oddBrackets = false;
    for (let i = 0; i < children.length; i++) {
        const c = children[i];
        const meta = c.meta;
        if (c.type === 'link_open') {
            // Nothing inside a link is a literal: skip to its end.
            for (let depth = 1; depth > 0 && i + 1 < children.length;) {
                const t = children[++i].type;
                if (t === 'link_open')
                    depth++;
                else if (t === 'link_close')
                    depth--;
            }
            if (meta?.end === undefined)
                return 'autolink literal (link end)';
            cursor = meta.end;
        }
        else if (c.type === 'image' || c.type === 'code_inline' || c.type === 'html_inline') {
            if (meta?.end === undefined)
                return 'autolink literal (token end)';
            cursor = meta.end;
        }
        else if (c.type === 'softbreak' || c.type === 'hardbreak') {
            const nl = content.indexOf('\n', cursor);
            if (nl !== -1)
                cursor = nl + 1;
        }
        else if (c.type === 'text') {
            const hint = LITERAL_HINT.test(c.content);
            hinted ||= hint;
            // Past emphasis delimiters and a line's indentation; with escapes or entities, aligned.
            let seg;
            for (let p = cursor; seg === undefined && p < content.length; p++) {
                seg = content.startsWith(c.content, p) ? { token: c, start: p, end: p + c.content.length } : align(content, p, c);
                if (seg === undefined && !SKIPPED.has(content[p]))
                    break;
            }
            if (seg === undefined) {
                if (hint)
                    return 'autolink literal (text not found)';
                if (/[[\]]/.test(c.content))
                    oddBrackets = true;
                continue;
            }
            segments.push(seg);
            cursor = seg.end;
        }
    }
    const found = new Map();
    if (!hinted)
        return found;
    if (oddBrackets)
        return 'autolink literal (escaped brackets)';
    const tokenized = tokenize(content, segments);
    if (typeof tokenized === 'string')
        return tokenized;
    for (const seg of segments) {
        if (!LITERAL_HINT.test(seg.token.content))
            continue;
        const literals = tokenized.get(seg.token) ?? [];
        const all = transform(seg, literals);
        if (all.length > 0)
            found.set(seg.token, all);
    }
    return found;
}
/** Step 1: the tokenizer's literals, by segment. */
function tokenize(content, segments) {
    const tk = new Tokenizer(content);
    const out = new Map();
    const prevOf = (i) => (i > 0 ? content.charCodeAt(i - 1) : EOF);
    let open = 0;
    let lastEnd = 0;
    for (const seg of segments) {
        // An `_` that markdown-it read as emphasis, where micromark's tokenizer could start an email.
        const before = seg.start - 1;
        if (open === 0 && before >= lastEnd && content.charCodeAt(before) === 95 && tk.email(before, prevOf(before)) !== -1) {
            return 'autolink literal (after emphasis)';
        }
        lastEnd = seg.end;
        const hinted = LITERAL_HINT.test(seg.token.content);
        const opaque = seg.opaque ?? [];
        let r = 0; // the next escape or entity: one character to micromark, never part of a literal's start
        const list = [];
        for (let i = seg.start; i < seg.end;) {
            if (r < opaque.length && opaque[r][0] === i) {
                i = opaque[r++][1];
                continue;
            }
            const c = content.charCodeAt(i);
            if (c === 91)
                open++;
            else if (c === 93 && open > 0)
                open--;
            let end = -1;
            let kind = '';
            if (open === 0 && hinted) {
                const prev = prevOf(i);
                end = tk.email(i, prev);
                kind = 'email';
                if (end === -1 && (c === 104 || c === 72))
                    [end, kind] = [tk.protocol(i, prev), 'http'];
                else if (end === -1 && (c === 119 || c === 87))
                    [end, kind] = [tk.www(i, prev), 'www'];
            }
            if (end === -1) {
                i++;
                continue;
            }
            if (end > seg.end)
                return 'autolink literal (runs into markup)';
            if (r < opaque.length && opaque[r][0] < end)
                return 'autolink literal (holds an escape or entity)';
            const raw = content.slice(i, end);
            list.push({ offset: i, text: raw, url: kind === 'email' ? `mailto:${raw}` : kind === 'www' ? `http://${raw}` : raw });
            i = end;
        }
        if (list.length > 0)
            out.set(seg.token, list);
    }
    return out;
}
const URL_FIND = /(?<![\da-z])(https?:\/\/|www(?=\.))([\w-]*\.[\w\-.]*)([^\t\n\r ]*)/gi;
const XMPP_FIND = /(?<![\w+\-.@])xmpp:([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)(\/(?:[\w\-/]|\.(?=[\dA-Za-z]))*)?/g;
const MAILTO_FIND = /(?<![\w+\-.@])mailto:([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)/g;
const EMAIL_FIND = /(?<![\w+\-.]|(?:^|[^\d@A-Za-z])(?:mailto|xmpp):)([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)/g;
/** Step 2: the transform over the text the tokenizer left, one pattern at a time (each over every piece). */
function transform(seg, literals) {
    const text = seg.token.content;
    // Offsets in the token's text; a literal's, in the block's text.
    const src = (k) => (seg.map ? seg.map[k] : seg.start + k);
    const dec = (o) => (seg.map ? seg.map.indexOf(o) : o - seg.start);
    let pieces = [];
    let at = 0;
    for (const l of literals) {
        const k = dec(l.offset);
        if (k > at)
            pieces.push({ offset: at, text: text.slice(at, k) });
        pieces.push({ literal: l });
        at = k + l.text.length;
    }
    if (at < text.length)
        pieces.push({ offset: at, text: text.slice(at) });
    for (const [find, make] of [
        [URL_FIND, urlMatch],
        [XMPP_FIND, xmppMatch],
        [MAILTO_FIND, mailtoMatch],
        [EMAIL_FIND, emailMatch],
    ]) {
        pieces = pieces.flatMap((p) => ('literal' in p ? [p] : replace(p, find, make, src)));
    }
    return pieces.flatMap((p) => ('literal' in p ? [p.literal] : []));
}
function replace(piece, find, make, src) {
    const out = [];
    const s = piece.text;
    let start = 0;
    find.lastIndex = 0;
    for (let m = find.exec(s); m !== null; m = find.exec(s)) {
        const made = make(m);
        if (made === undefined) {
            find.lastIndex = m.index + 1;
            continue;
        }
        if (m.index > start)
            out.push({ offset: piece.offset + start, text: s.slice(start, m.index) });
        out.push({ literal: { offset: src(piece.offset + m.index), ...made } });
        if (m[0].length > made.text.length)
            out.push({ offset: piece.offset + m.index + made.text.length, text: m[0].slice(made.text.length) });
        start = m.index + m[0].length;
    }
    if (start === 0)
        return [piece];
    if (start < s.length)
        out.push({ offset: piece.offset + start, text: s.slice(start) });
    // Neighbouring text pieces are one text node for the next pattern.
    const merged = [];
    for (const p of out) {
        const last = merged[merged.length - 1];
        if (last && !('literal' in last) && !('literal' in p))
            last.text += p.text;
        else
            merged.push(p);
    }
    return merged;
}
function urlMatch(m) {
    const prev = m.index > 0 ? m.input.charCodeAt(m.index - 1) : EOF;
    if (m.index > 0 && !isWhite(prev) && !isPunct(prev))
        return undefined;
    let protocol = m[1];
    let domain = m[2];
    let prefix = '';
    if (/^w/i.test(protocol)) {
        domain = protocol + domain;
        protocol = '';
        prefix = 'http://';
    }
    if (isPunct(domain.charCodeAt(0)) || !validDomain(domain))
        return undefined;
    const kept = withoutTrail(domain + m[3]);
    return { url: prefix + protocol + kept, text: protocol + kept };
}
/** The transform's domain rule: two labels at least, the last two with a letter or digit and no `_`. */
function validDomain(domain) {
    const parts = domain.split('.');
    if (parts.length < 2)
        return false;
    for (const part of parts.slice(-2))
        if (part !== '' && (part.includes('_') || !/[\dA-Za-z]/.test(part)))
            return false;
    return true;
}
/** The transform's trailing punctuation off a URL, giving back `)`s that close a `(` in it. */
function withoutTrail(url) {
    let end = url.length;
    while (end > 0 && '!"&\'),.:;<>?]}'.includes(url[end - 1]))
        end--;
    if (end === url.length)
        return url;
    let kept = url.slice(0, end);
    let trail = url.slice(end);
    const opens = kept.split('(').length - 1;
    let closes = kept.split(')').length - 1;
    for (let close = trail.indexOf(')'); close !== -1 && opens > closes; close = trail.indexOf(')')) {
        kept += trail.slice(0, close + 1);
        trail = trail.slice(close + 1);
        closes++;
    }
    return kept;
}
const badLabelEnd = (label) => /[\d\-_]$/.test(label);
function emailMatch(m) {
    if (badLabelEnd(m[2]))
        return undefined;
    return { url: `mailto:${m[0]}`, text: m[0] };
}
function mailtoMatch(m) {
    return badLabelEnd(m[2]) ? undefined : { url: m[0], text: m[0] };
}
function xmppMatch(m) {
    const resource = m[3];
    if (badLabelEnd(m[2]))
        return undefined;
    if (resource && (!/[A-Za-z]$/.test(resource) || m.input.charAt(m.index + m[0].length) === '@'))
        return undefined;
    return { url: m[0], text: m[0] };
}

;// CONCATENATED MODULE: ./src/markdown/platform/flavors.ts

/** github-slugger: `-1`, `-2` \u2026 after the base, skipping any id already taken (a heading `Intro 1` among `Intro`s). */
const nextFree = (base, separator, seen) => {
    let id = base;
    while (seen.has(id)) {
        const n = seen.get(base) + 1;
        seen.set(base, n);
        id = `${base}${separator}${n}`;
    }
    seen.set(id, 0);
    return id;
};
/** kramdown's counter: the n-th repeat of a base is `base-n`, whether or not another heading already has that id. */
const counted = (base, separator, seen) => {
    const n = seen.get(base);
    seen.set(base, n === undefined ? 0 : n + 1);
    return n === undefined ? base : `${base}${separator}${n + 1}`;
};
/** Python-Markdown's `unique`: an empty or taken id gets `_1`, and an id ending in `_N` counts on to `_N+1`. */
const pythonUnique = (base, separator, seen) => {
    let id = base;
    while (id === '' || seen.has(id)) {
        const m = /^(.*)_(\d+)$/s.exec(id);
        id = m ? `${m[1]}${separator}${Number(m[2]) + 1}` : `${id}${separator}1`;
    }
    seen.set(id, 0);
    return id;
};
/** GitHub: lower case; drop all but letters, marks, numbers, `_`, `-` and spaces; each space a `-`. */
function githubSlug(text) {
    return text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-');
}
/** GitLab: lower case; drop non-word characters (Ruby's `\p{Word}`) but `-` and spaces; spaces to `-`; runs of `-` to one. */
function gitlabSlug(text) {
    return text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{Nd}\p{Pc} -]/gu, '')
        .replace(/ /g, '-')
        .replace(/-{2,}/g, '-');
}
/** mdBook: trimmed; letters, numbers, `_` and `-` kept (only ASCII lower-cased); each whitespace a `-`; the rest dropped. */
function mdbookSlug(text) {
    let id = '';
    for (const ch of text.trim()) {
        if (/[\p{Alphabetic}\p{N}_-]/u.test(ch))
            id += ch.length === 1 && ch >= 'A' && ch <= 'Z' ? ch.toLowerCase() : ch;
        else if (/\s/u.test(ch))
            id += '-';
    }
    return id;
}
/** Hugo (goldmark `github`): `-` and spaces to `-`; letters, decimal digits and `_` lower-cased; everything else dropped. */
function hugoSlug(text) {
    let id = '';
    for (const ch of text) {
        if (ch === '-' || ch === ' ')
            id += '-';
        else if (/[\p{L}\p{Nd}_]/u.test(ch))
            id += ch.toLowerCase();
    }
    return id;
}
/** Jekyll (kramdown-parser-gfm): lower case; drop all but word characters, `-`, spaces and tabs; each space or tab a `-`. */
function jekyllSlug(text) {
    return text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{Nd}\p{Pc}\- \t]/gu, '')
        .replace(/[ \t]/g, '-');
}
/** MkDocs (Python-Markdown `slugify`): NFKD and ASCII only; drop all but `\w`, whitespace and `-`; trim, lower; runs of whitespace and `-` to one `-`. */
function mkdocsSlug(text) {
    return text
        .normalize('NFKD')
        .replace(/[^\x00-\x7f]/g, '')
        .replace(/[^\w\s-]/g, '')
        .trim()
        .toLowerCase()
        .replace(/[-\s]+/g, '-');
}
const flavors_FLAVORS = {
    github: { slug: githubSlug, empty: '', separator: '-', numbering: nextFree, customId: false },
    gitlab: { slug: gitlabSlug, empty: '', separator: '-', numbering: nextFree, customId: false },
    mdbook: { slug: mdbookSlug, empty: '', separator: '-', numbering: nextFree, customId: true },
    hugo: { slug: hugoSlug, empty: 'heading', separator: '-', numbering: nextFree, customId: true },
    jekyll: { slug: jekyllSlug, empty: '', separator: '-', numbering: counted, customId: true },
    mkdocs: { slug: mkdocsSlug, empty: '', separator: '_', numbering: pythonUnique, customId: true },
    docusaurus: { slug: githubSlug, empty: '', separator: '-', numbering: nextFree, customId: true },
};
/** `{#id}`, `{: #id}`, `{ #id .class key=value }` at the end of a heading's text. */
const CUSTOM_ID = /[ \t]*\{:?[ \t]*#([^\s{}]+)[^{}]*\}[ \t]*$/;
/** A heading's custom id and its text without it, when the text ends in one. */
function customId(text) {
    const m = CUSTOM_ID.exec(text);
    return m ? { id: m[1], text: text.slice(0, m.index) } : undefined;
}

;// CONCATENATED MODULE: ./src/markdown/slug.ts
/**
 * Heading anchors: a heading's text \u2192 its id by the repository's Markdown flavour
 * (platform/flavors.ts: slug rules, numbering of repeats, custom `{#id}`s). GitHub's rules are
 * the default (github-slugger's, which GitHub's renderer follows; written from those rules, not
 * copied): the text lower-cased, every character that is not a letter, mark, number, connector
 * punctuation, space or hyphen removed, spaces turned into hyphens; `-1`, `-2`, \u2026 for repeats.
 */

function slug_githubSlug(text) {
    return FLAVORS.github.slug(text);
}
/** Slugs of one document, in order: a second `Intro` is `intro-1` (on GitHub), whatever else is named so. */
class Slugger {
    collapseSpaces;
    seen = new Map();
    rules;
    /**
     * @param collapseSpaces read runs of spaces as one: in MDX, where a JSX tag inside a heading was
     *   blanked (mdx.ts), the renderer's text has no such run.
     */
    constructor(flavor = 'github', collapseSpaces = false) {
        this.collapseSpaces = collapseSpaces;
        this.rules = flavors_FLAVORS[flavor];
    }
    slug(text) {
        const rules = this.rules;
        const custom = rules.customId ? customId(text) : undefined;
        if (custom) {
            if (!this.seen.has(custom.id))
                this.seen.set(custom.id, 0);
            return custom.id;
        }
        const plain = this.collapseSpaces ? text.replace(/[ \t]{2,}/g, ' ').trim() : text;
        return rules.numbering(rules.slug(plain) || rules.empty, rules.separator, this.seen);
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
 * GFM's autolink literals (bare `https://\u2026`, `www.\u2026`, emails) are found in its text tokens as
 * micromark finds them (literals.ts), and footnote definitions are read as the paragraphs they
 * hold (footnotes.ts). It answers only when it can be exact, and returns the reason otherwise, so
 * that the caller reads the file with micromark instead:
 * - a literal or footnote those modules cannot mirror exactly (they say why);
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
for (const name of ['link', 'image', 'autolink', 'html_inline', 'backticks']) {
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
                if (t.type === 'link_open' || t.type === 'image' || t.type === 'html_inline' || t.type === 'code_inline') {
                    t.meta = { pos: start, end: state.pos, ref };
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
const ASCII_TRIMMABLE = (c) => c === 32 || c === 9 || c === 10 || c === 13;
/**
 * A line whose text is indented by 4 columns or a tab after its container marks. MDX has no
 * indented code, and micromark without it lets any block start at any indentation, where
 * markdown-it stops at 4 (a blank line, such as a blanked JSX tag's, does not count).
 */
const INDENTED = /^[ >*+\-\d.)]*?(?: {4}|\t)[ \t]*\S/m;
/** The file's links, anchors and lines; or why micromark must read it. */
function parseWithMarkdownIt(text, options = {}) {
    if (options.mdx === true && INDENTED.test(text))
        return { fallback: 'indented MDX' };
    // A byte order mark: markdown-it reads it as text (`\uFEFF# Title` is no heading); GFM skips it.
    if (text.charCodeAt(0) === 0xfeff)
        return { fallback: 'byte order mark' };
    // markdown-it's own normalisation: line endings to \n, NUL to U+FFFD (columns do not move).
    let src = text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
    if (src.includes('[^')) {
        const blanked = blankFootnoteMarkers(src);
        if (typeof blanked !== 'string')
            return blanked;
        src = blanked;
    }
    const starts = (0,lines/* lineStarts */._$)(src);
    const lineEnd = (line) => (line + 1 < starts.length ? starts[line + 1] - 1 : src.length);
    const references = referenceTable();
    const tokens = md.parse(src, { references });
    const links = [];
    const anchors = new Set();
    const slugger = new Slugger(options.flavor, options.mdx);
    const definitions = new Map();
    const unused = [];
    for (const t of tokens)
        if (t.type === 'reference_definition')
            definitions.set(labelOf(t), { line: t.map[0], used: false });
    // A footnote definition markdown-it read as a link definition (in a container: not blanked).
    for (const label of definitions.keys())
        if (label.startsWith('^'))
            return { fallback: 'footnote in a container' };
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
            const literals = LITERAL_HINT.test(t.content) ? findLiterals(t.content, t.children) : undefined;
            if (typeof literals === 'string')
                return { fallback: literals };
            const failed = readInline(t.children, place, links, anchors, definitions, literals);
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
    const contentStarts = (0,lines/* lineStarts */._$)(content);
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
        const k = (0,lines/* position */.G1)(contentStarts, pos).line - 1;
        const abs = base[k] + pos - contentStarts[k];
        if (expect !== undefined && (src[abs] !== expect || content[pos] !== expect))
            return undefined;
        return { line: first + k + 1, column: abs - starts[first + k] + 1 };
    };
}
/** Links of one inline block (document order), skipping images' alt text; or why it failed. */
function readInline(children, place, links, anchors, definitions, literals) {
    for (let i = 0; i < children.length; i++) {
        const c = children[i];
        if (c.type === 'text') {
            for (const l of literals?.get(c) ?? []) {
                const at = place(l.offset, l.text[0]);
                if (!at)
                    return 'position';
                links.push({ value: l.url, kind: 'page', element: 'a', attribute: 'href', text: clip(l.text), ...at });
            }
            continue;
        }
        if (c.type !== 'link_open' && c.type !== 'image' && c.type !== 'html_inline')
            continue;
        const meta = c.meta;
        if (!meta)
            return 'no position';
        if (c.type === 'html_inline') {
            if (!place(meta.pos, '<'))
                return 'position';
            // A tag may span lines: its offsets in the block's text map like any other.
            const htmlStarts = (0,lines/* lineStarts */._$)(c.content);
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

;// CONCATENATED MODULE: ./src/markdown/mdx.ts
/**
 * MDX (Docusaurus, Nextra, Astro) read as Markdown: a pre-pass blanks what is JavaScript, not
 * Markdown \u2014 ESM blocks (`import`/`export` lines, up to the next blank line), JSX expressions
 * (`{\u2026}`, comments `{/* \u2026 *\/}` included), JSX tags (`<Card \u2026>`, `</Card>`, `<Note />`, `<>`) and
 * front matter \u2014 with spaces, keeping every other character and every line break where it was;
 * then the usual Markdown parse reads the rest (parse.ts), so the Markdown inside JSX elements is
 * read, at exact lines and columns. A tag's own links are read here: a lower-case tag is HTML and
 * goes through the HTML extractor (every link and anchor it reads there); a component's `href` and
 * `src` attributes with a string value are its links.
 *
 * Why a pre-pass and not micromark-extension-mdxjs: that extension plugs into micromark only, so
 * every MDX file would lose markdown-it's fast path (the differential test feeds both adapters the
 * same blanked text); and it stops at the first JavaScript it cannot parse, losing the whole file,
 * where the pre-pass loses one expression. What the pre-pass does not know is JavaScript's full
 * grammar: a brace inside a string or a block comment is skipped, one in a regular expression is not.
 */


const FENCE = /[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})/y;
const ESM = /(?:import|export)(?=[\s{*])/y;
const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/;
const TAG_NAME = /[A-Za-z_$][\w$.:-]*/y;
const ATTRIBUTE_NAME = /[^\s=/>{}"'<]+/y;
/** Docusaurus' heading id in MDX, `## Title {/* #id *\/}`: kept as `{#id}`, which the flavours read. */
const COMMENT_ID = /\{\/\*[ \t]*#([^\s*{}]+)[ \t]*\*\/\}(?=[ \t]*(?:\r?\n|\r|$))/y;
const HTML_NAME = /^[a-z][a-z0-9-]*$/;
const BLANK_LINE = /\n[ \t]*\r?\n/g;
const mdx_WHITESPACE = /[ \t]*/y;
/** The MDX file's text as Markdown, with its JSX tags' links and anchors. */
function mdxToMarkdown(source) {
    return new Blanker(source).run();
}
class Blanker {
    src;
    /** What is blanked, in order and apart: [from, to), and what stands there instead (spaces by default). */
    edits = [];
    links = [];
    anchors = [];
    starts;
    /** Once a `{` finds no `}`, no later one is taken for an expression (the file is not valid MDX; no quadratic search). */
    unbalanced = false;
    constructor(src) {
        this.src = src;
    }
    run() {
        const src = this.src;
        let i = 0;
        const front = FRONT_MATTER.exec(src);
        if (front) {
            this.blank(0, front[0].length);
            i = front[0].length;
        }
        let fence;
        let previousBlank = true;
        while (i < src.length) {
            // A line: in or at a fence, code; after a blank line, `import`/`export` starts an ESM block.
            const eol = lineEnd(src, i);
            FENCE.lastIndex = i;
            let mark = FENCE.exec(src)?.[1];
            // A backtick fence's info string has no backtick (```` ```x``` ```` is a code span).
            if (mark?.[0] === '`' && src.slice(FENCE.lastIndex, eol).includes('`'))
                mark = undefined;
            if (fence !== undefined) {
                if (mark !== undefined && mark[0] === fence[0] && mark.length >= fence.length && src.slice(FENCE.lastIndex, eol).trim() === '')
                    fence = undefined;
                i = nextLine(src, eol);
                continue;
            }
            if (mark !== undefined) {
                fence = mark;
                i = nextLine(src, eol);
                previousBlank = false;
                continue;
            }
            ESM.lastIndex = i;
            if (previousBlank && ESM.test(src)) {
                BLANK_LINE.lastIndex = i;
                const end = BLANK_LINE.exec(src)?.index ?? src.length;
                this.blank(i, end);
                i = end === src.length ? end : nextLine(src, end);
                continue;
            }
            mdx_WHITESPACE.lastIndex = i;
            previousBlank = mdx_WHITESPACE.test(src) && mdx_WHITESPACE.lastIndex === eol;
            i = nextLine(src, this.inline(i, eol));
        }
        return { text: applyEdits(src, 0, this.edits), links: this.links, anchors: this.anchors };
    }
    /** Reads the text from `i` to the end of its line, or of a later line where a tag or expression that spans lines ends. */
    inline(i, eol) {
        const src = this.src;
        while (i < eol) {
            const c = src[i];
            let end;
            // An escape skips its character; a hard break's backslash does not skip the line break.
            if (c === '\\')
                end = i + 1 < eol ? i + 2 : i + 1;
            else if (c === '`')
                end = skipCodeSpan(src, i);
            else if (c === '{')
                end = this.expression(i);
            else if (c === '<' && src.startsWith('<!--', i)) {
                // An HTML comment: nothing in it is read, in MDX as in Markdown.
                const close = src.indexOf('-->', i + 4);
                end = close === -1 ? src.length : close + 3;
            }
            else if (c === '<')
                end = this.tag(i);
            else
                end = i + 1;
            if (end > eol)
                eol = lineEnd(src, end);
            i = end;
        }
        return eol;
    }
    /** `{\u2026}` at `i`: blanked (a heading's `{#id}` kept, `{/* #id *\/}` made one); returns where reading goes on. */
    expression(i) {
        const src = this.src;
        if (/^\{[ \t]*#/.test(src.slice(i, i + 40)))
            return i + 1;
        COMMENT_ID.lastIndex = i;
        const id = COMMENT_ID.exec(src);
        if (id) {
            const end = COMMENT_ID.lastIndex;
            const kept = `{#${id[1]}}`;
            this.edits.push([i, end, kept + ' '.repeat(end - i - kept.length)]);
            return end;
        }
        if (this.unbalanced)
            return i + 1;
        const close = matchBrace(src, i);
        if (close === -1) {
            this.unbalanced = true;
            return i + 1;
        }
        this.blank(i, close + 1);
        return close + 1;
    }
    /** A JSX tag at `i`: its links read, then blanked; returns where reading goes on. */
    tag(i) {
        const src = this.src;
        if (src.startsWith('](', i - 2))
            return i + 1; // `[a](<b c.md>)`: a link destination, not a tag
        const tag = readTag(src, i);
        if (tag === undefined)
            return i + 1;
        if (HTML_NAME.test(tag.name))
            this.html(i, tag);
        else
            this.component(tag);
        this.blank(i, tag.end);
        return tag.end;
    }
    /** A lower-case tag is HTML: what the HTML extractor reads in it (its `{\u2026}` values blanked), at its place in the file. */
    html(from, tag) {
        const snippet = applyEdits(this.src.slice(from, tag.end), from, tag.expressions);
        if (!snippet.includes('='))
            return;
        const page = (0,extract_html/* extractLinks */.rc)(snippet, { collectAnchors: true, utf16Columns: true });
        const starts = (0,lines/* lineStarts */._$)(snippet);
        for (const link of page.links)
            this.links.push({ ...link, ...this.place(from + starts[link.line - 1] + link.column - 1) });
        for (const a of page.anchors ?? [])
            this.anchors.push(a);
    }
    /** A component's `href` and `src` with a string value, as an `<a href>` and an `<img src>` are read. */
    component(tag) {
        for (const a of tag.attributes) {
            if (a.value === undefined || (a.name !== 'href' && a.name !== 'src'))
                continue;
            const kind = a.name === 'href' ? 'page' : 'resource';
            this.links.push({ value: a.value.trim(), kind, element: tag.name, attribute: a.name, text: '', ...this.place(a.at) });
        }
    }
    place(offset) {
        this.starts ??= (0,lines/* lineStarts */._$)(this.src);
        return (0,lines/* position */.G1)(this.starts, offset);
    }
    /** Spaces for every character of [from, to) but line breaks. */
    blank(from, to) {
        this.edits.push([from, to]);
    }
}
/** `text` (which starts at `offset` of the file) with the edits (file offsets, in order, apart) made. */
function applyEdits(text, offset, edits) {
    let out = '';
    let at = 0;
    for (const [from, to, instead] of edits) {
        out += text.slice(at, from - offset) + (instead ?? text.slice(from - offset, to - offset).replace(/[^\r\n]/g, ' '));
        at = to - offset;
    }
    return out + text.slice(at);
}
const LINE_BREAK = /[\r\n]/g;
function lineEnd(src, i) {
    LINE_BREAK.lastIndex = i;
    return LINE_BREAK.exec(src)?.index ?? src.length;
}
function nextLine(src, eol) {
    if (src[eol] === '\r' && src[eol + 1] === '\n')
        return eol + 2;
    return eol + 1;
}
/** Past a code span that opens at `i` (a run of backticks closed by a run as long, before a blank line); else past the run. */
function skipCodeSpan(src, i) {
    let n = 0;
    while (src[i + n] === '`')
        n++;
    BLANK_LINE.lastIndex = i;
    const limit = BLANK_LINE.exec(src)?.index ?? src.length;
    for (let k = src.indexOf('`', i + n); k !== -1 && k < limit; k = src.indexOf('`', k)) {
        let m = 0;
        while (src[k + m] === '`')
            m++;
        if (m === n)
            return k + m;
        k += m;
    }
    return i + n;
}
/**
 * The `}` that closes the `{` at `i`, or -1: nested braces, strings (a quote's string ends at its
 * line's end, so an apostrophe in JSX text costs at most that line), template literals with their
 * `${\u2026}`, and block comments are skipped.
 */
function matchBrace(src, i) {
    let depth = 0;
    for (let k = i; k < src.length; k++) {
        const c = src[k];
        if (c === '{')
            depth++;
        else if (c === '}') {
            if (--depth === 0)
                return k;
        }
        else if (c === '"' || c === "'") {
            k++;
            while (k < src.length && src[k] !== c && src[k] !== '\n')
                k += src[k] === '\\' ? 2 : 1;
        }
        else if (c === '`') {
            k = skipTemplate(src, k);
            if (k === -1)
                return -1;
        }
        else if (c === '/' && src[k + 1] === '*') {
            const end = src.indexOf('*/', k + 2);
            if (end === -1)
                return -1;
            k = end + 1;
        }
    }
    return -1;
}
/** The closing backtick of the template literal at `i` (its `${\u2026}` skipped), or -1. */
function skipTemplate(src, i) {
    for (let k = i + 1; k < src.length; k++) {
        const c = src[k];
        if (c === '\\')
            k++;
        else if (c === '`')
            return k;
        else if (c === '$' && src[k + 1] === '{') {
            k = matchBrace(src, k + 1);
            if (k === -1)
                return -1;
        }
    }
    return -1;
}
/**
 * A JSX tag at `i` (`<Name \u2026>`, `<Name \u2026 />`, `</Name>`, `<>`, `</>`), or undefined when the text
 * there is no tag: `<` not followed by a name, an autolink (`<https://\u2026>`), a comment, or a tag
 * not closed before a blank line.
 */
function readTag(src, i) {
    let k = i + 1;
    if (src[k] === '/')
        k++;
    let name = '';
    if (src[k] !== '>') {
        TAG_NAME.lastIndex = k;
        const m = TAG_NAME.exec(src);
        if (!m)
            return undefined;
        name = m[0];
        k = TAG_NAME.lastIndex;
        if (!/[\s/>{]/.test(src[k] ?? ''))
            return undefined;
    }
    const tag = { name, end: -1, attributes: [], expressions: [] };
    for (;;) {
        k = skipSpace(src, k);
        if (k === -1 || k >= src.length)
            return undefined;
        const c = src[k];
        if (c === '>') {
            tag.end = k + 1;
            return tag;
        }
        if (c === '/' && src[k + 1] === '>') {
            tag.end = k + 2;
            return tag;
        }
        if (c === '{') {
            const close = matchBrace(src, k);
            if (close === -1)
                return undefined;
            tag.expressions.push([k, close + 1]);
            k = close + 1;
            continue;
        }
        ATTRIBUTE_NAME.lastIndex = k;
        const attr = ATTRIBUTE_NAME.exec(src);
        if (!attr)
            return undefined;
        const at = k;
        k = skipSpace(src, ATTRIBUTE_NAME.lastIndex);
        if (k === -1)
            return undefined;
        if (src[k] !== '=') {
            tag.attributes.push({ name: attr[0], at });
            continue;
        }
        k = skipSpace(src, k + 1);
        if (k === -1)
            return undefined;
        const q = src[k];
        if (q === '"' || q === "'") {
            const close = src.indexOf(q, k + 1);
            if (close === -1)
                return undefined;
            tag.attributes.push({ name: attr[0], at, value: src.slice(k + 1, close) });
            k = close + 1;
        }
        else if (q === '{') {
            const close = matchBrace(src, k);
            if (close === -1)
                return undefined;
            tag.expressions.push([k, close + 1]);
            tag.attributes.push({ name: attr[0], at });
            k = close + 1;
        }
        else
            return undefined;
    }
}
/** Past spaces and line breaks from `k`; -1 at a blank line (a tag does not run over one). */
function skipSpace(src, k) {
    let breaks = 0;
    for (; k < src.length; k++) {
        const c = src[k];
        if (c === '\n') {
            if (++breaks > 1)
                return -1;
        }
        else if (c !== ' ' && c !== '\t' && c !== '\r')
            return k;
    }
    return k;
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
/** MDX has no indented code: a JSX child indented by 4 is Markdown (as micromark-extension-mdx-md does). */
const MDX_EXTENSIONS = [...EXTENSIONS, { disable: { null: ['codeIndented'] } }];
function parseWithMicromark(text, options = {}) {
    const extensions = options.mdx === true ? MDX_EXTENSIONS : EXTENSIONS;
    const tree = (0,lib/* fromMarkdown */.Y)(text, { extensions, mdastExtensions: MDAST_EXTENSIONS });
    const links = [];
    const anchors = new Set();
    const slugger = new Slugger(options.flavor, options.mdx);
    const definitions = new Map();
    const used = new Set();
    collectDefinitions(tree, definitions);
    placeLiterals(tree, text, tree.position?.start.offset ?? 0, undefined);
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
/**
 * Gives a place to the autolink literals that mdast-util-gfm-autolink-literal's transform finds
 * after the parse (in `[\u2026]`, after `_`: where micromark's own tokenizer declines them), which it
 * leaves without one: each is the first occurrence of its text after what precedes it in its
 * parent (a positioned sibling's end, or a text node found before it). Returns where its children end.
 */
function placeLiterals(node, text, from, starts) {
    if (!('children' in node))
        return node.position?.end.offset ?? from;
    let cursor = node.position?.start.offset ?? from;
    for (const child of node.children) {
        if (child.position?.end.offset !== undefined) {
            placeLiterals(child, text, cursor, starts);
            cursor = child.position.end.offset;
        }
        else if (child.type === 'text') {
            const at = text.indexOf(child.value, cursor);
            if (at !== -1)
                cursor = at + child.value.length;
        }
        else if (child.type === 'link' && child.children[0]?.type === 'text') {
            let value = child.children[0].value;
            let at = text.indexOf(value, cursor);
            // Escapes and entities after its start (`www.a.test\[`): its start as written.
            if (at === -1)
                at = text.indexOf((value = /^[A-Za-z0-9.:/@+-]*/.exec(value)[0]), cursor);
            if (at === -1 || value === '')
                continue;
            starts ??= (0,lines/* lineStarts */._$)(text);
            const { line, column } = (0,lines/* position */.G1)(starts, at);
            const end = (0,lines/* position */.G1)(starts, at + value.length);
            child.position = { start: { line, column, offset: at }, end: { line: end.line, column: end.column, offset: at + value.length } };
            cursor = at + value.length;
        }
        else
            cursor = placeLiterals(child, text, cursor, starts);
    }
    return cursor;
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
/**
 * One Markdown file's text \u2192 its links (each with line and column), its heading anchors and its
 * line count. CommonMark + GFM. markdown-it reads a file when its adapter can be exact
 * (markdown-it.ts, with GFM's autolink literals and footnotes), which is nearly every file and
 * about 15\u00d7 faster; micromark reads the rest (a byte order mark, a literal running into markup, a
 * footnote of several paragraphs \u2026), with the same result format. test/unit/markdown-differential.test.ts
 * holds the two to the same links, places and anchors.
 *
 * Read: links, images, autolinks (`<https://\u2026>` and GFM's bare `https://\u2026`/`www.\u2026`),
 * reference links at the place they are used (an unused definition at its own line), and raw
 * HTML through the HTML extractor (its `id`s and `<a name>`s count as anchors). Not read: code
 * spans and code blocks, which never hold links. Heading ids follow the flavour's rules
 * (platform/flavors.ts). An MDX file goes through mdx.ts first, and both adapters read its result.
 */




function parseMarkdown(text, options = {}) {
    let doc;
    if (options.mdx !== true)
        doc = read(text, options);
    else {
        // MDX: its Markdown with the JSX and ESM blanked, and the links and anchors of its JSX tags, in document order.
        const mdx = mdxToMarkdown(text);
        doc = read(mdx.text, options);
        for (const a of mdx.anchors)
            doc.anchors.add(a);
        if (mdx.links.length > 0)
            doc.links = [...doc.links, ...mdx.links].sort((a, b) => a.line - b.line || a.column - b.column);
    }
    // The adapters count columns in UTF-16 units of the text they read; the report counts characters of the file as
    // written (an MDX file's blanked text has its UTF-16 offsets, not its characters: an emoji blanked is two spaces).
    (0,lines/* codePointColumns */.HR)(text, doc.links);
    return doc;
}
function read(text, options) {
    const fast = parseWithMarkdownIt(text, options);
    return 'fallback' in fast ? { ...parseWithMicromark(text, options), fallback: fast.fallback } : fast;
}


/***/ })

};
