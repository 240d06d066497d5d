export const id = 782;
export const ids = [782];
export const modules = {

/***/ 63782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readContext: () => (/* reexport */ readContext),
  runAction: () => (/* binding */ runAction)
});

// UNUSED EXPORTS: finish

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
;// CONCATENATED MODULE: ./src/report/empty.ts
/**
 * One line saying why the run checked nothing, naming the switch that accepts it; undefined
 * when at least one page was parsed or `allowEmpty` is set. A check of Markdown `files` alone
 * is never empty: patterns that name no file are refused as bad input before the run, and
 * `changed-only` on a pull request that changes no Markdown rightly has nothing to read.
 */
function nothingChecked(report, allowEmpty, switchName = '--allow-empty') {
    if (allowEmpty || report.counts.pages > 0)
        return undefined;
    const files = report.run.options['files'];
    if (report.run.startUrls.length === 0 && Array.isArray(files) && files.length > 0)
        return undefined;
    const why = report.run.emptyReason ?? 'no page was parsed';
    return `nothing was checked: ${why} (set ${switchName} if that is expected)`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/report/escape.ts
/**
 * Pure escaping for every place an untrusted string (URL, link text, status text, title)
 * can land: markdown text and table cells, HTML, GitHub workflow commands, artifact names,
 * log lines. Nothing here knows about reports; each function answers "how do I write this
 * string here so it stays text".
 */
/** Control characters and Unicode line/paragraph separators, which could break a line or a cell. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROL_OR_SPACE_RUN = /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** Collapse every run of whitespace and control characters to one space, and trim. */
function oneLine(s) {
    return s.replace(CONTROL_OR_SPACE_RUN, ' ').trim();
}
/**
 * Shorten to at most `max` characters (code points), ending in `\u2026` when cut. Never splits a
 * surrogate pair.
 */
function clip(s, max) {
    const chars = Array.from(s);
    if (chars.length <= max)
        return s;
    return chars.slice(0, Math.max(0, max - 1)).join('') + '\u2026';
}
/**
 * Text for markdown inline content and GFM table cells. CommonMark lets any ASCII
 * punctuation be backslash-escaped, so escaping all of it turns off everything markdown
 * could do with the string: HTML tags (`<`), links and images (`[`, `!`), emphasis, code,
 * entity references (`&`), table pipes (`|`), headings/lists at line start, and GFM
 * autolinks (`https:` and `www.` no longer match once `:` and `.` are escaped).
 * Line breaks become spaces, so the text stays one line (one table row).
 */
function escapeMarkdown(s) {
    return oneLine(s).replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
}
/**
 * A markdown code span holding `s` literally: monospace, never a link or HTML. The fence is
 * one backtick longer than the longest backtick run inside. In a GFM table cell, `|` must
 * still be escaped (`\|`): GFM splits cells before it parses code spans and removes the
 * backslash again. Outside tables a backslash in a code span is literal, so only escape
 * pipes when `inTable`.
 */
function markdownCode(s, inTable = false) {
    let text = oneLine(s);
    if (text === '')
        return '';
    if (inTable)
        text = text.replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    // A space on each side when the content starts or ends with a backtick (CommonMark strips
    // exactly one leading and trailing space from code spans).
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** Text for HTML element content and quoted attribute values. */
function escapeHtml(s) {
    return s.replace(/[&<>"']/g, (c) => {
        switch (c) {
            case '&':
                return '&amp;';
            case '<':
                return '&lt;';
            case '>':
                return '&gt;';
            case '"':
                return '&quot;';
            default:
                return '&#39;';
        }
    });
}
/**
 * Characters the runner's string matching may skip over. It finds commands with .NET's
 * culture-sensitive `StartsWith("::")` and `IndexOf("##[")`, which (with ICU) ignore what the
 * collation calls ignorable: format and control characters, zero-width spaces, variation
 * selectors, most combining marks and a few letters (tatweel \u2026). Checked against ICU: every
 * code point `c` for which `#c#[` collates equal to `##[`, or `:c:` to `::`, is in this class.
 * So `#\u200B#[error]` is still a command to the runner, and a zero-width space cannot be
 * what breaks one up.
 */
const SKIPPABLE = '\\p{M}\\p{C}\\p{Default_Ignorable_Code_Point}\\u0640\\u07fa\\u180a\\u1cd3\\ufe73';
/** `##[` (the runner's legacy command prefix, matched anywhere in a line), ignorables allowed between. */
const LEGACY_COMMAND = new RegExp(`#([${SKIPPABLE}]*)#([${SKIPPABLE}]*)\\[`, 'gu');
/** `::` (a workflow command) at the start of the text, after whitespace and ignorables (one class: no backtracking blow-up). */
const LEADING_COMMAND = new RegExp(`^([\\s${SKIPPABLE}]*):([${SKIPPABLE}]*):`, 'u');
/**
 * Untrusted text that cannot issue a workflow command when a log line carries it: the second
 * `#` of every `##[` and the first `:` of a leading `::` are written as the visible ASCII
 * escapes `\u0023` and `\u003a` (an inserted zero-width character would not do: the runner's
 * matching skips those). Assumes line breaks are already gone and that, in the line, the text
 * follows either nothing but whitespace or other text that does not end in `#` or `:`.
 */
function defuseWorkflowCommands(s) {
    return s.replace(LEGACY_COMMAND, '#$1\\u0023$2[').replace(LEADING_COMMAND, '$1\\u003a$2:');
}
/**
 * A string for one line of the plain job log. Control characters and line separators become
 * spaces, so untrusted text can neither start a new line nor move the cursor; then
 * {@link defuseWorkflowCommands}, so the line cannot be a workflow command (`::cmd::` at its
 * start, or the legacy `##[cmd]` anywhere in it).
 */
function safeLogText(s) {
    return defuseWorkflowCommands(s.replace(CONTROL, ' '));
}
/** Characters the artifact service rejects in artifact names. */
const ARTIFACT_NAME_BAD = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
/**
 * An artifact name the artifact service accepts: the forbidden characters (`\ / : * ? " < > |`
 * and control characters) become `-`, surrounding whitespace and dots are trimmed.
 * Returns '' when nothing usable is left.
 */
function sanitizeArtifactName(name) {
    return name
        .replace(ARTIFACT_NAME_BAD, '-')
        .trim()
        .replace(/^\.+|\.+$/g, '')
        .trim();
}
/** Characters the artifact service rejects in file paths inside an artifact. */
function isSafeArtifactPath(relPath) {
    return !/[":<>|*?\r\n]/.test(relPath);
}
/** True for an absolute http(s) URL: the only kind the reports make into links. */
function isWebUrl(s) {
    if (!/^https?:\/\//i.test(s))
        return false;
    try {
        new URL(s);
        return true;
    }
    catch {
        return false;
    }
}
const utf8Bytes = new TextEncoder();
/**
 * A markdown link to an http(s) URL. `label` must already be escaped (escapeMarkdown). In the
 * destination every character that could end it, break a table cell or open HTML (spaces,
 * controls, `<>"'`|\()`) is percent-encoded, which names the same resource; anything that is
 * not an http(s) URL gets no link at all, only its label.
 */
function markdownLink(label, url) {
    return isWebUrl(url) ? webLink(label, url) : label;
}
/** `shown` (raw text) as a link to `url` when that is an http(s) URL, else as a code span. */
function linkOrCode(shown, url, inTable) {
    return isWebUrl(url) ? webLink(escapeMarkdown(shown), url) : markdownCode(shown, inTable);
}
/** The link itself, `url` known to be an http(s) URL. */
function webLink(label, url) {
    const dest = url.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029<>"'`|\\()]/gu, (c) => Array.from(utf8Bytes.encode(c), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
    return `[${label}](${dest})`;
}

;// CONCATENATED MODULE: ./src/action/artifact.ts
/**
 * The artifact: mirrored pages plus the JSON and markdown reports, uploaded under one name.
 * Uploading goes through the small `ArtifactUploader` interface so tests can record what
 * would be uploaded; `createArtifactUploader` is the thin adapter over @actions/artifact.
 */





/** The real uploader: @actions/artifact's client (needs the runner's artifact service). */
function createArtifactUploader() {
    return {
        async upload(name, files, rootDir, { retentionDays }) {
            // Loaded only when an artifact is uploaded: @actions/artifact and the Azure SDK behind it
            // are most of the bundle, and cost every other run start-up time and memory.
            const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(878), __webpack_require__.e(110), __webpack_require__.e(351), __webpack_require__.e(118), __webpack_require__.e(935)]).then(__webpack_require__.bind(__webpack_require__, 77935));
            const client = new DefaultArtifactClient();
            const res = await client.uploadArtifact(name, files, rootDir, retentionDays > 0 ? { retentionDays } : {});
            return { ...(res.id !== undefined ? { id: res.id } : {}), ...(res.size !== undefined ? { size: res.size } : {}) };
        },
    };
}
/**
 * TEST ONLY. An uploader that uploads nothing and appends one JSON line per upload
 * (`{ name, rootDir, files, retentionDays }`, files relative to rootDir) to `logFile`.
 * The Action uses it when LINKSPIDER_TEST_ARTIFACT_LOG is set, so integration tests can see
 * the artifact's name and file list without an artifact service. It answers with the id
 * 7001, as the service answers with the new artifact's id. A log file that cannot be written
 * (a folder) makes the upload fail.
 */
function recordingUploader(logFile) {
    return {
        async upload(name, files, rootDir, { retentionDays }) {
            const rel = files.map((f) => external_node_path_default().relative(rootDir, f).split((external_node_path_default()).sep).join('/')).sort();
            await (0,promises_.appendFile)(logFile, JSON.stringify({ name, rootDir, files: rel, retentionDays }) + '\n');
            return { id: 7001, size: 0 };
        },
    };
}
/** Every regular file under `dir`, absolute paths, sorted; [] when `dir` does not exist. */
async function listFiles(dir) {
    const entries = await (0,promises_.readdir)(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
        .filter((e) => e.isFile())
        .map((e) => external_node_path_default().join(e.parentPath, e.name))
        .sort();
}
/** The deepest folder containing every path in `files` (absolute paths). */
function commonRoot(files) {
    if (files.length === 0)
        return external_node_path_default().parse(process.cwd()).root;
    let parts = external_node_path_default().dirname(files[0]).split((external_node_path_default()).sep);
    for (const f of files.slice(1)) {
        const other = external_node_path_default().dirname(f).split((external_node_path_default()).sep);
        let i = 0;
        while (i < parts.length && i < other.length && parts[i] === other[i])
            i++;
        parts = parts.slice(0, i);
    }
    const joined = parts.join((external_node_path_default()).sep);
    return joined === '' ? external_node_path_default().parse(files[0]).root : joined;
}
/**
 * The artifact's files: the reports and everything in the mirror folder, under their
 * common folder. Paths with characters the service rejects are left out (and listed).
 */
async function planArtifact(reportFiles, mirrorDir) {
    const all = [...new Set([...reportFiles.map((f) => external_node_path_default().resolve(f)), ...(mirrorDir ? await listFiles(external_node_path_default().resolve(mirrorDir)) : [])])];
    const rootDir = commonRoot(all);
    const files = [];
    const rejected = [];
    for (const f of all)
        (isSafeArtifactPath(external_node_path_default().relative(rootDir, f)) ? files : rejected).push(f);
    return { rootDir, files, rejected };
}
/**
 * The pipeline's artifact step (with `artifact-name`): the reports written, the crawl database
 * when there is one, and the mirror when `artifact-mirror`. A failed upload is a warning.
 */
async function keepArtifact(name, settings, files, ctx, links) {
    const { options } = settings;
    // The crawl database (`db`) when it was written (a run whose database failed says so in its notes).
    const db = options.db !== undefined && (0,external_node_fs_.existsSync)(options.db) ? [options.db] : [];
    const written = [files.html, files.sarif, files.junit].filter((f) => f !== '');
    const plan = await planArtifact([settings.jsonPath, settings.markdownPath, ...db, ...written], settings.artifactMirror ? options.mirror : undefined);
    if (plan.rejected.length > 0)
        core.info(`artifact: left out ${plan.rejected.length} files whose names the artifact service rejects`);
    const uploader = ctx.test.artifactLog ? recordingUploader(ctx.test.artifactLog) : createArtifactUploader();
    try {
        const res = await uploader.upload(name, plan.files, plan.rootDir, { retentionDays: settings.retentionDays });
        core.info(safeLogText(`artifact "${name}": ${plan.files.length} files${res.size !== undefined ? `, ${res.size} bytes` : ''}`));
        const url = links.artifactUrl(res.id);
        return { kept: true, ...(url !== undefined ? { url } : {}) };
    }
    catch (e) {
        core.warning(`artifact upload failed (${e.message}); the reports are still at ${settings.jsonPath} and ${settings.markdownPath} on the runner, until the job ends`);
        return { kept: false };
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/model/site.ts
/**
 * A URL's identity from run to run. A folder check serves the folder on a loopback port that
 * changes every run, and may name the site's public address (`base-url`): URLs under either
 * are the same page in every run. The crawler (for the result cache) and the report
 * adjustments (cache history, baseline) both key URLs through these two functions.
 */
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);
/**
 * URL prefixes that stand for "the site itself" in a folder check: its loopback server's
 * and `base-url` (maybe with a path), each ending in `/`; without `base-url`, `/` too (a
 * version 2 report names the folder's pages by their site path, `/x.html`). Empty for a URL crawl.
 */
function sitePrefixes(site) {
    if (typeof site.path !== 'string')
        return [];
    const out = [];
    const baseUrl = typeof site.baseUrl === 'string' ? site.baseUrl : undefined;
    if (baseUrl === undefined && site.startUrls.includes('/'))
        out.push('/');
    for (const u of baseUrl === undefined ? site.startUrls : [...site.startUrls, baseUrl]) {
        try {
            const url = new URL(u);
            if (!LOOPBACK.has(url.hostname) && u !== baseUrl)
                continue;
            out.push(url.href.endsWith('/') ? url.href : `${url.href}/`);
        }
        catch {
            // not a URL: nothing to map
        }
    }
    return out;
}
/**
 * A key for a URL that stays the same from run to run: a URL under one of `prefixes` (see
 * `sitePrefixes`) becomes `site:/<rest>`; any other URL is its own key.
 */
function stableKey(url, prefixes) {
    for (const p of prefixes)
        if (url.startsWith(p))
            return `site:/${url.slice(p.length)}`;
    return url;
}

;// CONCATENATED MODULE: ./src/report/adjust.ts

const byUrl = (a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
function moveToWarnings(report, move) {
    const dead = [];
    const moved = [];
    for (const d of report.dead) {
        const w = move(d);
        if (w)
            moved.push(w);
        else
            dead.push(d);
    }
    if (moved.length === 0)
        return report;
    const warnings = [...report.warnings, ...moved].sort(byUrl);
    return {
        ...report,
        dead,
        warnings,
        counts: { ...report.counts, dead: dead.length, warnings: warnings.length },
    };
}
/** The site prefixes of a report's run (see model/site.ts). */
function reportSitePrefixes(r) {
    return sitePrefixes({ path: r.run.options?.['path'], startUrls: r.run.startUrls, baseUrl: r.run.options?.['baseUrl'] });
}
/**
 * Dead links already known in the baseline are warnings, marked `known`: the baseline's dead
 * links, and its warnings that were known there too or failing towards `fail-after` (a link
 * that failed for the first time last night is a warning in that report, not news today).
 * Links match by URL, except that a folder check's own pages match by their path under the
 * site: its loopback port changes every run, and its `base-url` is the same site (so a
 * live-site baseline also fits).
 */
function applyBaseline(report, baseline, baselineFile) {
    const prefixes = [...reportSitePrefixes(report), ...reportSitePrefixes(baseline)];
    const key = (url) => stableKey(url, prefixes);
    const knownUrls = new Set([...baseline.dead, ...baseline.warnings.filter((w) => w.known || w.failingRuns !== undefined)].map((d) => key(d.url)));
    const out = moveToWarnings(report, (d) => {
        if (!knownUrls.has(key(d.url)))
            return undefined;
        return { ...d, state: 'warn', known: true, reason: `known (in baseline): ${d.reason}` };
    });
    // Fixed: a problem of the baseline that is no problem now (or whose link is gone).
    const now = new Set([...report.dead, ...report.warnings].map((d) => key(d.url)));
    const fixed = fromStableKeys([...knownUrls].filter((k) => !now.has(k)), report);
    // Every known link counted once, those a shard's report already marked included (merge).
    const known = out.warnings.filter((w) => w.known).length;
    return { ...out, run: { ...out.run, baseline: { file: baselineFile, known }, fixed: mergeFixed(out.run.fixed, fixed) } };
}
/**
 * Everything that takes more than this run to judge, in order: `fail-after` and the links
 * fixed since the last run (from the cache's history), then the baseline.
 */
function acrossRuns(report, across) {
    let out = report;
    const { history, baseline } = across;
    if (history) {
        const prefixes = reportSitePrefixes(out);
        out = applyFailAfter(out, history.failAfter, (url) => history.history(stableKey(url, prefixes)));
        out = { ...out, run: { ...out.run, fixed: mergeFixed(out.run.fixed, fromStableKeys(history.recovered, out)) } };
    }
    if (baseline)
        out = applyBaseline(out, baseline.report, baseline.file);
    return out;
}
/** Two lists of fixed URLs as one, sorted, each once. */
function mergeFixed(a, b) {
    return [...new Set([...(a ?? []), ...b])].sort();
}
/** Keys of the cache (`site:/x` for a folder's own URLs) as the report shows them. */
function fromStableKeys(keys, report) {
    const ours = reportSitePrefixes(report)[0];
    return keys.map((k) => (k.startsWith('site:/') && ours !== undefined ? ours + k.slice('site:/'.length) : k));
}
/**
 * What a run with `fail-after` says when it has no cache to count in (`problem`: the cache is
 * not available, or this run's could not be kept): every run would count "1 of N" and never
 * fail, so the run is judged on its own instead.
 */
function judgedAlone(failAfter, problem) {
    return `fail-after: ${failAfter} counts failing runs in the cache, and ${problem}: this run is judged on its own, so a dead link fails it`;
}
/**
 * With `failAfter` N > 1, a dead link that has failed in fewer than N runs in a row is a
 * warning "failing since DATE". `history` gives the runs counted so far, this one included.
 * Invalid URLs, missing fragments and missing repository files are dead at once: they do not come and go.
 */
function applyFailAfter(report, failAfter, history) {
    const annotate = (d) => {
        const h = history(d.url);
        if (!h)
            return d;
        const since = new Date(h.since).toISOString();
        return { ...d, since, failingSince: since, failingRuns: h.runs };
    };
    const withHistory = { ...report, dead: report.dead.map(annotate), warnings: report.warnings.map(annotate) };
    const out = failAfter <= 1
        ? withHistory
        : moveToWarnings(withHistory, (d) => {
            // An unparseable URL or a missing #fragment is in the page itself, not flaky.
            if (d.error === 'invalid-url' || d.error === 'missing-fragment' || d.error === 'missing-file')
                return undefined;
            const runs = d.failingRuns ?? 1;
            if (runs >= failAfter)
                return undefined;
            const since = d.failingSince ? d.failingSince.slice(0, 10) : 'this run';
            return { ...d, state: 'warn', reason: `failing since ${since} (${runs} of ${failAfter} runs): ${d.reason}` };
        });
    return { ...out, run: { ...out.run, failAfter } };
}

// EXTERNAL MODULE: ./src/support/atomic-write.ts
var atomic_write = __webpack_require__(94372);
;// CONCATENATED MODULE: ./src/report/model.ts
/**
 * The Report: what one run found. This is the versioned JSON schema written by `--json`
 * (documented in docs/reports.md, "JSON report"). Plain data only: reporters render it, the Action
 * and `merge` read it back.
 */
const REPORT_SCHEMA = 'linkspider-report';
/**
 * 2: in a folder check every URL is its public form (under `base-url`, else the site path
 * `/docs/intro.html`), never the loopback server's; `orphans` and `run.emptyReason` are new.
 */
/**
 * 3 (issue 41): with a cache, `history` (one row per run, the last 100, this run last) and, on
 * every dead link and warning that is failing, `since` (the `run.startedAt` of the first run of
 * its failing streak) beside `failingRuns`.
 */
const REPORT_VERSION = 3;
/** Versions `readJsonReport` accepts (a version 1 report still works as a baseline). */
const READABLE_REPORT_VERSIONS = [1, 2, 3];

;// CONCATENATED MODULE: ./src/report/json.ts



/**
 * Write the report as JSON (2-space indented, trailing newline), creating the folder.
 *
 * The output is exactly `JSON.stringify(report, null, 2) + '\n'`, but streamed: the long
 * arrays go out a few hundred elements at a time, so a 200,000-page report never exists as
 * one string of tens of megabytes (that string and its copies were the run's memory peak).
 *
 * It is written next to `file` and renamed into place when complete: a reader (or a SIGKILL
 * that follows a SIGTERM, as `docker stop` does) never meets half a report under the real name.
 */
async function writeJsonReport(report, file) {
    await writeChunks(file, jsonChunks(report));
}
/** The same JSON to a stream (`--json -`: standard output), waiting whenever the stream asks to. */
async function writeJsonReportTo(report, out) {
    await writeChunksTo(out, jsonChunks(report));
}
/** The report's JSON in pieces: the long arrays a few hundred elements at a time. */
function* jsonChunks(report) {
    const entries = Object.entries(report).filter(([, v]) => v !== undefined);
    yield '{\n';
    for (let i = 0; i < entries.length; i++) {
        const [key, value] = entries[i];
        const comma = i < entries.length - 1 ? ',' : '';
        if (!Array.isArray(value) || value.length === 0) {
            yield `  ${JSON.stringify(key)}: ${indent(JSON.stringify(value, null, 2), '  ')}${comma}\n`;
            continue;
        }
        yield `  ${JSON.stringify(key)}: [\n`;
        for (let j = 0; j < value.length; j++) {
            yield `    ${indent(JSON.stringify(value[j] ?? null, null, 2), '    ')}${j < value.length - 1 ? ',' : ''}\n`;
        }
        yield `  ]${comma}\n`;
    }
    yield '}\n';
}
function indent(json, by) {
    return json.includes('\n') ? json.replace(/\n/g, `\n${by}`) : json;
}
/** Read a report written by `writeJsonReport`. Throws an Error naming the file and what is wrong. */
async function readJsonReport(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT')
            throw new Error(`"${file}" does not exist (expected a JSON report written by linkspider)`);
        if (code === 'EISDIR')
            throw new Error(`"${file}" is a folder (expected a JSON report written by linkspider)`);
        throw new Error(`cannot read report ${file}: ${code ?? e.message}`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new Error(`report ${file} is not valid JSON`);
    }
    const r = data;
    if (r?.schema !== REPORT_SCHEMA || !READABLE_REPORT_VERSIONS.includes(r.version)) {
        throw new Error(`report ${file} is not a linkspider report (expected schema "${REPORT_SCHEMA}" version ${READABLE_REPORT_VERSIONS.join(' or ')}, the current being ${REPORT_VERSION})`);
    }
    if (!Array.isArray(r.dead) || !Array.isArray(r.warnings) || !Array.isArray(r.pages) || typeof r.run !== 'object') {
        throw new Error(`report ${file} is missing required fields (run, pages, dead, warnings)`);
    }
    return r;
}

;// CONCATENATED MODULE: ./src/model/shard.ts
/** `i/N` (1 <= i <= N) as written for `--shard` and in a report's `run.shard`; undefined when malformed. */
function readShard(text) {
    const m = /^(\d+)\/(\d+)$/.exec(text.trim());
    if (!m)
        return undefined;
    const index = Number(m[1]);
    const count = Number(m[2]);
    return count >= 1 && index >= 1 && index <= count ? { index, count } : undefined;
}

;// CONCATENATED MODULE: ./src/model/page.ts
/**
 * Whether a parsed document is a stylesheet (listed with the pages so its links have a place, never
 * counted as a page: `counts.pages` and progress count HTML pages only).
 */
function isStylesheetRecord(p) {
    // Reports written before stylesheets had their kind say it by their content type.
    return p.kind === 'stylesheet' || /^\s*text\/css\s*(;|$)/i.test(p.contentType);
}
/** Whether a record counts as a page (`counts.pages`, progress): HTML pages, not stylesheets or sitemaps. */
function countsAsPage(p) {
    return p.kind !== 'sitemap' && !isStylesheetRecord(p);
}

;// CONCATENATED MODULE: ./src/model/link.ts
/**
 * What one URL's check can end in: its state, the error codes for failures without an HTTP
 * status, the redirect hops followed and where the link was found. These are the words every
 * layer shares (http and check produce them, crawl records them, report prints them).
 */
/** True for a place in one of the repository's Markdown `files` (its `file` is repository-relative, not site-relative). */
function inRepository(ref) {
    return ref.file !== undefined && ref.page === ref.file;
}

;// CONCATENATED MODULE: ./src/report/places.ts
/**
 * Where a referrer is in the repository: the file a dead link can be shown on (annotations,
 * SARIF, JUnit). A Markdown file of `files` is repository-relative already; a page of a folder
 * check is relative to the folder, and lies in the repository when the folder does.
 */


/** The workspace-relative path (forward slashes) of a referrer's file, if it lies inside the workspace. */
function referrerFile(ref, roots) {
    if (ref.file === undefined)
        return undefined;
    if (inRepository(ref))
        return ref.file;
    if (roots.sitePath === undefined)
        return undefined;
    const abs = external_node_path_default().resolve(roots.sitePath, ...ref.file.split('/'));
    const rel = external_node_path_default().relative(roots.workspace, abs);
    if (rel === '' || rel.startsWith('..') || external_node_path_default().isAbsolute(rel))
        return undefined;
    return rel.split((external_node_path_default()).sep).join('/');
}
/** Why a link failed, in one phrase: its reason, else its HTTP status, else its error code. */
function reasonOf(r, fallback = 'failed') {
    return r.reason || (r.status !== undefined ? `HTTP ${r.status}` : (r.error ?? fallback));
}
const order = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Reading order of a link's places: by page, then line and column (then the link itself, for a total
 * order). Every report lists places in this order, so two runs of one site write the same reports
 * however their requests and parses happened to finish.
 */
function byPlace(a, b) {
    return (order(a.page, b.page) || a.line - b.line || a.column - b.column || order(a.element, b.element) || order(a.attribute, b.attribute) || order(a.raw, b.raw));
}

;// CONCATENATED MODULE: ./src/report/changes.ts
function changesSinceLastRun(report) {
    const known = report.warnings.filter((w) => w.known);
    const usedCache = report.run.options?.['cache'] === true;
    const tracked = report.run.baseline !== undefined || usedCache;
    // With a cache (and no baseline), a dead link failing for a second run in a row is not news.
    const fresh = report.run.baseline === undefined && usedCache ? report.dead.filter((d) => (d.failingRuns ?? 1) <= 1) : report.dead;
    return { tracked, new: fresh, known, fixed: report.run.fixed ?? [] };
}
/** The warnings the summary shows: with a baseline, known dead links are counted apart. */
function shownWarnings(report) {
    return report.run.baseline ? report.warnings.filter((w) => !w.known) : report.warnings;
}

// EXTERNAL MODULE: ./src/support/plural.ts
var plural = __webpack_require__(87973);
;// CONCATENATED MODULE: ./src/report/history.ts


/** This run's row, from its finished report (fail-after and the baseline applied). */
function historyRow(report) {
    const c = report.counts;
    const partial = report.run.incomplete;
    const row = {
        startedAt: report.run.startedAt,
        pages: c.pages,
        links: c.links,
        dead: c.dead,
        warnings: c.warnings,
        blocked: c.blocked ?? report.blocked?.length ?? 0,
        moved: report.moved?.length ?? 0,
        newDead: changesSinceLastRun(report).new.length,
        // A run cut short saw part of the site: it never counts a link as fixed.
        fixed: partial ? 0 : (report.run.fixed?.length ?? 0),
        partial,
    };
    const shared = report.run.shardCounts?.shared;
    if (report.run.shard !== undefined && shared) {
        row.shared = { links: shared.ok + shared.warnings + shared.dead, dead: shared.dead, warnings: shared.warnings };
    }
    return row;
}
const sum = (rows, f) => rows.reduce((a, r) => a + f(r), 0);
const max = (rows, f) => rows.reduce((a, r) => Math.max(a, f(r)), 0);
/**
 * The rows of one earlier run in N shards as one: the shared part (pages, and the verdicts every
 * shard makes) once, the owned part of each shard added. `blocked`, `new` and `fixed` are added
 * up, `moved` the most any shard saw: close, not exact (a shard's row does not split them).
 */
function mergeRunRows(rows) {
    const owned = (f) => max(rows, (r) => r.shared?.[f] ?? 0) + sum(rows, (r) => r[f] - (r.shared?.[f] ?? 0));
    const startedAt = rows.reduce((m, r) => (Date.parse(r.startedAt) < Date.parse(m) ? r.startedAt : m), rows[0].startedAt);
    const partial = rows.some((r) => r.partial);
    return {
        startedAt,
        pages: max(rows, (r) => r.pages),
        links: owned('links'),
        dead: owned('dead'),
        warnings: owned('warnings'),
        blocked: sum(rows, (r) => r.blocked),
        moved: max(rows, (r) => r.moved),
        newDead: sum(rows, (r) => r.newDead),
        fixed: partial ? 0 : sum(rows, (r) => r.fixed),
        partial,
    };
}
/**
 * The history of a merged check: each shard keeps its own cache, so each shard report has its own
 * rows, and every shard ran in every run: rows are matched from the last (this run) back. This
 * run's row is the merged report's own (exact); an earlier run's row joins the shards that have one.
 * Undefined when no shard had a history (no cache).
 */
function mergeHistories(shards, merged) {
    const histories = shards.map((r) => r.history ?? []).filter((h) => h.length > 0);
    if (histories.length === 0)
        return undefined;
    const longest = Math.max(...histories.map((h) => h.length));
    const out = [];
    for (let back = longest - 1; back >= 1; back--) {
        out.push(mergeRunRows(histories.flatMap((h) => (h.length - 1 - back >= 0 ? [h[h.length - 1 - back]] : []))));
    }
    const { shared: _shared, ...last } = historyRow(merged);
    out.push(last);
    return out;
}
/** A run's label on the chart's x axis: `MM-DD` (`MM-DD HH:MM` when two runs share a day). */
function labels(rows) {
    const days = rows.map((r) => new Date(r.startedAt).toISOString().slice(5, 10));
    const twice = days.length !== new Set(days).size;
    return rows.map((r) => {
        const iso = new Date(r.startedAt).toISOString();
        return twice ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(5, 10);
    });
}
/**
 * The trend of dead links and warnings per run, as a Mermaid `xychart-beta` block (GitHub draws
 * it in job summaries, issues and Markdown files), with one line of text for readers that do not.
 * Empty below two rows. Everything in it is generated: dates and numbers, nothing from a page.
 */
function trendChart(rows) {
    if (rows.length < 2)
        return '';
    const top = Math.max(1, ...rows.map((r) => Math.max(r.dead, r.warnings)));
    const partial = rows.filter((r) => r.partial).length;
    const first = rows[0].startedAt.slice(0, 10);
    const last = rows[rows.length - 1];
    const text = `Dead links (first line) and warnings (second line) in the last ${rows.length} runs, from ${first}: ` +
        `now ${(0,plural/* thousands */.o)(last.dead)} dead, ${(0,plural/* plural */.L)(last.warnings, 'warning')}` +
        (partial > 0 ? `; ${partial} of these runs stopped early and saw part of the site.` : '.');
    return [
        '',
        `_${text}_`,
        '',
        '```mermaid',
        'xychart-beta',
        '  title "Dead links and warnings per run"',
        `  x-axis [${labels(rows)
            .map((l) => `"${l}"`)
            .join(', ')}]`,
        `  y-axis "Links" 0 --> ${top}`,
        `  line [${rows.map((r) => r.dead).join(', ')}]`,
        `  line [${rows.map((r) => r.warnings).join(', ')}]`,
        '```',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/merge.ts
/**
 * Merge the reports of one check split over N shards (`--shard i/N`) into the report a single
 * run would have written. Pure: no I/O.
 *
 * Every shard crawls all of the site's pages and requests only the external links and
 * resources it owns, so page verdicts, invalid URLs and missing fragments appear in every
 * shard report ("shared"), and every other verdict in exactly one ("owned"). Each shard
 * report carries `run.shardCounts` with that split, which makes the merged counts exact.
 */





const fail = (message) => {
    throw new errors/* RunError */.e4('merge', undefined, `cannot merge: ${message}`);
};
const merge_byUrl = (a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
/** JSON with object keys sorted, so two option objects compare by content, not key order. */
function canonical(v) {
    if (Array.isArray(v))
        return `[${v.map(canonical).join(',')}]`;
    if (v !== null && typeof v === 'object') {
        const entries = Object.entries(v)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
    }
    return JSON.stringify(v) ?? 'undefined';
}
const merge_short = (v) => {
    const s = v === undefined ? 'unset' : canonical(v);
    return s.length > 80 ? `${s.slice(0, 77)}...` : s;
};
/** The options that must agree across shards: all but `shard` itself. */
function sharedOptions(run) {
    const { shard: _shard, ...rest } = run.options ?? {};
    return rest;
}
/** Check that the reports are the N shards of one check; throw naming the offending file(s). */
function validate(reports, files) {
    if (reports.length === 0)
        fail('no reports given');
    const name = (i) => files[i] ?? `report #${i + 1}`;
    const notShards = reports.map((r, i) => (typeof r.run?.shard === 'string' ? undefined : name(i))).filter((f) => f !== undefined);
    if (notShards.length > 0) {
        fail(`${notShards.join(', ')} ${notShards.length === 1 ? 'is not a shard report' : 'are not shard reports'} (no run.shard): merge combines the reports of a check run with --shard i/N`);
    }
    const versions = new Set(reports.map((r) => r.run.version));
    if (versions.size > 1) {
        fail(`the reports come from different linkspider versions: ${reports.map((r, i) => `${name(i)} ${r.run.version}`).join(', ')}`);
    }
    const shards = reports.map((report, i) => {
        const shard = readShard(report.run.shard);
        if (!shard)
            fail(`${name(i)} has an invalid run.shard "${report.run.shard}" (expected i/N)`);
        const { index, count } = shard;
        if (!report.run.shardCounts)
            fail(`${name(i)} has no run.shardCounts, so its counts cannot be merged exactly: write it again with this linkspider`);
        return { report, file: name(i), index, count, counts: report.run.shardCounts };
    });
    const counts = new Set(shards.map((s) => s.count));
    if (counts.size > 1) {
        fail(`the reports split the check into different numbers of shards: ${shards.map((s) => `${s.file} is ${s.index}/${s.count}`).join(', ')}`);
    }
    const n = shards[0].count;
    const byIndex = new Map();
    for (const s of shards) {
        const other = byIndex.get(s.index);
        if (other)
            fail(`shard ${s.index}/${n} is given twice: ${other.file} and ${s.file}`);
        byIndex.set(s.index, s);
    }
    const missing = Array.from({ length: n }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (missing.length > 0) {
        fail(`shard${missing.length === 1 ? '' : 's'} ${missing.map((i) => `${i}/${n}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing ` +
            `(given: ${shards.map((s) => `${s.index}/${n} ${s.file}`).join(', ')})`);
    }
    const first = shards[0];
    const starts = canonical(first.report.run.startUrls);
    const opts = sharedOptions(first.report.run);
    for (const s of shards.slice(1)) {
        if (canonical(s.report.run.startUrls) !== starts) {
            fail(`${s.file} checked other start URLs than ${first.file}: ${merge_short(s.report.run.startUrls)} vs ${merge_short(first.report.run.startUrls)}`);
        }
        const mine = sharedOptions(s.report.run);
        const keys = [...new Set([...Object.keys(opts), ...Object.keys(mine)])].sort();
        const differ = keys.filter((k) => canonical(mine[k]) !== canonical(opts[k]));
        if (differ.length > 0) {
            fail(`${s.file} was run with other options than ${first.file}: ` + differ.map((k) => `${k} ${merge_short(mine[k])} vs ${merge_short(opts[k])}`).join('; '));
        }
    }
    return shards.sort((a, b) => a.index - b.index);
}
const refKey = (r) => `${r.page}\0${r.line}\0${r.column}\0${r.raw}`;
/** The referrers of `a` and those of `b` not already in it, in reading order. */
function joinReferrers(a, b) {
    const seen = new Set(a.map(refKey));
    const out = [...a];
    for (const r of b) {
        const k = refKey(r);
        if (seen.has(k))
            continue;
        seen.add(k);
        out.push(r);
    }
    // Shards found the places in any order: the merged list reads as one run's would.
    return out.sort(byPlace);
}
const total = (c) => c.ok + c.warnings + c.dead;
/** The merged run: the shards ran side by side, so it spans the earliest start to the latest end. */
function mergedRun(runs, n, warnings) {
    const first = runs[0];
    const time = (iso) => Date.parse(iso);
    const startedAt = runs.reduce((m, r) => (time(r.startedAt) < time(m) ? r.startedAt : m), first.startedAt);
    const finishedAt = runs.reduce((m, r) => (time(r.finishedAt) > time(m) ? r.finishedAt : m), first.finishedAt);
    const incompleteReasons = [...new Set(runs.filter((r) => r.incomplete).map((r) => r.incompleteReason ?? 'unknown'))];
    const notes = [...new Set(runs.flatMap((r) => r.notes ?? []))];
    const { shard: _shard, shardCounts: _counts, ...base } = first;
    const run = {
        ...base,
        options: sharedOptions(first),
        startedAt,
        finishedAt,
        // The shards run side by side: the check took as long as the slowest one.
        durationMs: Math.max(...runs.map((r) => r.durationMs)),
        incomplete: incompleteReasons.length > 0,
        shards: n,
    };
    delete run.incompleteReason;
    delete run.notes;
    if (incompleteReasons.length > 0)
        run.incompleteReason = incompleteReasons.join(', ');
    if (notes.length > 0)
        run.notes = notes;
    if (first.baseline)
        run.baseline = { file: first.baseline.file, known: warnings.filter((w) => w.known).length };
    // Each shard's cache saw its own links recover: together, every link fixed since the last run.
    const fixed = [...new Set(runs.flatMap((r) => r.fixed ?? []))].sort();
    delete run.fixed;
    if (runs.some((r) => r.fixed !== undefined))
        run.fixed = fixed;
    return run;
}
/**
 * Merge the N shard reports of one check. `files[i]` names `reports[i]` in error messages.
 * Throws an Error ("cannot merge: \u2026") when they are not exactly the shards 1..N of one check
 * (same version, start URLs and options).
 */
function mergeReports(reports, files) {
    const shards = validate(reports, files);
    const n = shards[0].count;
    const pages = new Map();
    const problems = new Map();
    const unfinishedUrls = new Set();
    const mailto = new Map();
    const moved = new Map();
    const skipped = {};
    let shared = 0;
    let owned = 0;
    let requests = 0;
    let fromCache = 0;
    for (const { report, counts } of shards) {
        for (const p of report.pages)
            if (!pages.has(p.url))
                pages.set(p.url, p);
        for (const r of [...report.dead, ...report.warnings, ...(report.blocked ?? [])]) {
            const had = problems.get(r.url);
            if (!had) {
                problems.set(r.url, { ...r, referrers: [...r.referrers] });
                continue;
            }
            const referrers = joinReferrers(had.referrers, r.referrers);
            // Shards disagree on a URL they all check (a flaky page): dead beats a warning.
            const winner = had.state !== 'dead' && r.state === 'dead' ? r : had;
            problems.set(r.url, { ...winner, referrers });
        }
        for (const u of report.unfinished ?? [])
            unfinishedUrls.add(u.url);
        for (const m of report.moved ?? []) {
            const had = moved.get(m.url);
            moved.set(m.url, had ? { ...had, referrers: joinReferrers(had.referrers, m.referrers) } : { ...m, referrers: [...m.referrers] });
        }
        for (const m of report.mailto) {
            let set = mailto.get(m.address);
            if (!set)
                mailto.set(m.address, (set = new Set()));
            for (const p of m.pages)
                set.add(p);
        }
        for (const [reason, k] of Object.entries(report.skipped)) {
            if (reason === 'other-shard')
                continue;
            // Every shard skips the same URLs for the same reasons (filters come before sharding).
            skipped[reason] = Math.max(skipped[reason] ?? 0, k);
        }
        shared = Math.max(shared, total(counts.shared));
        owned += total(counts.owned);
        requests += report.counts.requests;
        fromCache += report.counts.fromCache;
    }
    const all = [...problems.values()];
    // Still open in a shard when it stopped: listed as such, in the state the merge gave it.
    const unfinished = all.filter((r) => unfinishedUrls.has(r.url)).sort(merge_byUrl);
    const dead = all.filter((r) => r.state === 'dead').sort(merge_byUrl);
    const warnings = all.filter((r) => r.state !== 'dead' && r.blocked !== true).sort(merge_byUrl);
    const blocked = all.filter((r) => r.state !== 'dead' && r.blocked === true).sort(merge_byUrl);
    const mailtoList = [...mailto]
        .map(([address, set]) => ({ address, pages: [...set].sort() }))
        .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
    const links = shared + owned;
    const run = mergedRun(shards.map((s) => s.report.run), n, warnings);
    const merged = {
        schema: reports[0].schema,
        version: reports[0].version,
        run,
        counts: {
            pages: [...pages.values()].filter(countsAsPage).length,
            links,
            ok: Math.max(0, links - dead.length - warnings.length - blocked.length),
            warnings: warnings.length,
            blocked: blocked.length,
            dead: dead.length,
            skipped: Object.values(skipped).reduce((a, b) => a + b, 0),
            mailto: mailtoList.length,
            fromCache,
            requests,
        },
        pages: [...pages.values()].sort(merge_byUrl),
        dead,
        warnings,
        blocked,
        moved: [...moved.values()].sort(merge_byUrl),
        mailto: mailtoList,
        skipped,
        ...(unfinished.length > 0 ? { unfinished } : {}),
        ...mergeSitemaps(reports),
    };
    const history = mergeHistories(shards.map((s) => s.report), merged);
    return history ? { ...merged, history } : merged;
}
/**
 * Every shard reads every sitemap and crawls every page (listed pages included), so the shards
 * agree on what was read; dead entries are joined, and orphans are listed only when every shard
 * could say (a shard that stopped early lists none), as those all shards agree on.
 */
function mergeSitemaps(reports) {
    const all = reports.map((r) => r.sitemaps);
    const first = all.find((s) => s !== undefined);
    if (first === undefined)
        return {};
    const dead = [...new Set(all.flatMap((s) => s?.dead ?? []))].sort();
    const out = { read: first.read, warnings: first.warnings, listed: first.listed, dead };
    if (all.every((s) => s?.orphans !== undefined)) {
        const [one, ...rest] = all.map((s) => new Set(s.orphans));
        out.orphans = [...one].filter((u) => rest.every((set) => set.has(u))).sort();
    }
    return { sitemaps: out };
}

;// CONCATENATED MODULE: ./src/app/baseline.ts
/**
 * A baseline report (`--baseline`, Action input `baseline`): read once, for a check (runCheck
 * hands it to the crawl's finishing step) or a merge of shard reports (`withBaseline`).
 */



/** Read the baseline file; an unusable one is a `baseline-file` error naming `input` (the flag or Action input), before any request. */
async function readBaseline(file, input) {
    try {
        return { report: await readJsonReport(file), file };
    }
    catch (e) {
        throw new errors/* RunError */.e4('baseline-file', input, e.message, { cause: e });
    }
}
/**
 * A report with the baseline applied: its dead links known in the baseline become warnings.
 * For a merged report: shards that had the baseline already marked theirs, and each known link
 * is counted once.
 */
function withBaseline(report, baseline) {
    return applyBaseline(report, baseline.report, baseline.file);
}

;// CONCATENATED MODULE: ./src/app/merge.ts
/**
 * `merge` as the CLI (`linkspider merge --baseline`) and the Action (`merge` + `baseline`) both
 * run it: the shard reports read and merged, then the baseline applied once to the whole
 * (app/baseline.ts), so the two faces give the same report for the same shards and baseline.
 */




/**
 * Merge the shard reports `files` (named `names` in messages and in the report), then apply the
 * baseline when one is given. A baseline that cannot be read is a `baseline-file` error naming
 * `baseline.input` (the flag or input); shards that cannot be read or merged, a `merge` error
 * saying why (naming `input`, the Action's `merge` input, when given).
 */
async function mergeShardFiles(files, names, baseline, input) {
    const known = baseline !== undefined ? await readBaseline(baseline.file, baseline.input) : undefined;
    const read = (f) => readJsonReport(f).catch((e) => {
        throw new errors/* RunError */.e4('merge', input, e.message, { cause: e });
    });
    let report;
    try {
        report = mergeReports(await Promise.all(files.map(read)), [...names]);
    }
    catch (e) {
        throw (0,errors/* isRunError */.Yl)(e, 'merge') && e.input === undefined && input !== undefined ? e.about(input) : e;
    }
    return known !== undefined ? withBaseline(report, known) : report;
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./src/support/body-buffers.ts
/**
 * Buffers for bodies read whole, used again once a body is released (`http/body.ts`'s `releaseBody`).
 *
 * Fresh memory is dear: a buffer of 128 KB or more comes from the system each time (mmap) and every page of it
 * faults on first touch. On this project's 2-core VM that costs ~3 ms a MB to fill and ~1.3 ms a MB more on its
 * first read after the kernel wrote it \u2014 the Python docs' 51 MB, read into buffers of their own, paid ~200 ms for
 * it before a byte was parsed. A buffer given back is taken again by the next body that fits, so a folder check
 * touches fresh memory only up to the most bodies it holds at once.
 *
 * A body is given back only by its last reader (after parsing, when no mirror keeps it); a body moved to a parse
 * worker comes back with the page's links and is adopted again; a body nobody gives back (a mirror keeps it) is
 * left to the GC like any other. At most `MAX_FREE_BYTES` wait to be taken.
 */
/** Bodies smaller than this are ordinary allocations (from the malloc arena, which reuses its memory anyway). */
const MIN_POOLED = 16 * 1024;
/** Free buffers kept, in bytes. */
const MAX_FREE_BYTES = 32 * 1024 * 1024;
/** A buffer's size: the body's rounded up to this step, so that one buffer serves bodies of nearby sizes. */
const STEP = 64 * 1024;
class BodyBuffers {
    maxFreeBytes;
    #free = [];
    #freeBytes = 0;
    /** Buffers taken and not given back (a view of any other buffer is not ours to reuse). */
    #taken = new WeakSet();
    constructor(maxFreeBytes = MAX_FREE_BYTES) {
        this.maxFreeBytes = maxFreeBytes;
    }
    /** A view of `size` bytes (contents undefined: the caller fills them), in a buffer given back before if one fits. */
    take(size) {
        if (size < MIN_POOLED)
            return new Uint8Array(size);
        const free = this.#free;
        let best = -1;
        for (let i = 0; i < free.length; i++) {
            const length = free[i].byteLength;
            if (length >= size && (best === -1 || length < free[best].byteLength))
                best = i;
        }
        let buffer;
        if (best === -1) {
            buffer = new ArrayBuffer(Math.ceil(size / STEP) * STEP);
        }
        else {
            buffer = free[best];
            free[best] = free[free.length - 1];
            free.pop();
            this.#freeBytes -= buffer.byteLength;
        }
        this.#taken.add(buffer);
        return new Uint8Array(buffer, 0, size);
    }
    /** Give back a body `take` made (whose reader is done with it); false for any other view. */
    give(body) {
        const buffer = body.buffer;
        if (!this.#taken.has(buffer))
            return false;
        this.#taken.delete(buffer);
        if (buffer.detached !== true)
            this.adopt(buffer);
        return true;
    }
    /** Whether `body` is a view of a buffer `take` handed out and nobody gave back. */
    owns(body) {
        return this.#taken.has(body.buffer);
    }
    /**
     * Keep a free buffer to be taken again, within the bound: one given back, or one of ours that comes back under
     * another name (moved to a worker thread, which leaves the sender's buffer detached, and moved back).
     */
    adopt(buffer) {
        if (buffer.byteLength < MIN_POOLED || this.#freeBytes + buffer.byteLength > this.maxFreeBytes)
            return;
        this.#free.push(buffer);
        this.#freeBytes += buffer.byteLength;
    }
    /** Bytes waiting to be taken again. */
    get freeBytes() {
        return this.#freeBytes;
    }
}
/** The process's body buffers: the folder reader's and the HTTP client's, released by `releaseBody`. */
const bodyBuffers = new BodyBuffers();

;// CONCATENATED MODULE: ./src/http/body.ts

/**
 * A body we do not want is drained when it is at most this long (so its socket goes back to
 * the pool) and the socket is destroyed when it is longer (reading megabytes to save one
 * TCP handshake is a bad trade).
 */
const DISCARD_LIMIT = 64 * 1024;
/**
 * Get rid of a body we will not read. Short bodies are drained so keep-alive survives; long
 * ones (known length past DISCARD_LIMIT, or more than that read) destroy the socket instead.
 * A deadline stops a server that dribbles from holding a pooled connection. Never rejects.
 */
async function discard(body, timeoutMs) {
    if (body.readableEnded || body.destroyed)
        return;
    try {
        await body.dump({ limit: DISCARD_LIMIT, signal: AbortSignal.timeout(Math.max(1, timeoutMs)) });
    }
    catch {
        // Aborted by the deadline or the body failed: either way the socket is gone, nothing to do.
    }
}
/** The one coding to undo, or undefined to keep raw bytes (none, identity, unknown, stacked). */
function codingOf(contentEncoding) {
    if (contentEncoding === undefined)
        return undefined;
    const v = contentEncoding.trim().toLowerCase();
    if (v === 'gzip' || v === 'x-gzip')
        return 'gzip';
    if (v === 'deflate')
        return 'deflate';
    if (v === 'br')
        return 'br';
    // Stacked codings ("gzip, br") are vanishingly rare for pages; unknown ones cannot be undone.
    return undefined;
}
function readBody(body, contentEncoding, cap) {
    const coding = codingOf(contentEncoding);
    return coding === undefined ? readRaw(body, cap) : readDecoded(body, coding, cap);
}
/** Collects chunks until the end or the cap, then concatenates once. */
function readRaw(body, cap) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let settled = false;
        const done = (truncated) => {
            if (settled)
                return;
            settled = true;
            resolve({ bytes: concat(chunks, size), truncated });
        };
        body.on('data', (chunk) => {
            if (settled)
                return;
            if (size + chunk.length > cap) {
                if (cap > size)
                    chunks.push(chunk.subarray(0, cap - size));
                size = cap;
                done(true);
                body.destroy();
                return;
            }
            chunks.push(chunk);
            size += chunk.length;
        });
        body.on('end', () => done(false));
        body.on('error', (err) => {
            if (settled)
                return;
            settled = true;
            reject(err);
        });
    });
}
/**
 * Streams the body through a decoder and keeps at most `cap` decoded bytes. The decoder is
 * destroyed as soon as the cap is passed, and node's zlib stops between output blocks once
 * destroyed, so a compression bomb costs about `cap` plus one block of memory.
 */
function readDecoded(body, coding, cap) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let settled = false;
        let decoder;
        // Bytes seen before the deflate flavour could be told apart (needs two bytes).
        let pending;
        const stop = () => {
            body.destroy();
            decoder?.destroy();
        };
        const done = (truncated) => {
            if (settled)
                return;
            settled = true;
            if (truncated)
                stop();
            resolve({ bytes: concat(chunks, size), truncated });
        };
        const fail = (err) => {
            if (settled)
                return;
            settled = true;
            stop();
            reject(err);
        };
        const start = (first) => {
            const d = createDecoder(coding, first);
            d.on('data', (chunk) => {
                if (settled)
                    return;
                if (size + chunk.length > cap) {
                    if (cap > size)
                        chunks.push(chunk.subarray(0, cap - size));
                    size = cap;
                    done(true);
                    return;
                }
                chunks.push(chunk);
                size += chunk.length;
            });
            d.on('end', () => done(false));
            d.on('error', (err) => fail(new DecodeError(coding, err)));
            d.on('drain', () => body.resume());
            return d;
        };
        const feed = (chunk) => {
            if (decoder === undefined) {
                const head = pending === undefined ? chunk : Buffer.concat([pending, chunk]);
                if (coding === 'deflate' && head.length < 2) {
                    pending = head;
                    return;
                }
                pending = undefined;
                decoder = start(head);
                chunk = head;
            }
            if (!decoder.write(chunk))
                body.pause();
        };
        body.on('data', (chunk) => {
            if (!settled)
                feed(chunk);
        });
        body.on('end', () => {
            if (settled)
                return;
            if (decoder === undefined) {
                if (pending === undefined)
                    return done(false); // empty body: nothing to decode
                decoder = start(pending);
                decoder.end(pending);
                return;
            }
            decoder.end();
        });
        body.on('error', fail);
    });
}
function createDecoder(coding, head) {
    // Fetched here, not imported: a run whose bodies are never encoded (a folder) does not load node:zlib.
    const zlib = process.getBuiltinModule('node:zlib');
    // Sync flush on finish: a body cut short still yields what was decodable, as browsers do.
    const zopts = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
    switch (coding) {
        case 'gzip':
            return zlib.createGunzip(zopts);
        case 'br':
            return zlib.createBrotliDecompress({
                flush: zlib.constants.BROTLI_OPERATION_FLUSH,
                finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
            });
        case 'deflate':
            // "deflate" should be zlib-wrapped (RFC 9110) but many servers send raw deflate. A zlib
            // header is recognisable from its first two bytes: method 8 and a checksum that makes
            // the pair a multiple of 31. A raw stream practically never starts that way.
            return isZlibHeader(head) ? zlib.createInflate(zopts) : zlib.createInflateRaw(zopts);
    }
}
function isZlibHeader(b) {
    if (b.length < 2)
        return b.length === 1 && (b[0] & 0x0f) === 8;
    return (b[0] & 0x0f) === 8 && b[0] >> 4 <= 7 && ((b[0] << 8) | b[1]) % 31 === 0;
}
/** The chunks as one body, in a buffer that `releaseBody` can give back (Buffer.concat's cannot be). */
function concat(chunks, size) {
    if (chunks.length === 1)
        return chunks[0];
    const out = bodyBuffers.take(size);
    let at = 0;
    for (const chunk of chunks) {
        out.set(chunk, at);
        at += chunk.byteLength;
    }
    return out;
}
/** A body whose Content-Encoding could not be undone. */
class DecodeError extends Error {
    code = 'LINKSPIDER_DECODE';
    constructor(coding, cause) {
        super(`cannot decode ${coding} body: ${cause.message}`, { cause });
        this.name = 'DecodeError';
    }
}
/**
 * Free the memory of a body that has been read and is no longer needed, now rather than at V8's next full GC;
 * a body in one of `bodyBuffers`' buffers (a folder's file, chunks joined here) goes back there to be used again.
 *
 * Response bytes live in ArrayBuffers outside the V8 heap, which V8 frees only when it collects their owners;
 * in a crawl it does so at its 64 MB external-memory trigger, so ~64 MB of read pages waited in the thread's
 * malloc arena at any time. Detaching the buffer (`transfer(0)`) frees it at once: the 20,000-page bench's peak
 * RSS fell from ~283 to ~248 MB.
 *
 * Only a body of 4 KB or more is released: smaller Buffers may be slices of Node's shared 8 KB pool, which
 * must never be detached. A larger body owns its buffer: it is either our concatenation of its chunks, or the
 * view undici gives of the socket read that carried this response (with one request at a time per connection
 * that read holds nothing of another response, and undici keeps no view of it once the response is complete).
 * A body in a buffer Node will not let go (a single decoded chunk) is left to the GC. The caller must be the
 * body's last reader.
 */
function releaseBody(body) {
    if (bodyBuffers.give(body) || body.byteLength < 4096)
        return;
    const buffer = body.buffer;
    if (buffer.detached === true || typeof buffer.transfer !== 'function')
        return;
    try {
        buffer.transfer(0);
    }
    catch {
        // Node marks some of its own buffers as not detachable: those are left to the GC.
    }
}

;// CONCATENATED MODULE: ./src/http/errors.ts
/** Most specific first: a TLS failure reported as a socket error is still a TLS failure. */
const PRIORITY = ['tls', 'dns', 'refused', 'timeout', 'protocol', 'invalid-url', 'reset'];
const TLS_CODES = new Set([
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'UNABLE_TO_GET_CRL',
    'UNABLE_TO_DECRYPT_CERT_SIGNATURE',
    'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY',
    'HOSTNAME_MISMATCH',
    'INVALID_CA',
    'INVALID_PURPOSE',
    'PATH_LENGTH_EXCEEDED',
    'CERT_UNTRUSTED',
    'CERT_REJECTED',
    'EPROTO',
]);
function classifyCode(code) {
    switch (code) {
        case 'UND_ERR_CONNECT_TIMEOUT':
        case 'UND_ERR_HEADERS_TIMEOUT':
        case 'UND_ERR_BODY_TIMEOUT':
        case 'ETIMEDOUT':
            return 'timeout';
        case 'ECONNREFUSED':
            return 'refused';
        case 'ECONNRESET':
        case 'EPIPE':
        case 'ECONNABORTED':
        case 'UND_ERR_SOCKET':
            return 'reset';
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
        case 'EAI_FAIL':
        case 'EAI_NODATA':
        case 'EAI_NONAME':
            return 'dns';
        case 'ERR_INVALID_URL':
            return 'invalid-url';
        case 'UND_ERR_INFO':
        case 'UND_ERR_HEADERS_OVERFLOW':
        case 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH':
        case 'LINKSPIDER_DECODE':
            return 'protocol';
    }
    if (TLS_CODES.has(code) || code.startsWith('CERT_') || code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_')) {
        return 'tls';
    }
    if (code.startsWith('HPE_') || code.startsWith('ERR_HTTP2_'))
        return 'protocol';
    return undefined;
}
/** The error and everything it wraps, breadth-first, bounded against cycles. */
function chain(err) {
    const out = [];
    const queue = [err];
    while (queue.length > 0 && out.length < 16) {
        const e = queue.shift();
        if (typeof e !== 'object' || e === null || out.includes(e))
            continue;
        const el = e;
        out.push(el);
        if (el.cause !== undefined)
            queue.push(el.cause);
        if (Array.isArray(el.errors))
            queue.push(...el.errors);
    }
    return out;
}
/** Map any thrown value to an ErrorCode, the code behind it, and a message a user can act on. */
function classifyError(err, timeoutMs) {
    const links = chain(err);
    let best;
    for (const link of links) {
        // undici's HTTPParserError sometimes has no code; its name is stable.
        const code = typeof link.code === 'string' ? link.code : link.name === 'HTTPParserError' ? 'HPE_INVALID' : undefined;
        if (code === undefined)
            continue;
        const error = classifyCode(code);
        if (error === undefined)
            continue;
        if (best === undefined || PRIORITY.indexOf(error) < PRIORITY.indexOf(best.error)) {
            best = { error, code, link };
        }
    }
    if (best === undefined) {
        const top = links[0];
        return { error: 'network', errorMessage: messageOf(top) || String(err) };
    }
    const systemCode = best.code;
    switch (systemCode) {
        case 'UND_ERR_CONNECT_TIMEOUT':
            return { error: 'timeout', systemCode, errorMessage: `no connection within ${timeoutMs} ms` };
        case 'UND_ERR_HEADERS_TIMEOUT':
            return { error: 'timeout', systemCode, errorMessage: `no response headers within ${timeoutMs} ms` };
        case 'UND_ERR_BODY_TIMEOUT':
            return { error: 'timeout', systemCode, errorMessage: `body stalled: no data for ${timeoutMs} ms` };
    }
    if (NOT_TLS.has(systemCode)) {
        return { error: best.error, systemCode, errorMessage: `the server does not speak TLS on this port: is it an http:// URL? (${systemCode})` };
    }
    const message = openSslReason(messageOf(best.link) || messageOf(links[0]));
    if (message === '')
        return { error: best.error, systemCode, errorMessage: systemCode };
    // Name the code when the message does not (TLS messages such as "self-signed certificate").
    const named = message.includes(systemCode) || systemCode.startsWith('LINKSPIDER_') || systemCode === 'HPE_INVALID';
    return { error: best.error, systemCode, errorMessage: named ? message : `${message} (${systemCode})` };
}
/** What OpenSSL says when the other end answers a TLS hello with something else (a plain HTTP server). */
const NOT_TLS = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG', 'ERR_SSL_HTTP_REQUEST']);
/**
 * OpenSSL's error line (`40FD\u2026:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:
 * ../deps/openssl/\u2026/tlsany_meth.c:77:`) reduced to its reason (`wrong version number`); other messages as they are.
 */
function openSslReason(message) {
    const m = /^[0-9A-F]+:error:[0-9A-F]+:[^:]*:[^:]*:([^:\n]+)/.exec(message);
    return m ? m[1].trim() : message;
}
function messageOf(e) {
    return e !== undefined && typeof e.message === 'string' ? e.message : '';
}

;// CONCATENATED MODULE: ./src/http/redirects.ts
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
function isHttp(url) {
    return url.protocol === 'http:' || url.protocol === 'https:';
}
function withoutHash(url) {
    return url.hash === '' ? url.href : url.href.slice(0, url.href.length - url.hash.length);
}
function truncate(s, max = 300) {
    return s.length <= max ? s : `${s.slice(0, max)}\u2026`;
}
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/**
 * A `Location` value as browsers read it. undici hands header bytes over as Latin-1, so a
 * Location sent in raw UTF-8 (`/caf\u00e9`) arrives as mojibake (`/caf\u00c3\u00a9`) and would be requested
 * as such (a false 404). Browsers decode it as UTF-8; so does this, when the bytes are valid
 * UTF-8. Anything else stays as it came.
 */
function decodeLocation(latin1) {
    let ascii = true;
    for (let i = 0; i < latin1.length; i++) {
        if (latin1.charCodeAt(i) > 0x7f) {
            ascii = false;
            break;
        }
    }
    if (ascii)
        return latin1;
    try {
        return UTF8.decode(Buffer.from(latin1, 'latin1'));
    }
    catch {
        return latin1;
    }
}
/**
 * Where a redirect from `from` (status `status`, header `location`) leads. `seen` holds the keys
 * of the URLs visited so far; `hops` is the number of redirects followed, this one included.
 */
function nextHop(from, status, location, seen, hops, maxRedirects) {
    let next;
    try {
        next = new URL(decodeLocation(location), from);
    }
    catch {
        return { error: 'invalid-url', errorMessage: `invalid Location header ${JSON.stringify(location)} (HTTP ${status})` };
    }
    if (!isHttp(next)) {
        return { error: 'unsupported-redirect', errorMessage: `redirect to unsupported scheme ${next.protocol} (${truncate(next.href)})` };
    }
    // A Location without a fragment keeps the one of the request (RFC 9110 \u00a710.2.2).
    if (next.hash === '' && from.hash !== '')
        next.hash = from.hash;
    const key = withoutHash(next);
    if (seen.has(key))
        return { error: 'redirect-loop', errorMessage: `${truncate(next.href)} was already visited` };
    if (hops > maxRedirects)
        return { error: 'too-many-redirects', errorMessage: `more than ${maxRedirects} redirects` };
    return { next, key };
}

;// CONCATENATED MODULE: ./src/support/status-text.ts
/**
 * The standard reason phrase of an HTTP status (`404` \u2192 `Not Found`), or '' for a status without one: Node's
 * table (node:http's `STATUS_CODES`), fetched on the first call rather than imported, so a run whose answers all
 * carry their phrase (a folder read from disk) never loads node:http.
 */
function reasonPhrase(status) {
    return process.getBuiltinModule('node:http').STATUS_CODES[status] ?? '';
}

;// CONCATENATED MODULE: ./src/http/client.ts
/**
 * The HTTP client: one undici Agent (a keep-alive pool per origin; HTTP/2 where an https host
 * chooses it; agent.ts, loaded with undici on the first request), redirects followed by hand so
 * every hop is recorded and gets its own headers (redirects.ts), a decoded-size body cap
 * (body.ts), and every per-URL failure turned into a value classified by its code
 * (errors.ts), never an exception.
 */





const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
const ACCEPT_ENCODING = 'gzip, deflate, br';
/** Default deadline for a whole fetch (all hops and the body), in multiples of the idle timeout. */
const DEADLINE_TIMEOUTS = 4;
/**
 * The abort signal undici gets for one fetch: an EventEmitter that emits `abort`, which undici accepts as well
 * as an AbortSignal (it reads `reason`; it must have no `aborted` property, or undici takes it for an
 * AbortSignal). An AbortController and EventTarget listeners per request were ~4% of a crawl's CPU.
 */
class FetchAbort extends external_node_events_.EventEmitter {
    reason = undefined;
    #done = false;
    abort(reason) {
        if (this.#done)
            return;
        this.#done = true;
        this.reason = reason;
        this.emit('abort');
    }
}
class HttpClient {
    /** Created with the first request (`#agentNow`): a run that makes none loads no undici. */
    #agent;
    #agentLoading;
    #opts;
    /** Headers sent on every hop; `headersFor` adds to (and may override) them. */
    #baseHeaders;
    /** Fetches in flight per caller signal: one listener per signal aborts them all. */
    #inFlight = new WeakMap();
    #closed;
    constructor(options) {
        this.#opts = options;
        this.#baseHeaders = Object.freeze({
            'user-agent': options.userAgent,
            accept: DEFAULT_ACCEPT,
            'accept-encoding': ACCEPT_ENCODING,
        });
    }
    /** The agent, loaded and created on the first call; destroyed at once if the client was closed meanwhile. */
    #agentNow() {
        if (this.#agent !== undefined)
            return this.#agent;
        this.#agentLoading ??= Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(551)]).then(__webpack_require__.bind(__webpack_require__, 21551)).then(({ createAgent }) => {
            const agent = createAgent(this.#opts);
            if (this.#closed !== undefined)
                void agent.destroy().catch(() => undefined);
            this.#agent = agent;
            return agent;
        });
        return this.#agentLoading;
    }
    /**
     * Fetch one URL, following redirects. Resolves for every per-URL problem; never rejects.
     *
     * Besides the idle timeouts, the whole fetch (every hop and the body) has a deadline: a server
     * that drips a byte just inside the body timeout would otherwise hold the request, and the
     * run, for as long as it likes.
     */
    async fetch(req) {
        const ms = this.#opts.deadline ?? DEADLINE_TIMEOUTS * this.#opts.timeout;
        const abort = new FetchAbort();
        const deadline = { ms, fired: false, signal: abort };
        const timer = setTimeout(() => {
            deadline.fired = true;
            abort.abort(new Error(`response not complete within ${ms} ms`));
        }, ms);
        const unwatch = req.signal !== undefined ? this.#watch(req.signal, abort) : undefined;
        try {
            return await this.#fetch(req, deadline);
        }
        finally {
            clearTimeout(timer);
            unwatch?.();
        }
    }
    /** Abort `abort` when `signal` aborts, until the returned function is called. */
    #watch(signal, abort) {
        if (signal.aborted) {
            abort.abort(signal.reason);
            return () => undefined;
        }
        let set = this.#inFlight.get(signal);
        if (set === undefined) {
            const fetches = new Set();
            signal.addEventListener('abort', () => {
                for (const f of fetches)
                    f.abort(signal.reason);
                fetches.clear();
            }, { once: true });
            this.#inFlight.set(signal, fetches);
            set = fetches;
        }
        set.add(abort);
        return () => set.delete(abort);
    }
    async #fetch(req, deadline) {
        const redirects = [];
        let url;
        try {
            url = new URL(req.url);
        }
        catch {
            return failure(req.url, redirects, { error: 'invalid-url', errorMessage: `invalid URL: ${req.url}` });
        }
        if (!isHttp(url)) {
            return failure(req.url, redirects, { error: 'invalid-url', errorMessage: `unsupported scheme ${url.protocol} in ${req.url}` });
        }
        let method = req.method;
        const origin = url.origin;
        const seen = new Set([withoutHash(url)]);
        for (;;) {
            if (req.signal?.aborted)
                return failure(url.href, redirects, { error: 'network', errorMessage: 'aborted' });
            let res;
            try {
                const agent = this.#agent ?? (await this.#agentNow());
                res = await agent.request({
                    origin: url.origin,
                    path: url.pathname + url.search,
                    method,
                    headers: this.#headersFor(url, url.origin === origin, req.headers),
                    signal: deadline.signal,
                });
            }
            catch (err) {
                return failure(url.href, redirects, this.#classify(err, req.signal, deadline));
            }
            const status = res.statusCode;
            const setCookie = this.#opts.cookies !== undefined ? res.headers['set-cookie'] : undefined;
            if (setCookie !== undefined)
                this.#opts.cookies.received(url, typeof setCookie === 'string' ? [setCookie] : setCookie);
            const location = REDIRECT_STATUSES.has(status) ? headerValue(res.headers, 'location') : undefined;
            if (location === undefined)
                return this.#finish(req, method, url, redirects, res, deadline);
            // A redirect: drain its body first so the socket can carry the next hop.
            await discard(res.body, this.#opts.timeout);
            redirects.push({ url: url.href, status });
            const hop = nextHop(url, status, location, seen, redirects.length, this.#opts.maxRedirects);
            if ('error' in hop)
                return failure(url.href, redirects, hop);
            const { next, key } = hop;
            seen.add(key);
            const known = req.known?.(key);
            if (known !== undefined)
                return { kind: 'known', status: known.status, finalUrl: next.href, redirects };
            if (status === 303)
                method = 'GET';
            url = next;
        }
    }
    /** Close the pool, destroying open sockets, so the process can exit at once. Idempotent. */
    close() {
        this.#closed ??= (this.#agentLoading ?? Promise.resolve(undefined)).then((agent) => agent?.destroy()).catch(() => undefined);
        return this.#closed;
    }
    /**
     * One hop's headers: the base ones, the run's extra headers for its URL, and, only on the
     * origin the request started on (`firstOrigin`), the request's own headers and Basic
     * credentials; then the jar's cookies for its URL (a hop to another origin gets that origin's).
     */
    #headersFor(url, firstOrigin, requestHeaders) {
        const extra = this.#opts.headersFor?.(url);
        const own = firstOrigin ? requestHeaders : undefined;
        const auth = firstOrigin ? this.#opts.authFor?.(url) : undefined;
        const cookie = this.#opts.cookies?.header(url);
        if (extra === undefined && own === undefined && auth === undefined && cookie === undefined)
            return this.#baseHeaders;
        const headers = { ...this.#baseHeaders };
        for (const add of [extra, own]) {
            if (add === undefined)
                continue;
            for (const name of Object.keys(add))
                headers[name.toLowerCase()] = add[name];
        }
        if (auth !== undefined)
            headers['authorization'] = auth;
        if (cookie !== undefined)
            headers['cookie'] = cookie;
        return headers;
    }
    async #finish(req, method, url, redirects, res, deadline) {
        const status = res.statusCode;
        const contentType = headerValue(res.headers, 'content-type') ?? '';
        const head = { status, statusText: res.statusText || reasonPhrase(status), contentType };
        const retryAfter = headerValue(res.headers, 'retry-after');
        if (retryAfter !== undefined)
            head.retryAfter = retryAfter;
        const botMarker = botMarkerOf(res.headers);
        if (botMarker !== undefined)
            head.botMarker = botMarker;
        if (REDIRECT_STATUSES.has(status))
            head.noLocation = true;
        if (req.responseHeaders !== undefined) {
            const kept = {};
            for (const name of req.responseHeaders) {
                const v = headerValue(res.headers, name);
                if (v !== undefined)
                    kept[name] = v;
            }
            head.headers = kept;
        }
        const out = { kind: 'response', finalUrl: url.href, redirects, ...head };
        const wanted = req.readBody && method === 'GET' && (req.wantBody === undefined || req.wantBody(contentType));
        if (!wanted) {
            // Not awaited: the outcome does not depend on it, and a slow body must not hold the caller.
            void discard(res.body, this.#opts.timeout);
            return out;
        }
        try {
            const read = await readBody(res.body, headerValue(res.headers, 'content-encoding'), req.maxBodyBytes ?? this.#opts.maxBodyBytes);
            out.body = read.bytes;
            if (read.truncated)
                out.truncated = true;
            return out;
        }
        catch (err) {
            res.body.destroy();
            // The head came, the body did not: an error, its status kept beside it.
            return { ...failure(url.href, redirects, this.#classify(err, req.signal, deadline)), head };
        }
    }
    #classify(err, signal, deadline) {
        if (signal?.aborted)
            return { error: 'network', errorMessage: 'aborted' };
        if (deadline?.fired)
            return { error: 'timeout', errorMessage: `response not complete within ${deadline.ms} ms` };
        return classifyError(err, this.#opts.timeout);
    }
}
function failure(finalUrl, redirects, f) {
    const out = { kind: 'error', finalUrl, redirects, error: f.error, errorMessage: f.errorMessage };
    if (f.systemCode !== undefined)
        out.systemCode = f.systemCode;
    return out;
}
/** The response headers bot walls mark their challenges with (read by check/blocked.ts). */
const BOT_MARKER_HEADERS = ['cf-mitigated', 'x-amzn-waf-action'];
function botMarkerOf(headers) {
    for (const name of BOT_MARKER_HEADERS) {
        const v = headerValue(headers, name);
        if (v !== undefined)
            return `${name}: ${v.trim().toLowerCase()}`;
    }
    return undefined;
}
/** A response header as one string (the first value when repeated), or undefined. */
function headerValue(headers, name) {
    const v = headers[name];
    if (v === undefined)
        return undefined;
    return Array.isArray(v) ? v[0] : v;
}

;// CONCATENATED MODULE: ./src/http/wayback.ts
/** `20190501123456` \u2192 `2019-05-01T12:34:56Z`; undefined for anything else. */
function waybackDate(timestamp) {
    const m = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?$/.exec(timestamp);
    if (!m)
        return undefined;
    const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
    const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace('.000Z', 'Z');
}
/** The copy an availability answer names: null when there is none (or none of a 200), undefined when the answer is not the API's. */
function copyOf(body) {
    let data;
    try {
        data = JSON.parse(body);
    }
    catch {
        return undefined;
    }
    const snapshots = data?.archived_snapshots;
    if (typeof snapshots !== 'object' || snapshots === null)
        return undefined;
    const closest = snapshots.closest;
    if (closest === undefined || closest === null)
        return null;
    if (closest['available'] !== true || typeof closest['url'] !== 'string' || String(closest['status'] ?? '200') !== '200')
        return null;
    let url;
    try {
        url = new URL(closest['url']);
    }
    catch {
        return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return null;
    const date = typeof closest['timestamp'] === 'string' ? waybackDate(closest['timestamp']) : undefined;
    if (date === undefined)
        return null;
    // The API answers with http:// links to its own https site; a reader should get https.
    if (url.protocol === 'http:' && url.hostname === 'web.archive.org')
        url.protocol = 'https:';
    return { url: url.href, date };
}
class WaybackApi {
    client;
    apiUrl;
    /** Requests sent (for the report's count). */
    requests = 0;
    constructor(client, apiUrl) {
        this.client = client;
        this.apiUrl = apiUrl;
    }
    /**
     * The copy of `url` closest to `near` (or the latest without it): null when the archive has
     * none, undefined when it could not be asked (an error, not an answer: not worth caching).
     */
    async lookup(url, near, signal) {
        const api = new URL(this.apiUrl);
        api.searchParams.set('url', url);
        if (near !== undefined)
            api.searchParams.set('timestamp', near.toISOString().slice(0, 10).replace(/-/g, ''));
        this.requests++;
        const out = await this.client.fetch({
            url: api.href,
            method: 'GET',
            readBody: true,
            wantBody: (ct) => /json|text/i.test(ct),
            ...(signal ? { signal } : {}),
        });
        if (out.kind !== 'response' || out.status !== 200 || out.body === undefined)
            return undefined;
        return copyOf(Buffer.from(out.body).toString('utf8'));
    }
}

;// CONCATENATED MODULE: ./src/archive/attach.ts
/**
 * `archive: wayback`: after a check, the archived copy of each dead external link, asked of the
 * availability API (http/wayback.ts) a few at a time, and attached to the dead entry
 * (`LinkResult.archive`) so every report shows it. The cache remembers each answer (a copy, or
 * none) as long as a verdict, so a scheduled run asks only about links it has not asked of lately.
 * An API that cannot be reached costs the copies, never the run: a note says so.
 */


/** Requests in flight to the archive at once: it is one shared service, asked politely. */
const ARCHIVE_CONCURRENCY = 3;
/** Dead links an archive may hold a copy of: external http(s) pages and files that answered badly or not at all. */
function wanted(r) {
    return (!r.internal && r.blocked !== true && /^https?:\/\//i.test(r.url) && r.error !== 'invalid-url' && r.error !== 'missing-fragment' && r.error !== 'unfinished');
}
/** The report with `archive` set on each dead external link the archive has a copy of. */
async function attachArchives(report, options, services = {}) {
    if (options.archive === undefined)
        return report;
    const todo = report.dead.filter(wanted);
    if (todo.length === 0)
        return report;
    const { cache, signal } = services;
    const found = new Map();
    const asks = [];
    for (const r of todo) {
        const known = cache?.archived(r.url);
        if (known === undefined)
            asks.push(r);
        else if (known !== null)
            found.set(r.url, known);
    }
    let failed = 0;
    if (asks.length > 0) {
        const client = new HttpClient({
            timeout: options.timeout,
            maxRedirects: options.maxRedirects,
            maxBodyBytes: 1024 * 1024,
            userAgent: options.userAgent,
            connectionsPerOrigin: ARCHIVE_CONCURRENCY,
            http2: options.http2,
        });
        const api = new WaybackApi(client, options.archiveApi);
        let next = 0;
        const worker = async () => {
            while (next < asks.length && !signal?.aborted) {
                const r = asks[next++];
                const near = r.failingSince !== undefined ? new Date(r.failingSince) : undefined;
                const copy = await api.lookup(r.url, near, signal);
                if (copy === undefined) {
                    failed++;
                    continue;
                }
                cache?.recordArchive(r.url, copy);
                if (copy !== null)
                    found.set(r.url, copy);
            }
        };
        try {
            await Promise.all(Array.from({ length: Math.min(ARCHIVE_CONCURRENCY, asks.length) }, worker));
        }
        finally {
            await client.close();
        }
    }
    const withCopy = (r) => {
        const copy = found.get(r.url);
        return copy === undefined ? r : { ...r, archive: copy };
    };
    const notes = failed > 0
        ? [...(report.run.notes ?? []), `archive: ${failed} of ${asks.length} lookups at ${options.archiveApi} failed (no answer or not its JSON)`]
        : report.run.notes;
    return { ...report, run: { ...report.run, ...(notes !== undefined ? { notes } : {}) }, dead: report.dead.map(withCopy) };
}

;// CONCATENATED MODULE: ./src/model/history.ts
/**
 * One run in the link-health history the result cache keeps (issue 41): its counts, what was new
 * and what was fixed. The cache keeps the last `HISTORY_RUNS`; the report's `history` shows them,
 * oldest first, this run last.
 */
/** Runs the cache keeps in its history. */
const HISTORY_RUNS = 100;
const COUNTS = ['pages', 'links', 'dead', 'warnings', 'blocked', 'moved', 'newDead', 'fixed'];
const count = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** A row read back from a file (a cache, a shard's report), or undefined when it is not one. */
function readHistoryRow(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return undefined;
    const o = v;
    if (typeof o['startedAt'] !== 'string' || Number.isNaN(Date.parse(o['startedAt'])) || typeof o['partial'] !== 'boolean')
        return undefined;
    if (!COUNTS.every((k) => count(o[k])))
        return undefined;
    const row = { startedAt: o['startedAt'], partial: o['partial'] };
    for (const k of COUNTS)
        row[k] = o[k];
    const shared = o['shared'];
    if (shared !== undefined && shared !== null && typeof shared === 'object' && count(shared['links']) && count(shared['dead']) && count(shared['warnings'])) {
        row.shared = { links: shared['links'], dead: shared['dead'], warnings: shared['warnings'] };
    }
    return row;
}

;// CONCATENATED MODULE: ./src/cache/result-cache.ts
/**
 * The result cache: verdicts kept between runs in one JSON file.
 *
 * - Only `ok` verdicts are served from the cache, and only while fresh (`maxAge`). Errors,
 *   timeouts, 429s and every other problem are always checked again.
 * - Problems are remembered too, with the time they were first seen and how many runs in a
 *   row saw them, so `fail-after` can tell a flaky link from a dead one.
 *
 * - With `archive`, what the archive said of a dead link (its copy, or that it has none), kept
 *   as long as a verdict, so each run asks it only about links it has not asked of lately.
 *
 * - The link-health history (issue 41): one row per run (its counts, new and fixed links), the
 *   last 100 runs, oldest first. A failing URL's streak starts at the start of the run that first
 *   saw it fail (`run.startedAt`), once the run says when that was (`settleRun`).
 *
 * The format is a small versioned JSON document (portable, diffable, fine for a few hundred
 * thousand URLs): `{ schema, version, entries: { url: [state, checkedAt, status, failingSince, failures] },
 * archives?: { url: [checkedAt, copyUrl | null, copyDate | null] }, history?: [row, \u2026] }`.
 * `history` is optional, so an older linkspider still reads the file (and drops the rows).
 */




const CACHE_SCHEMA = 'linkspider-cache';
const CACHE_VERSION = 1;
/** A cache file that cannot be used (`code: 'cache-file'`): the message names the file and what to do. */
class CacheFileError extends errors/* RunError */.e4 {
    constructor(message, options) {
        super('cache-file', undefined, message, options);
    }
}
class ResultCache {
    maxAge;
    now;
    entries;
    /** Keys that were a problem in the cache and are ok in this run: fixed since the last run. */
    recovered = [];
    archives;
    /** The history: one row per run, oldest first (this run's added by `addRun`). */
    runs;
    constructor(entries, maxAge, now, archives = new Map(), runs = []) {
        this.maxAge = maxAge;
        this.now = now;
        this.entries = entries;
        this.archives = archives;
        this.runs = runs;
    }
    /** Load a cache file; a missing file is an empty cache (the first run). */
    static async load(file, maxAge, now = Date.now()) {
        let text;
        try {
            text = await (0,promises_.readFile)(file, 'utf8');
        }
        catch (e) {
            const code = e.code;
            if (code === 'ENOENT')
                return new ResultCache(new Map(), maxAge, now);
            throw new CacheFileError(`cannot read cache file ${file}: ${code ?? e.message}`);
        }
        return ResultCache.parse(text, file, maxAge, now);
    }
    static parse(text, file, maxAge, now = Date.now()) {
        let data;
        try {
            data = JSON.parse(text);
        }
        catch {
            throw new CacheFileError(`cache file ${file} is not valid JSON (delete it to start a new cache)`);
        }
        if (data?.schema !== CACHE_SCHEMA ||
            data.version !== CACHE_VERSION ||
            typeof data.entries !== 'object' ||
            data.entries === null ||
            Array.isArray(data.entries)) {
            throw new CacheFileError(`cache file ${file} is not a linkspider cache (expected schema "${CACHE_SCHEMA}" version ${CACHE_VERSION})`);
        }
        const entries = new Map();
        for (const [url, v] of Object.entries(data.entries)) {
            if (Array.isArray(v) && v.length === 5 && (v[0] === 'ok' || v[0] === 'warn' || v[0] === 'dead') && typeof v[1] === 'number') {
                entries.set(url, v);
            }
        }
        const archives = new Map();
        const stored = data.archives;
        if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
            for (const [url, v] of Object.entries(stored)) {
                if (Array.isArray(v) &&
                    v.length === 3 &&
                    typeof v[0] === 'number' &&
                    (v[1] === null || typeof v[1] === 'string') &&
                    (v[2] === null || typeof v[2] === 'string')) {
                    archives.set(url, v);
                }
            }
        }
        const rows = data.history;
        const runs = Array.isArray(rows) ? rows.map(readHistoryRow).filter((r) => r !== undefined) : [];
        return new ResultCache(entries, maxAge, now, archives, runs.slice(-HISTORY_RUNS));
    }
    static empty(maxAge, now = Date.now()) {
        return new ResultCache(new Map(), maxAge, now);
    }
    get size() {
        return this.entries.size;
    }
    /** A fresh ok verdict for the URL, or undefined when it must be checked. */
    fresh(url) {
        const e = this.entries.get(url);
        if (e?.[0] !== 'ok' || this.now - e[1] > this.maxAge || e[1] > this.now)
            return undefined;
        return e[2] === null ? { state: 'ok', checkedAt: e[1] } : { state: 'ok', status: e[2], checkedAt: e[1] };
    }
    /**
     * Record this run's verdict. Returns the failure history for problems (for `fail-after`),
     * counting this run.
     */
    record(url, state, status) {
        const prev = this.entries.get(url);
        if (state === 'ok') {
            if (prev && prev[0] !== 'ok')
                this.recovered.push(url);
            this.entries.set(url, ['ok', this.now, status ?? null, null, 0]);
            return undefined;
        }
        const failing = prev && prev[0] !== 'ok' && prev[3] !== null;
        const since = failing ? prev[3] : this.now;
        const runs = failing ? prev[4] + 1 : 1;
        this.entries.set(url, [state, this.now, status ?? null, since, runs]);
        return { since, runs };
    }
    /** Failure history so far: after this run's `record`, this run included. */
    history(url) {
        const e = this.entries.get(url);
        return e && e[0] !== 'ok' && e[3] !== null ? { since: e[3], runs: e[4] } : undefined;
    }
    /**
     * This run started at `startedAt` (ms): the streaks it began (recorded with the time the cache
     * was loaded) start then, so a link's `since` is the `run.startedAt` of the first run it failed in.
     */
    settleRun(startedAt) {
        for (const e of this.entries.values())
            if (e[3] === this.now && e[4] === 1)
                e[3] = startedAt;
    }
    /** The runs so far, oldest first. */
    runHistory() {
        return this.runs;
    }
    /** Add this run's row to the history; the oldest rows beyond the last 100 go. */
    addRun(row) {
        this.runs.push(row);
        if (this.runs.length > HISTORY_RUNS)
            this.runs.splice(0, this.runs.length - HISTORY_RUNS);
    }
    /** What the archive said of `url` while fresh: its copy, or null for none; undefined when it must be asked. */
    archived(url) {
        const e = this.archives.get(url);
        if (e === undefined || this.now - e[0] > this.maxAge || e[0] > this.now)
            return undefined;
        return e[1] !== null && e[2] !== null ? { url: e[1], date: e[2] } : null;
    }
    /** Record the archive's answer for `url` (a copy, or null: it has none). */
    recordArchive(url, copy) {
        this.archives.set(url, [this.now, copy?.url ?? null, copy?.date ?? null]);
    }
    /** Write the cache atomically (support/atomic-write.ts). Entries older than 30 days \u00d7 maxAge are dropped. */
    async save(file) {
        const horizon = this.now - Math.max(this.maxAge * 30, 30 * 86_400_000);
        const out = {};
        for (const [url, v] of this.entries)
            if (v[1] >= horizon)
                out[url] = v;
        const archives = {};
        for (const [url, v] of this.archives)
            if (v[0] >= horizon)
                archives[url] = v;
        const doc = {
            schema: CACHE_SCHEMA,
            version: CACHE_VERSION,
            entries: out,
            ...(this.archives.size > 0 ? { archives } : {}),
            ...(this.runs.length > 0 ? { history: this.runs } : {}),
        };
        const text = JSON.stringify(doc) + '\n';
        await (0,atomic_write/* writeAtomically */.vK)(file, (partial) => (0,promises_.writeFile)(partial, text));
    }
}

;// CONCATENATED MODULE: ./src/local/served-file.ts
/**
 * A served file's answer, read from disk: its bytes (or its handle, for the loopback server's streams), or the
 * error status it answers with instead, and that status's page (site-files.ts decides which file a request is).
 */



const STATUS_TEXTS = {
    400: 'Bad Request',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    500: 'Internal Server Error',
};
/** The status text of an error status, as the folder's answers carry it. */
function statusTextOf(status) {
    return STATUS_TEXTS[status] ?? 'Error';
}
/** The page the folder answers an error status with: our own, pure ASCII, so here the charset is known. */
function errorPage(status) {
    const title = `${status} ${statusTextOf(status)}`;
    // No request data is echoed.
    const html = `<!doctype html>\n<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;
    return { contentType: 'text/html; charset=utf-8', body: Buffer.from(html, 'latin1') };
}
/** What a served file that cannot be opened answers: 403 when it may not be read, else 404 (it went away). */
function openFailureStatus(error) {
    const code = error.code;
    return code === 'EACCES' || code === 'EPERM' ? 403 : 404;
}
/**
 * Open a served file (a `file` resolution's `real`) for reading: its handle and size, or the status it answers
 * instead \u2014 403 when it cannot be read, 404 when it went away or is no longer a regular file. The caller closes
 * the handle.
 */
async function openServed(real) {
    let handle;
    try {
        handle = await (0,promises_.open)(real, external_node_fs_.constants.O_RDONLY);
    }
    catch (error) {
        return { status: openFailureStatus(error) };
    }
    try {
        const st = await handle.stat();
        if (st.isFile())
            return { handle, size: st.size };
    }
    catch {
        // gone meanwhile: as missing
    }
    await handle.close().catch(() => { });
    return { status: 404 };
}
/**
 * A served file's bytes, read at once (`openServed`'s rules: 403 when it cannot be read, 404 when it went away
 * or is not a regular file): at most `cap` bytes, `size` the file's whole size. Synchronous, for the crawl's
 * direct reads: a local file is read in microseconds, and a promise and a thread-pool hop per call cost more
 * than the read (on the PostgreSQL docs, a fifth of a folder check's thread).
 */
function readServed(real, cap) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(real, external_node_fs_.constants.O_RDONLY);
    }
    catch (error) {
        return { status: openFailureStatus(error) };
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            return { status: 404 };
        const length = Math.min(st.size, cap);
        // A buffer given back by an earlier body, when one fits (fresh memory costs more than the read).
        const body = bodyBuffers.take(length);
        let read = 0;
        while (read < length) {
            const n = (0,external_node_fs_.readSync)(fd, body, read, length - read, read);
            if (n === 0)
                break;
            read += n;
        }
        // A file that shrank while it was read: the body the server would have sent ends there too.
        return { body: read === length ? body : body.subarray(0, read), size: st.size };
    }
    catch (error) {
        // A read that fails halfway: the server would have cut the connection.
        return { error: error };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/crawl/checkers/folder.ts


class FolderFetcher {
    folder;
    origin;
    options;
    /** `http://127.0.0.1:P/`: the URL prefix of the folder's pages. */
    #prefix;
    constructor(folder, 
    /** The origin the folder's URLs are written under (`http://127.0.0.1:P`). */
    origin, options) {
        this.folder = folder;
        this.origin = origin;
        this.options = options;
        this.#prefix = `${origin}/`;
    }
    /** Whether `url` is one of the folder's (a string test: the crawl's URLs are already normalised). */
    serves(url) {
        return url.startsWith(this.#prefix);
    }
    /**
     * Fetch one of the folder's URLs, following its redirects. Resolves for every outcome; never rejects. The disk is
     * read synchronously (`readServed`): microseconds a file, less than the promises around an asynchronous read.
     */
    fetch(req) {
        return Promise.resolve(this.#fetchSync(req));
    }
    #fetchSync(req) {
        const redirects = [];
        let url = new URL(req.url);
        const seen = new Set([withoutHash(url)]);
        for (;;) {
            if (req.signal?.aborted)
                return aborted(url.href, redirects);
            const resolution = this.folder.resolveSync(url.pathname + url.search);
            if (resolution.kind !== 'redirect') {
                if (resolution.kind === 'file')
                    return this.#file(req, url, redirects, resolution.real, resolution.contentType);
                const status = resolution.kind === 'missing' ? 404 : resolution.kind === 'denied' ? 403 : 400;
                return this.#error(req, url, redirects, status, resolution.kind === 'refused' ? undefined : resolution.reason);
            }
            redirects.push({ url: url.href, status: 301 });
            const hop = nextHop(url, 301, resolution.location, seen, redirects.length, this.options.maxRedirects);
            if ('error' in hop)
                return { kind: 'error', finalUrl: url.href, redirects, error: hop.error, errorMessage: hop.errorMessage };
            seen.add(hop.key);
            const known = req.known?.(hop.key);
            if (known !== undefined)
                return { kind: 'known', status: known.status, finalUrl: hop.next.href, redirects };
            url = hop.next;
        }
    }
    #file(req, url, redirects, real, contentType) {
        const cap = req.maxBodyBytes ?? this.options.maxBodyBytes;
        const wants = wantsBody(req, contentType);
        // A HEAD, or a body nobody reads: the file's size is all that is needed (no read).
        const read = readServed(real, wants ? cap : 0);
        if ('status' in read)
            return this.#error(req, url, redirects, read.status, undefined);
        if ('error' in read)
            return { kind: 'error', finalUrl: url.href, redirects, error: 'network', errorMessage: read.error.message };
        const out = outcome(req, url, redirects, 200, 'OK', contentType, read.size);
        if (wants) {
            out.body = read.body;
            if (read.size > cap)
                out.truncated = true;
        }
        return out;
    }
    #error(req, url, redirects, status, reason) {
        const page = errorPage(status);
        const out = outcome(req, url, redirects, status, reason ?? statusTextOf(status), page.contentType, page.body.length);
        if (wantsBody(req, page.contentType)) {
            const cap = req.maxBodyBytes ?? this.options.maxBodyBytes;
            out.body = page.body.length > cap ? page.body.subarray(0, cap) : page.body;
            if (page.body.length > cap)
                out.truncated = true;
        }
        return out;
    }
}
function outcome(req, url, redirects, status, statusText, contentType, size) {
    const out = { kind: 'response', status, statusText, finalUrl: url.href, redirects, contentType };
    if (req.responseHeaders !== undefined) {
        const kept = {};
        for (const name of req.responseHeaders) {
            if (name === 'content-type')
                kept[name] = contentType;
            else if (name === 'content-length')
                kept[name] = String(size);
        }
        out.headers = kept;
    }
    return out;
}
function wantsBody(req, contentType) {
    return req.readBody && req.method === 'GET' && (req.wantBody === undefined || req.wantBody(contentType));
}
function aborted(finalUrl, redirects) {
    return { kind: 'error', finalUrl, redirects, error: 'network', errorMessage: 'aborted' };
}
/**
 * The crawl's client for a folder check: the folder's own URLs read from disk, every other URL (external links,
 * `LINKSPIDER_FOLDER=http` aside) through the HTTP client.
 */
class FolderClient {
    http;
    direct;
    constructor(http, direct) {
        this.http = http;
        this.direct = direct;
    }
    fetch(req) {
        return this.direct.serves(req.url) ? this.direct.fetch(req) : this.http.fetch(req);
    }
    close() {
        return this.http.close();
    }
}

// EXTERNAL MODULE: ./src/crawl/frontier/url.ts
var frontier_url = __webpack_require__(2232);
;// CONCATENATED MODULE: ./src/crawl/checkers/headers.ts

class HeaderPolicy {
    isSite;
    /** The hosts the user started on: the only ones (besides hosts a header names) that get headers. */
    #startSites = new Set();
    /** Site keys with a start URL over plain http (headers may go over http only to these). */
    #plainSites = new Set();
    #rules;
    /** `isSite`: whether a site key is part of the crawled site (redirected starts included). */
    constructor(headers, isSite) {
        this.isSite = isSite;
        this.#rules = headers.map((h) => ({ name: h.name, value: h.value, hosts: new Set(h.hosts.map(frontier_url/* siteKeyOfHost */.KF)) }));
    }
    addStart(u) {
        this.#startSites.add((0,frontier_url/* siteKey */.Dd)(u));
        if (u.protocol === 'http:')
            this.#plainSites.add((0,frontier_url/* siteKey */.Dd)(u));
    }
    /** Extra headers for one request hop: only to the site's hosts, or to hosts a header names. */
    headersFor(u) {
        if (this.#rules.length === 0)
            return undefined;
        const key = (0,frontier_url/* siteKey */.Dd)(u);
        // http and https of one host are one site, but a token meant for an https site must not
        // travel in clear text over an `http:` link or redirect: only to sites started over http.
        if (u.protocol === 'http:' && this.isSite(key) && !this.#plainSites.has(key))
            return undefined;
        const ours = this.#startSites.has(key);
        let out;
        for (const r of this.#rules) {
            if (ours || r.hosts.has(key))
                (out ??= {})[r.name] = r.value;
        }
        return out;
    }
}
/**
 * `--basic-auth`: the `Authorization` value for a URL (the first rule whose pattern matches its
 * href), or undefined. The client asks only on the origin a request started on.
 */
function basicAuthFor(rules) {
    if (rules.length === 0)
        return undefined;
    const values = rules.map((r) => ({ pattern: r.pattern, value: `Basic ${Buffer.from(`${r.user}:${r.password}`, 'utf8').toString('base64')}` }));
    return (u) => {
        for (const r of values) {
            r.pattern.lastIndex = 0;
            if (r.pattern.test(u.href))
                return r.value;
        }
        return undefined;
    };
}

// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(28902);
;// CONCATENATED MODULE: ./src/crawl/run/client.ts




/**
 * `LINKSPIDER_FOLDER=http`: a folder check requests its pages from the folder's server on loopback (the served
 * path, for comparing the two: `npm run bench -- --folder --served`). Otherwise nothing listens: the crawl reads
 * the folder from disk (`checkers/folder.ts`), through the same rules, under the URLs the server would have.
 */
const folderServed = () => process.env['LINKSPIDER_FOLDER'] === 'http';
/** A folder check's client: the folder read from disk, or requested from its server (`folderServed`). */
function folderClient(http, server, options) {
    if (folderServed())
        return http;
    return new FolderClient(http, new FolderFetcher(server.folder, server.origin, { maxRedirects: options.maxRedirects, maxBodyBytes: options.maxBodyBytes }));
}
/** The run's HTTP client: the options' limits, the headers policy, Basic credentials, and the caller's services. */
function clientFor(options, services, headersFor) {
    const authFor = basicAuthFor(options.basicAuth);
    return new HttpClient({
        timeout: options.timeout,
        maxRedirects: options.maxRedirects,
        maxBodyBytes: options.maxBodyBytes,
        userAgent: options.userAgent,
        connectionsPerOrigin: Math.max(options.concurrency, options.hostConcurrency),
        headersFor,
        ...(authFor !== undefined ? { authFor } : {}),
        ...(services.cookies !== undefined ? { cookies: services.cookies } : {}),
        http2: options.http2,
        ...(services.lookup !== undefined ? { lookup: services.lookup } : {}),
        ...(services.ca !== undefined ? { ca: services.ca } : {}),
    });
}
/**
 * The extra headers of the browser's requests (`--render`, `--browser-check`): the headers policy's, and Basic
 * credentials where a `--basic-auth` rule matches the request's URL (as the HTTP client sends them to the URLs a
 * rule matches; a redirect to a URL no rule matches carries none).
 */
function browserHeadersFor(options, headersFor) {
    const authFor = basicAuthFor(options.basicAuth);
    if (authFor === undefined)
        return headersFor;
    return (u) => {
        const auth = authFor(u);
        const extra = headersFor(u);
        return auth === undefined ? extra : { ...extra, authorization: auth };
    };
}
/**
 * The run's pacing for the browser's requests: each waits for its host's turn in the lanes, each 429 pauses the
 * host, and a main document told to come back later (a 429, or a 503 with Retry-After) is loaded again after the
 * wait the HTTP client's retry of it would have (`retries`, `retry-delay`, `retry-after-max`).
 */
function browserPacing(lanes, options) {
    return {
        turn: (u) => lanes.browserTurn(u.href),
        ready: (u) => lanes.browserWait(u.href),
        answered: (u, status, retryAfter) => lanes.browserAnswered(u.href, status, retryAfter),
        retryAfter: (attempt, status, retryAfter) => attempt <= options.retries && (0,retry/* comeBackLater */.YD)(status, retryAfter)
            ? (0,retry/* retryDelay */.a2)(attempt, { baseMs: options.retryDelay, capMs: options.retryAfterMax, ...(retryAfter !== undefined ? { retryAfter } : {}) })
            : undefined,
    };
}

// EXTERNAL MODULE: ./src/model/outcome.ts
var model_outcome = __webpack_require__(55093);
;// CONCATENATED MODULE: ./src/check/status-set.ts

/**
 * A set of HTTP statuses written as `200-299,304` (ranges and single codes, comma or
 * space separated). Parsed once; `has` is a few comparisons.
 */
class StatusSet {
    ranges;
    constructor(ranges) {
        this.ranges = ranges;
    }
    static parse(text, input) {
        const parts = text.split(/[\s,]+/).filter((p) => p !== '');
        const ranges = [];
        for (const p of parts) {
            const m = /^(\d{3})(?:-(\d{3}))?$/.exec(p);
            const lo = m ? Number(m[1]) : NaN;
            const hi = m ? Number(m[2] ?? m[1]) : NaN;
            if (!m || lo < 100 || hi > 599 || lo > hi) {
                throw new errors/* UsageError */.eb(input, `expected HTTP statuses such as "200-299,304" (codes 100-599, ranges low-high), got "${p}"`);
            }
            ranges.push([lo, hi]);
        }
        return new StatusSet(ranges);
    }
    has(status) {
        for (const [lo, hi] of this.ranges)
            if (status >= lo && status <= hi)
                return true;
        return false;
    }
    toString() {
        return this.ranges.map(([lo, hi]) => (lo === hi ? `${lo}` : `${lo}-${hi}`)).join(',');
    }
}
const STATUS_VERDICTS = ['ok', 'warn', 'skip', 'dead'];
/**
 * `403:skip`, `500-599:warn`, `200-299,304:ok`, `4xx:warn` (a class of statuses); `error` is `dead` (linkinator's
 * word). A UsageError naming `input` otherwise.
 */
function parseStatusRule(text, input) {
    const colon = text.lastIndexOf(':');
    const word = text
        .slice(colon + 1)
        .trim()
        .toLowerCase();
    const verdict = (word === 'error' ? 'dead' : word);
    if (colon === -1 || !STATUS_VERDICTS.includes(verdict)) {
        throw new errors/* UsageError */.eb(input, `expected CODE[-CODE]:ok|warn|skip|dead such as "403:skip" or "500-599:warn", got "${text}"`);
    }
    const codes = text
        .slice(0, colon)
        .trim()
        .replace(/\b([1-5])xx\b/gi, '$100-$199');
    if (codes === '')
        throw new errors/* UsageError */.eb(input, `expected statuses before ":${word}" such as "403:${word}", got "${text}"`);
    return { codes: StatusSet.parse(codes, input), verdict };
}
/**
 * What a final status counts as, from one table: `accept` as `ok` rules, `warn-on` as `warn` rules, then the
 * `--status` rules in order; the last rule that names a status wins (so `--status 429:dead` overrides the
 * default `warn-on` 429). A status no rule names is dead.
 */
function statusVerdict(status, policy) {
    const rules = policy.status ?? [];
    for (let i = rules.length - 1; i >= 0; i--)
        if (rules[i].codes.has(status))
            return rules[i].verdict;
    if (policy.warnOn.has(status) && !policy.accept.has(status))
        return 'warn';
    return policy.accept.has(status) ? 'ok' : 'dead';
}
/** The ok statuses of a policy, as a set (`has`): what a page must answer to be parsed, a HEAD to need no GET. */
function okStatuses(policy) {
    if (policy.status === undefined || policy.status.length === 0)
        return policy.accept;
    return { has: (status) => statusVerdict(status, policy) === 'ok' };
}

;// CONCATENATED MODULE: ./src/check/blocked.ts
/** Why the answer is a bot wall, or undefined when it is not one. */
function blockedBy(input) {
    const status = input.status;
    if (status === 999)
        return 'LinkedIn-style 999 (bots denied)';
    const marker = input.botMarker;
    if (marker === undefined)
        return undefined;
    if (marker === 'cf-mitigated: challenge' && (status === 403 || status === 503))
        return 'Cloudflare challenge';
    if (marker === 'x-amzn-waf-action: challenge' || marker === 'x-amzn-waf-action: captcha')
        return 'AWS WAF challenge';
    return undefined;
}

;// CONCATENATED MODULE: ./src/check/soft-404.ts
/**
 * Soft 404s: a deep link whose redirects end on a site's home page, or on the root of the
 * section it was in, did not move; the page is gone and the site sends every lost visitor to
 * its front door (`/docs/old-page` \u2192 `/`, `/blog/2019/post` \u2192 `/blog/`, a retired domain's
 * every URL \u2192 the new domain's `/`). Such a link answers 200, but linking to the home page
 * instead is never the fix, so it is its own class (`gone-to-home`), never a `moved` link.
 * Pure.
 *
 * What counts as a home page: the path `/`, an index file (`/index.html`), or a lone locale
 * segment (`/en/`, `/pt-BR/`), whatever the query. A section root: the first segment of the
 * link's own path (after its locale), on the same host, when the link was deeper than it. A link that is itself a home page or section root (`/docs` \u2192 `/docs/`) is not one.
 */
const INDEX_FILE = /^(?:index|default)\.(?:html?|php|aspx?)$/i;
/** `en`, `de`, `pt-BR`, `zh-hans`, `en_US`: a segment sites put before every path of one language. */
const LOCALE = /^[a-z]{2}(?:[-_](?:[a-z]{2}|[a-z]{4}))?$/i;
/** A path's segments without empty ones, a trailing index file or a leading locale. */
function segmentsOf(pathname) {
    const parts = pathname.split('/').filter((s) => s !== '');
    if (parts.length > 0 && INDEX_FILE.test(parts[parts.length - 1]))
        parts.pop();
    if (parts.length > 0 && LOCALE.test(parts[0]))
        parts.shift();
    return parts;
}
/**
 * Whether a link to `url` that was redirected (`redirected`: at least one hop) and ended on
 * `finalUrl` is a soft 404, and where it landed; undefined when it is not one.
 */
function goneToHome(url, finalUrl, redirected) {
    if (!redirected)
        return undefined;
    let from;
    let to;
    try {
        from = new URL(url);
        to = new URL(finalUrl);
    }
    catch {
        return undefined;
    }
    const linked = segmentsOf(from.pathname);
    if (linked.length === 0)
        return undefined;
    const landed = segmentsOf(to.pathname);
    if (landed.length === 0)
        return { to: finalUrl, kind: 'home' };
    if (landed.length === 1 && linked.length >= 2 && landed[0] === linked[0] && to.host === from.host)
        return { to: finalUrl, kind: 'section' };
    return undefined;
}
/** The reason a soft 404 is reported with: where it landed. */
function goneToHomeReason(gone) {
    const where = gone.kind === 'home' ? 'the home page' : 'the section root';
    return `gone: redirected to ${where} ${gone.to} (the page no longer exists)`;
}

;// CONCATENATED MODULE: ./src/check/verdict.ts





const ERROR_REASON = {
    timeout: 'timeout',
    refused: 'connection refused',
    reset: 'connection reset',
    dns: 'host not found (DNS)',
    tls: 'TLS error',
    'redirect-loop': 'redirect loop',
    'too-many-redirects': 'too many redirects',
    'unsupported-redirect': 'redirect to an unsupported scheme',
    'invalid-url': 'invalid URL',
    protocol: 'malformed HTTP response',
    'missing-fragment': 'fragment not found on the page',
    'missing-file': 'file not found in the repository',
    network: 'network error',
    unfinished: 'no response before the run stopped',
};
/** Pure: an outcome (a response, a known status or an error) plus policy \u2192 ok, warn, dead or skipped, with a reason a person can read. */
function verdict(input, policy) {
    if (input.kind === 'error') {
        const base = ERROR_REASON[input.error];
        const reason = input.errorMessage ? `${base}: ${input.errorMessage}` : base;
        return { state: 'dead', reason };
    }
    const { status } = input;
    let reason = statusReason(status, input.kind === 'response' ? input.statusText : undefined);
    if (input.kind === 'response' && input.noLocation)
        reason += ' without a Location header (not followed)';
    const said = statusVerdict(status, policy);
    if (said === 'ok')
        return { state: 'ok', reason };
    if (said === 'skip')
        return { state: 'skipped', reason };
    // A bot wall's answer is judged by `blocked`, unless `--status` names its status (`accept` beat it above).
    const wall = blockedBy(input);
    if (wall !== undefined && !policy.status?.some((r) => r.codes.has(status)))
        return { state: policy.blocked, reason: `blocked: ${wall}: ${reason}`, blocked: true };
    return { state: said, reason };
}
function statusReason(status, statusText) {
    const text = statusText || reasonPhrase(status);
    return text ? `HTTP ${status} ${text}` : `HTTP ${status}`;
}
/** Where a link's redirect chain ends when it has a permanent redirect (301/308), else undefined. */
function movedTo(input) {
    const hop = input.redirects.find((h) => h.status === 301 || h.status === 308);
    return hop === undefined ? undefined : { to: input.finalUrl, status: hop.status };
}
/**
 * Pure: the final verdict of one URL from its last answer. `verdict`, then a working link whose
 * redirects end on a home page or section root is a soft 404 (never moved), judged by
 * `policy.goneToHome`; else one that works through a permanent redirect is listed as moved and
 * judged by `policy.moved`.
 */
function judge(input, policy) {
    const v = verdict(input, policy);
    const gone = v.state === 'ok' && input.linked ? goneToHome(input.url, input.finalUrl, input.redirects.length > 0) : undefined;
    if (gone !== undefined)
        return { state: policy.goneToHome, reason: goneToHomeReason(gone), goneToHome: gone.to, answered: policy.goneToHome };
    const moved = v.state === 'ok' ? movedTo(input) : undefined;
    if (moved === undefined)
        return { ...v, answered: v.state };
    const reason = policy.moved === 'ok' ? v.reason : `moved permanently (HTTP ${moved.status}) to ${moved.to}`;
    return { state: policy.moved, reason, moved, answered: v.state };
}
/**
 * What an attempt that will be retried ended with, said in the report when the run stops
 * before the retry settles: its reason, and the host's `Retry-After` when it gave one.
 */
function attemptReason(input, policy) {
    const reason = verdict(input, policy).reason;
    const ra = (0,model_outcome/* headOf */.U)(input)?.retryAfter?.trim();
    const after = ra !== undefined && ra !== '' ? `, Retry-After ${ra.slice(0, 64)}${/^\d+$/.test(ra) ? ' s' : ''}` : '';
    return `${reason}${after}`;
}
/** The reason of a URL settled from the verdict cache (a fresh ok verdict of an earlier run). */
const FROM_CACHE_REASON = 'ok (from cache)';
/** Why a URL of a host whose name does not resolve was settled without a request: the answer another URL of the host got. */
function hostUnresolvedMessage(answer) {
    return `${answer} (for another URL of the host), so not requested`;
}
/** Why a URL of a host marked down was settled as refused without a request. */
function hostDownMessage(refusals) {
    return `host down: ${refusals} connections in a row refused or reset, so not requested`;
}

;// CONCATENATED MODULE: ./src/check/https.ts
/** The https URL to ask for an http link that passed; undefined when there is nothing to ask. */
function httpsTwinToAsk(url, answer, accept, policy) {
    if (policy === 'off' || !url.startsWith('http://') || answer.kind === 'error')
        return undefined;
    if (!accept.has(answer.status) || !answer.finalUrl.startsWith('http://'))
        return undefined;
    return `https://${url.slice('http://'.length)}`;
}
/** Whether the https URL's answer counts: a 2xx that ended on https (a redirect back to http does not). */
function httpsWorks(answer) {
    return answer.kind === 'response' && answer.status >= 200 && answer.status < 300 && answer.finalUrl.startsWith('https://');
}
/** The verdict of a working http link whose https URL works too: `require-https` says what it is, with that URL. */
function withHttps(v, https, policy) {
    if (https === undefined || policy === 'off' || v.state !== 'ok')
        return v;
    return { ...v, state: policy, reason: `http:// link: the https:// URL works (${https})`, https };
}

// EXTERNAL MODULE: ./src/extract/charset.ts
var charset = __webpack_require__(32461);
// EXTERNAL MODULE: ./src/extract/css.ts
var extract_css = __webpack_require__(69302);
;// CONCATENATED MODULE: ./src/model/entry.ts
const QUEUED = Object.freeze({ kind: 'queued' });
const IN_FLIGHT = Object.freeze({ kind: 'in-flight' });
const NO_REDIRECTS = Object.freeze([]);
/** A settled state; ok and skipped ones share one empty redirect list and keep no reason. */
function settled(verdict, reason, outcome = {}) {
    const reported = verdict === 'dead' || verdict === 'warn';
    const s = {
        kind: 'settled',
        verdict,
        reason: reported ? reason : '',
        // Every redirected URL keeps its chain: a moved link's report joins the chain of a URL its own
        // request stopped at because this run had checked it already (`fix` follows the whole chain).
        redirects: outcome.redirects !== undefined && outcome.redirects.length > 0 ? outcome.redirects : NO_REDIRECTS,
    };
    if (outcome.status !== undefined)
        s.status = outcome.status;
    if (outcome.error !== undefined)
        s.error = outcome.error;
    if (outcome.blocked === true && reported)
        s.blocked = true;
    if (outcome.moved !== undefined)
        s.moved = outcome.moved;
    if (outcome.goneToHome !== undefined && reported)
        s.goneToHome = outcome.goneToHome;
    if (outcome.https !== undefined && reported)
        s.https = outcome.https;
    return s;
}
function isEntry(w) {
    return 'state' in w;
}

;// CONCATENATED MODULE: ./src/crawl/frontier/shard.ts
/**
 * Sharding: which shard requests a URL. A stable 32-bit FNV-1a hash of the normalised URL,
 * modulo the shard count, so every shard agrees without talking to the others.
 */
function shardOf(url, count) {
    let h = 0x811c9dc5;
    for (let i = 0; i < url.length; i++) {
        h ^= url.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
    }
    return (h >>> 0) % count;
}
/** True when shard `index` (1-based) of `count` owns the URL. */
function shardOwns(url, shard) {
    return shardOf(url, shard.count) === shard.index - 1;
}
/**
 * True when another shard requests this URL. Every document on the site that yields links (a
 * page, a stylesheet) is requested and parsed by every shard, since each needs their links; any
 * other URL is requested only by the shard that owns it.
 */
function requestedElsewhere(key, yieldsLinks, shard) {
    return shard !== undefined && !yieldsLinks && !shardOwns(key, shard);
}
/**
 * Whether a link points at a document that may yield links of its own, besides a page: a
 * `<link href>` (a stylesheet, whatever else its `rel` may say) or a CSS `@import` (in a
 * stylesheet, a `<style>` or a `style` attribute). Only stylesheets are read for links
 * (with check-css), so only then does it matter.
 */
function linksToStylesheet(link) {
    return (link.element === 'link' && link.attribute === 'href') || link.attribute === '@import' || link.attribute === 'import';
}

;// CONCATENATED MODULE: ./src/model/trap.ts
/**
 * Crawl traps in the domain's words: which budget cut which pattern of URLs, and how many it
 * left out (the detector is crawl/frontier/traps.ts). Read by the report and the Action.
 */
/** The option (kebab-case, as the CLI flag and Action input are named) that sets each budget. */
const TRAP_OPTION = {
    'query-variants': 'max-query-variants',
    'path-depth': 'max-path-depth',
    'repeated-segments': 'max-repeated-segments',
    'url-length': 'max-url-length',
};
/** One line for a person: the pattern, the budget and the URLs left out. */
function describeTrap(t) {
    const what = {
        'query-variants': `more than ${t.budget} distinct query strings on one path`,
        'path-depth': `paths deeper than ${t.budget} segments`,
        'repeated-segments': `a path segment repeated more than ${t.budget} times`,
        'url-length': `URLs longer than ${t.budget} characters`,
    };
    const urls = `${t.leftOut} URL${t.leftOut === 1 ? '' : 's'}`;
    const fate = t.kind === 'url-length' ? `${urls} checked, not crawled` : `${urls} left out`;
    return `crawl trap ${t.pattern}: ${what[t.kind]} (${t.option}); ${fate}`;
}

;// CONCATENATED MODULE: ./src/crawl/frontier/traps.ts
/**
 * Crawl-trap defence: URL spaces that grow without end (a calendar whose `?month=N` links to
 * `?month=N+1`, faceted search that multiplies query strings, paths that nest forever or repeat
 * `/a/b/a/b/\u2026`) are cut off by budgets, and each cut is remembered as a pattern with the number
 * of URLs it left out, so the report can say what was not crawled and why.
 *
 * Pure and small: no I/O, no clock. The detector is asked once per NEW page URL (the frontier
 * dedupes first), so "distinct query strings of a path" is a count of calls. Its memory is one
 * counter per path that has a query string, bounded like the crawl itself.
 */


/** How many leading segments name a depth or length pattern: enough to find it, short enough to read. */
const PATTERN_SEGMENTS = 1;
/** At most this many distinct patterns are remembered; the rest are counted under the last one. */
const MAX_PATTERNS = 1000;
class TrapDetector {
    budgets;
    queryCounts = new Map();
    traps = new Map();
    constructor(budgets) {
        this.budgets = budgets;
    }
    /**
     * Whether a new page URL falls into a trap (the URL-length budget aside: `tooLongToCrawl`). Undefined:
     * crawl it (and it is counted against its path's query budget). Otherwise the trap it falls in, whose
     * `leftOut` now counts it.
     */
    check(u) {
        const b = this.budgets;
        const origin = u.origin;
        const path = u.pathname;
        if (b.maxPathDepth > 0 || b.maxRepeatedSegments > 0) {
            const segments = path.split('/').filter((s) => s !== '');
            if (b.maxPathDepth > 0 && segments.length > b.maxPathDepth) {
                return this.cut('path-depth', `${origin}${prefix(path)}`, b.maxPathDepth);
            }
            if (b.maxRepeatedSegments > 0 && segments.length > b.maxRepeatedSegments) {
                // Named by the first segment like a deep path: `/loop/a/b/a/\u2026` and `/loop/b/b/\u2026` are one trap.
                if (repeats(segments, b.maxRepeatedSegments))
                    return this.cut('repeated-segments', `${origin}${prefix(path)}`, b.maxRepeatedSegments);
            }
        }
        if (b.maxQueryVariants > 0 && u.search.length > 1) {
            const key = origin + path;
            const n = this.queryCounts.get(key) ?? 0;
            if (n >= b.maxQueryVariants)
                return this.cut('query-variants', `${key}?\u2026`, b.maxQueryVariants);
            this.queryCounts.set(key, n + 1);
        }
        return undefined;
    }
    /**
     * Whether a page URL is longer than the length budget. Such a URL is still checked like any link (a budget
     * for crawling must not stop a check), but never crawled: a URL that grows on every page ends there.
     */
    tooLongToCrawl(url) {
        return this.budgets.maxUrlLength > 0 && url.length > this.budgets.maxUrlLength;
    }
    /** A page URL that `tooLongToCrawl`, checked but not crawled: counted under its pattern. */
    notCrawled(u) {
        this.cut('url-length', `${u.origin}${prefix(u.pathname)}`, this.budgets.maxUrlLength);
    }
    /** The traps found so far, most URLs left out first. */
    found() {
        return [...this.traps.values()].sort((a, b) => b.leftOut - a.leftOut || (a.pattern < b.pattern ? -1 : 1));
    }
    cut(kind, pattern, budget) {
        const key = `${kind} ${pattern}`;
        let t = this.traps.get(key);
        if (!t) {
            if (this.traps.size >= MAX_PATTERNS) {
                // A site with a thousand trap patterns: count the rest under one line rather than grow.
                t = this.traps.get(`${kind} *`);
                if (!t) {
                    t = { kind, pattern: '(more patterns)', budget, option: TRAP_OPTION[kind], leftOut: 0 };
                    this.traps.set(`${kind} *`, t);
                }
            }
            else {
                t = { kind, pattern, budget, option: TRAP_OPTION[kind], leftOut: 0 };
                this.traps.set(key, t);
            }
        }
        t.leftOut++;
        return t;
    }
}
/** The first few segments of a path, then `/\u2026`. */
function prefix(path) {
    const segments = path.split('/').filter((s) => s !== '');
    const head = segments
        .slice(0, PATTERN_SEGMENTS)
        .map((s) => `/${s}`)
        .join('');
    return segments.length > PATTERN_SEGMENTS ? `${head}/\u2026` : head || '/';
}
/** True when one segment occurs more than `budget` times. */
function repeats(segments, budget) {
    const counts = new Map();
    for (const s of segments) {
        const n = (counts.get(s) ?? 0) + 1;
        if (n > budget)
            return true;
        counts.set(s, n);
    }
    return false;
}

;// CONCATENATED MODULE: ./src/crawl/frontier/url-index.ts
/**
 * A compact set of URL keys: each key is a 128-bit fingerprint in an open-addressing table of
 * typed arrays, mapped to a dense id (0, 1, 2, \u2026 in the order keys were added), with no string
 * kept. About 20 bytes per slot at a load of at most 3/4, where a `Map<string, \u2026>` costs the
 * string (~70 bytes for a 50-character URL) plus ~30 bytes of table. The frontier keeps what it
 * needs per id in its own typed arrays.
 *
 * Why 128 bits and no confirmation: a false "already seen" would skip a URL (a lost verdict).
 * With a 128-bit fingerprint the chance that any two of n distinct keys collide is about
 * n\u00b2 / 2^129: 2.4 \u00d7 10^-26 at 4 million URLs, 1.5 \u00d7 10^-21 at a billion, far below the odds of
 * a memory error in the machine. The hash (MurmurHash3 x86_128 over the key's UTF-16 code units)
 * is seeded at random per run, so no fixed pair of URLs collides in every run. It is not a keyed
 * cryptographic hash: a page author who crafted two colliding URLs on purpose could make one of
 * them count as the other on their own site; crypto's hashes cost 10\u201325 \u00b5s a key here. So the seed
 * needs no cryptographic randomness either: `Math.random` (seeded from the OS by V8 in each
 * process) serves, and a run that needs nothing else of node:crypto does not load it (3\u20135 ms).
 */
const EMPTY = 0;
/** The last key's fingerprint (no allocation per call). */
let f1 = 0;
let f2 = 0;
let f3 = 0;
let f4 = 0;
function fmix(h) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h;
}
const rotl = (x, r) => (x << r) | (x >>> (32 - r));
const C1 = 0x239b961b;
const C2 = 0xab0e9789;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93;
/** The 32-bit little-endian word at code unit `i` of `s` (two UTF-16 units; past the end reads 0). */
function word(s, i, n) {
    return (i < n ? s.charCodeAt(i) : 0) | ((i + 1 < n ? s.charCodeAt(i + 1) : 0) << 16);
}
/**
 * MurmurHash3 x86_128 of `s` as UTF-16LE bytes, with four 32-bit seeds; the result in f1\u2026f4.
 * Exported for tests.
 */
function fingerprint(s, seed) {
    let h1 = seed[0];
    let h2 = seed[1];
    let h3 = seed[2];
    let h4 = seed[3];
    const n = s.length;
    const blocks = n >>> 3; // 8 code units = 16 bytes
    let i = 0;
    for (let b = 0; b < blocks; b++, i += 8) {
        let k1 = s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16);
        let k2 = s.charCodeAt(i + 2) | (s.charCodeAt(i + 3) << 16);
        let k3 = s.charCodeAt(i + 4) | (s.charCodeAt(i + 5) << 16);
        let k4 = s.charCodeAt(i + 6) | (s.charCodeAt(i + 7) << 16);
        // `rotl` written out: this loop runs cold for a folder's first thousand start URLs, where each call of a helper
        // costs (7 ms of the PostgreSQL docs' start-up); optimised, both are the same code.
        k1 = Math.imul(k1, C1);
        k1 = Math.imul((k1 << 15) | (k1 >>> 17), C2);
        h1 ^= k1;
        h1 = (Math.imul(((h1 << 19) | (h1 >>> 13)) + h2, 5) + 0x561ccd1b) | 0;
        k2 = Math.imul(k2, C2);
        k2 = Math.imul((k2 << 16) | (k2 >>> 16), C3);
        h2 ^= k2;
        h2 = (Math.imul(((h2 << 17) | (h2 >>> 15)) + h3, 5) + 0x0bcaa747) | 0;
        k3 = Math.imul(k3, C3);
        k3 = Math.imul((k3 << 17) | (k3 >>> 15), C4);
        h3 ^= k3;
        h3 = (Math.imul(((h3 << 15) | (h3 >>> 17)) + h4, 5) + 0x96cd1c35) | 0;
        k4 = Math.imul(k4, C4);
        k4 = Math.imul((k4 << 18) | (k4 >>> 14), C1);
        h4 ^= k4;
        h4 = (Math.imul(((h4 << 13) | (h4 >>> 19)) + h1, 5) + 0x32ac3b17) | 0;
    }
    const rest = n - i; // 0..7 code units
    if (rest > 6)
        h4 ^= Math.imul(rotl(Math.imul(word(s, i + 6, n), C4), 18), C1);
    if (rest > 4)
        h3 ^= Math.imul(rotl(Math.imul(word(s, i + 4, n), C3), 17), C4);
    if (rest > 2)
        h2 ^= Math.imul(rotl(Math.imul(word(s, i + 2, n), C2), 16), C3);
    if (rest > 0)
        h1 ^= Math.imul(rotl(Math.imul(word(s, i, n), C1), 15), C2);
    const len = n * 2;
    h1 ^= len;
    h2 ^= len;
    h3 ^= len;
    h4 ^= len;
    h1 = (h1 + h2 + h3 + h4) | 0;
    h2 = (h2 + h1) | 0;
    h3 = (h3 + h1) | 0;
    h4 = (h4 + h1) | 0;
    h1 = fmix(h1);
    h2 = fmix(h2);
    h3 = fmix(h3);
    h4 = fmix(h4);
    h1 = (h1 + h2 + h3 + h4) | 0;
    f1 = h1 >>> 0;
    f2 = (h2 + h1) >>> 0;
    f3 = (h3 + h1) >>> 0;
    f4 = (h4 + h1) >>> 0;
}
/** The fingerprint last computed, as four 32-bit words (for tests). */
function lastFingerprint() {
    return [f1, f2, f3, f4];
}
class UrlIndex {
    /** Per slot: four fingerprint words. */
    #prints;
    /** Per slot: id + 1, or 0 when the slot is empty. */
    #ids;
    #mask;
    #size = 0;
    #seed;
    /** Whether the last `add` added the key. */
    added = false;
    constructor(capacity = 1 << 12, seed) {
        let cap = 16;
        while (cap < capacity)
            cap *= 2;
        this.#prints = new Uint32Array(cap * 4);
        this.#ids = new Uint32Array(cap);
        this.#mask = cap - 1;
        this.#seed = seed ?? Uint32Array.from({ length: 4 }, () => Math.random() * 2 ** 32);
    }
    /** Keys held. */
    get size() {
        return this.#size;
    }
    /** Bytes of its typed arrays. */
    get bytes() {
        return this.#prints.byteLength + this.#ids.byteLength;
    }
    /** The key's id, or -1 when it was never added. */
    get(key) {
        fingerprint(key, this.#seed);
        const slot = this.#find();
        return slot < 0 ? -1 : this.#ids[slot] - 1;
    }
    /** The key's id, adding it (with the next id) when new; `added` says which. */
    add(key) {
        fingerprint(key, this.#seed);
        const slot = this.#find();
        if (slot >= 0) {
            this.added = false;
            return this.#ids[slot] - 1;
        }
        if ((this.#size + 1) * 4 > (this.#mask + 1) * 3)
            this.#grow();
        const id = this.#size++;
        this.#put(~this.#find(), id);
        this.added = true;
        return id;
    }
    /** The slot holding fingerprint f1\u2026f4, or ~(the empty slot where it would go). */
    #find() {
        const prints = this.#prints;
        const ids = this.#ids;
        const mask = this.#mask;
        for (let slot = f1 & mask;; slot = (slot + 1) & mask) {
            if (ids[slot] === EMPTY)
                return ~slot;
            const p = slot * 4;
            if (prints[p] === f1 && prints[p + 1] === f2 && prints[p + 2] === f3 && prints[p + 3] === f4)
                return slot;
        }
    }
    #put(slot, id) {
        const p = slot * 4;
        this.#prints[p] = f1;
        this.#prints[p + 1] = f2;
        this.#prints[p + 2] = f3;
        this.#prints[p + 3] = f4;
        this.#ids[slot] = id + 1;
    }
    /** Double the table; f1\u2026f4 are saved and restored around the rehash. */
    #grow() {
        const [s1, s2, s3, s4] = [f1, f2, f3, f4];
        const oldPrints = this.#prints;
        const oldIds = this.#ids;
        const cap = (this.#mask + 1) * 2;
        this.#prints = new Uint32Array(cap * 4);
        this.#ids = new Uint32Array(cap);
        this.#mask = cap - 1;
        for (let slot = 0; slot < oldIds.length; slot++) {
            const id = oldIds[slot];
            if (id === EMPTY)
                continue;
            const p = slot * 4;
            f1 = oldPrints[p];
            f2 = oldPrints[p + 1];
            f3 = oldPrints[p + 2];
            f4 = oldPrints[p + 3];
            this.#put(~this.#find(), id - 1);
        }
        f1 = s1;
        f2 = s2;
        f3 = s3;
        f4 = s4;
    }
}

;// CONCATENATED MODULE: ./src/crawl/frontier/place-store.ts
const NIL = -1;
const FIRST_SLOTS = 1 << 10;
/** A code past the last one a place's 16 bits hold: its names are kept apart, by slot. */
const OVERFLOW = 0xffff;
/** One string per distinct tag or attribute name: a handful per run (the link table's names). */
class Names {
    codes = new Map();
    names = [];
    code(name) {
        let c = this.codes.get(name);
        if (c === undefined) {
            if (this.names.length >= OVERFLOW)
                return OVERFLOW;
            c = this.names.length;
            this.names.push(name);
            this.codes.set(name, c);
        }
        return c;
    }
}
class PlaceStore {
    page = new Uint32Array(FIRST_SLOTS);
    line = new Uint32Array(FIRST_SLOTS);
    column = new Uint32Array(FIRST_SLOTS);
    /** Element code (high 16 bits) and attribute code (low 16 bits). */
    names = new Uint32Array(FIRST_SLOTS);
    next = new Int32Array(FIRST_SLOTS);
    text = [];
    raw = [];
    /** Slots used once (the rest of the columns is room); freed slots are a list through `next`. */
    used = 0;
    free = NIL;
    /** By owner id: its first and last place (NIL: none). */
    head = new Int32Array(FIRST_SLOTS).fill(NIL);
    tail = new Int32Array(FIRST_SLOTS).fill(NIL);
    elements = new Names();
    /** Names of places past OVERFLOW distinct ones (never, with the link table's names), by slot. */
    odd = new Map();
    attributes = new Names();
    /** By page id: the file of its places (a folder check, a Markdown file), undefined when none. */
    files = [];
    /** Places held now. */
    size = 0;
    /** Append a place to `owner`'s list. */
    add(owner, ref) {
        const slot = this.slot();
        this.page[slot] = ref.pageId;
        this.line[slot] = ref.line;
        this.column[slot] = ref.column;
        const element = this.elements.code(ref.element);
        const attribute = this.attributes.code(ref.attribute);
        this.names[slot] = ((element << 16) | attribute) >>> 0;
        if (element === OVERFLOW || attribute === OVERFLOW)
            this.odd.set(slot, [ref.element, ref.attribute]);
        this.next[slot] = NIL;
        if (ref.file !== undefined && this.files[ref.pageId] === undefined)
            this.files[ref.pageId] = ref.file;
        this.ownerRoom(owner);
        const last = this.tail[owner];
        // Equal to the owner's last place's: keep one string (the new one is garbage at once).
        this.text[slot] = last !== NIL && this.text[last] === ref.text ? this.text[last] : ref.text;
        this.raw[slot] = last !== NIL && this.raw[last] === ref.raw ? this.raw[last] : ref.raw;
        if (last === NIL)
            this.head[owner] = slot;
        else
            this.next[last] = slot;
        this.tail[owner] = slot;
        this.size++;
    }
    has(owner) {
        return owner < this.head.length && this.head[owner] !== NIL;
    }
    /** `owner`'s places in the order added (undefined when it has none); their slots are freed. */
    take(owner) {
        if (!this.has(owner))
            return undefined;
        const out = [];
        for (let slot = this.head[owner]; slot !== NIL;) {
            const n = this.names[slot];
            const pageId = this.page[slot];
            const odd = this.odd.get(slot);
            out.push({
                pageId,
                line: this.line[slot],
                column: this.column[slot],
                element: odd?.[0] ?? this.elements.names[n >>> 16],
                attribute: odd?.[1] ?? this.attributes.names[n & 0xffff],
                text: this.text[slot],
                raw: this.raw[slot],
                file: this.files[pageId],
            });
            slot = this.release(slot);
        }
        this.head[owner] = NIL;
        this.tail[owner] = NIL;
        return out;
    }
    /** Forget `owner`'s places. */
    drop(owner) {
        if (!this.has(owner))
            return;
        for (let slot = this.head[owner]; slot !== NIL;)
            slot = this.release(slot);
        this.head[owner] = NIL;
        this.tail[owner] = NIL;
    }
    /** Free a slot (its strings let go); returns the slot after it in its list. */
    release(slot) {
        const after = this.next[slot];
        this.text[slot] = undefined;
        this.raw[slot] = undefined;
        if (this.odd.size > 0)
            this.odd.delete(slot);
        this.next[slot] = this.free;
        this.free = slot;
        this.size--;
        return after;
    }
    slot() {
        if (this.free !== NIL) {
            const s = this.free;
            this.free = this.next[s];
            return s;
        }
        if (this.used === this.page.length) {
            const n = this.used * 2;
            this.page = grown(this.page, n);
            this.line = grown(this.line, n);
            this.column = grown(this.column, n);
            this.names = grown(this.names, n);
            this.next = grown(this.next, n);
        }
        return this.used++;
    }
    ownerRoom(owner) {
        if (owner < this.head.length)
            return;
        let n = this.head.length;
        while (n <= owner)
            n *= 2;
        const head = new Int32Array(n).fill(NIL);
        head.set(this.head);
        const tail = new Int32Array(n).fill(NIL);
        tail.set(this.tail);
        this.head = head;
        this.tail = tail;
    }
}
function grown(a, n) {
    const b = new a.constructor(n);
    b.set(a);
    return b;
}

;// CONCATENATED MODULE: ./src/crawl/frontier/frontier.ts






/** Per id of the URL index: what the key is now (bits 0-1), facts of a waiting URL, and its depth (bits 8-31). */
const NONE = 0;
const WAITING = 1;
const MADE = 2;
const STATE = 3;
const CRAWL = 1 << 2;
const PARSED = 1 << 3;
const INTERNAL = 1 << 4;
/** Counted as skipped (once per URL, whatever else became of it). */
const SKIPPED = 1 << 5;
/** A stylesheet: requested by every shard (Entry.everyShard). */
const EVERY_SHARD = 1 << 6;
const MAX_DEPTH = 0xffffff;
class Frontier {
    options;
    scope;
    limits;
    /** Every Entry, by key. */
    seen = new Map();
    /** Keys that waited or were skipped, without their strings; `flags` by id. */
    index = new UrlIndex();
    flags = new Uint32Array(1 << 12);
    /** URLs waiting (no Entry yet). */
    waitingUrls = 0;
    /** Places found for a URL after the first while it waits, by id (compactly: most are dropped when it is settled ok). */
    laterRefs = new PlaceStore();
    skipped = {};
    problems = [];
    /** Links on the site through a 301/308 (a set: a page fetched again to parse it settles twice). */
    moved = new Set();
    counts = { ok: 0, warnings: 0, dead: 0, skipped: 0 };
    /** Crawl-trap budgets (traps.ts), asked about each new page URL. */
    traps;
    constructor(options, scope, limits) {
        this.options = options;
        this.scope = scope;
        this.limits = limits;
        this.traps = new TrapDetector(options);
    }
    /**
     * A start URL: always checked, crawled when HTML. It waits as a found link does (no Entry yet, its places
     * kept compactly): a folder check starts from every file, and most of them are found on other pages long
     * before their turn.
     */
    addStart(u) {
        const key = (0,frontier_url/* withoutFragment */.f2)(u);
        if (this.seen.has(key))
            return undefined;
        const id = this.index.add(key);
        if (this.index.added)
            this.grow(id);
        else if ((this.flags[id] & STATE) !== NONE)
            return undefined;
        this.flags[id] = (this.flags[id] & SKIPPED) | WAITING | CRAWL | INTERNAL;
        this.waitingUrls++;
        this.limits.plan();
        return { url: key, internal: true, crawl: true, depth: 0, id };
    }
    /**
     * A link found on a page. Returns the entry when it must be requested now (new, or a
     * resource that turned out to be a page link too); undefined when already handled.
     * `stylesheet`: the link points at a stylesheet to read for links (see shard.ts): on the
     * site, every shard requests it. `href` is the URL as found (with its fragment), `key` as
     * requested (`Scope.locate`). `link`: where the key's id is kept between calls (the link memo's answer).
     */
    add(href, key, linkKind, depth, ref, stylesheet = false, link) {
        // A page link past the URL-length budget is checked as a resource is: requested once, its page never read.
        const tooLong = linkKind === 'page' && this.traps.tooLongToCrawl(key);
        const kind = tooLong ? 'resource' : linkKind;
        const existing = this.seen.get(key);
        if (existing) {
            if (existing.refs)
                existing.refs.push(ref);
            if (kind === 'page' && existing.internal && !existing.crawl)
                return this.promoteToPage(existing, depth, ref);
            if (stylesheet && existing.internal && !existing.crawl)
                return this.markEveryShard(existing, ref);
            return undefined;
        }
        // A key keeps its id for the whole crawl: a link that knows it (a memo answer, reused) skips the index.
        const known = link !== undefined && link.id >= 0;
        const id = known ? link.id : this.index.add(key);
        if (link !== undefined)
            link.id = id;
        if (known || !this.index.added) {
            const f = this.flags[id];
            if ((f & STATE) === WAITING)
                this.foundAgain(id, f, kind, depth, ref);
            if ((f & STATE) === WAITING && stylesheet && (f & INTERNAL) !== 0)
                this.flags[id] = this.flags[id] | EVERY_SHARD;
            return undefined;
        }
        this.grow(id);
        const filtered = this.scope.filter(key);
        if (filtered) {
            this.skip(filtered, key);
            return undefined;
        }
        const internal = this.scope.hasSite((0,frontier_url/* siteKeyOfHref */.h)(key));
        if (!internal && !this.options.checkExternal) {
            this.skip('external', key);
            return undefined;
        }
        const crawl = internal && kind === 'page';
        if (tooLong && internal)
            this.traps.notCrawled(new URL(key));
        if (crawl && this.traps.check(new URL(href))) {
            this.skip('crawl-trap', key);
            return undefined;
        }
        const everyShard = internal && stylesheet && !crawl;
        if (requestedElsewhere(key, crawl || everyShard, this.options.shard)) {
            // Another shard requests this URL (and records its referrers); remember it as foreign
            // so a later page link can still make it a page every shard crawls.
            this.flags[id] = MADE;
            const e = this.newEntry(key, internal, crawl, depth);
            e.state = settled('skipped', 'other-shard');
            e.foreign = true;
            e.refs = null;
            this.skipped['other-shard'] = (this.skipped['other-shard'] ?? 0) + 1;
            this.counts.skipped++;
            return undefined;
        }
        const w = { url: key, internal, crawl, depth, id, ref };
        this.flags[id] = WAITING | (crawl ? CRAWL : 0) | (internal ? INTERNAL : 0) | (everyShard ? EVERY_SHARD : 0) | (Math.min(depth, MAX_DEPTH) << 8);
        this.waitingUrls++;
        if (crawl && !this.limits.admit(w))
            return undefined;
        return w;
    }
    /**
     * The Entry of a waiting URL, made when its request starts (or its verdict comes from the
     * cache): its first place, the places found since, and its facts as they are now.
     */
    materialize(w) {
        if (isEntry(w))
            return w;
        const made = this.seen.get(w.url);
        if (made !== undefined)
            return made;
        if (w.id < 0)
            throw new Error(`internal: no entry for ${w.url}`);
        const f = this.flags[w.id];
        // A one-slot array when there is one place: `push` onto an empty one reserves 17 slots.
        const later = this.laterRefs.take(w.id);
        const refs = w.ref === undefined ? (later ?? []) : later === undefined ? [w.ref] : [w.ref, ...later];
        const e = this.newEntry(w.url, w.internal, (f & CRAWL) !== 0, f >>> 8);
        e.refs = refs;
        e.parsed = (f & PARSED) !== 0;
        if ((f & EVERY_SHARD) !== 0)
            e.everyShard = true;
        this.flags[w.id] = (f & SKIPPED) | MADE;
        this.waitingUrls--;
        return e;
    }
    /** A waiting URL found again: one more place, and a page link makes it a page (as promoteToPage does for an Entry). */
    foundAgain(id, f, kind, depth, ref) {
        this.laterRefs.add(id, ref);
        if (kind === 'page' && (f & INTERNAL) !== 0 && (f & CRAWL) === 0) {
            this.flags[id] = (f & 0xff) | CRAWL | (Math.min(f >>> 8, depth, MAX_DEPTH) << 8);
            this.limits.plan();
        }
    }
    /** Room in `flags` for `id`. */
    grow(id) {
        if (id < this.flags.length)
            return;
        const next = new Uint32Array(this.flags.length * 2);
        next.set(this.flags);
        this.flags = next;
    }
    /**
     * True when a link to `link.key` needs nothing recorded: the URL is already settled ok (its
     * referrers are no longer kept) and the link would not make it a page to crawl. The hot
     * path for a site's navigation links, which saves building a referrer.
     */
    isSettledOk(link, kind, stylesheet = false) {
        // An entry, once made, is the key's for the rest of the crawl: the link keeps it (a memo answer, reused).
        const e = link.entry ?? (link.entry = this.seen.get(link.key));
        if (e === undefined || e.state.kind !== 'settled')
            return false;
        // A stylesheet another shard owned: this shard takes it back (add).
        if (stylesheet && e.foreign && e.internal)
            return false;
        // A moved link is ok but keeps its referrers (the `moved` list names every page linking to it).
        if (e.state.moved !== undefined && e.refs !== null)
            return false;
        // Ok, or left to another shard (which records the referrers): no referrer is kept for either.
        const v = e.state.verdict;
        return (v === 'ok' || (v === 'skipped' && e.foreign)) && !(kind === 'page' && e.internal && !e.crawl);
    }
    /** A request for the entry starts. */
    started(e) {
        e.state = IN_FLIGHT;
    }
    /** The entry waits again (a retry). */
    requeued(e) {
        e.state = QUEUED;
    }
    /**
     * An in-scope URL fetched as a resource (body unread) that is now known to be a page link:
     * reset it to be requested again and parsed. Undefined when it is not worth it.
     */
    refetchAsPage(e) {
        if (e.state.kind !== 'settled' || e.state.verdict !== 'ok' || !e.crawl || e.parsed || !this.limits.mayParse(e))
            return undefined;
        this.counts.ok--;
        e.state = QUEUED;
        e.attempts = 0;
        e.method = undefined;
        // A moved link keeps the referrers it was settled with (the report lists them); others kept none.
        e.refs ??= [];
        return e;
    }
    /**
     * The status this run already has for a redirect target, so the redirect need not request it
     * again. Not for a page still to be parsed when the redirecting URL is a page link.
     */
    knownStatus(key, from) {
        const e = this.seen.get(key);
        if (!e || e === from || e.state.kind !== 'settled' || e.state.status === undefined || e.state.verdict === 'skipped')
            return undefined;
        if (from.crawl && e.internal && !e.parsed && e.state.verdict === 'ok' && this.limits.mayParse(e))
            return undefined;
        return { status: e.state.status };
    }
    /** A link that cannot be parsed as a URL: dead, reported once per value. */
    invalid(value, ref) {
        this.deadOnPage(`invalid:${value}`, false, value, 'invalid-url', 'invalid URL', ref);
    }
    /** A fragment that names nothing on its (in-scope) page: dead, reported as `url#fragment`. */
    missingFragment(url, fragment, ref, target = fragment) {
        const key = `${url}#${fragment}`;
        this.deadOnPage(key, true, key, 'missing-fragment', `fragment #${target} not found on the page`, ref);
    }
    /** A repository path (Markdown `files`) found on the file system: ok, once per key. */
    localOk(key) {
        if (this.seen.has(key))
            return;
        const e = this.newEntry(key, true, false, 0);
        e.state = settled('ok', '');
        e.method = 'file';
        e.refs = null;
        this.counts.ok++;
    }
    /** A repository path (Markdown `files`) that is missing, or whose anchor is: dead, with every referrer. */
    localDead(key, error, reason, ref) {
        this.deadOnPage(key, true, key, error, reason, ref).method = 'file';
    }
    /** Count a unique URL as skipped (never requested). */
    skip(reason, key) {
        const id = this.index.add(key);
        if (this.index.added) {
            this.grow(id);
            this.flags[id] = NONE;
        }
        if ((this.flags[id] & SKIPPED) !== 0)
            return;
        this.flags[id] |= SKIPPED;
        this.skipped[reason] = (this.skipped[reason] ?? 0) + 1;
        this.counts.skipped++;
    }
    /** At the end: page links that never got a max-pages slot are skipped. */
    dropDeferred() {
        for (const e of this.limits.dropDeferred()) {
            // Found but never requested: forget it, count the URL as skipped.
            if (isEntry(e))
                this.seen.delete(e.url);
            else if (e.id >= 0 && (this.flags[e.id] & STATE) === WAITING) {
                this.flags[e.id] = this.flags[e.id] & SKIPPED;
                this.laterRefs.drop(e.id);
                this.waitingUrls--;
            }
            this.skip('max-pages', e.url);
        }
    }
    /**
     * Give an entry its verdict. Referrers are dropped for ok URLs; a URL skipped for its status (`--status CODE:skip`)
     * keeps none either, and is counted under `skipped["status:CODE"]`.
     */
    setVerdict(e, verdict, outcome, reason) {
        e.state = settled(verdict, reason, outcome);
        if (outcome.finalUrl !== e.url)
            e.finalUrl = outcome.finalUrl;
        if (verdict === 'skipped') {
            e.refs = null;
            const why = `status:${outcome.status ?? ''}`;
            this.skipped[why] = (this.skipped[why] ?? 0) + 1;
            this.counts.skipped++;
            return;
        }
        // A link found on a page that moved keeps its referrers (a start URL has none: not a link on the site).
        if (outcome.moved !== undefined && e.refs !== null && e.refs.length > 0) {
            this.moved.add(e);
            if (verdict === 'ok') {
                this.counts.ok++;
                return;
            }
        }
        if (verdict === 'ok') {
            // Ok URLs keep no referrers: they are never reported one by one.
            this.counts.ok++;
            e.refs = null;
            return;
        }
        if (verdict === 'warn')
            this.counts.warnings++;
        else
            this.counts.dead++;
        this.problems.push(e);
    }
    /**
     * A page reached through a redirect: its final URL is parsed once. Returns false when the
     * final URL is (or will be) parsed through its own entry.
     */
    claimFinal(finalUrl, from) {
        const key = (0,frontier_url/* withoutFragment */.f2)(finalUrl);
        const e = this.seen.get(key);
        const waiting = e === undefined ? this.index.get(key) : -1;
        if (waiting >= 0 && (this.flags[waiting] & STATE) === WAITING) {
            // Waiting for its own request: a page is parsed then; a resource is marked parsed now.
            const f = this.flags[waiting];
            if ((f & (PARSED | CRAWL)) !== 0)
                return false;
            this.flags[waiting] = f | PARSED;
        }
        else if (e && e !== from) {
            if (e.parsed || (e.crawl && e.state.kind !== 'settled'))
                return false;
            e.parsed = true;
        }
        else if (!e) {
            const alias = this.newEntry(key, true, true, from.depth);
            alias.state = settled('ok', '');
            alias.parsed = true;
            alias.refs = null;
        }
        from.parsed = true;
        return true;
    }
    /** The URL whose anchors hold a URL's fragments: its final URL after redirects. */
    finalOf(url) {
        const e = this.seen.get(url);
        return e?.finalUrl ? (0,frontier_url/* withoutFragment */.f2)(new URL(e.finalUrl)) : url;
    }
    /**
     * The run stopped: every URL already tried but not settled (in flight, or waiting for a retry)
     * gets a verdict from its last result, `verdict` as the `unfinished` option says, so no check
     * that was begun is dropped unsaid. URLs never tried stay unsettled (`not-checked`).
     */
    settleUnfinished(verdict, why) {
        let n = 0;
        for (const e of this.seen.values()) {
            if (e.state.kind === 'settled' || e.attempts === 0)
                continue;
            const last = e.last;
            const tries = `${e.attempts} attempt${e.attempts === 1 ? '' : 's'}`;
            e.unfinished = true;
            // Status or error, never neither: a request with no answer yet says `unfinished`.
            const status = last?.status;
            const error = status === undefined ? (last?.error ?? 'unfinished') : last?.error;
            this.setVerdict(e, verdict, { redirects: [], finalUrl: e.url, status, error }, `unfinished: ${last?.reason ?? 'no response yet'} after ${tries}; not settled before the run stopped (${why})`);
            n++;
        }
        return n;
    }
    /** URLs never settled (a stop left them queued or in flight). */
    unsettled() {
        let n = this.waitingUrls;
        for (const e of this.seen.values())
            if (e.state.kind !== 'settled')
                n++;
        return n;
    }
    /** The frontier's part of the snapshot the report is built from. */
    snapshot(stopped) {
        const seen = this.seen;
        return {
            problems: this.problems,
            moved: [...this.moved],
            entries: () => seen.entries(),
            counts: { ...this.counts },
            skipped: { ...this.skipped },
            unsettled: stopped ? this.unsettled() : 0,
            traps: this.traps.found(),
        };
    }
    newEntry(key, internal, crawl, depth, url = key) {
        const e = { url, internal, crawl, depth, attempts: 0, state: QUEUED, refs: [], parsed: false, foreign: false };
        this.seen.set(key, e);
        return e;
    }
    /** Dead at once, found on a page (an invalid URL, a missing fragment): one entry per key, every referrer. */
    deadOnPage(key, internal, url, error, reason, ref) {
        let e = this.seen.get(key);
        if (!e) {
            e = this.newEntry(key, internal, false, 0, url);
            e.state = settled('dead', reason, { error });
            this.counts.dead++;
            this.problems.push(e);
        }
        e.refs.push(ref);
        return e;
    }
    /**
     * An in-scope URL found again as a stylesheet to read: every shard requests it. One another
     * shard owned is taken back (to request now); one this shard requests anyway is only marked.
     */
    markEveryShard(e, ref) {
        e.everyShard = true;
        if (!e.foreign)
            return undefined;
        e.foreign = false;
        this.skipped['other-shard']--;
        this.counts.skipped--;
        e.state = QUEUED;
        e.refs = [ref];
        return e;
    }
    /** An in-scope URL first found as a resource and now as a page link: fetch it again to parse. */
    promoteToPage(e, depth, ref) {
        e.crawl = true;
        e.depth = Math.min(e.depth, depth);
        if (e.state.kind === 'settled' && !e.foreign) {
            // Settled: a page slot only when it is requested again to be parsed. The link that
            // promoted it is its first referrer again, unless the entry kept its referrers (a moved
            // link, which add() has already given this one).
            const kept = e.refs !== null;
            const again = this.refetchAsPage(e);
            if (again) {
                this.limits.plan();
                if (!kept)
                    again.refs.push(ref);
            }
            return again;
        }
        this.limits.plan();
        if (e.foreign) {
            // Pages are crawled by every shard: take it back from the shard that owned it.
            e.foreign = false;
            this.skipped['other-shard']--;
            this.counts.skipped--;
            e.state = QUEUED;
            e.refs = [ref];
            return e;
        }
        // Waiting or in flight: the crawler re-requests it as a page if its body was not read.
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/crawl/frontier/scope.ts

/** Most remapped URLs whose written form the report keeps (`Scope.remappedFrom`). */
const REMAPPED_KEPT = 100_000;
/** `//host\u2026` (or with backslashes, as the URL parser reads them), after what the parser strips. */
const PROTOCOL_RELATIVE = /^[\u0000-\u0020]*[\\/]{2}/;
class Scope {
    filters;
    #sites = new Set();
    #server;
    #aliasPrefix;
    /** With a base URL below a path (`https://o.github.io/repo/`): that path on the local server (`http://127.0.0.1:P/repo/`). */
    #localPrefix;
    /** A folder's request paths \u2192 the one path of the file each serves (see `#oneUrlPerFile`). */
    #filePaths = new Map();
    /** `--remap`: a remapped URL's key \u2192 the URL as written (fragment removed), for the report; bounded. */
    #remapped = new Map();
    #remaps;
    constructor(filters, remap = []) {
        this.filters = filters;
        this.#remaps = remap;
    }
    /** A start URL's host is part of the site. */
    addStart(u) {
        this.#sites.add((0,frontier_url/* siteKey */.Dd)(u));
    }
    /**
     * A start URL redirected to `target`: the target's host joins the site when it is the same
     * host but for the scheme, the port or a `www.` prefix (http://example.com \u2192
     * https://www.example.com/). A redirect to any other host (a login page elsewhere) is only
     * checked, never crawled. Headers never follow: they go to the hosts the user started on.
     */
    adoptRedirectedStart(start, target) {
        const bare = (h) => h.replace(/^www\./, '');
        if (bare(start.hostname) !== bare(target.hostname))
            return false;
        this.#sites.add((0,frontier_url/* siteKey */.Dd)(target));
        return true;
    }
    isInternal(u) {
        return this.#sites.has((0,frontier_url/* siteKey */.Dd)(u));
    }
    hasSite(key) {
        return this.#sites.has(key);
    }
    /** Links under `baseUrl` are rewritten to the local server serving the folder. */
    setLocalServer(server, baseUrl) {
        this.#server = server;
        if (baseUrl !== undefined) {
            this.#aliasPrefix = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
            // The folder is the site at the base URL's path, served at the local root: a
            // root-relative link `/repo/x.html` on a local page means the local `/x.html`.
            const basePath = new URL(this.#aliasPrefix).pathname;
            if (basePath !== '/')
                this.#localPrefix = new URL(basePath, server.url).href;
        }
    }
    /**
     * A protocol-relative link (`//host/x`) on a page of the folder, as the public page has it: the
     * base URL's scheme, not the local server's http. So `//www.example.com/blog/` under
     * https://www.example.com/ is the local page (the alias below), not production over http.
     */
    withPublicScheme(value, page) {
        if (this.#aliasPrefix === undefined || this.#server === undefined || !PROTOCOL_RELATIVE.test(value) || page.origin !== this.#server.origin)
            return value;
        return `${this.#aliasPrefix.slice(0, this.#aliasPrefix.indexOf(':') + 1)}${value.replace(/^[\u0000-\u0020]+/, '')}`;
    }
    fileFor(pageHref) {
        return this.#server?.fileFor(pageHref);
    }
    /**
     * The URL a link stands for in this run (a link into the folder's public URL becomes the
     * local server's) and its key: the href without fragment.
     */
    locate(input) {
        const remapped = this.#remaps.length > 0 ? this.#remap(input) : input;
        const u = this.#oneUrlPerFile(this.#rewriteAlias(remapped));
        const key = (0,frontier_url/* withoutFragment */.f2)(u);
        if (remapped !== input && this.#remapped.size < REMAPPED_KEPT && !this.#remapped.has(key))
            this.#remapped.set(key, (0,frontier_url/* withoutFragment */.f2)(input));
        return { u, key };
    }
    /** The URL as written of a URL `--remap` rewrote to `key` (the first one seen), or undefined. */
    remappedFrom(key) {
        return this.#remapped.get(key);
    }
    /**
     * `--remap`: the first rule whose pattern matches the href rewrites it (`$1` groups). A rewrite
     * that is not an absolute http(s) URL leaves the URL as it was (the rule cannot have meant it).
     */
    #remap(input) {
        const href = input.href;
        for (const { pattern, replacement } of this.#remaps) {
            pattern.lastIndex = 0;
            if (!pattern.test(href))
                continue;
            pattern.lastIndex = 0;
            const rewritten = href.replace(pattern, replacement);
            const out = /^https?:\/\//i.test(rewritten) ? (0,frontier_url/* tryResolve */.Cn)(rewritten, href) : undefined;
            return out === undefined || out.href === href ? input : out;
        }
        return input;
    }
    /**
     * In a folder, one file is one URL: `dir/index.html` and `dir` (redirected) are `dir/`,
     * `/about` (served from `about.html`) is `/about.html`, and a query string (`?search=`,
     * `?highlight=x`: the folder ignores it, as static hosts do) is dropped. So each file is one
     * entry (referrers merged, each keeping the link as written) and one page, parsed once. The
     * folder server serves the same file under each of these URLs, so this changes no verdict. A
     * live site may serve them differently: there only a redirect joins two URLs.
     */
    #oneUrlPerFile(input) {
        const server = this.#server;
        if (!server || input.origin !== server.origin)
            return input;
        let u = input;
        const q = u.href.indexOf('?');
        if (q !== -1 && q < u.href.length - u.hash.length) {
            // (`x.html?` too: an empty search, but a `?` in the href.)
            u = new URL(u.href);
            u.search = '';
        }
        let canonical = this.#filePaths.get(u.pathname);
        if (canonical === undefined) {
            const file = server.fileFor(u.pathname);
            canonical = file !== undefined ? new URL(server.folder.sitePath(file), server.url).pathname : missingIndexPath(u.pathname, server);
            // One lookup per path; past the bound (a folder of 100,000 files) paths are looked up each time.
            if (this.#filePaths.size < 100_000)
                this.#filePaths.set(u.pathname, canonical);
        }
        if (canonical === u.pathname)
            return u;
        const out = new URL(u.href);
        out.pathname = canonical;
        return out;
    }
    /** Whether the page at `u` is a file of the folder that `--exclude-path` says is never read. */
    excludedFile(u) {
        const server = this.#server;
        if (!server || server.folder.rules.excludePath.length === 0 || u.origin !== server.origin)
            return false;
        const file = server.fileFor(u.pathname + u.search);
        return file !== undefined && server.folder.excluded(file);
    }
    /** `excluded` / `not-included` when a filter rules the URL out; undefined when it is checked. */
    filter(key) {
        const { include, exclude } = this.filters;
        for (const r of exclude)
            if (r.test(key))
                return 'excluded';
        if (include.length > 0 && !include.some((r) => r.test(key)))
            return 'not-included';
        return undefined;
    }
    #rewriteAlias(u) {
        if (this.#aliasPrefix === undefined || !this.#server)
            return u;
        const href = u.href;
        for (const prefix of [this.#aliasPrefix, this.#localPrefix]) {
            if (prefix === undefined)
                continue;
            if (href.startsWith(prefix) || href === prefix.slice(0, -1))
                return new URL(href.slice(prefix.length), this.#server.url);
        }
        return u;
    }
}
/**
 * A missing folder index (`/docs/index.html`, no such file) stands for its folder, `/docs/`, when that serves no
 * file either (one dead URL, not two); when another index file serves the folder it stays a URL of its own.
 */
function missingIndexPath(pathname, server) {
    const name = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (name === '' || !server.folder.rules.indexFiles.includes(name))
        return pathname;
    const folder = pathname.slice(0, -name.length);
    return server.fileFor(folder) === undefined ? folder : pathname;
}

;// CONCATENATED MODULE: ./src/crawl/frontier/limits.ts
class Limits {
    limits;
    /** Set once: the first reason the run left something unchecked. */
    #incomplete;
    /** Page entries admitted (requested or to be requested) while max-pages has room. */
    #planned = 0;
    /** Page links found after max-pages was planned full: requested only if a planned page turns out not to be one. */
    #deferred = [];
    #parsed = 0;
    constructor(limits) {
        this.limits = limits;
    }
    /** Why the run is incomplete, if it is. */
    get incompleteReason() {
        return this.#incomplete;
    }
    /** Record that the run left something unchecked; the first reason stands. */
    markIncomplete(reason) {
        this.#incomplete ??= reason;
    }
    /** Pages deeper than max-depth are checked but not parsed. */
    mayParse(entry) {
        return this.limits.maxDepth < 0 || entry.depth <= this.limits.maxDepth;
    }
    /** Count a page about to be parsed; false (and the run incomplete) once max-pages is reached. */
    claimPage() {
        if (this.limits.maxPages > 0 && this.#parsed >= this.limits.maxPages) {
            this.markIncomplete('max-pages');
            return false;
        }
        this.#parsed++;
        return true;
    }
    /** A start URL or a page link to request now: it takes a max-pages slot. */
    plan() {
        this.#planned++;
    }
    /** A new page link: planned when max-pages has room (true), else it waits for a slot (false). */
    admit(e) {
        if (this.limits.maxPages > 0 && this.#planned >= this.limits.maxPages) {
            this.#deferred.push(e);
            return false;
        }
        this.#planned++;
        return true;
    }
    /**
     * A planned page entry ended without being parsed (not HTML, an error, a redirect to a page
     * parsed elsewhere, too deep): its slot goes to the first deferred page link, returned to be requested.
     */
    releasePage() {
        this.#planned--;
        const next = this.#deferred.shift();
        if (next)
            this.#planned++;
        return next;
    }
    /** At the end: the page links still waiting for a slot, which will never be requested. */
    dropDeferred() {
        const dropped = this.#deferred.splice(0);
        if (dropped.length > 0)
            this.markIncomplete('max-pages');
        return dropped;
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/crawl/frontier/spill.ts
/**
 * Waiting lines that spill to disk. A crawl trap or a huge site can leave millions of URLs
 * waiting for a request; past a threshold of waiting items held in memory (across every line
 * of the run), a line writes its newest items to an append-only segment file and reads the
 * segments back, oldest first, when its in-memory front runs out. Order is kept exactly:
 * front (memory) \u2192 segments (disk, in the order written) \u2192 back (memory).
 *
 * The files live in one folder per run under the system's temporary folder (TMPDIR),
 * `linkspider-spill-<pid>-*`, created only when the first segment is written, and removed when
 * the run ends, or when the process exits (an uncaught error; the CLI's main thread removes its
 * worker's on a second Ctrl-C, see `removeSpillFolders`). Only a SIGKILL leaves it behind. If a segment cannot be written (disk full, no temporary folder), the
 * line keeps its items in memory: a spill that fails costs memory, never a URL.
 */



const SPILL_DEFAULTS = { threshold: 50_000, chunk: 2048 };
const SPILL_PREFIX = 'linkspider-spill-';
/**
 * Remove the spill folders of process `pid` (this one by default): for a process that quits at
 * once while a worker thread of it may hold spilled lines (the worker's own exit handler does
 * not run when the process exits under it).
 */
function removeSpillFolders(pid = process.pid, parent = tmpdir()) {
    let names;
    try {
        names = readdirSync(parent);
    }
    catch {
        return;
    }
    const mine = `${SPILL_PREFIX}${pid}-`;
    for (const name of names)
        if (name.startsWith(mine))
            rmSync(join(parent, name), { recursive: true, force: true });
}
/** The run's spill: the shared count of items in memory, and the folder of segment files. */
class Spill {
    limits;
    /** Waiting items held in memory by all lines. */
    inMemory = 0;
    /** Items written to disk so far, and segment files written (for the run's stats and tests). */
    spilled = 0;
    segments = 0;
    #dir;
    #seq = 0;
    #failed = false;
    #onExit = () => this.close();
    constructor(limits = SPILL_DEFAULTS) {
        this.limits = limits;
    }
    /** The spill folder, when one was made. */
    get dir() {
        return this.#dir;
    }
    /** Whether a line should spill now. */
    get full() {
        return !this.#failed && this.inMemory > this.limits.threshold;
    }
    /** Write one segment; its path, or undefined (and no more spilling) when it cannot be written. */
    write(text, items) {
        try {
            if (this.#dir === undefined) {
                this.#dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(this.limits.parent ?? (0,external_node_os_.tmpdir)(), `${SPILL_PREFIX}${process.pid}-`));
                process.once('exit', this.#onExit);
            }
            const file = (0,external_node_path_.join)(this.#dir, `${(this.#seq++).toString().padStart(8, '0')}.seg`);
            (0,external_node_fs_.writeFileSync)(file, text);
            this.spilled += items;
            this.segments++;
            return file;
        }
        catch {
            this.#failed = true;
            return undefined;
        }
    }
    /** Remove the folder and every segment left in it. */
    close() {
        process.removeListener('exit', this.#onExit);
        if (this.#dir !== undefined)
            (0,external_node_fs_.rmSync)(this.#dir, { recursive: true, force: true });
        this.#dir = undefined;
    }
}
/** A FIFO whose middle may live on disk (see the module comment). */
class WaitingLine {
    spill;
    codec;
    #front = [];
    #head = 0;
    /** Segment files, oldest first, with their item counts. */
    #segments = [];
    #back = [];
    #length = 0;
    constructor(spill, codec) {
        this.spill = spill;
        this.codec = codec;
    }
    get length() {
        return this.#length;
    }
    /** Items of this line on disk now. */
    get onDisk() {
        let n = 0;
        for (const s of this.#segments)
            n += s.items;
        return n;
    }
    push(item) {
        this.#back.push(item);
        this.#length++;
        this.spill.inMemory++;
        if (this.#back.length >= this.spill.limits.chunk && this.spill.full)
            this.#spillBack();
    }
    shift() {
        if (this.#head === this.#front.length && !this.#refill())
            return undefined;
        const item = this.#front[this.#head];
        this.#front[this.#head++] = undefined;
        this.#length--;
        this.spill.inMemory--;
        return item;
    }
    /** Every item, in order (segments read back), leaving the line empty. */
    drain() {
        const out = [];
        for (let item = this.shift(); item !== undefined; item = this.shift())
            out.push(item);
        return out;
    }
    /** Forget every item and delete this line's segments. */
    clear() {
        this.spill.inMemory -= this.#front.length - this.#head + this.#back.length;
        for (const s of this.#segments)
            (0,external_node_fs_.rmSync)(s.file, { force: true });
        this.#front = [];
        this.#head = 0;
        this.#segments = [];
        this.#back = [];
        this.#length = 0;
    }
    /** The front ran out: the oldest segment, else the back, becomes the front. */
    #refill() {
        const seg = this.#segments.shift();
        if (seg !== undefined) {
            const text = (0,external_node_fs_.readFileSync)(seg.file, 'utf8');
            (0,external_node_fs_.unlinkSync)(seg.file);
            const lines = text.split('\n');
            const items = new Array(lines.length);
            for (let i = 0; i < lines.length; i++)
                items[i] = this.codec.decode(lines[i]);
            this.#front = items;
            this.spill.inMemory += items.length;
        }
        else {
            if (this.#back.length === 0)
                return false;
            this.#front = this.#back;
            this.#back = [];
        }
        this.#head = 0;
        return true;
    }
    #spillBack() {
        const items = this.#back;
        const lines = new Array(items.length);
        for (let i = 0; i < items.length; i++)
            lines[i] = this.codec.encode(items[i]);
        const file = this.spill.write(lines.join('\n'), items.length);
        if (file === undefined)
            return;
        this.#segments.push({ file, items: items.length });
        this.spill.inMemory -= items.length;
        this.#back = [];
    }
}

;// CONCATENATED MODULE: ./src/crawl/checkers/checker.ts
/**
 * Checkers tried in order until one handles the URL (the GitHub API for GitHub links, then the
 * website): what the ones that declined cost is added to the answer. The last one never declines.
 * One checker (the usual run) is asked directly: no async step of its own on every request.
 */
function checkWith(checkers, entry, signal) {
    return checkers.length === 1 ? checkers[0].check(entry, signal) : tryInTurn(checkers, entry, signal);
}
async function tryInTurn(checkers, entry, signal) {
    let requests = 0;
    let ms = 0;
    for (const checker of checkers) {
        const got = await checker.check(entry, signal);
        if (!('declined' in got))
            return requests === 0 && ms === 0 ? got : { ...got, requests: got.requests + requests, ms: (got.ms ?? 0) + ms };
        requests += got.requests;
        ms += got.ms;
    }
    throw new Error(`no checker handles ${entry.url}`);
}

;// CONCATENATED MODULE: ./src/check/head-fallback.ts
/** Failures that a GET would only repeat: they do not depend on the method. */
const METHOD_INDEPENDENT = new Set(['dns', 'tls', 'invalid-url']);
/**
 * Pure: after a HEAD to an external URL, whether to try GET now. Yes whenever HEAD failed in
 * a way a GET may not (405, 404 from servers that mishandle HEAD, 5xx, resets, timeouts),
 * except when the host said to come back later (a 429, or a 503 with Retry-After): then the
 * retry policy waits for it instead of sending another request at once.
 */
function getAfterHead(head, accept) {
    if (head.kind === 'error')
        return !METHOD_INDEPENDENT.has(head.error);
    if (accept.has(head.status) || head.status === 429)
        return false;
    return !(head.status === 503 && head.kind === 'response' && head.retryAfter !== undefined);
}
/**
 * Per host: whether HEAD is worth sending. A host where a GET has passed twice after its HEAD
 * failed (405, 404, 501 \u2026 from servers that mishandle HEAD), with no HEAD passing in between,
 * gets GET at once for its other URLs: each of them would otherwise cost two requests.
 */
class HeadRefusals {
    #evidence = new Map();
    /** How many failed HEADs a GET must contradict before the host's URLs skip HEAD. */
    static THRESHOLD = 2;
    /** Whether the host's URLs should go straight to GET. */
    skipHead(host) {
        return (this.#evidence.get(host) ?? 0) >= HeadRefusals.THRESHOLD;
    }
    /** A HEAD to the host passed: HEAD works there. */
    headPassed(host) {
        this.#evidence.delete(host);
    }
    /** A HEAD to the host failed and the GET that followed passed: one more sign HEAD is broken there. */
    getPassedAfterHead(host) {
        this.#evidence.set(host, (this.#evidence.get(host) ?? 0) + 1);
    }
}

;// CONCATENATED MODULE: ./src/support/clock.ts
/**
 * Milliseconds on a monotonic clock, for timing a request. The same clock as `performance.now()`, whose first use
 * loads Node's whole `perf_hooks` (~2 ms on the main thread, more on a worker), which nothing else of a check needs.
 */
function monotonicMs() {
    const [seconds, nanoseconds] = process.hrtime();
    return seconds * 1e3 + nanoseconds / 1e6;
}

;// CONCATENATED MODULE: ./src/crawl/checkers/website.ts




class WebsiteChecker {
    client;
    policy;
    /** Hosts whose HEADs GETs have contradicted: their URLs go straight to GET. */
    #headRefusals = new HeadRefusals();
    /** URLs whose HEAD failed with a status or hung, waiting for the GET that may contradict it. */
    #headFailed = new Set();
    constructor(client, policy) {
        this.client = client;
        this.policy = policy;
    }
    async check(entry, signal) {
        const t0 = monotonicMs();
        const known = (key) => this.policy.known(key, entry);
        if (entry.internal) {
            // The site's own URLs (most of a crawl's requests): one GET, its answer built once (no copy of `#fetch`'s).
            const { outcome, latencyMs } = await this.#fetch({
                url: entry.url,
                method: 'GET',
                readBody: this.policy.readsBody(entry),
                wantBody: this.policy.wantBody,
                signal,
                known,
            });
            return { outcome, latencyMs, method: 'get', requests: 1, ms: monotonicMs() - t0 };
        }
        const { accept } = this.policy;
        const host = (0,frontier_url/* siteKeyOfHref */.h)(entry.url);
        // The GET after this URL's failed HEAD; a URL whose HEAD already failed once goes straight
        // to GET on a retry, as do the URLs of a host whose HEADs GETs have contradicted.
        const skipHead = this.#headRefusals.skipHead(host);
        if (entry.method !== 'head+get' && !skipHead) {
            const head = await this.#fetch({ url: entry.url, method: 'HEAD', readBody: false, signal, known });
            const done = { ...head, method: 'head', requests: 1, ms: monotonicMs() - t0 };
            const answer = head.outcome;
            if (signal.aborted || !getAfterHead(answer, accept)) {
                if (answer.kind !== 'error' && accept.has(answer.status))
                    this.#headRefusals.headPassed(host);
                return this.#withHttps(entry, done, signal);
            }
            const timedOut = answer.kind === 'error' && answer.error === 'timeout';
            // A host already known slow had its one attempt: a GET would only wait out the timeout again.
            if (timedOut && this.policy.slow(entry))
                return done;
            // A HEAD that failed with a status or hung while the GET answers: the host mishandles HEAD.
            if (answer.kind !== 'error' || timedOut)
                this.#headFailed.add(entry.url);
            return { ...done, next: 'get' };
        }
        const get = await this.#fetch({ url: entry.url, method: 'GET', readBody: false, signal, known });
        if (this.#headFailed.delete(entry.url) && get.outcome.kind !== 'error' && accept.has(get.outcome.status))
            this.#headRefusals.getPassedAfterHead(host);
        const method = skipHead && entry.method !== 'head+get' ? 'get' : 'head+get';
        return this.#withHttps(entry, { ...get, method, requests: 1, ms: monotonicMs() - t0 }, signal);
    }
    /** `require-https`: a working http link's https URL, asked with one GET (body unread); the answer says it when it works. */
    async #withHttps(entry, done, signal) {
        const twin = httpsTwinToAsk(entry.url, done.outcome, this.policy.accept, this.policy.requireHttps);
        if (twin === undefined || signal.aborted)
            return done;
        const t0 = monotonicMs();
        const answer = await this.client.fetch({ url: twin, method: 'GET', readBody: false, signal });
        const checked = { ...done, requests: done.requests + 1, ms: (done.ms ?? 0) + monotonicMs() - t0 };
        return httpsWorks(answer) ? { ...checked, https: twin } : checked;
    }
    async #fetch(req) {
        const t0 = monotonicMs();
        const outcome = await this.client.fetch(req);
        return { outcome, latencyMs: monotonicMs() - t0 };
    }
}

;// CONCATENATED MODULE: ./src/http/github-links.ts
/**
 * Which GitHub links the REST API can judge, and by which request. Pure.
 *
 *   https://github.com/OWNER/REPO                 GET /repos/OWNER/REPO
 *   https://github.com/OWNER/REPO/issues/N        GET /repos/OWNER/REPO/issues/N
 *   https://github.com/OWNER/REPO/pull/N          GET /repos/OWNER/REPO/issues/N
 *
 * A pull request is looked up through the issues endpoint too: github.com answers
 * `/pull/N` for an issue number (and `/issues/N` for a pull request) with a redirect to the
 * other one, while `/pulls/N` answers 404 for an issue, which would be a false dead link.
 * Every pull request is an issue in the API, so one endpoint judges both as the site does.
 *
 * Everything else (`/blob/`, `/tree/`, `/pull/N/files`, releases, wikis, gists \u2026) is checked on
 * the web as before: a `/blob/REF/PATH` link cannot be split into ref and path without asking
 * (branch names contain slashes), and checking only the repository would call a dead file ok.
 */
/** Top-level paths of github.com that are not users or organisations (GitHub reserves these names). */
const RESERVED = new Set([
    'about',
    'account',
    'apps',
    'blog',
    'codespaces',
    'collections',
    'contact',
    'customer-stories',
    'dashboard',
    'enterprise',
    'enterprises',
    'events',
    'explore',
    'features',
    'github-copilot',
    'issues',
    'join',
    'login',
    'logout',
    'marketplace',
    'new',
    'notifications',
    'orgs',
    'organizations',
    'password_reset',
    'pricing',
    'pulls',
    'readme',
    'resources',
    'search',
    'security',
    'sessions',
    'settings',
    'signup',
    'site',
    'solutions',
    'sponsors',
    'stars',
    'team',
    'teams',
    'topics',
    'trending',
    'users',
    'watching',
]);
/** GitHub's rules: owner 1-39 letters, digits or single hyphens; repository 1-100 of letters, digits, `.`, `_`, `-`. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;
const NUMBER = /^[1-9][0-9]{0,9}$/;
/**
 * The API request that judges `url`, a link on `webHost` (github.com, or a GitHub
 * Enterprise host); undefined when the link is checked on the web.
 */
function apiTargetOf(url, webHost) {
    if (url.hostname !== webHost || (url.protocol !== 'https:' && url.protocol !== 'http:'))
        return undefined;
    if (url.username !== '' || url.password !== '')
        return undefined;
    let path = url.pathname;
    if (path.endsWith('/'))
        path = path.slice(0, -1);
    const parts = path.split('/').slice(1);
    if (parts.length !== 2 && parts.length !== 4)
        return undefined;
    const [owner, repo, section, number] = parts;
    if (!OWNER.test(owner) || RESERVED.has(owner.toLowerCase()))
        return undefined;
    if (!REPO.test(repo) || repo === '.' || repo === '..' || repo.endsWith('.git'))
        return undefined;
    const base = `/repos/${owner}/${repo}`;
    if (parts.length === 2)
        return { kind: 'repository', path: base };
    if (!NUMBER.test(number))
        return undefined;
    if (section === 'issues')
        return { kind: 'issue', path: `${base}/issues/${number}` };
    if (section === 'pull')
        return { kind: 'pull request', path: `${base}/issues/${number}` };
    return undefined;
}
/**
 * The web host whose links an API judges: `api.X` serves X (api.github.com \u2192 github.com,
 * api.SUBDOMAIN.ghe.com \u2192 SUBDOMAIN.ghe.com); GitHub Enterprise Server serves its API at
 * `https://HOST/api/v3`, for HOST. Any other API root judges no links (undefined): a guess
 * would send a site's own two-segment paths to an API as repositories.
 */
function webHostOf(apiUrl) {
    const host = apiUrl.hostname;
    if (host.startsWith('api.') && host.length > 4)
        return host.slice(4);
    if (/^\/api\/v3\/?$/.test(apiUrl.pathname))
        return host;
    return undefined;
}

// EXTERNAL MODULE: ./src/support/sleep.ts
var sleep = __webpack_require__(76756);
;// CONCATENATED MODULE: ./src/http/github.ts





/** The pause after a secondary rate limit that says nothing of how long (GitHub: "at least one minute"). */
const SECONDARY_PAUSE_MS = 60_000;
/** Attempts of one link through the API before it goes to the web. */
const MAX_ATTEMPTS = 3;
const RATE_HEADERS = ['x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];
/** Pure: how long the API asks to be left alone after this response (0 = not at all), and whether the request must be made again. */
function rateLimitPause(status, headers, now) {
    const remaining = headers['x-ratelimit-remaining']?.trim();
    const reset = Number(headers['x-ratelimit-reset']);
    const untilReset = remaining === '0' && Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : undefined;
    const retryAfter = (0,retry/* parseRetryAfter */.mu)(headers['retry-after'], now);
    const limited = (status === 403 || status === 429) && (retryAfter !== undefined || remaining === '0' || status === 429);
    if (limited)
        return { pauseMs: retryAfter ?? untilReset ?? SECONDARY_PAUSE_MS, limited };
    return { pauseMs: untilReset ?? 0, limited: false };
}
class GitHubApi {
    #client;
    #opts;
    #apiUrl;
    /** The host whose links the API judges (none: the API judges nothing, see webHostOf). */
    #webHost;
    #headers;
    #now;
    /** Epoch ms before which no API request goes out. */
    #pausedUntil = 0;
    /** Set after a 401: the token is not accepted, every link goes to the web. */
    #refused = false;
    /** API requests made. */
    requests = 0;
    /** Links handed to the web check instead, by why. */
    #toWeb = new Map();
    constructor(client, opts) {
        this.#client = client;
        this.#opts = opts;
        this.#apiUrl = new URL(opts.apiUrl.endsWith('/') ? opts.apiUrl : `${opts.apiUrl}/`);
        this.#webHost = webHostOf(this.#apiUrl);
        this.#now = opts.now ?? Date.now;
        this.#headers = {
            authorization: `Bearer ${opts.token}`,
            accept: 'application/vnd.github+json',
            'x-github-api-version': '2022-11-28',
        };
    }
    /** The API request that judges this link, if the API judges it. */
    targetOf(url) {
        if (this.#refused || this.#webHost === undefined)
            return undefined;
        let u;
        try {
            u = new URL(url);
        }
        catch {
            return undefined;
        }
        return apiTargetOf(u, this.#webHost);
    }
    /**
     * The verdict's outcome for a link, attributed to the link (its `finalUrl` is the link, or
     * where the API says it moved); undefined when the link is to be checked on the web.
     */
    async check(url, target, signal) {
        const api = new URL(target.path.slice(1), this.#apiUrl).href;
        for (let attempt = 1;; attempt++) {
            const wait = this.#pausedUntil - this.#now();
            if (wait > this.#opts.maxWaitMs)
                return this.#web(`the API's rate limit pauses it for ${Math.ceil(wait / 1000)} s, longer than retry-after-max`);
            if (wait > 0 && !(await (0,sleep/* sleep */.y)(wait, signal)))
                return undefined;
            if (this.#refused)
                return undefined;
            this.requests++;
            const out = await this.#client.fetch({
                url: api,
                method: 'GET',
                readBody: true,
                wantBody: (ct) => /json/i.test(ct),
                signal,
                headers: this.#headers,
                responseHeaders: RATE_HEADERS,
            });
            if (signal.aborted)
                return undefined;
            // A head whose body then failed still says the status and the rate limit.
            const head = (0,model_outcome/* headOf */.U)(out);
            const { pauseMs, limited } = rateLimitPause(head?.status, head?.headers ?? {}, this.#now());
            if (pauseMs > 0)
                this.#pausedUntil = Math.max(this.#pausedUntil, this.#now() + pauseMs);
            if (limited) {
                if (attempt >= MAX_ATTEMPTS)
                    return this.#web(`the API still answered HTTP ${head?.status} (rate limit) after ${attempt} attempts`);
                continue;
            }
            if (head?.status === 401) {
                this.#refused = true;
                return this.#web('the API refused the token (HTTP 401)');
            }
            if (out.kind === 'error')
                return this.#web(head !== undefined ? `the API answered HTTP ${head.status}` : `the API could not be reached (${out.error})`);
            if (out.kind !== 'response' || out.status >= 500 || out.status === 403)
                return this.#web(`the API answered HTTP ${out.status}`);
            return this.#outcome(url, target, api, out);
        }
    }
    /** Why links went to the web instead of the API, one line each (for the report's notes). */
    notes() {
        return [...this.#toWeb].map(([why, n]) => `github-api: ${n} GitHub link${n === 1 ? '' : 's'} checked on the web instead: ${why}`);
    }
    #web(why) {
        this.#toWeb.set(why, (this.#toWeb.get(why) ?? 0) + 1);
        return undefined;
    }
    /** The API's answer as the link's outcome: its status, said to come from the API; a rename or transfer as a move. */
    #outcome(url, target, api, out) {
        const via = `(${target.kind} checked through the GitHub API: GET ${new URL(api).pathname})`;
        const status = out.status;
        const result = {
            kind: 'response',
            status,
            statusText: `${out.statusText || reasonPhrase(status)} ${via}`.trim(),
            finalUrl: url,
            redirects: [],
            contentType: out.contentType,
        };
        const permanent = out.redirects.find((h) => h.status === 301 || h.status === 308);
        if (status >= 200 && status < 300 && permanent !== undefined) {
            const moved = htmlUrlOf(out.body, this.#webHost);
            if (moved !== undefined && moved !== url) {
                result.redirects = [{ url, status: permanent.status }];
                result.finalUrl = moved;
            }
        }
        return result;
    }
}
/** The `html_url` of an API object, when it is a link on the web host. */
function htmlUrlOf(body, webHost) {
    if (body === undefined)
        return undefined;
    try {
        const value = JSON.parse(Buffer.from(body).toString('utf8')).html_url;
        if (typeof value !== 'string')
            return undefined;
        const u = new URL(value);
        return u.hostname === webHost ? u.href : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/browser/find.ts
/**
 * Where the browser `--render` and `--browser-check` drive is: `--browser PATH`, else `CHROME_PATH`, else the
 * usual names on PATH, else the known install paths. Files only (no process started, no library loaded): the
 * options check it before any request, so a run with no browser stops at once with a line saying how to get one.
 */


/** Names tried on PATH, in order. */
const NAMES = ['google-chrome', 'google-chrome-stable', 'chromium', 'chromium-browser', 'chrome'];
/** Where browsers install themselves when PATH does not name them. */
const KNOWN_PATHS = {
    linux: ['/usr/bin/google-chrome', '/opt/google/chrome/chrome', '/usr/bin/chromium', '/usr/lib/chromium/chromium', '/snap/bin/chromium'],
    darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
    win32: ['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe', 'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe'],
};
/** What to install, in the one line a run without a browser ends with. */
const NO_BROWSER = 'no Chrome or Chromium found (tried CHROME_PATH, google-chrome, chromium, chromium-browser on PATH and the usual install paths): install one (Debian/Ubuntu: apt-get install chromium; or Google Chrome) or give its path with --browser PATH';
function isExecutable(file) {
    try {
        if (!(0,external_node_fs_.statSync)(file).isFile())
            return false;
        if (process.platform !== 'win32')
            (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The browser to run: `explicit` (which must be an executable file), else the environment's. Undefined when none
 * is found; `env` and `platform` are the process's unless a test gives its own.
 */
function findBrowser(explicit, env = process.env, platform = process.platform) {
    if (explicit !== undefined)
        return isExecutable(explicit) ? external_node_path_default().resolve(explicit) : undefined;
    const fromEnv = env.CHROME_PATH;
    if (fromEnv !== undefined && fromEnv !== '' && isExecutable(fromEnv))
        return external_node_path_default().resolve(fromEnv);
    const dirs = (env.PATH ?? '').split((external_node_path_default()).delimiter).filter((d) => d !== '' && external_node_path_default().isAbsolute(d));
    const exe = platform === 'win32' ? '.exe' : '';
    for (const name of NAMES) {
        for (const dir of dirs) {
            const file = external_node_path_default().join(dir, name + exe);
            if (isExecutable(file))
                return file;
        }
    }
    // An emptied PATH means "nothing from PATH": the known paths are tried only when PATH names something, so a
    // test (or a user) can say "no browser here" with PATH= alone.
    if (dirs.length === 0)
        return undefined;
    return (KNOWN_PATHS[platform] ?? []).find(isExecutable);
}

;// CONCATENATED MODULE: ./src/markdown/platform/flavor-names.ts
/**
 * The names of the Markdown flavours (flavors.ts holds their rules): on their own, so that the option
 * table, which the CLI's launcher reads for `--help`, does not carry the rules.
 */
const MARKDOWN_FLAVORS = ['github', 'gitlab', 'mdbook', 'hugo', 'jekyll', 'mkdocs', 'docusaurus'];

;// CONCATENATED MODULE: ./src/options/parse.ts
/**
 * Parsers for option values. Each takes the name the user typed (`--max-depth` or
 * `max-depth`) and throws a UsageError naming it and saying what was expected.
 */


/** A list value: repeated flags and/or one item per line; blank items dropped. */
function list(v) {
    if (v === undefined || typeof v === 'boolean')
        return [];
    const items = Array.isArray(v) ? v : [v];
    return items
        .flatMap((s) => s.split(/\r?\n/))
        .map((s) => s.trim())
        .filter((s) => s !== '');
}
/** A single value: the last one given, trimmed; '' = not given. */
function one(v) {
    if (v === undefined || typeof v === 'boolean')
        return undefined;
    const s = (Array.isArray(v) ? v[v.length - 1] : v)?.trim();
    return s === '' ? undefined : s;
}
function parseInteger(input, value, min, unit = '') {
    if (!/^-?\d+$/.test(value)) {
        throw new errors/* UsageError */.eb(input, `expected a whole number${unit ? ` of ${unit}` : ''} >= ${min}, got "${value}"`);
    }
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min) {
        throw new errors/* UsageError */.eb(input, `expected a whole number${unit ? ` of ${unit}` : ''} >= ${min}, got "${value}"`);
    }
    return n;
}
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/**
 * Durations: `500ms`, `30s`, `10m`, `2h`, `1d`; a bare number is seconds, for every option.
 * Above `bareMax` seconds a bare number is refused rather than read as an implausible span
 * (`--timeout 15000` from a user used to milliseconds would be four hours).
 */
function parseDuration(input, value, bareMax = Number.POSITIVE_INFINITY) {
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i.exec(value.trim());
    if (!m) {
        throw new errors/* UsageError */.eb(input, `expected a duration such as 500ms, 30s, 10m, 2h or 1d (a bare number is seconds), got "${value}"`);
    }
    const n = Number(m[1]);
    if (m[2] === undefined && n > bareMax) {
        throw new errors/* UsageError */.eb(input, `a bare number is seconds, and ${m[1]} seconds is more than this takes (at most ${bareMax}s): did you mean ${m[1]}ms?`);
    }
    return Math.round(n * UNIT_MS[(m[2] ?? 's').toLowerCase()]);
}
/** The words a switch takes, in an Action input and a config file alike (any case). */
const parse_TRUE_WORDS = ['true', 'yes', '1', 'on'];
const parse_FALSE_WORDS = ['false', 'no', '0', 'off'];
function parseBoolean(input, value) {
    if (typeof value === 'boolean')
        return value;
    const v = value.trim().toLowerCase();
    if (parse_TRUE_WORDS.includes(v))
        return true;
    if (parse_FALSE_WORDS.includes(v))
        return false;
    throw new errors/* UsageError */.eb(input, `expected true or false, got "${value}"`);
}
/** A host name (two labels or more, or `localhost`) or an IPv4 address, a port, and a path: a URL without its scheme. */
const SCHEMELESS = /^(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9])(:\d{1,5})?(?:[/?#]\S*)?$/i;
/** A missing file (`index.html`, `notes.txt`) is not a host. */
const FILE_NAME = /\.(?:html?|md|markdown|txt|json|jsonc?|xml|ya?ml|js|css|pdf|png|jpe?g|gif|svg)$/i;
const LOCAL_HOST = /^(?:localhost|(?:\d{1,3}\.){3}\d{1,3})(?:[:/?#]|$)/i;
/**
 * The URL a user most likely meant by `value` written without a scheme (`www.example.com`,
 * `example.com/docs`, `127.0.0.1:8701`): http for an address, `localhost` or a port (a
 * server on a laptop), https for a name; undefined when it does not look like a host.
 */
function schemelessUrl(value) {
    const m = SCHEMELESS.exec(value);
    if (m === null || FILE_NAME.test(value))
        return undefined;
    return `${LOCAL_HOST.test(value) || m[1] !== undefined ? 'http' : 'https'}://${value}`;
}
function parseStartUrl(input, value) {
    let u;
    try {
        u = new URL(value);
    }
    catch {
        throw new errors/* UsageError */.eb(input, `expected an absolute http:// or https:// URL, got "${value}"`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') {
        // `localhost:8080/` and `example.com:8080` parse as a scheme and a path: a host and port without one.
        const meant = schemelessUrl(value);
        if (meant !== undefined)
            throw new errors/* UsageError */.eb(input, `expected an http:// or https:// URL, got "${value}" (a host without a scheme): did you mean ${meant}?`);
        throw new errors/* UsageError */.eb(input, `expected an http:// or https:// URL, got scheme "${u.protocol}" in "${value}"`);
    }
    u.hash = '';
    return u.href;
}
function parseRegexes(input, values) {
    return values.map((src) => {
        try {
            return new RegExp(src);
        }
        catch (e) {
            throw new errors/* UsageError */.eb(input, `invalid regular expression "${src}": ${e.message}`);
        }
    });
}
/** `REGEX REPLACEMENT` lines (`--remap`): split at the last run of spaces, the replacement an absolute http(s) URL pattern. */
function parseRemaps(input, values) {
    return values.map((line) => {
        const m = /^\s*(\S+)\s+(\S+)\s*$/.exec(line);
        if (!m)
            throw new errors/* UsageError */.eb(input, `expected "REGEX REPLACEMENT" (two words, such as "^https://docs\\.example\\.com/ http://127.0.0.1:8080/"), got "${line.slice(0, 80)}"`);
        const [pattern] = parseRegexes(input, [m[1]]);
        // What it leads to must be a web URL, or start with a group that holds one (`$1\u2026`): else the rule matches and
        // nothing is checked.
        if (!/^(?:https?:\/\/|\$)/i.test(m[2]))
            throw new errors/* UsageError */.eb(input, `the replacement must be an http(s) URL or start with a $ group, got "${m[2].slice(0, 80)}"`);
        return { pattern: pattern, replacement: m[2] };
    });
}
/** `URL-REGEX user:password` lines (`--basic-auth`). The password never appears in an error. */
function parseBasicAuth(input, values) {
    return values.map((line, i) => {
        const m = /^\s*(\S+)\s+([^:\s]*):(\S*)\s*$/.exec(line);
        if (!m)
            throw new errors/* UsageError */.eb(input, `line ${i + 1}: expected "URL-REGEX user:password" (the password without spaces)`);
        let pattern;
        try {
            pattern = new RegExp(m[1]);
        }
        catch (e) {
            throw new errors/* UsageError */.eb(input, `line ${i + 1}: invalid regular expression: ${e.message}`);
        }
        return { pattern, user: m[2], password: m[3] };
    });
}
/** One documented form: `Name: value` (site hosts only) or `Name@host1,host2: value` (also those hosts). */
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)(?:@([^:\s]+(?::\d+)?(?:,[^:\s]+(?::\d+)?)*))?\s*:\s?(.*)$/;
function parseHeaders(input, values) {
    return values.map((line) => {
        const m = HEADER_LINE.exec(line);
        if (!m) {
            // Only the part before the first space or colon: the rest may be a token, and this line goes to logs.
            const name = line.split(/[\s:]/, 1)[0].slice(0, 40);
            throw new errors/* UsageError */.eb(input, `expected "Name: value" or "Name@host: value", got a line starting "${name}" (its value not shown)`);
        }
        if (/[\r\n\0]/.test(m[3]))
            throw new errors/* UsageError */.eb(input, `header ${m[1]} has a control character in its value`);
        const hosts = m[2] ? m[2].split(',').map((h) => h.toLowerCase()) : [];
        return { name: m[1], value: m[3], hosts };
    });
}
/** `host=N` lines: a host name (or host:port) and the most requests in flight to it (1 or more). */
function parseHostLimits(input, values) {
    return values.map((line) => {
        const m = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?\s*=\s*(\S+)$/i.exec(line);
        if (!m)
            throw new errors/* UsageError */.eb(input, `expected host=N such as github.com=2 (a host name, or host:port), got "${line.slice(0, 80)}"`);
        const limit = parseInteger(input, m[3], 1);
        return { host: `${m[1].toLowerCase()}${m[2] ?? ''}`, limit };
    });
}
function parseShard(input, value) {
    const shard = readShard(value);
    if (!shard)
        throw new errors/* UsageError */.eb(input, `expected i/N with 1 <= i <= N, such as 2/4, got "${value}"`);
    return shard;
}
/** An entry page: a path inside the folder (`index.html`, `docs/`, `/docs/intro.html`), as a root-relative URL path. */
function parseEntry(input, value) {
    const p = value.replace(/^\.?\//, '');
    if (/^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith('/') || /[\\\0?#]/.test(p) || p.split('/').some((s) => s === '..' || s === '.')) {
        throw new errors/* UsageError */.eb(input, `expected a page of the folder such as "index.html" or "docs/" (a path inside it, no "..", no URL), got "${value}"`);
    }
    return `/${p}`;
}
/** One of a few words (case-insensitive), e.g. `dead|warn|ok`. */
function parseChoice(input, value, choices) {
    const v = value.trim().toLowerCase();
    const hit = choices.find((c) => c === v);
    if (hit === undefined)
        throw new errors/* UsageError */.eb(input, `expected one of ${choices.join(', ')}, got "${value}"`);
    return hit;
}
/** A `sitemap` value: `auto`, an absolute http(s) URL, or (checked with the folder) a path in the folder (`/sitemap.xml`). */
function parseSitemap(input, value) {
    if (value.toLowerCase() === 'auto')
        return 'auto';
    if (/^[a-z][a-z0-9+.-]*:/i.test(value))
        return parseStartUrl(input, value);
    if (/[\\\0?#]/.test(value) || value.split('/').some((s) => s === '..')) {
        throw new errors/* UsageError */.eb(input, `expected auto, an http(s) URL, or with a folder a path in it such as /sitemap.xml, got "${value}"`);
    }
    return value.startsWith('/') ? value : `/${value}`;
}
/** Items of a list option that also takes commas (`html,htm`, or one per line / flag): trimmed, none empty. */
function commaItems(values) {
    return values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');
}
/**
 * `--fallback-extensions html,htm`: extensions without their dot (a leading dot is dropped), in order; `none` is
 * none at all; not given (no values) is undefined: the default of where it applies.
 */
function parseExtensions(input, values) {
    const items = commaItems(values);
    if (items.length === 0)
        return undefined;
    if (items.length === 1 && items[0].toLowerCase() === 'none')
        return [];
    return items.map((item) => {
        const ext = item.replace(/^\./, '');
        if (!/^[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*$/u.test(ext))
            throw new errors/* UsageError */.eb(input, `expected file extensions such as "html,htm" (or none), got "${item}"`);
        return ext;
    });
}
/** `--index-files index.html,README.html`: file names (no folder, no `..`), in order; not given is undefined. */
function parseIndexFiles(input, values) {
    const items = commaItems(values);
    if (items.length === 0)
        return undefined;
    return items.map((name) => {
        if (name === '.' || name === '..' || /[/\\\0]/.test(name))
            throw new errors/* UsageError */.eb(input, `expected file names such as "index.html,README.html" (no folder), got "${name}"`);
        return name;
    });
}

;// CONCATENATED MODULE: ./src/options/table.ts
/**
 * The option table: every option of the CLI and the Action, once. An entry holds the name,
 * how its raw value is read and parsed, its default, its CLI flag with the `--help` and
 * README lines, and its Action input with the action.yml description (also the README's).
 *
 * Generated from this table: `DEFAULTS` and `resolveOptions` (options.ts), the CLI's flags
 * and `--help` (cli-main.ts), the Action's input reading (action/inputs.ts), and, by
 * `npm run gen`, action.yml's inputs and the README's CLI and Action tables
 * (test/unit/options-table.test.ts fails when they are out of date).
 *
 * Adding an engine option: one `engine({...})` entry here (in the order it should appear in
 * `--help`, the README and action.yml), its field in `Options`, its behaviour, and a test.
 */








const VERSION = '2.4.0';
const CLASS_VERDICTS = ['dead', 'warn', 'ok'];
/** `--help` sections, in the order they are printed. */
const SECTIONS = (/* unused pure expression or super */ null && (['Scope', 'HTTP', 'Verdicts', 'Output']));
function engine(o) {
    return { kind: 'engine', ...o };
}
function actionOnly(name, o) {
    return { kind: 'action', name, ...o };
}
const actionSwitch = (name, dflt, action) => actionOnly(name, { shape: 'switch', default: dflt, parse: (_input, v) => v, action });
function cliOnly(name, cli, shape = 'switch') {
    return { kind: 'cli', name, shape, cli };
}
/**
 * `parse-threads: auto`: with 4 CPUs or more, one parse thread fewer than the CPUs (the crawl's own thread parses
 * too), at most 7. With 2, none: there the crawl's thread alone is as fast within 10 % (its GC and I/O keep the
 * second core partly busy), and two workers' heaps would add 40-110 MB (docs/performance.md).
 */
function autoParseThreads() {
    const cpus = (0,external_node_os_.availableParallelism)();
    return cpus < 4 ? 0 : Math.min(7, cpus - 1);
}
/** `render-concurrency: auto`: a tab per CPU, at least 2 (a tab mostly waits on the network), at most 4 (each renders with a process of its own). */
function autoRenderTabs() {
    return Math.max(2, Math.min(4, (0,external_node_os_.availableParallelism)()));
}
const BROWSER_CHECKS = ['blocked', 'failed', 'off'];
const integer = (min) => (input, v) => parseInteger(input, v, min);
/** A duration (a bare number is seconds); `bareMax`: the largest bare number that is plausible, in seconds. */
const duration = (bareMax = Number.POSITIVE_INFINITY) => (input, v) => parseDuration(input, v, bareMax);
const table_text = (_input, v) => v;
const notAction = (why) => ({ not: why });
const nonEmpty = (v) => (v.length > 0 ? v : undefined);
const regexSources = (v) => v.map((r) => r.source);
/** A folder's or Markdown's path rule needs one of them to apply to. */
const needsFilesOrFolder = (key, given) => (o, name) => {
    if (given(o) && o.path === undefined && o.files.length === 0) {
        throw new errors/* UsageError */.eb(name(key), `only makes sense together with ${aFolder(name)} or Markdown files`);
    }
};
/** Output paths: where this run writes, not how it checked; a report does not carry them. */
const WRITES = { omit: 'where the run writes its results' };
/** "a folder" in the words of the face: the Action's `path` input, the CLI's folder argument. */
const aFolder = (name) => (name('path') === 'path' ? 'a folder (the path input)' : 'a folder to check');
/** The Action-only inputs, typed by name (options/action.ts resolves them, action/inputs.ts uses them). */
const FAIL = actionSwitch('fail', 'true', { description: 'Fail the step when dead links are found. Warnings never fail it.' });
const ANNOTATIONS = actionSwitch('annotations', 'true', {
    description: 'Annotate dead links and warnings (at most 10 errors and 10 warnings per step, then one notice saying how many more).',
});
const SUMMARY = actionSwitch('summary', 'true', { description: 'Write the job summary.' });
const SOURCES = actionOnly('sources', {
    shape: 'list',
    default: '',
    parse: (input, v) => v
        .filter((s) => !s.startsWith('#'))
        .map((glob) => {
        const pattern = glob.startsWith('!') ? glob.slice(1) : glob;
        if (pattern === '' || external_node_path_default().isAbsolute(pattern) || pattern.split(/[\\/]/).includes('..')) {
            throw new errors/* UsageError */.eb(input, `expected globs relative to the workspace such as "docs/**/*.md" (a leading ! excludes), got "${glob}"`);
        }
        return glob;
    }),
    action: {
        description: 'Globs of source files (relative to the workspace, one per line, `!glob` excludes) in which dead links are looked up and annotated at their line.',
    },
});
const ARTIFACT_NAME = actionOnly('artifact-name', {
    shape: 'one',
    default: '',
    parse: (input, v) => {
        const name = sanitizeArtifactName(v);
        if (!/[\p{L}\p{N}]/u.test(name)) {
            throw new errors/* UsageError */.eb(input, `expected a name with letters or digits (\\ / : * ? " < > | are not allowed), got "${v}"`);
        }
        return name;
    },
    action: {
        description: 'Upload the mirrored pages and the JSON and markdown reports (and the `sarif` and `junit` files when set) as an artifact of this name. Empty = no upload.',
    },
});
const RETENTION_DAYS = actionOnly('retention-days', {
    shape: 'one',
    default: '0',
    parse: (input, v) => {
        const days = parseInteger(input, v, 0, 'days');
        if (days > 90)
            throw new errors/* UsageError */.eb(input, `expected 0 (the repository default) to 90 days, got "${days}"`);
        return days;
    },
    action: { description: "Days to keep the artifact (1-90); 0 = the repository's default." },
});
const ARTIFACT_MIRROR = actionSwitch('artifact-mirror', 'true', {
    description: 'With `artifact-name`, upload the mirrored pages too. `false` uploads only the reports (`report.json`, `report.md`, and the SARIF and JUnit files when set; enough for a merge job, and much smaller).',
});
const CACHE = actionSwitch('cache', 'false', {
    description: 'Keep link verdicts between runs with the Actions cache: ok results are reused while fresh, problems are always checked again. Needed by `fail-after`.',
    readme: 'Keep link verdicts between runs with the Actions cache: ok results are reused while fresh, problems are always checked again ([more](scheduled-runs.md)). Needed by `fail-after`.',
});
const CACHE_KEY = actionOnly('cache-key', {
    shape: 'one',
    default: 'default',
    // Checked only with `cache: true` (options/action.ts): without a cache the key is not used.
    parse: table_text,
    action: { description: 'Names the cache, to keep separate caches for separate sites or workflows (letters, digits, `.` `_` `-` `/`).' },
});
const ISSUE = actionSwitch('issue', 'false', {
    description: 'Keep one open issue listing the dead links, updated by each run and closed when a complete run finds none. Needs `permissions: issues: write`.',
});
const TOKEN = actionOnly('token', {
    shape: 'one',
    default: '${{ github.token }}',
    // Outside a workflow the default expression is not evaluated: that is no token.
    parse: (_input, v) => (v.startsWith('${{') ? undefined : v),
    action: {
        description: 'Token for the rolling issue, the pull-request comment and (unless `github-token` is set) checking GitHub links; sent only to the GitHub API.',
    },
});
const ISSUE_LABEL = actionOnly('issue-label', {
    shape: 'one',
    default: 'linkspider',
    parse: (input, v) => {
        if (v.includes(',') || v.length > 50)
            throw new errors/* UsageError */.eb(input, `expected one label name without commas (at most 50 characters), got "${v.slice(0, 80)}"`);
        return v;
    },
    action: { description: "The label that marks linkspider's rolling issue (one open issue per label)." },
});
const ISSUE_TITLE = actionOnly('issue-title', {
    shape: 'one',
    default: 'Dead links found by linkspider',
    parse: (input, v) => {
        if (v.length > 256)
            throw new errors/* UsageError */.eb(input, 'expected at most 256 characters');
        return v;
    },
    action: { description: 'Title of the rolling issue when it is opened.' },
});
const CHANGED_ONLY = actionSwitch('changed-only', 'false', {
    description: 'On `pull_request`: check only the Markdown `files` the pull request changes, and the links in the other files that point into them (needs the base commit: `fetch-depth: 0`, or it is fetched).',
});
const COMMENT = actionSwitch('comment', 'false', {
    description: 'On a pull request, keep one comment with the result (one per workflow and job): created by the first run, edited by the next. Needs `permissions: pull-requests: write`.',
});
const SUGGEST = actionSwitch('suggest', 'false', {
    description: 'On a pull request, post one review with a suggestion for each link that moved permanently, on the lines the pull request changes (accepted in one click); a re-run updates it. Needs `permissions: pull-requests: write`.',
});
const CONFIG = actionOnly('config', {
    shape: 'one',
    default: '',
    parse: table_text,
    action: {
        description: "A config file (JSON with comments, relative to the workspace) whose keys are these input names. An input set in the step overrides its key; an input left out takes the file's value, else its default. Empty = `linkspider.config.json` in the workspace, if there is one.",
    },
});
const WORKING_DIRECTORY = actionOnly('working-directory', {
    shape: 'one',
    default: '',
    // Resolved and checked against the workspace by action/inputs.ts (it is the base of every other path).
    parse: table_text,
    action: {
        description: 'The folder (relative to the workspace) to run in: the repository root for `files`, `sources` and `changed-only`, and the base of every relative path (`path`, `config`, `json`, `sarif` \u2026). For a repository checked out into a subfolder (`actions/checkout` with `path:`). Empty = the workspace.',
    },
});
const MERGE = actionOnly('merge', {
    shape: 'one',
    default: '',
    parse: table_text,
    action: {
        description: 'A glob (relative to the workspace) of shard JSON reports to merge instead of crawling; then summary, annotations, outputs, gate and issue as for one run.',
    },
});
/**
 * Every option, in the order of `--help`, the README tables and action.yml. Engine options
 * are also resolved in this order (a `check` sees the options before it).
 */
const OPTION_TABLE = [
    engine({
        name: 'urls',
        field: 'urls',
        shape: 'list',
        default: '',
        parse: (input, v) => v.map((u) => parseStartUrl(input, u)),
        report: 'value',
        cli: { argument: 'url', help: 'a start URL (http or https); pages on its host are crawled' },
        action: { description: 'Start URLs, one per line (absolute http:// or https://). Optional when `path` is set.' },
    }),
    engine({
        name: 'path',
        field: 'path',
        shape: 'one',
        default: '',
        parse: table_text,
        report: 'value',
        cli: {
            argument: 'folder',
            help: 'a folder of built HTML, read from disk and checked from every\n.html/.htm file in it; URLs are shown under --base-url (or as /path)',
        },
        action: {
            description: 'A folder of built HTML inside the workspace (relative to it, or absolute), read from disk and checked from every .html/.htm file in it. A path leading outside the workspace (`../x`, an absolute path elsewhere, a symbolic link) is refused.',
        },
    }),
    engine({
        name: 'follow-symlinks',
        field: 'followSymlinks',
        shape: 'switch',
        default: 'true',
        parse: (_input, v) => v,
        report: 'value',
        cli: {
            section: 'Scope',
            help: 'in a folder, serve no symbolic link that leads out of it (404),\nas a host that does not follow them would',
            readmeDefault: 'checked',
            readme: 'in a folder, treat a symbolic link leading out of it as missing (404), for a host that does not follow them',
        },
        action: {
            description: 'With `path`: follow a symbolic link in the folder wherever it leads, as web servers and the Pages upload do (a loop or an unreadable target is reported as such). `false` treats one leading out of the folder as missing (404).',
        },
    }),
    engine({
        name: 'files',
        field: 'files',
        shape: 'list',
        default: '',
        parse: (_input, v) => v.map((f) => f.trim()).filter((f) => f !== ''),
        report: nonEmpty,
        cli: { argument: 'markdown', help: "Markdown files, folders or globs (README.md, docs, 'docs/**/*.md');\ntheir links are checked" },
        action: {
            description: 'Markdown files, folders or globs (relative to the workspace), one per line, whose links are checked: repository paths on disk (exact case, `#heading` and `#L10` anchors), web links over HTTP. No site needed.',
        },
    }),
    CHANGED_ONLY,
    engine({
        name: 'base-url',
        field: 'baseUrl',
        shape: 'one',
        default: '',
        parse: parseStartUrl,
        check: (o, name, job) => {
            if (o.baseUrl !== undefined && o.path === undefined)
                throw new errors/* UsageError */.eb(name('base-url'), `only makes sense together with ${aFolder(name)}`);
            // Here rather than on `urls`, so that a lone base-url is told about the folder first.
            if (job.crawls && o.urls.length === 0 && o.path === undefined && o.files.length === 0) {
                throw new errors/* UsageError */.eb(name('urls'), 'expected at least one start URL, a folder or Markdown files to check');
            }
        },
        report: 'value',
        cli: {
            arg: 'URL',
            section: 'Scope',
            help: 'with a folder: its public address; links under it count as the\nlocal site, and every URL is reported under it',
            readmeDefault: '',
            readme: 'with a folder: its public address. Links under it count as the local site, and every URL in every report is shown under it (without it: as the site path, `/docs/intro.html`)',
        },
        action: {
            description: "With `path`, the site's public URL. Links under it count as the local site, and every reported URL is shown under it (without it, as a path such as /docs/intro.html).",
        },
    }),
    engine({
        name: 'entry',
        field: 'entry',
        shape: 'list',
        default: '',
        parse: (input, v) => v.map((e) => parseEntry(input, e)),
        check: (o, name) => {
            if (o.entry.length > 0 && o.path === undefined) {
                throw new errors/* UsageError */.eb(name('entry'), `only makes sense together with ${aFolder(name)}; a crawl of URLs starts from its URLs`);
            }
        },
        report: 'value',
        cli: {
            arg: 'PAGE',
            section: 'Scope',
            help: 'with a folder: start from this page only, e.g. index.html (repeatable);\nwithout it every HTML file is a start, and pages nothing links to\nare listed as orphans',
            readmeDefault: '',
            readme: 'with a folder: start from this page only (`index.html`, `docs/`; repeatable) instead of from every `.html`/`.htm` file; then no orphans are listed',
        },
        action: {
            description: 'With `path`, start from these pages only (paths in the folder, one per line, e.g. index.html) instead of every HTML file; then no orphans are listed.',
        },
    }),
    engine({
        name: 'fallback-extensions',
        field: 'fallbackExtensions',
        shape: 'list',
        default: '',
        parse: parseExtensions,
        check: needsFilesOrFolder('fallback-extensions', (o) => o.fallbackExtensions !== undefined),
        report: 'value',
        cli: {
            arg: 'EXTS',
            section: 'Scope',
            help: 'extensions tried, in order, for a path with no file: /about from\nabout.html (folder default html; Markdown default none; none = none)',
            readmeDefault: '',
            readme: "extensions tried, in order, for a link to a path that has no file of its own: in a folder `/about` is served from `about.html`, in Markdown `guide` may be `guide.md` (`html,htm`, or repeat the flag). Default: `html` in a folder, none in Markdown; `none` turns the folder's off",
        },
        action: {
            description: 'Extensions tried, in order, for a link to a path with no file of its own (comma-separated or one per line): with `path`, `/about` is served from `about.html`; in Markdown `files`, `guide` may be `guide.md`. Empty = `html` for a folder, none for Markdown; `none` = none.',
        },
    }),
    engine({
        name: 'index-files',
        field: 'indexFiles',
        shape: 'list',
        default: '',
        parse: parseIndexFiles,
        check: needsFilesOrFolder('index-files', (o) => o.indexFiles !== undefined),
        report: 'value',
        cli: {
            arg: 'NAMES',
            section: 'Scope',
            help: 'files that serve a folder, the first found: docs/ from\ndocs/README.html (folder default index.html; in Markdown a folder\nlink then needs one)',
            readmeDefault: '',
            readme: 'files that serve a folder link, the first found in this order (`index.html,README.html`): in a folder `docs/` is served from `docs/README.html`; in Markdown a link to a folder then passes only when it has one. Default: `index.html` in a folder; in Markdown a folder link passes when the folder exists, as GitHub lists it',
        },
        action: {
            description: 'Files that serve a folder link, the first found (comma-separated or one per line), e.g. `index.html,README.html`. Empty = `index.html` for a folder; in Markdown `files` a folder link passes when the folder exists, and with this it needs one of them.',
        },
    }),
    engine({
        name: 'exclude-path',
        field: 'excludePath',
        shape: 'list',
        default: '',
        parse: parseRegexes,
        check: needsFilesOrFolder('exclude-path', (o) => o.excludePath.length > 0),
        report: (v) => nonEmpty(regexSources(v)),
        cli: {
            arg: 'REGEX',
            section: 'Scope',
            help: 'files and folders of the folder or of Markdown files never read\n(drafts/, vendor/); links to them are still checked (repeatable)',
            readmeDefault: 'none',
            readme: 'files and folders of the folder or of the Markdown files never read: not crawled, their links not collected, matched against the path relative to the folder or repository (a folder as `drafts/`). A link to such a file is still checked: it must exist, its `#fragment` is not checked ([more](what-is-checked.md#what-is-crawled-what-is-checked); repeatable)',
        },
        action: {
            description: 'Regular expressions, one per line, matched against the paths of the `path` folder or of the Markdown `files` (a folder as `drafts/`): those files are never read (not crawled, their links not collected). Links to them are still checked as existing.',
        },
    }),
    engine({
        name: 'allow-empty',
        field: 'allowEmpty',
        shape: 'switch',
        default: 'false',
        parse: (_input, v) => v,
        report: 'value',
        cli: {
            section: 'Scope',
            help: 'pass when no page was parsed (start page dead or not HTML, no HTML\nin the folder); without it such a run fails with exit code 2',
            readmeDefault: 'off',
            readme: 'pass when no page was parsed (start page dead or not HTML, no HTML in the folder); without it such a run exits `2` with one line saying why',
        },
        action: {
            description: 'Pass when no page was parsed (start page dead or not HTML, no HTML in the folder). Without it such a run fails the step.',
        },
    }),
    engine({
        name: 'sitemap',
        field: 'sitemap',
        shape: 'list',
        default: '',
        parse: (input, v) => v.map((s) => parseSitemap(input, s)),
        check: (o, name, job) => {
            const paths = o.sitemap.filter((s) => s.startsWith('/'));
            if (paths.length > 0 && o.path === undefined) {
                throw new errors/* UsageError */.eb(name('sitemap'), `expected auto or an http(s) URL, got "${paths[0]}" (a path in the folder needs a folder to check)`);
            }
            if (job.crawls && o.sitemap.length > 0 && o.urls.length === 0 && o.path === undefined) {
                throw new errors/* UsageError */.eb(name('sitemap'), 'needs a site to check: a start URL or a folder');
            }
        },
        report: nonEmpty,
        cli: {
            arg: 'URL|auto',
            section: 'Scope',
            help: 'read this sitemap (auto: robots.txt Sitemap: lines and /sitemap.xml\nof each start host; repeatable): its pages are crawled too, and dead\nentries and pages no crawled page links to (orphans) are reported',
            readmeDefault: 'none',
            readme: "read this sitemap or sitemap index (`auto`: the `Sitemap:` lines of each start host's `robots.txt` and its `/sitemap.xml`; with a folder also a path in it; repeatable). Every listed page on the site is crawled too; dead entries are dead links found in the sitemap (with line and column), and listed pages no crawled page links to are listed as orphans (never a failure)",
        },
        action: {
            description: "Sitemaps to read, one per line: `auto` (each start host's robots.txt `Sitemap:` lines and /sitemap.xml), a URL, or with `path` a path in the folder. Listed pages are crawled too; dead entries fail like dead links, orphans (listed pages no crawled page links to) are only reported.",
        },
    }),
    engine({
        name: 'include',
        field: 'include',
        shape: 'list',
        default: '',
        parse: parseRegexes,
        report: regexSources,
        cli: {
            arg: 'REGEX',
            section: 'Scope',
            help: 'only check URLs matching (repeatable)',
            readmeDefault: 'all',
            readme: 'only check URLs matching one of these (repeatable)',
        },
        action: { description: 'Regular expressions, one per line; only matching URLs are checked (empty = all).' },
    }),
    engine({
        name: 'exclude',
        field: 'exclude',
        shape: 'list',
        default: '',
        parse: parseRegexes,
        report: regexSources,
        cli: {
            arg: 'REGEX',
            section: 'Scope',
            help: 'skip URLs matching, never request them (repeatable)',
            readmeDefault: 'none',
            readme: 'skip matching URLs; they are counted as skipped, never requested (repeatable)',
        },
        action: { description: 'Regular expressions, one per line; matching URLs are skipped, never requested.' },
    }),
    engine({
        name: 'check-external',
        field: 'checkExternal',
        shape: 'switch',
        default: 'true',
        parse: (_input, v) => v,
        report: 'value',
        cli: { section: 'Scope', help: 'do not check links to other hosts', readmeDefault: 'checked', readme: 'do not check links to other hosts' },
        action: { description: 'Check links to other hosts (they are checked, never crawled).' },
    }),
    engine({
        name: 'check-fragments',
        field: 'checkFragments',
        shape: 'switch',
        default: 'false',
        parse: (_input, v) => v,
        report: 'value',
        cli: {
            section: 'Scope',
            help: 'check that #fragments exist on in-scope pages',
            readmeDefault: 'off',
            readme: 'check that `#fragment` targets exist (an `id` or `<a name>`) on in-scope pages',
        },
        action: { description: "Check that `#fragment` targets exist on the crawled site's pages." },
    }),
    engine({
        name: 'skip-fragment',
        field: 'skipFragment',
        shape: 'list',
        default: '',
        parse: parseRegexes,
        report: (v) => nonEmpty(regexSources(v)),
        cli: {
            arg: 'REGEX',
            section: 'Scope',
            help: 'fragments matching are never checked as anchors (repeatable);\n#/route and #!x never are',
            readmeDefault: 'none',
            readme: 'fragments matching (the text after `#`) are never checked as anchors, on pages or in Markdown; client-side state (`#/route`, `#!x`) never is (repeatable)',
        },
        action: {
            description: 'Regular expressions, one per line: `#fragments` matching (the text after `#`) are never checked as anchors. Client-side state (`#/route`, `#!x`) never is.',
        },
    }),
    engine({
        name: 'markdown-flavor',
        field: 'markdownFlavor',
        shape: 'one',
        default: 'github',
        parse: (input, v) => parseChoice(input, v, MARKDOWN_FLAVORS),
        report: (v) => (v === 'github' ? undefined : v),
        cli: {
            arg: 'NAME',
            section: 'Scope',
            help: `heading ids for Markdown #fragments (default github):\n${MARKDOWN_FLAVORS.join(', ')}`,
            readmeDefault: '`github`',
            readme: 'the site generator or host whose heading ids a Markdown `#fragment` must name (slug rules, numbering of repeats, `{#id}`): ' +
                `${MARKDOWN_FLAVORS.map((f) => `\`${f}\``).join(', ')} ([flavours](markdown.md#markdown-flavours))`,
        },
        action: {
            description: `The site generator or host whose heading ids a Markdown \`#fragment\` in \`files\` must name (slug rules, numbering of repeats, custom \`{#id}\`): ${MARKDOWN_FLAVORS.map((f) => `\`${f}\``).join(', ')}.`,
            readme: `The site generator or host whose heading ids a Markdown \`#fragment\` in \`files\` must name (slug rules, numbering of repeats, custom \`{#id}\`): ${MARKDOWN_FLAVORS.map((f) => `\`${f}\``).join(', ')} ([flavours](markdown.md#markdown-flavours)).`,
        },
    }),
    engine({
        name: 'check-css',
        field: 'checkCss',
        shape: 'switch',
        default: 'true',
        parse: (_input, v) => v,
        report: 'value',
        cli: {
            section: 'Scope',
            help: 'do not check url() and @import in <style>, style=""\nand the site\'s .css files',
            readmeDefault: 'checked',
            readme: 'do not check `url()` and `@import` in `<style>`, `style=""` and the site\'s own `.css` files',
        },
        action: { description: 'Check `url()` and `@import` in `<style>`, `style=""` attributes and the site\'s own stylesheets.' },
    }),
    engine({
        name: 'max-depth',
        field: 'maxDepth',
        shape: 'one',
        default: '-1',
        parse: integer(-1),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'Scope',
            help: 'deepest page level parsed; start pages are 0 (default: unlimited)',
            readmeDefault: 'unlimited',
            readme: 'deepest page level parsed (start pages are 0); deeper pages are still checked',
        },
        action: { description: 'Deepest page level crawled (start pages are 0); -1 = unlimited.' },
    }),
    engine({
        name: 'max-pages',
        field: 'maxPages',
        shape: 'one',
        default: '0',
        parse: integer(0),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'Scope',
            help: 'most pages parsed (default: unlimited)',
            readmeDefault: 'unlimited',
            readme: 'most pages parsed; the report is marked incomplete when reached',
        },
        action: { description: 'Most pages crawled; 0 = unlimited. A crawl cut short reports result `incomplete`.' },
    }),
    engine({
        name: 'max-duration',
        field: 'maxDuration',
        shape: 'one',
        default: '0',
        parse: duration(),
        report: 'value',
        cli: {
            arg: 'TIME',
            section: 'Scope',
            help: 'stop after TIME (e.g. 10m) and report what was found, marked incomplete',
            readmeDefault: 'unlimited',
            readme: 'stop after `TIME` (`90s`, `10m`), report what was found, marked incomplete',
        },
        action: { description: 'Stop after this long (e.g. 90s, 10m; a bare number is seconds) and report what was found; 0 = unlimited.' },
    }),
    engine({
        name: 'unfinished',
        field: 'unfinished',
        shape: 'one',
        default: 'warn',
        parse: (input, v) => {
            const w = v.toLowerCase();
            if (w !== 'warn' && w !== 'dead')
                throw new errors/* UsageError */.eb(input, `expected warn or dead, got "${v}"`);
            return w;
        },
        report: 'value',
        cli: {
            arg: 'warn|dead',
            section: 'Scope',
            help: 'what a URL still open when the run stops counts as (default warn)',
            readmeDefault: 'warn',
            readme: 'what a URL still open when the run stops (in flight or waiting for a retry) counts as; it is listed under `unfinished` with its last result ([crawl traps and unfinished URLs](what-is-checked.md#crawl-traps-and-unfinished-urls))',
        },
        action: {
            description: 'What a URL still open when the run stops (in flight or waiting for a retry) counts as, warn or dead. It is listed under unfinished with its last result.',
        },
    }),
    engine({
        name: 'max-query-variants',
        field: 'maxQueryVariants',
        shape: 'one',
        default: '300',
        parse: integer(0),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'Scope',
            help: 'crawl trap budget: distinct query strings crawled per path;\n0 = off (default 300)',
            readmeDefault: '300',
            readme: 'crawl-trap budget: distinct query strings crawled per path (a calendar, faceted search); 0 = no limit',
        },
        action: {
            description: 'Crawl-trap budget, distinct query strings crawled per path (a calendar, faceted search); 0 = no limit. A warning names the pattern left out.',
        },
    }),
    engine({
        name: 'max-path-depth',
        field: 'maxPathDepth',
        shape: 'one',
        default: '24',
        parse: integer(0),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'Scope',
            help: "crawl trap budget: segments in a crawled page's path; 0 = off (default 24)",
            readmeDefault: '24',
            readme: "crawl-trap budget: segments in a crawled page's path; 0 = no limit",
        },
        action: { description: "Crawl-trap budget, segments in a crawled page's path; 0 = no limit." },
    }),
    engine({
        name: 'max-repeated-segments',
        field: 'maxRepeatedSegments',
        shape: 'one',
        default: '3',
        parse: integer(0),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'Scope',
            help: 'crawl trap budget: times one segment may repeat in a crawled path\n(/a/b/a/b/a); 0 = off (default 3)',
            readmeDefault: '3',
            readme: "crawl-trap budget: times one segment may repeat in a crawled page's path (`/a/b/a/b/a`); 0 = no limit",
        },
        action: { description: "Crawl-trap budget, times one segment may repeat in a crawled page's path (/a/b/a/b/a); 0 = no limit." },
    }),
    engine({
        name: 'max-url-length',
        field: 'maxUrlLength',
        shape: 'one',
        default: '4096',
        parse: integer(0),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'Scope',
            help: "crawl trap budget: characters in a crawled page's URL;\n0 = off (default 4096)",
            readmeDefault: '4096',
            readme: "crawl-trap budget: characters in a crawled page's URL (a longer link is checked, not crawled); 0 = no limit",
        },
        action: { description: "Crawl-trap budget, characters in a crawled page's URL (a longer link is checked, not crawled); 0 = no limit." },
    }),
    engine({
        name: 'concurrency',
        field: 'concurrency',
        shape: 'one',
        default: '64',
        parse: integer(1),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'HTTP',
            help: 'requests in flight, all hosts (default 64)',
            readmeDefault: '64',
            readme: 'requests in flight, all hosts together',
        },
        action: { description: 'Requests in flight at once, all hosts together.' },
    }),
    engine({
        name: 'host-concurrency',
        field: 'hostConcurrency',
        shape: 'one',
        default: '16',
        parse: integer(1),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'HTTP',
            help: 'most requests in flight to one external host (default 16); each\nhost starts at 2 and its window grows or shrinks with its answers',
            readmeDefault: '16',
            readme: 'most requests in flight to one external host: each host starts at 2 and its window grows while its answers stay fast and clean, up to this',
        },
        action: {
            description: 'Most requests in flight at once to one external host (each host starts at 2; its window grows while answers stay fast and clean, up to this).',
        },
    }),
    engine({
        name: 'host-limit',
        field: 'hostLimit',
        shape: 'list',
        default: '',
        parse: parseHostLimits,
        report: (v) => v.map((l) => `${l.host}=${l.limit}`),
        cli: {
            arg: 'HOST=N',
            section: 'HTTP',
            help: 'at most N requests in flight to HOST (a host name or host:port;\nrepeatable); over the built-in limits of github.com and others',
            readmeDefault: 'none',
            readme: 'at most `N` requests in flight to `HOST` (a host name, or `host:port`), over `--host-concurrency` and the built-in limits of hosts such as github.com (repeatable)',
        },
        action: {
            description: 'Per-host limits, one `host=N` per line: at most N requests in flight to that host (over `host-concurrency` and the built-in limits of hosts such as github.com).',
        },
    }),
    engine({
        name: 'timeout',
        field: 'timeout',
        shape: 'one',
        default: '15s',
        // Ten minutes without a byte is no timeout a link check means; 15000 meant milliseconds.
        parse: duration(600),
        check: (o, name) => {
            if (o.timeout < 1)
                throw new errors/* UsageError */.eb(name('timeout'), 'expected a duration of at least 1ms');
        },
        report: 'value',
        cli: {
            arg: 'TIME',
            section: 'HTTP',
            help: 'connect, headers and body-idle timeout (default 15s); a whole\nrequest, redirects and body included, gets at most 4 \u00d7 TIME',
            readmeDefault: '15s',
            readme: 'connect, response-headers and body-idle timeout; each request (every redirect hop and the body) must also be done within 4 \u00d7 `TIME` (60s by default)',
        },
        action: {
            description: 'Timeout for connecting, for response headers and between body chunks (e.g. 15s, 500ms; a bare number is seconds); a whole fetch (every redirect hop and the body) may take at most 4 times this.',
        },
    }),
    engine({
        name: 'retries',
        field: 'retries',
        shape: 'one',
        default: '2',
        parse: integer(0),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'HTTP',
            help: 'retries for network errors, 408, 429, 5xx (default 2)',
            readmeDefault: '2',
            readme: 'retries for network errors, 408, 429 and 5xx (not 501)',
        },
        action: { description: 'Retries for network errors, 408, 429 and 5xx responses.' },
    }),
    engine({
        name: 'retry-delay',
        field: 'retryDelay',
        shape: 'one',
        default: '500ms',
        // A backoff base of minutes is no retry; 500 meant milliseconds.
        parse: duration(60),
        report: 'value',
        cli: {
            arg: 'TIME',
            section: 'HTTP',
            help: 'base backoff delay (default 500ms)',
            readmeDefault: '500ms',
            readme: 'base of the exponential backoff (with jitter); `Retry-After` wins, capped at `--retry-after-max`',
        },
        action: { description: 'Base delay of the exponential backoff between retries, with jitter (e.g. 500ms, 2s; a bare number is seconds).' },
    }),
    engine({
        name: 'retry-after-max',
        field: 'retryAfterMax',
        shape: 'one',
        default: '30s',
        // An hour is the most a retry is worth waiting for; 30000 meant milliseconds.
        parse: duration(3600),
        report: 'value',
        cli: {
            arg: 'TIME',
            section: 'HTTP',
            help: 'longest wait before a retry, Retry-After included (default 30s)',
            readmeDefault: '30s',
            readme: 'longest wait before a retry: caps the backoff and a `Retry-After`',
        },
        action: { description: 'Longest wait before a retry: caps the backoff and a `Retry-After` header (e.g. 30s, 2m; a bare number is seconds).' },
    }),
    engine({
        name: 'max-redirects',
        field: 'maxRedirects',
        shape: 'one',
        default: '10',
        parse: integer(0),
        report: 'value',
        cli: { arg: 'N', section: 'HTTP', help: 'redirects followed per URL (default 10)', readmeDefault: '10', readme: 'redirects followed for one URL' },
        action: { description: 'Most redirects followed for one URL; one more is a dead link.' },
    }),
    engine({
        name: 'max-body-bytes',
        field: 'maxBodyBytes',
        shape: 'one',
        default: String(10 * 1024 * 1024),
        parse: integer(1),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'HTTP',
            help: 'bytes read from one page (default 10485760)',
            readmeDefault: '10485760',
            readme: 'bytes of one page read (after decompression)',
        },
        action: { description: 'Most bytes read from one page body (after decompression).' },
    }),
    engine({
        name: 'parse-threads',
        field: 'parseThreads',
        shape: 'one',
        default: 'auto',
        parse: (input, v) => (v.toLowerCase() === 'auto' ? autoParseThreads() : parseInteger(input, v, 0)),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'HTTP',
            help: "worker threads that parse pages beside the crawl's own (default auto:\none fewer than the CPUs from 4 CPUs on, at most 7; none below)",
            readmeDefault: 'auto',
            readme: "worker threads that parse pages beside the crawl's own thread (`auto`: one fewer than the CPUs from 4 CPUs on, at most 7; none below)",
        },
        action: {
            description: "Worker threads that parse pages beside the crawl's own: `auto` (one fewer than the CPUs from 4 CPUs on, at most 7; none below) or a number; 0 parses on the crawl's thread.",
        },
    }),
    engine({
        name: 'user-agent',
        field: 'userAgent',
        shape: 'one',
        default: `linkspider/${VERSION}`,
        parse: (input, v) => {
            if (/[\r\n\0]/.test(v))
                throw new errors/* UsageError */.eb(input, 'must not contain control characters');
            return v;
        },
        report: 'value',
        cli: {
            arg: 'TEXT',
            section: 'HTTP',
            help: `User-Agent header (default linkspider/${VERSION})`,
            readmeDefault: '`linkspider/<version>`',
            readme: 'the User-Agent header',
        },
        action: { description: 'User-Agent header sent with every request.' },
    }),
    engine({
        name: 'headers',
        field: 'headers',
        shape: 'list',
        default: '',
        parse: parseHeaders,
        // Header values may be secrets: only their names and hosts.
        report: (v) => v.map((h) => ({ name: h.name, value: '***', hosts: h.hosts })),
        cli: {
            flag: 'header',
            usage: '--header "Name: value"',
            section: 'HTTP',
            help: 'extra header, sent only to the site\'s hosts (repeatable);\n"Name@host1,host2: value" also sends it to those hosts',
            readmeDefault: '',
            readme: 'extra header sent **only to the site\'s own hosts**; `"Name@host1,host2: value"` also sends it to those hosts (repeatable)',
        },
        action: {
            description: "Extra request headers, one per line: `Name: value` (sent to the site's own hosts only) or `Name@host1,host2: value`. A credential header's value (`Authorization`, `Cookie`, `X-Api-Key` \u2026) is masked in the log; pass it from a secret.",
        },
    }),
    // Issue 40 (staging sites, moved domains): remap, basic-auth, cookie-jar, require-https.
    engine({
        name: 'remap',
        field: 'remap',
        shape: 'list',
        default: '',
        parse: parseRemaps,
        report: (v) => nonEmpty(v.map((r) => `${r.pattern.source} ${r.replacement}`)),
        cli: {
            usage: '--remap "REGEX URL"',
            section: 'Scope',
            help: 'check URLs matching REGEX at URL instead ($1 for groups;\nrepeatable, first match wins); before scope, cache and request',
            readmeDefault: 'none',
            readme: 'check every URL matching `REGEX` at the replacement instead (`$1` for groups; repeatable, the first match wins), before scope, cache and request; the report keeps the link as written (`remappedFrom`)',
        },
        action: {
            description: 'URL rewrites, one per line: `REGEX REPLACEMENT` (`$1` for groups). Every URL matching is checked at the replacement instead (a preview deployment, a moved domain); the first match wins.',
        },
    }),
    engine({
        name: 'basic-auth',
        field: 'basicAuth',
        shape: 'list',
        default: '',
        parse: parseBasicAuth,
        // Credentials: only the URL patterns and user names, never a password.
        report: (v) => nonEmpty(v.map((r) => `${r.pattern.source} ${r.user}:***`)),
        cli: {
            usage: '--basic-auth "REGEX user:pw"',
            section: 'HTTP',
            help: 'HTTP Basic credentials for URLs matching REGEX (repeatable);\nnever sent on a redirect to another origin',
            readmeDefault: '',
            readme: 'HTTP Basic credentials sent **only to URLs matching `REGEX`**, never after a redirect to another origin, never written to a report, cache or database (repeatable)',
        },
        action: {
            description: 'HTTP Basic credentials, one per line: `URL-REGEX user:password`; sent only to matching URLs, never after a redirect to another origin. Masked in the log; pass them from a secret.',
        },
    }),
    engine({
        name: 'cookie-jar',
        field: 'cookieJar',
        shape: 'one',
        default: '',
        parse: (_input, v) => (v === '' ? undefined : v),
        report: { omit: 'a file of secrets (cookies)' },
        cli: {
            arg: 'FILE',
            section: 'HTTP',
            help: 'cookies from a Netscape/curl cookie file, sent by their\ndomain, path and secure rules; written back at the end',
            readmeDefault: '',
            readme: 'cookies read from a Netscape/curl cookie file (`curl -c`), sent by their domain, path and secure rules, updated from `Set-Cookie` and written back at the end',
        },
        action: {
            description: 'A Netscape/curl cookie file (`curl -c FILE`): its cookies are sent by their domain, path and secure rules, and the file is updated at the end.',
        },
    }),
    engine({
        name: 'require-https',
        field: 'requireHttps',
        shape: 'one',
        default: 'off',
        parse: (input, v) => parseChoice(input, v, ['off', 'warn', 'dead']),
        report: 'value',
        cli: {
            arg: 'off|warn|dead',
            section: 'Verdicts',
            help: 'an http:// link whose https:// URL answers 2xx: a warning,\ndead, or not asked (default off)',
            readmeDefault: '`off`',
            readme: 'an `http://` link whose `https://` URL answers 2xx is reported with the https URL, as a warning or dead (`fix` rewrites it); `off` does not ask',
        },
        action: {
            description: 'An `http://` link whose `https://` URL answers 2xx: `warn`, `dead` (reported with the https URL; `linkspider fix` rewrites it) or `off`.',
        },
    }),
    // Issue 42 (pages JavaScript builds, links only a browser can judge): one block.
    engine({
        name: 'render',
        field: 'render',
        shape: 'switch',
        default: 'false',
        parse: (_input, v) => v,
        check: (o, name, job) => {
            if (o.render && job.crawls && o.path !== undefined && o.urls.length === 0) {
                throw new errors/* UsageError */.eb(name('render'), `needs a site served over HTTP (a folder is read from disk): serve the folder and give its URL`);
            }
        },
        report: 'value',
        cli: {
            section: 'HTTP',
            help: "also load the site's pages in headless Chrome/Chromium and check the\nlinks their scripts add (slow; for sites JavaScript builds)",
            readmeDefault: 'off',
            readme: 'also load each page of the site in headless Chrome/Chromium and check the links its scripts add, reported as "added by JavaScript" ([when to use it](what-is-checked.md#pages-javascript-builds---render))',
        },
        action: {
            description: 'Also load each page of the site in headless Chrome/Chromium (the runners have Google Chrome) and check the links its scripts add, reported as "added by JavaScript". Slow: for sites JavaScript builds.',
        },
    }),
    engine({
        name: 'render-concurrency',
        field: 'renderConcurrency',
        shape: 'one',
        default: 'auto',
        parse: (input, v) => (v.toLowerCase() === 'auto' ? autoRenderTabs() : parseInteger(input, v, 1)),
        report: 'value',
        cli: {
            arg: 'N',
            section: 'HTTP',
            help: 'browser tabs at once with --render (default auto: the CPUs, 2 to 4)',
            readmeDefault: 'auto',
            readme: 'browser tabs open at once with `--render` (`auto`: as many as CPUs, at least 2, at most 4)',
        },
        action: { description: 'Browser tabs open at once with `render`: `auto` (as many as CPUs, at least 2, at most 4) or a number.' },
    }),
    engine({
        name: 'browser-check',
        field: 'browserCheck',
        shape: 'one',
        default: 'auto',
        parse: (input, v) => (v.trim().toLowerCase() === 'auto' ? 'auto' : parseChoice(input, v, BROWSER_CHECKS)),
        check: (o) => {
            const v = o;
            if (v.browserCheck === 'auto')
                v.browserCheck = o.render ? 'blocked' : 'off';
        },
        report: 'value',
        cli: {
            arg: 'MODE',
            section: 'HTTP',
            help: "load links again in the browser: bot walls' answers (blocked), any\n403/429/999 (failed) or none (off); default: blocked with --render",
            readmeDefault: 'auto',
            readme: "load `blocked` links (or, with `failed`, any 403, 429 or 999) once more in the browser (`auto`: `blocked` with `--render`, else `off`); a 2xx after the page's challenge (its cookie set, a reload) makes them ok, a browser was needed",
        },
        action: {
            description: "Load links once more in the browser: `blocked` (bot walls' answers), `failed` (any 403, 429 or 999) or `off`. Default: `blocked` with `render`, else `off`. A 2xx after the page's challenge makes them ok.",
        },
    }),
    engine({
        name: 'browser',
        field: 'browser',
        shape: 'one',
        default: '',
        parse: table_text,
        check: (o, name, job) => {
            if (!job.crawls || (!o.render && o.browserCheck === 'off'))
                return;
            const found = findBrowser(o.browser);
            if (found === undefined) {
                throw new errors/* UsageError */.eb(name(o.browser !== undefined ? 'browser' : o.render ? 'render' : 'browser-check'), o.browser !== undefined ? `expected an executable Chrome or Chromium, got "${o.browser}"` : NO_BROWSER);
            }
            o.browser = found;
        },
        // A path on the runner, which the report keeps no record of.
        report: { omit: 'a path on the machine that ran' },
        cli: {
            arg: 'PATH',
            section: 'HTTP',
            help: 'the Chrome/Chromium for --render (default: CHROME_PATH, then\ngoogle-chrome, chromium, chromium-browser on PATH, then the usual places)',
            readmeDefault: '',
            readme: 'the Chrome or Chromium `--render` and `--browser-check` drive; by default `CHROME_PATH`, then `google-chrome`, `chromium`, `chromium-browser` on `PATH`, then the usual install paths',
        },
        action: {
            description: "The Chrome or Chromium `render` and `browser-check` drive. Empty = `CHROME_PATH`, then `google-chrome`, `chromium`, `chromium-browser` on PATH (GitHub's runners have Google Chrome).",
        },
    }),
    // Issue 15 (connection pools, HTTP/2, GitHub links through the API): one block.
    engine({
        name: 'http2',
        field: 'http2',
        shape: 'switch',
        default: 'true',
        parse: (_input, v) => v,
        report: 'value',
        cli: {
            section: 'HTTP',
            help: 'HTTP/1.1 only: do not offer HTTP/2 to https hosts',
            readmeDefault: 'checked',
            readme: 'offer only HTTP/1.1; by default https hosts that choose HTTP/2 (ALPN) get all their requests over one connection',
        },
        action: { description: 'Offer HTTP/2 to https hosts (they choose it by ALPN; then all requests to a host share one connection). `false` = HTTP/1.1 only.' },
    }),
    engine({
        name: 'github-api',
        field: 'githubApi',
        shape: 'switch',
        default: 'true',
        parse: (_input, v) => v,
        // Whether GitHub links may go through the API (a token and github-api); never the token.
        report: (v, o) => v && o.githubToken !== undefined,
        cli: {
            section: 'HTTP',
            help: 'check GitHub repository, issue and pull request links on\nthe web even when a token is given',
            readmeDefault: 'checked',
            readme: 'check GitHub links on the web even with a token; by default, with a token, repository, issue and pull request links are checked through the API ([GitHub links](what-is-checked.md#github-links-and-the-token))',
        },
        action: {
            description: 'Check links to GitHub repositories, issues and pull requests through the GitHub REST API with `github-token` (faster, and not rate-limited like github.com pages). `false` = check them on the web.',
            readme: 'Check links to GitHub repositories, issues and pull requests through the GitHub REST API with `github-token` ([GitHub links](what-is-checked.md#github-links-and-the-token)). `false` = check them on the web.',
        },
    }),
    engine({
        name: 'github-token',
        field: 'githubToken',
        shape: 'one',
        default: '',
        parse: (input, v) => {
            if (/[\s\0]/.test(v))
                throw new errors/* UsageError */.eb(input, 'expected a GitHub token (no spaces or control characters)');
            return v;
        },
        report: { omit: 'a secret' },
        cli: {
            arg: 'TOKEN',
            section: 'HTTP',
            help: 'token for the GitHub API (default: $GITHUB_TOKEN); sent only\nto the API host; prefer the variable: flags show in ps',
            readmeDefault: '',
            readme: 'token for checking GitHub links through the API, sent **only to the API host**; without the flag, `GITHUB_TOKEN` from the environment (safer: flags show in process lists)',
        },
        action: {
            description: 'Token for checking GitHub links through the API; sent only to the API host. Empty = the `token` input (the workflow token by default).',
        },
    }),
    engine({
        name: 'github-api-url',
        field: 'githubApiUrl',
        shape: 'one',
        default: '',
        parse: (input, v) => {
            let u;
            try {
                u = new URL(v);
            }
            catch {
                u = undefined;
            }
            if (u === undefined ||
                (u.protocol !== 'https:' && u.protocol !== 'http:') ||
                u.search !== '' ||
                u.hash !== '' ||
                u.username !== '' ||
                u.password !== '') {
                throw new errors/* UsageError */.eb(input, `expected the GitHub API's root URL, such as https://api.github.com or https://HOST/api/v3, got "${v}"`);
            }
            return u.href.replace(/\/$/, '');
        },
        report: 'value',
        cli: {
            arg: 'URL',
            section: 'HTTP',
            help: 'GitHub API root (default: $GITHUB_API_URL or https://api.github.com);\nits links are those of its web host (api.X serves X)',
            readmeDefault: '',
            readme: 'the GitHub API root (default: `GITHUB_API_URL` from the environment, else `https://api.github.com`); links to its web host (`api.X` \u2192 `X`, `X/api/v3` \u2192 `X`) are checked through it',
        },
        action: { description: "GitHub API root for checking GitHub links. Empty = the workflow's `GITHUB_API_URL` (GitHub Enterprise included)." },
    }),
    engine({
        name: 'accept',
        field: 'accept',
        shape: 'one',
        default: '200-299',
        parse: (input, v) => StatusSet.parse(v, input),
        report: (v) => v.toString(),
        cli: {
            arg: 'STATUSES',
            section: 'Verdicts',
            help: 'statuses that are ok (default 200-299)',
            readmeDefault: '`200-299`',
            readme: 'final statuses that are ok, e.g. `200-299,304`',
        },
        action: { description: 'HTTP statuses that count as ok, e.g. `200-299,304`.' },
    }),
    engine({
        name: 'warn-on',
        field: 'warnOn',
        shape: 'one',
        default: '429',
        parse: (input, v) => StatusSet.parse(v, input),
        report: (v) => v.toString(),
        cli: {
            arg: 'STATUSES',
            section: 'Verdicts',
            help: 'statuses that warn instead of failing (default 429)',
            readmeDefault: '`429`',
            readme: 'final statuses that warn instead of failing',
        },
        action: { description: 'HTTP statuses that give a warning instead of a dead link. Warnings never fail the step.' },
    }),
    engine({
        name: 'status',
        field: 'status',
        shape: 'list',
        default: '',
        parse: (input, v) => v.map((rule) => parseStatusRule(rule, input)),
        report: (v) => nonEmpty(v.map((r) => `${r.codes.toString()}:${r.verdict}`)),
        cli: {
            arg: 'CODES:VERDICT',
            section: 'Verdicts',
            help: 'what final statuses count as: ok, warn, skip or dead, e.g.\n403:skip, 500-599:warn (repeatable; the last naming a status wins,\nover --accept and --warn-on)',
            readmeDefault: 'none',
            readme: 'what final statuses count as (`403:skip`, `500-599:warn`, `4xx:warn`, `200-299,304:ok`; repeatable): `ok`, `warn`, `dead` (or `error`), or `skip` (counted under `skipped`, neither dead nor a warning). `--accept X` is `--status X:ok` and `--warn-on X` is `--status X:warn`, read first; the last rule naming a status wins, and a rule beats `--blocked` for its status ([more](what-is-checked.md#verdicts))',
        },
        action: {
            description: 'What final statuses count as, one rule per line: `403:skip`, `500-599:warn`, `200-299,304:ok` (`ok`, `warn`, `dead`, or `skip`: counted as skipped). `accept` and `warn-on` are read first; the last rule naming a status wins.',
        },
    }),
    engine({
        name: 'blocked',
        field: 'blocked',
        shape: 'one',
        default: 'warn',
        parse: (input, v) => parseChoice(input, v, CLASS_VERDICTS),
        report: 'value',
        cli: {
            arg: 'dead|warn|ok',
            section: 'Verdicts',
            help: "what a bot wall's answer (LinkedIn 999, Cloudflare challenge) is\n(default warn)",
            readmeDefault: '`warn`',
            readme: 'what a `blocked` link (a bot wall answered: LinkedIn `999`, a Cloudflare or AWS WAF challenge) counts as',
        },
        action: { description: 'What a blocked link (a bot wall answered, e.g. LinkedIn 999 or a Cloudflare challenge) counts as: `dead`, `warn` or `ok`.' },
    }),
    engine({
        name: 'redirects',
        field: 'moved',
        shape: 'one',
        default: 'ok',
        parse: (input, v) => parseChoice(input, v, CLASS_VERDICTS),
        report: 'value',
        reportKey: 'redirects',
        cli: {
            arg: 'ok|warn|dead',
            section: 'Verdicts',
            help: 'what a link on the site through a 301/308 redirect is; listed as moved\neither way (default ok)',
            readmeDefault: '`ok`',
            readme: 'what a link on the site whose redirect chain has a 301/308 counts as; it is listed under `moved` with its new URL either way',
        },
        action: {
            description: 'What a link on the site whose redirect chain has a permanent redirect (301/308) counts as: `ok`, `warn` or `dead`. Listed as moved either way.',
        },
    }),
    engine({
        name: 'gone-to-home',
        field: 'goneToHome',
        shape: 'one',
        default: 'warn',
        parse: (input, v) => parseChoice(input, v, CLASS_VERDICTS),
        report: 'value',
        cli: {
            arg: 'warn|dead|ok',
            section: 'Verdicts',
            help: 'what a soft 404 (a deep link redirected to the home page or its\nsection root) is; never listed as moved (default warn)',
            readmeDefault: '`warn`',
            readme: 'what a soft 404 counts as: a deep link whose redirects end on the home page or its section root (the page is gone; never listed as moved)',
        },
        action: {
            description: 'What a soft 404 counts as (a deep link whose redirects end on the home page or its section root: the page is gone, not moved): `warn`, `dead` or `ok`.',
        },
    }),
    engine({
        name: 'archive',
        field: 'archive',
        shape: 'one',
        default: '',
        parse: (input, v) => parseChoice(input, v, ['wayback']),
        report: 'value',
        cli: {
            arg: 'wayback',
            section: 'Output',
            help: "find an archived copy of each dead external link (the Wayback\nMachine's availability API), shown with it; off by default",
            readmeDefault: '',
            readme: 'find an archived copy of each dead external link in the Wayback Machine, shown with the link in every report (`linkspider fix --use-archive` links to it)',
        },
        action: {
            description: 'Set to `wayback` to find an archived copy of each dead external link in the Wayback Machine; it is shown with the link in the job summary and the reports.',
        },
    }),
    engine({
        name: 'archive-api',
        field: 'archiveApi',
        shape: 'one',
        default: 'https://archive.org/wayback/available',
        parse: (input, v) => {
            let u;
            try {
                u = new URL(v);
            }
            catch {
                u = undefined;
            }
            if (u === undefined || (u.protocol !== 'https:' && u.protocol !== 'http:') || u.username !== '' || u.password !== '') {
                throw new errors/* UsageError */.eb(input, `expected the availability API's URL, such as https://archive.org/wayback/available, got "${v}"`);
            }
            return u.href;
        },
        report: (v, o) => (o.archive !== undefined ? v : undefined),
        cli: {
            arg: 'URL',
            section: 'Output',
            help: 'the availability API --archive asks (default\nhttps://archive.org/wayback/available)',
            readmeDefault: '`https://archive.org/wayback/available`',
            readme: 'the availability API `--archive wayback` asks (one that answers as the Wayback Machine does)',
        },
        action: { description: 'The availability API `archive: wayback` asks (one that answers as the Wayback Machine does).' },
    }),
    engine({
        name: 'json',
        field: 'json',
        shape: 'one',
        default: '',
        parse: table_text,
        report: WRITES,
        cli: {
            arg: 'FILE',
            section: 'Output',
            help: 'write the full report as JSON (schema: docs/reports.md); - for stdout',
            readmeDefault: '',
            readme: 'write the full report as JSON ([schema](reports.md#json-report)); `-`: to standard output ([where reports go](reports.md#where-reports-go))',
        },
        action: {
            description: 'Where to write the JSON report (the markdown report is written next to it, `.md`). Empty = `$RUNNER_TEMP/linkspider/report.json`.',
        },
    }),
    // Issue 41: the report as one self-contained page.
    engine({
        name: 'html',
        field: 'html',
        shape: 'one',
        default: '',
        parse: table_text,
        report: WRITES,
        cli: {
            arg: 'FILE',
            section: 'Output',
            help: 'write the report as one self-contained HTML page: filter, search, sort',
            readmeDefault: '',
            readme: 'write the report as one self-contained page to open in a browser: filter, search, sort ([HTML report](reports.md#html-report))',
        },
        action: {
            description: 'Where to write the HTML report (one self-contained page, added to the artifact and linked from the summary), relative to the workspace. Empty = `report.html` next to the JSON report.',
        },
    }),
    engine({
        name: 'mirror',
        field: 'mirror',
        shape: 'one',
        default: '',
        parse: table_text,
        report: WRITES,
        cli: {
            arg: 'DIR',
            section: 'Output',
            help: 'save every in-scope page under DIR, with linkspider-mirror.json',
            readmeDefault: '',
            readme: 'save every in-scope page under `DIR`, plus `linkspider-mirror.json`',
        },
        action: {
            description: 'Save every crawled page under this folder. Empty = no mirror, or `$RUNNER_TEMP/linkspider/mirror` when `artifact-name` is set and `artifact-mirror` is true.',
        },
    }),
    // Issue 18: the crawl database.
    engine({
        name: 'db',
        field: 'db',
        shape: 'one',
        default: '',
        parse: table_text,
        report: WRITES,
        cli: {
            arg: 'FILE',
            section: 'Output',
            help: 'write pages, links (with line/column), verdicts and mailto addresses\nto a SQLite database while crawling (docs/reports.md, "Crawl database")',
            readmeDefault: '',
            readme: 'write every page, link (with its line and column), verdict and mailto address to a SQLite database while crawling ([queries](reports.md#crawl-database)); an existing linkspider database there is replaced when the run ends',
        },
        action: {
            description: 'Write the crawl database (SQLite: pages, links with line and column, verdicts with redirect chains, mailto addresses) to this file, relative to the workspace. Added to the artifact when `artifact-name` is set. Empty = none.',
        },
    }),
    // Issue 18: reports for code scanning (SARIF) and other CI systems (JUnit XML).
    engine({
        name: 'sarif',
        field: 'sarif',
        shape: 'one',
        default: '',
        parse: table_text,
        report: WRITES,
        cli: {
            arg: 'FILE',
            section: 'Output',
            help: 'write a SARIF 2.1.0 log for code scanning: one result per dead link\nor warning, on its line; - for stdout',
            readmeDefault: '',
            readme: 'write a SARIF 2.1.0 log for code scanning ([SARIF](reports.md#code-scanning-sarif)); `-`: to standard output',
        },
        action: {
            description: 'Also write a SARIF 2.1.0 log (for `github/codeql-action/upload-sarif`) to this path, relative to the workspace: one result per place a dead link or warning was found. Empty = none.',
            readme: 'Also write a SARIF 2.1.0 log (for `github/codeql-action/upload-sarif`, see [code scanning](reports.md#code-scanning-sarif)) to this path, relative to the workspace: one result per place a dead link or warning was found. Empty = none.',
        },
    }),
    engine({
        name: 'junit',
        field: 'junit',
        shape: 'one',
        default: '',
        parse: table_text,
        report: WRITES,
        cli: {
            arg: 'FILE',
            section: 'Output',
            help: 'write a JUnit XML report: a test case per page, a failure per dead link\n(- for stdout)',
            readmeDefault: '',
            readme: 'write a JUnit XML report for GitLab, Jenkins and other CI ([JUnit](reports.md#junit-xml)); `-`: to standard output',
        },
        action: {
            description: 'Also write a JUnit XML report (a test case per page, a failure per dead link) to this path, relative to the workspace. Empty = none.',
        },
    }),
    // Issue 41: the job summary's Markdown, for any other CI and for local review.
    engine({
        name: 'markdown',
        field: 'markdown',
        shape: 'one',
        default: '',
        parse: table_text,
        report: WRITES,
        cli: {
            arg: 'FILE',
            section: 'Output',
            help: "write the Markdown report (the Action's job summary, with the trend\nchart of a --cache's history)",
            readmeDefault: '',
            readme: "write the Markdown report: the Action's job summary, with the trend of a `--cache`'s runs ([Markdown](reports.md#markdown-report)); `-`: to standard output",
        },
        action: notAction('the Action always writes the markdown report next to the JSON one (`json`), and keeps it in its artifact'),
    }),
    FAIL,
    ANNOTATIONS,
    SUMMARY,
    SOURCES,
    ARTIFACT_NAME,
    RETENTION_DAYS,
    ARTIFACT_MIRROR,
    engine({
        name: 'cache',
        field: 'cache',
        shape: 'one',
        default: '',
        parse: table_text,
        // Whether a cache was used; its path says nothing about the run.
        report: (v) => v !== undefined,
        cli: {
            arg: 'FILE',
            section: 'Output',
            help: 'keep verdicts between runs in FILE',
            readmeDefault: '',
            readme: 'keep verdicts between runs ([cache](scheduled-runs.md))',
        },
        action: notAction('the Action keeps the cache file itself (in RUNNER_TEMP, saved with the Actions cache); its `cache` input is a switch'),
    }),
    CACHE,
    CACHE_KEY,
    engine({
        name: 'cache-max-age',
        field: 'cacheMaxAge',
        shape: 'one',
        default: '1d',
        parse: duration(),
        report: 'value',
        cli: {
            arg: 'TIME',
            section: 'Output',
            help: 'how long cached verdicts stay fresh (default 1d)',
            readmeDefault: '1d',
            readme: 'how long a cached ok verdict stays fresh',
        },
        action: { description: 'How long a cached ok verdict stays fresh (e.g. `12h`, `7d`; a bare number is seconds).' },
    }),
    engine({
        name: 'cache-internal',
        field: 'cacheInternal',
        shape: 'switch',
        default: 'false',
        parse: (_input, v) => v,
        report: 'value',
        cli: {
            section: 'Output',
            help: 'also serve in-scope resources (not pages) from the cache',
            readmeDefault: 'off',
            readme: 'also serve in-scope resources (never pages) from the cache',
        },
        action: { description: "Also reuse cached verdicts for the site's own resources (images, scripts, files); pages are always fetched." },
    }),
    engine({
        name: 'fail-after',
        field: 'failAfter',
        shape: 'one',
        default: '1',
        parse: integer(1),
        check: (o, name, job) => {
            if (job.crawls && o.failAfter > 1 && o.cache === undefined) {
                // The CLI's --cache is the file; the Action's cache input is a switch (it keeps the file).
                const cache = name('cache').startsWith('--') ? `${name('cache')} FILE` : 'cache: true';
                throw new errors/* UsageError */.eb(name('fail-after'), `needs a cache to count runs in: set ${cache} too`);
            }
        },
        report: 'value',
        cli: {
            arg: 'N',
            section: 'Output',
            help: 'a link must fail N runs in a row (counted in the cache) to be dead',
            readmeDefault: '1',
            readme: 'a link must fail `N` runs in a row (counted in the cache) to be dead',
        },
        action: {
            description: 'A link must be dead in this many runs in a row (counted in the cache) before it counts as dead; until then it is a warning "failing since DATE". Needs `cache`.',
        },
    }),
    engine({
        name: 'baseline',
        field: 'baseline',
        shape: 'one',
        default: '',
        parse: table_text,
        report: 'value',
        cli: {
            arg: 'FILE',
            section: 'Output',
            help: 'an earlier --json report: its dead links are known, reported as warnings',
            readmeDefault: '',
            readme: 'an earlier `--json` report: dead links already in it are *known* (warnings)',
        },
        action: {
            description: 'An earlier JSON report (relative to the workspace): dead links already dead in it are *known* and reported as warnings; only new ones fail the step.',
        },
    }),
    ISSUE,
    TOKEN,
    ISSUE_LABEL,
    ISSUE_TITLE,
    COMMENT,
    SUGGEST,
    engine({
        name: 'shard',
        field: 'shard',
        shape: 'one',
        default: '',
        parse: parseShard,
        check: (o, name) => {
            // A folder's shards could not agree on who owns which URL (its pages are crawled under a
            // loopback address), nor be merged. A folder check is fast enough in one job anyway.
            if (o.shard !== undefined && o.path !== undefined) {
                throw new errors/* UsageError */.eb(name('shard'), 'cannot split the check of a folder; shard a crawl of URLs instead');
            }
        },
        report: (v) => (v ? `${v.index}/${v.count}` : undefined),
        cli: {
            arg: 'I/N',
            section: 'Output',
            help: 'request only the external links and resources (images, scripts \u2026)\nowned by shard I of N; every shard crawls all pages',
            readmeDefault: '',
            readme: 'check only the external and resource URLs owned by shard `I` of `N` ([sharding](sharding.md))',
        },
        action: {
            description: 'Run shard `i/N` of a check split over N jobs: every shard crawls the pages and checks only the external links and resources it owns.',
        },
    }),
    MERGE,
    WORKING_DIRECTORY,
    CONFIG,
    cliOnly('config', {
        arg: 'FILE',
        section: 'Output',
        help: "read options from FILE (JSON with comments; keys as the Action's\ninputs); default: linkspider.config.json here, if any; flags win",
        readmeDefault: '',
        readme: "read options from this config file (JSON with comments, keys named as the Action's inputs: `max-pages`, `exclude` \u2026); without it, `linkspider.config.json` in the working folder if there is one. Flags override it",
    }, 'one'),
    cliOnly('quiet', { section: 'Output', help: 'no progress on stderr', readmeDefault: '', readme: 'no progress on stderr' }),
    cliOnly('all-places', {
        section: 'Output',
        help: 'list every place, email address and host (default: the first few)',
        readmeDefault: '',
        readme: 'list every place a link was found, every orphan page, email address and host in trouble (default: the first 10 places and orphans, 5 addresses and hosts, then how many more; the JSON report has them all)',
    }),
    cliOnly('color', { usage: '--no-color', section: 'Output', help: 'no colours in the report', readmeDefault: '', readme: 'no colours' }),
    cliOnly('help', { usage: '-h, --help', short: 'h', section: 'Output', help: 'show this help', readmeDefault: '', readme: 'show the usage' }),
    cliOnly('version', { usage: '-v, --version', short: 'v', section: 'Output', help: 'show the version', readmeDefault: '', readme: 'show the version' }),
];
/** The Action's own inputs, by name. */
const ACTION_ONLY = [
    FAIL,
    ANNOTATIONS,
    SUMMARY,
    SOURCES,
    ARTIFACT_NAME,
    RETENTION_DAYS,
    ARTIFACT_MIRROR,
    CACHE,
    CACHE_KEY,
    ISSUE,
    TOKEN,
    ISSUE_LABEL,
    ISSUE_TITLE,
    COMMENT,
    SUGGEST,
    MERGE,
    CHANGED_ONLY,
    WORKING_DIRECTORY,
    CONFIG,
];
const ENGINE_OPTIONS = OPTION_TABLE.filter((e) => e.kind === 'engine');
const isCliFlag = (c) => 'section' in c;
const isOffered = (side) => !('not' in side);
/**
 * Every input the Action has, in table order (action.yml's): the Action's own and the engine
 * options it offers. `default` is the value in force when nothing sets it; `engine` says the
 * input is an engine option, which a config file can set too (options/docs.ts gives it no
 * action.yml default).
 */
const ACTION_INPUTS = OPTION_TABLE.flatMap((e) => {
    if (e.kind === 'action')
        return [{ name: e.name, default: e.default, engine: false, action: e.action }];
    if (e.kind === 'engine' && isOffered(e.action))
        return [{ name: e.name, default: e.default, engine: true, action: e.action }];
    return [];
});
/** The flag (without dashes) an entry has on the CLI, if it has one. */
function cliFlagOf(e) {
    if (e.kind === 'action')
        return undefined;
    return e.kind === 'cli' || isCliFlag(e.cli) ? e.cli : undefined;
}

;// CONCATENATED MODULE: ./src/options.ts
/**
 * Options: one object, validated once. Each option's name, default, parser, CLI flag and
 * Action input are one entry of the table in options/table.ts; `DEFAULTS` and
 * `resolveOptions` are built from it. The CLI and the Action both turn their inputs into a
 * `RawOptions` and call `resolveOptions`.
 */






/** The given value of an option, read as its shape says; undefined = not given. */
function given(spec, v) {
    switch (spec.shape) {
        case 'list': {
            const items = list(v);
            return items.length === 0 ? undefined : items;
        }
        case 'switch':
            return v === undefined || v === '' ? undefined : Array.isArray(v) ? v[v.length - 1] : v;
        case 'one':
            return one(v);
    }
}
function parseValue(spec, input, value) {
    const v = spec.shape === 'switch' ? parseBoolean(input, value) : value;
    return spec.parse(input, v);
}
/** Every engine default, from the table (each default parsed as if a user had typed it). */
const DEFAULTS = (() => {
    const d = {};
    for (const spec of ENGINE_OPTIONS) {
        if (spec.field === 'urls')
            continue;
        const v = given(spec, spec.default);
        if (v !== undefined)
            d[spec.field] = parseValue(spec, spec.name, v);
        else if (spec.shape === 'list')
            d[spec.field] = parseValue(spec, spec.name, []);
    }
    return d;
})();
/**
 * Turn raw option strings into validated Options: each value parsed (in table order), then
 * the rules across options checked once, on the whole. Throws UsageError naming the input.
 * `names` maps option keys to the name the user typed (`--max-depth` or `max-depth`); a merge
 * job (`crawls: false`) needs nothing to start from.
 */
function options_resolveOptions(raw, names = (k) => k, job = { crawls: true }) {
    const o = { ...DEFAULTS, urls: [] };
    const fields = o;
    for (const spec of ENGINE_OPTIONS) {
        const v = given(spec, raw[spec.name]) ?? (spec.shape === 'list' ? [] : undefined);
        // Lists are parsed even when empty: each run gets arrays of its own.
        if (v !== undefined)
            fields[spec.field] = parseValue(spec, names(spec.name), v);
    }
    for (const spec of ENGINE_OPTIONS)
        spec.check?.(o, names, job);
    return o;
}
/** The public GitHub API, when neither the option nor `GITHUB_API_URL` names another. */
const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
/**
 * Fill the GitHub API's token and root from the environment when not given (`GITHUB_TOKEN`
 * for the CLI's token; `GITHUB_API_URL` for both faces, as a workflow sets it).
 */
function githubFromEnv(o, env) {
    const token = env.GITHUB_TOKEN?.trim();
    if (o.githubToken === undefined && token)
        o.githubToken = token;
    const api = env.GITHUB_API_URL?.trim();
    if (o.githubApiUrl === undefined && api)
        o.githubApiUrl = api.replace(/\/$/, '');
}
/**
 * The options as plain JSON for the report, as each table entry says (`report`): regexes as
 * their source, header values and tokens never, output paths left out.
 */
function optionsForReport(o) {
    const out = {};
    for (const spec of ENGINE_OPTIONS) {
        const how = spec.report;
        if (typeof how === 'object')
            continue;
        const value = o[spec.field];
        out[spec.reportKey ?? spec.field] = how === 'value' ? value : how(value, o);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/crawl/checkers/github.ts



class GitHubChecker {
    api;
    constructor(api) {
        this.api = api;
    }
    /** The GitHub API checker, when the options ask for it and give a token. */
    static of(options, client) {
        if (!options.githubApi || options.githubToken === undefined)
            return undefined;
        const apiUrl = options.githubApiUrl ?? DEFAULT_GITHUB_API_URL;
        return new GitHubChecker(new GitHubApi(client, { apiUrl, token: options.githubToken, maxWaitMs: options.retryAfterMax }));
    }
    async check(entry, signal) {
        const t0 = monotonicMs();
        const target = this.api.targetOf(entry.url);
        if (target === undefined)
            return { declined: true, requests: 0, ms: 0 };
        const before = this.api.requests;
        const outcome = await this.api.check(entry.url, target, signal);
        const requests = this.api.requests - before;
        const ms = monotonicMs() - t0;
        if (outcome === undefined)
            return { declined: true, requests, ms };
        return { outcome, method: 'github-api', requests, ms, latencyMs: ms };
    }
    /** What the run should say about the API (a rate limit reached, links checked on the web instead). */
    notes() {
        return this.api.notes();
    }
}

;// CONCATENATED MODULE: ./src/crawl/checkers/cache.ts
class CacheChecker {
    cache;
    keyOf;
    cacheInternal;
    constructor(cache, 
    /** The cache's key for a URL (a folder's pages by their path: the port changes every run). */
    keyOf, cacheInternal) {
        this.cache = cache;
        this.keyOf = keyOf;
        this.cacheInternal = cacheInternal;
    }
    /**
     * A fresh cached verdict for the URL, as the status it was given (`known`); undefined when it
     * must be requested (an entry without a status too: this cache never writes one).
     */
    check(waiting) {
        if (waiting.crawl || (waiting.internal && !this.cacheInternal))
            return undefined;
        const hit = this.cache.fresh(this.keyOf(waiting.url));
        if (hit?.status === undefined)
            return undefined;
        return { outcome: { kind: 'known', status: hit.status, redirects: [], finalUrl: waiting.url }, method: 'cache', requests: 0, latencyMs: 0 };
    }
    /** This run's verdict on the URL, for the next run (none for a skipped one). */
    remember(url, state, status) {
        // A status skipped by `--status` is not a verdict: the next run asks again.
        if (state !== 'skipped')
            this.cache.record(this.keyOf(url), state, status);
    }
}

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(73382);
;// CONCATENATED MODULE: ./src/markdown/platform/git.ts
/**
 * What a checkout says about itself, read from its files (no `git` process: the Action's
 * runner and a laptop may have none, and a few small files answer): the work tree's root, the
 * remotes' URLs, the checked-out branch and the default branch when the clone recorded it.
 */


/** The nearest folder at or above `start` that holds `.git` (a folder, or a file in a worktree or submodule). */
function findGitRoot(start) {
    for (let dir = external_node_path_default().resolve(start);;) {
        if ((0,external_node_fs_.statSync)(external_node_path_default().join(dir, '.git'), { throwIfNoEntry: false }) !== undefined)
            return dir;
        const up = external_node_path_default().dirname(dir);
        if (up === dir)
            return undefined;
        dir = up;
    }
}
function read(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** The checkout whose work tree's root is `root`; undefined when `root` holds no readable `.git`. */
function readCheckout(root) {
    const dotGit = external_node_path_default().join(root, '.git');
    let gitDir = dotGit;
    if ((0,external_node_fs_.statSync)(dotGit, { throwIfNoEntry: false })?.isFile()) {
        // A worktree or submodule: `.git` names the real git folder; a worktree shares config and refs with its repository.
        const to = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? '')?.[1];
        if (to === undefined)
            return undefined;
        gitDir = external_node_path_default().resolve(root, to);
    }
    const common = read(external_node_path_default().join(gitDir, 'commondir'))?.trim();
    const commonDir = common ? external_node_path_default().resolve(gitDir, common) : gitDir;
    const head = read(external_node_path_default().join(gitDir, 'HEAD'));
    if (head === undefined)
        return undefined;
    const branch = /^ref:\s*refs\/heads\/(.+?)\s*$/m.exec(head)?.[1];
    const originHead = read(external_node_path_default().join(commonDir, 'refs', 'remotes', 'origin', 'HEAD'));
    const defaultBranch = originHead !== undefined ? /^ref:\s*refs\/remotes\/origin\/(.+?)\s*$/m.exec(originHead)?.[1] : undefined;
    return {
        root,
        remotes: remoteUrls(read(external_node_path_default().join(commonDir, 'config')) ?? ''),
        ...(branch !== undefined ? { branch } : {}),
        ...(defaultBranch !== undefined ? { defaultBranch } : {}),
    };
}
/** Pure: the `url` of each `[remote "NAME"]` of a git config, `origin`'s first. */
function remoteUrls(config) {
    const found = [];
    let remote;
    for (const raw of config.split('\n')) {
        const line = raw.trim();
        if (line.startsWith('[')) {
            remote = /^\[\s*remote\s+"([^"]*)"\s*\]$/i.exec(line)?.[1];
            continue;
        }
        const url = remote !== undefined ? /^url\s*=\s*(.*?)\s*$/i.exec(line)?.[1] : undefined;
        if (url && !found.some((f) => f.name === remote))
            found.push({ name: remote, url: url.replace(/^"(.*)"$/, '$1') });
    }
    const origin = found.findIndex((f) => f.name === 'origin');
    if (origin > 0)
        found.unshift(...found.splice(origin, 1));
    return found.map((f) => f.url);
}

;// CONCATENATED MODULE: ./src/markdown/platform/hosts.ts
/**
 * The hosts a repository lives on, as data: where a project's pages are, which of its routes
 * show the repository's own files at a branch, and which READMEs a folder shows. The resolver
 * (markdown/target.ts) reads these tables; it knows no host by name.
 */
const GITHUB = { name: 'GitHub', host: 'github.com', projectDepth: 2, fileRoutes: ['blob', 'tree'], blobRoute: 'blob' };
const GITLAB = { name: 'GitLab', host: 'gitlab.com', routeMarker: '-', fileRoutes: ['blob', 'tree'], blobRoute: 'blob' };
const PLATFORMS = [GITHUB, GITLAB];
/**
 * The README a folder shows (GitHub's rules, which GitLab shares for these names): a file named
 * README with one of these extensions (any case), in this order of preference. `markdown` says
 * whether its headings are anchors linkspider reads.
 */
const README_NAMES = [
    { ext: '.md', markdown: true },
    { ext: '.markdown', markdown: true },
    { ext: '.mdown', markdown: true },
    { ext: '.mkdn', markdown: true },
    { ext: '.mkd', markdown: true },
    { ext: '', markdown: false },
    { ext: '.rst', markdown: false },
    { ext: '.txt', markdown: false },
    { ext: '.adoc', markdown: false },
    { ext: '.asciidoc', markdown: false },
    { ext: '.org', markdown: false },
    { ext: '.textile', markdown: false },
    { ext: '.rdoc', markdown: false },
    { ext: '.pod', markdown: false },
];
/** Where the repository's front page finds its README, first found wins: `.github/`, the root, then `docs/` (GitHub's docs). */
const ROOT_README_FOLDERS = ['.github', '', 'docs'];

;// CONCATENATED MODULE: ./src/markdown/repository.ts
/**
 * The repository as links in its Markdown see it: files found by exact-case path (GitHub's
 * paths are case-sensitive even on a case-insensitive disk), directories, each file's line
 * count and each Markdown file's anchors, read once and kept for the run.
 */



/** Markdown, and MDX (Markdown with JSX, read through mdx.ts). */
const repository_MARKDOWN_EXTENSIONS = /\.(md|markdown|mdown|mkd|mkdn|mdx)$/i;
const MDX = /\.mdx$/i;
const NO_RULES = { excludePath: [], skipFragment: [] };
class Repository {
    root;
    parse;
    flavor;
    home;
    rules;
    dirs = new Map();
    docs = new Map();
    lineCounts = new Map();
    /**
     * The repository at `root` (absolute), with its Markdown parser (parse.ts: markdown-it and micromark, loaded
     * only by a run that reads Markdown) and the flavour its headings' ids follow.
     */
    static async open(root, flavor = 'github', home, rules = NO_RULES) {
        const { parseMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(863), __webpack_require__.e(676)]).then(__webpack_require__.bind(__webpack_require__, 42676));
        return new Repository(root, parseMarkdown, flavor, home, rules);
    }
    /**
     * @param root the repository's root folder (absolute).
     * @param flavor the site generator whose rules heading ids follow (platform/flavors.ts).
     * @param home where the repository lives on GitHub or GitLab (platform/home.ts), when known.
     */
    constructor(root, parse, flavor = 'github', home, rules = NO_RULES) {
        this.root = root;
        this.parse = parse;
        this.flavor = flavor;
        this.home = home;
        this.rules = rules;
    }
    /** The first `path.ext` of the fallback extensions that is a file, for a missing path; undefined when none is. */
    fallback(rel) {
        return this.rules.fallbackExtensions?.map((ext) => `${rel}.${ext}`).find((p) => this.lookup(p).kind === 'file');
    }
    /** The folder's first index file (its repository path), with index files given; undefined when it has none. */
    indexOf(dir) {
        return this.rules.indexFiles?.map((name) => (dir === '' ? name : `${dir}/${name}`)).find((p) => this.lookup(p).kind === 'file');
    }
    /**
     * The README a folder shows (its repository path), as GitHub picks it (platform/hosts.ts); the root's
     * may be in `.github/` or `docs/`. Undefined when the folder shows none.
     */
    readme(dir) {
        for (const sub of dir === '' ? ROOT_README_FOLDERS : ['']) {
            const folder = [dir, sub].filter((s) => s !== '').join('/');
            const names = [...(this.entries(folder) ?? [])].filter(([, kind]) => kind === 'file').map(([name]) => name);
            for (const { ext, markdown } of README_NAMES) {
                const name = names.find((n) => n.toLowerCase() === `readme${ext}`);
                if (name !== undefined)
                    return { path: folder === '' ? name : `${folder}/${name}`, markdown };
            }
        }
        return undefined;
    }
    /** A repository-relative path (forward slashes, no leading `/`; '' is the root). */
    lookup(rel) {
        if (rel === '')
            return { kind: 'dir' };
        const parts = rel.split('/');
        const real = [];
        let caseDiffers = false;
        for (let i = 0; i < parts.length; i++) {
            const entries = this.entries(real.join('/'));
            let name = parts[i];
            let kind = entries?.get(name);
            if (kind === undefined) {
                // Only the case differs? Then name the real path, which is what the author meant.
                const lower = name.toLowerCase();
                for (const [other, k] of entries ?? []) {
                    if (other.toLowerCase() === lower) {
                        name = other;
                        kind = k;
                        caseDiffers = true;
                        break;
                    }
                }
                if (kind === undefined)
                    return { kind: 'missing' };
            }
            real.push(name);
            if (i < parts.length - 1 && kind !== 'dir')
                return { kind: 'missing' };
            if (i === parts.length - 1)
                return caseDiffers ? { kind: 'missing', realCase: real.join('/') } : { kind };
        }
        return { kind: 'missing' };
    }
    /** The parsed Markdown file (read once); null when it cannot be read. */
    document(rel, text) {
        let doc = this.docs.get(rel);
        if (doc === undefined) {
            try {
                doc = this.parse(text ?? (0,external_node_fs_.readFileSync)(this.abs(rel), 'utf8'), { flavor: this.flavor, mdx: MDX.test(rel) });
            }
            catch {
                doc = null;
            }
            this.docs.set(rel, doc);
        }
        return doc;
    }
    /** Lines of any file (for `#L10` anchors); Markdown files' come from their parse. */
    lines(rel) {
        if (repository_MARKDOWN_EXTENSIONS.test(rel))
            return this.document(rel)?.lines ?? 0;
        let n = this.lineCounts.get(rel);
        if (n === undefined) {
            n = 0;
            try {
                const text = (0,external_node_fs_.readFileSync)(this.abs(rel), 'utf8');
                if (text !== '')
                    n = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
            }
            catch {
                /* unreadable: no lines */
            }
            this.lineCounts.set(rel, n);
        }
        return n;
    }
    abs(rel) {
        return external_node_path_default().join(this.root, ...rel.split('/'));
    }
    entries(dir) {
        let m = this.dirs.get(dir);
        if (m === undefined) {
            try {
                m = new Map();
                for (const d of (0,external_node_fs_.readdirSync)(this.abs(dir), { withFileTypes: true })) {
                    // A symbolic link counts as what it points to.
                    let kind = d.isDirectory() ? 'dir' : 'file';
                    if (d.isSymbolicLink()) {
                        const target = (0,external_node_fs_.statSync)(external_node_path_default().join(this.abs(dir), d.name), { throwIfNoEntry: false });
                        kind = target === undefined ? undefined : target.isDirectory() ? 'dir' : 'file';
                    }
                    if (kind !== undefined)
                        m.set(d.name, kind);
                }
            }
            catch {
                m = null;
            }
            this.dirs.set(dir, m);
        }
        return m;
    }
}

;// CONCATENATED MODULE: ./src/markdown/files.ts
/**
 * Which Markdown files a run reads: the paths, folders and globs given (relative to the
 * repository root), every Markdown file under a folder, never inside `node_modules` or `.git`.
 * Globs and folders enter the other dot-folders (`.github/`), as GitHub shows them.
 * A pattern that matches nothing is a usage error: a typo must not pass as "no dead links".
 */


// Node's fs.globSync never enters dot-folders for `*`/`**`; tinyglobby does with `dot`.




/** Folders never read (a folder's walk for its role; the globs ignore the same). */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
const GLOB_CHARS = /[*?[\]{}]/;
const GLOB_OPTIONS = { dot: true, ignore: ['**/node_modules/**', '**/.git/**'], expandDirectories: false };
/**
 * The repository a run's Markdown patterns are in, and the patterns relative to its root. Given no
 * root, it is the git work tree's root above `cwd` (else `cwd`), and the patterns are relative to
 * `cwd`, as a shell user expects; given one (the Action's workspace), they are relative to it. An
 * absolute path inside the root is accepted; one outside it is a UsageError naming `input`.
 */
function markdownScope(patterns, cwd, givenRoot, input = 'files') {
    const root = givenRoot !== undefined ? external_node_path_default().resolve(givenRoot) : (findGitRoot(cwd) ?? external_node_path_default().resolve(cwd));
    const base = givenRoot !== undefined ? root : external_node_path_default().resolve(cwd);
    const out = patterns.map((raw) => {
        const pattern = raw.trim();
        if (pattern === '')
            return pattern;
        const rel = external_node_path_default().relative(root, external_node_path_default().resolve(base, pattern)).split((external_node_path_default()).sep).join('/');
        if (rel === '..' || rel.startsWith('../') || external_node_path_default().isAbsolute(rel))
            throw new errors/* UsageError */.eb(input, `"${raw}" is outside the repository (${root})`);
        return rel === '' ? '.' : rel;
    });
    return { root, patterns: out };
}
/** True when a CLI argument names Markdown (a `.md` or `.mdx` path, or a glob), not a site folder. */
function isMarkdownArgument(arg) {
    return MARKDOWN_EXTENSIONS.test(arg) || GLOB_CHARS.test(arg);
}
const HTML_FILE = /\.html?$/i;
/**
 * What a folder argument means, for the check and `fix` alike: a folder with any `.html`/`.htm`
 * file under it is a site (its HTML is checked); a folder with Markdown but no HTML is its
 * Markdown (every Markdown file under it, as the Action's `files` reads a folder). A folder with
 * neither is a site, so the run says it found no HTML. The walk stops at the first HTML file.
 */
function folderRole(dir) {
    let markdown = false;
    const pending = [dir];
    while (pending.length > 0) {
        const here = pending.pop();
        let entries;
        try {
            entries = readdirSync(here, { withFileTypes: true });
        }
        catch {
            continue; // an unreadable sub-folder says nothing about the rest
        }
        for (const e of entries) {
            if (e.isDirectory()) {
                if (!SKIPPED_DIRS.has(e.name))
                    pending.push(path.join(here, e.name));
            }
            else if (HTML_FILE.test(e.name))
                return 'site';
            else if (MARKDOWN_EXTENSIONS.test(e.name))
                markdown = true;
        }
    }
    return markdown ? 'markdown' : 'site';
}
/** A folder argument as a `files` pattern: relative to the repository root (`.` for the root itself). */
function markdownFolder(arg, root) {
    return path.relative(root, path.resolve(root, arg)).split(path.sep).join('/') || '.';
}
/** Repository-relative paths (forward slashes, sorted, unique) of the Markdown files the patterns name. */
function findMarkdownFiles(patterns, root, input = 'files', written = patterns) {
    const out = new Set();
    for (const [i, given] of patterns.entries()) {
        // Messages name the pattern as the user wrote it (markdownScope made it relative to the root).
        const raw = written[i] ?? given;
        const pattern = given.trim().replace(/\\/g, '/').replace(/^\.\//, '');
        if (pattern === '')
            continue;
        const before = out.size;
        if (GLOB_CHARS.test(pattern)) {
            for (const p of (0,dist/* globSync */.AZ)(pattern, { ...GLOB_OPTIONS, cwd: root })) {
                const rel = p.split((external_node_path_default()).sep).join('/');
                if (repository_MARKDOWN_EXTENSIONS.test(rel) && (0,external_node_fs_.statSync)(external_node_path_default().join(root, p), { throwIfNoEntry: false })?.isFile())
                    out.add(rel);
            }
        }
        else {
            const st = (0,external_node_fs_.statSync)(external_node_path_default().join(root, pattern), { throwIfNoEntry: false });
            if (st?.isDirectory()) {
                const dir = pattern.replace(/\/+$/, '');
                for (const p of (0,dist/* globSync */.AZ)('**/*', { ...GLOB_OPTIONS, cwd: external_node_path_default().join(root, dir) })) {
                    const rel = (dir === '.' || dir === '' ? '' : `${dir}/`) + p.split((external_node_path_default()).sep).join('/');
                    if (repository_MARKDOWN_EXTENSIONS.test(rel) && (0,external_node_fs_.statSync)(external_node_path_default().join(root, rel), { throwIfNoEntry: false })?.isFile())
                        out.add(rel);
                }
            }
            else if (st?.isFile()) {
                out.add(external_node_path_default().posix.normalize(pattern));
            }
            else {
                throw new errors/* UsageError */.eb(input, `"${raw}" is not a file, folder or glob in ${root}`);
            }
        }
        if (out.size === before)
            throw new errors/* UsageError */.eb(input, `"${raw}" matches no Markdown file (.md, .mdx, .markdown) in ${root}`);
    }
    return [...out].sort();
}

;// CONCATENATED MODULE: ./src/support/percent-decode.ts
/** `%xx` escapes decoded, or the text as written when they do not form UTF-8 (`%E9`, a lone `%`). */
function percentDecoded(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}

;// CONCATENATED MODULE: ./src/markdown/platform/home.ts


/** Pure: the hints a GitHub workflow's variables give. */
function homeHintsFromEnv(env) {
    const branch = env['GITHUB_HEAD_REF'] || env['GITHUB_REF_NAME'];
    return {
        ...(env['GITHUB_REPOSITORY'] ? { repository: env['GITHUB_REPOSITORY'] } : {}),
        ...(env['GITHUB_SERVER_URL'] ? { serverUrl: env['GITHUB_SERVER_URL'] } : {}),
        ...(branch ? { branches: [branch] } : {}),
    };
}
/** Pure: a remote URL's host and project path (https, `ssh://`, `git://` and scp-like `git@HOST:OWNER/REPO.git`). */
function parseRemote(remote) {
    const scp = /^(?:[^@/:]+@)?([^/:]+):(?!\/)(.+)$/.exec(remote);
    let host;
    let pathname;
    if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(remote)) {
        host = scp[1];
        pathname = scp[2];
    }
    else {
        try {
            const u = new URL(remote);
            if (!['https:', 'http:', 'ssh:', 'git:', 'git+ssh:'].includes(u.protocol))
                return undefined;
            host = u.hostname;
            pathname = u.pathname;
        }
        catch {
            return undefined;
        }
    }
    const project = pathname
        .replace(/\.git\/?$/, '')
        .split('/')
        .filter((s) => s !== '');
    return project.length >= 2 ? { host: host.toLowerCase(), project } : undefined;
}
/**
 * The repository's home: GITHUB_REPOSITORY on GITHUB_SERVER_URL when set (the workflow knows best),
 * else the remote (`origin`, else the first) when it is on GitHub, GitLab or GITHUB_SERVER_URL's host.
 */
function repositoryHome(checkout, hints) {
    const branches = [
        ...(hints.branches ?? []),
        ...(checkout?.branch !== undefined ? [checkout.branch] : []),
        ...(checkout?.defaultBranch !== undefined ? [checkout.defaultBranch] : []),
    ];
    const unique = [...new Set(branches.filter((b) => b !== ''))];
    let server;
    try {
        server = hints.serverUrl ? new URL(hints.serverUrl) : undefined;
    }
    catch {
        server = undefined;
    }
    const project = hints.repository?.split('/');
    if (project?.length === 2 && project.every((p) => /^[\w.-]+$/.test(p))) {
        return { platform: GITHUB, origin: server?.origin ?? 'https://github.com', project, branches: unique };
    }
    const remote = checkout?.remotes[0] !== undefined ? parseRemote(checkout.remotes[0]) : undefined;
    if (remote === undefined)
        return undefined;
    if (server !== undefined && server.hostname.toLowerCase() === remote.host) {
        return { platform: GITHUB, origin: server.origin, project: remote.project.slice(0, 2), branches: unique };
    }
    const platform = PLATFORMS.find((p) => p.host === remote.host || `www.${p.host}` === remote.host);
    if (platform === undefined)
        return undefined;
    const depth = platform.projectDepth ?? remote.project.length;
    return { platform, origin: `https://${platform.host}`, project: remote.project.slice(0, depth), branches: unique };
}
/**
 * The web address a repository file is shown at (`https://github.com/acme/widgets/blob/HEAD/docs/a.md`).
 * The branch is `HEAD` (the default branch, which GitHub and GitLab answer to): a link such as
 * `../../issues` is written for one path segment there, whatever the branch checked out is named
 * (`feature/x` would move it).
 */
function blobUrl(home, file) {
    const { platform } = home;
    const segments = [...home.project, ...(platform.routeMarker ? [platform.routeMarker] : []), platform.blobRoute, 'HEAD', ...file.split('/')];
    return new URL(segments.map(encodeURIComponent).join('/'), `${home.origin}/`);
}
/** The route of `url`, or undefined when it is not on the home's host. */
function routeOf(home, url) {
    if (url.origin !== home.origin)
        return undefined;
    const web = { kind: 'web', url };
    const segments = url.pathname.split('/').slice(1).map(percentDecoded);
    const { project, platform } = home;
    // Owner and repository names are not case-sensitive on GitHub or GitLab.
    if (!project.every((p, i) => segments[i]?.toLowerCase() === p.toLowerCase()))
        return web;
    let rest = segments.slice(project.length);
    if (platform.routeMarker !== undefined) {
        if (rest[0] !== platform.routeMarker)
            return web;
        rest = rest.slice(1);
    }
    if (!platform.fileRoutes.includes(rest[0] ?? ''))
        return web;
    const after = rest.slice(1);
    for (const branch of home.branches) {
        const parts = branch.split('/');
        if (parts.every((p, i) => after[i] === p)) {
            return {
                kind: 'files',
                path: after
                    .slice(parts.length)
                    .filter((s) => s !== '')
                    .join('/'),
                branch,
            };
        }
    }
    return web;
}

;// CONCATENATED MODULE: ./src/support/path-filter.ts
/**
 * `--exclude-path`: which files and folders of a folder check or a Markdown pattern are never read. A pattern is
 * a regular expression searched in the path relative to the folder (or the repository), forward slashes: a file
 * matches when its path does, or the path of a folder it is in, written with its trailing slash (`drafts/`), does.
 * So `drafts` leaves out `drafts/a.html` and `blog/drafts/b.html`, `^drafts/` only the first, `\.min\.html$` files.
 */
/** True when `rel` (a file's path, forward slashes, no leading `/`) or a folder above it matches a pattern. */
function isExcludedPath(rel, patterns) {
    if (patterns.length === 0)
        return false;
    if (patterns.some((p) => p.test(rel)))
        return true;
    for (let slash = rel.indexOf('/'); slash !== -1; slash = rel.indexOf('/', slash + 1)) {
        const folder = rel.slice(0, slash + 1);
        if (patterns.some((p) => p.test(folder)))
            return true;
    }
    return false;
}
/** True when the folder `rel` (forward slashes, no leading or trailing `/`) matches a pattern, written `rel/`. */
function isExcludedFolder(rel, patterns) {
    return patterns.length > 0 && isExcludedPath(`${rel}/`, patterns);
}

;// CONCATENATED MODULE: ./src/check/fragment.ts
/**
 * Whether a link's `#fragment` names a target on the page it points to. Pure: the page's ids and
 * `<a name>`s in, the verdict out.
 */

/**
 * A fragment without its fragment directive: browsers strip everything from `:~:` (text fragments,
 * `#:~:text=foo`, `#sec:~:text=foo`) before looking for the target, so only what comes before it names an id.
 */
function withoutFragmentDirective(fragment) {
    const i = fragment.indexOf(':~:');
    return i === -1 ? fragment : fragment.slice(0, i);
}
/**
 * The fragment a page lacks: `written` (as the link has it, without `#`) against the page's
 * `anchors`. Undefined when the page has it, when it is empty or `top` (the top of the page, as
 * browsers do), when it is a range of two ids the page has (`isRange`), or when only a directive
 * follows the `#`; else the fragment that is missing.
 */
function missingFragment(written, anchors) {
    const fragment = withoutFragmentDirective(written);
    const decoded = percentDecoded(fragment);
    if (decoded === '' || decoded.toLowerCase() === 'top' || anchors.has(decoded) || anchors.has(fragment))
        return undefined;
    if (isRange(decoded, anchors))
        return undefined;
    return fragment;
}
/**
 * A fragment that is client-side state, not an anchor: a hash router's route (`#/users/1`), a hashbang (`#!page`),
 * or one that a `--skip-fragment` pattern finds (searched in the fragment as written, without the `#`). A page's
 * script reads these; no element carries them as an id, so they are never checked as anchors.
 */
function isClientStateFragment(fragment, patterns = []) {
    return fragment.startsWith('/') || fragment.startsWith('!') || patterns.some((p) => p.test(fragment));
}
/**
 * `A-B` where the page has both ids `A` and `B`: a range, as a source view's line links are
 * (rustdoc's `#106-108` over ids `106` \u2026 `108`, a script selecting the lines), like the `#L10-L20`
 * of a Markdown file. Every `-` is tried as the divider, since ids may hold one themselves.
 */
function isRange(fragment, anchors) {
    for (let dash = fragment.indexOf('-'); dash > 0; dash = fragment.indexOf('-', dash + 1)) {
        if (anchors.has(fragment.slice(0, dash)) && anchors.has(fragment.slice(dash + 1)))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/markdown/target.ts
/**
 * Where a Markdown link points, as GitHub resolves it: an http(s) URL (checked over HTTP by
 * the crawl), a mailto address, another scheme (skipped), or a repository path, which is
 * checked here on the file system: relative to the linking file, or to the repository root
 * when it starts with `/`; exact case; a folder passes when it exists; `#heading` against the
 * target's slugs (or raw HTML ids; `user-content-` prefixed too), a folder's against its
 * README's, `#L10`/`#L10-L20` against its line count; a client-state fragment (`#/route`) is no anchor.
 * With `fallback-extensions` a missing path may be a file with one of them (`guide` \u2192 `guide.md`), and
 * with `index-files` a folder passes only with one of them (the repository's `rules`). With the repository's home on GitHub or
 * GitLab known (platform/), a link that climbs out of the files is a page of the host, and a
 * `blob`/`tree` address of this checkout's branch is a repository path.
 */





const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINE_ANCHOR = /^L(\d+)(?:C\d+)?(?:-L(\d+)(?:C\d+)?)?$/;
/** The repository path a link names (before any check), or undefined when it is not a path. */
function localPath(value, from) {
    if (SCHEME.test(value) || value.startsWith('//'))
        return undefined;
    const pathPart = value.replace(/[?#].*$/s, '');
    const decoded = percentDecoded(pathPart);
    if (decoded === '')
        return from;
    // From the root, as a URL path: `/../../` cannot climb above it.
    const joined = decoded.startsWith('/') ? external_node_path_default().posix.normalize(decoded).replace(/^\/+/, '') || '.' : external_node_path_default().posix.join(external_node_path_default().posix.dirname(from), decoded);
    const norm = external_node_path_default().posix.normalize(joined).replace(/\/$/, '');
    if (norm === '..' || norm.startsWith('../'))
        return undefined;
    return norm === '.' ? '' : norm;
}
function resolveTarget(value, from, repo) {
    const v = value.trim();
    const scheme = SCHEME.exec(v)?.[1]?.toLowerCase();
    if (scheme !== undefined || v.startsWith('//')) {
        if (scheme === 'mailto')
            return { kind: 'mailto' };
        if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
            return { kind: 'scheme', scheme, url: v };
        let url;
        try {
            url = new URL(v, 'https://invalid/');
        }
        catch {
            return { kind: 'invalid' };
        }
        return routed(url, repo) ?? { kind: 'http', url };
    }
    const hash = v.indexOf('#');
    const fragment = hash === -1 ? '' : v.slice(hash + 1);
    const rel = localPath(v, from);
    if (rel !== undefined)
        return checkPath(rel, fragment, repo);
    // Climbing out of the files: on the repository's host, the link leaves the file's blob URL for another page.
    const target = repo.home !== undefined ? routed(new URL(v, blobUrl(repo.home, from)), repo) : undefined;
    return target ?? { kind: 'local', key: v, path: '', ok: false, error: 'missing-file', reason: OUTSIDE };
}
const OUTSIDE = 'points outside the repository (no GitHub or GitLab remote in .git/config, nor GITHUB_REPOSITORY: with one, a link such as ../../issues is a page of the repository on its host)';
/** A URL on the repository's host: this checkout's files at a branch (checked on disk), or a web page; undefined elsewhere. */
function routed(url, repo) {
    const route = repo.home !== undefined ? routeOf(repo.home, url) : undefined;
    if (route === undefined)
        return undefined;
    if (route.kind === 'web')
        return { kind: 'http', url: route.url };
    return checkPath(route.path, url.hash.slice(1), repo, ` (branch ${route.branch}: checked in the files here)`);
}
/** A repository path and fragment, checked on disk; `where` ends a reason (how a web address led here). */
function checkPath(written, fragment, repo, where = '') {
    const key = (written === '' ? '/' : written) + (fragment !== '' ? `#${fragment}` : '');
    let rel = written;
    let found = repo.lookup(rel);
    const fallback = found.kind === 'missing' ? repo.fallback(rel) : undefined;
    if (fallback !== undefined) {
        rel = fallback;
        found = { kind: 'file' };
    }
    const ok = { kind: 'local', key, path: rel, ok: true };
    if (found.kind === 'missing') {
        const reason = found.realCase !== undefined
            ? `not found: the repository has ${found.realCase} (paths are case-sensitive on GitHub)`
            : 'file not found in the repository';
        return { kind: 'local', key, path: rel, ok: false, error: 'missing-file', reason: reason + where };
    }
    const dead = (reason) => ({ kind: 'local', key, path: rel, ok: false, error: 'missing-fragment', reason: reason + where });
    if (found.kind === 'dir' && repo.rules.indexFiles !== undefined) {
        const index = repo.indexOf(rel);
        if (index === undefined) {
            const reason = `the folder ${rel === '' ? '/' : rel} has none of the index files (${repo.rules.indexFiles.join(', ')})`;
            return { kind: 'local', key, path: rel, ok: false, error: 'missing-file', reason: reason + where };
        }
        rel = index;
        found = { kind: 'file' };
    }
    if (fragment === '' || isClientStateFragment(fragment, repo.rules.skipFragment))
        return ok;
    const anchor = percentDecoded(fragment);
    if (found.kind === 'dir') {
        // A folder's page shows its README: the fragment is one of the README's headings.
        const readme = repo.readme(rel);
        if (readme === undefined)
            return dead(`#${fragment}: the folder ${rel === '' ? '/' : rel} has no README, so no heading`);
        if (!readme.markdown || hasAnchor(repo, readme.path, anchor))
            return ok;
        return dead(`no heading or anchor #${fragment} in ${readme.path}, the README the folder shows`);
    }
    const line = LINE_ANCHOR.exec(anchor);
    if (line) {
        const lines = repo.lines(rel);
        const last = Number(line[2] ?? line[1]);
        if (Number(line[1]) < 1 || last > lines)
            return dead(`line anchor #${fragment}: the file has ${lines} line${lines === 1 ? '' : 's'}`);
        return ok;
    }
    if (repository_MARKDOWN_EXTENSIONS.test(rel) && !hasAnchor(repo, rel, anchor))
        return dead(`no heading or anchor #${fragment} in ${rel}`);
    return ok;
}
/** GitHub gives a heading the id `user-content-x` (its address bar shows it), and answers `#x` too. */
function hasAnchor(repo, file, anchor) {
    if (anchor.toLowerCase() === 'top')
        return true;
    const anchors = repo.document(file)?.anchors;
    if (!anchors)
        return true;
    const names = [anchor, anchor.replace(/^user-content-/i, '')];
    return names.some((a) => anchors.has(a) || anchors.has(a.toLowerCase()));
}

;// CONCATENATED MODULE: ./src/crawl/checkers/repository.ts
/**
 * A repository's Markdown files (`files`), read from disk: each file is a document of the report
 * (its repository path), each of its links resolved as GitHub resolves it (markdown/target.ts):
 * repository paths are checked on the file system here, http(s) links join the crawl's checks.
 * With changed-only, a file outside the changed set gives only its links into changed files.
 */







/**
 * The repository at `root`, with its home on GitHub or GitLab when the workflow's `hints` (default: the
 * environment's) or the checkout's remote say where it is; its headings' ids follow `flavor`, its paths `rules`.
 */
function openRepository(root, flavor, hints = homeHintsFromEnv(process.env), rules) {
    return Repository.open(root, flavor, repositoryHome(readCheckout(findGitRoot(root) ?? root), hints), rules);
}
/** A link a file outside the changed set gives: only one into a changed file. */
const isRelative = (value) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value);
/**
 * The Markdown files of `patterns` under the repository, in order, each with its links, but for those the
 * repository's `excludePath` names; a file that cannot be read or parsed is a note, not a document.
 */
function* markdownFiles(patterns, repo, changed, note) {
    for (const file of findMarkdownFiles(patterns, repo.root)) {
        // `--exclude-path`: never read (its links are not collected); a link to it is still checked as a path.
        if (isExcludedPath(file, repo.rules.excludePath))
            continue;
        let text;
        try {
            text = (0,external_node_fs_.readFileSync)(repo.abs(file), 'utf8');
        }
        catch (e) {
            note(`markdown: ${file}: ${e.code ?? e.message}`);
            continue;
        }
        const doc = repo.document(file, text);
        if (!doc) {
            note(`markdown: ${file}: could not be parsed`);
            continue;
        }
        const focus = changed === undefined || changed.has(file);
        if (!focus && !doc.links.some((l) => isRelative(l.value)))
            continue;
        const record = { url: file, depth: 0, title: '', bytes: Buffer.byteLength(text), contentType: 'text/markdown', links: doc.links.length };
        const links = [];
        for (const link of doc.links) {
            const target = resolveTarget(link.value, file, repo);
            if (!focus && (target.kind !== 'local' || !changed.has(target.path)))
                continue;
            links.push({ link, target });
        }
        yield { file, record, links, ...(doc.fallback !== undefined ? { fallback: doc.fallback } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/crawl/schedule/host-health.ts
/**
 * Host health: what one host's run of results says about the host rather than the URL. Pure
 * (no clock, no I/O): the crawler feeds it each attempt's outcome on the host and acts on the
 * answer.
 *
 * - 429 is about the URL until several URLs of the host get it in a row: one rate-limited
 *   endpoint (a search API) must not pause a host whose other URLs answer fine, but a host that
 *   says 429 to everything is asking the whole crawl to slow down.
 * - A host that refuses (or resets) every connection is down: after a few in a row with nothing
 *   else in between, its remaining URLs are settled at once (`refused`) instead of being
 *   re-queued behind everything else, each retried for nothing.
 * - A host whose name does not resolve (`ENOTFOUND`) is down at the first answer: the name is
 *   the host's, not the URL's, so its other URLs are settled from that answer, with no lookup
 *   each. A resolver that timed out (`EAI_AGAIN`) says nothing about the host: not counted.
 * - A host whose answers take longer than the timeout, several times in a row, is slow: its
 *   remaining URLs get one attempt each, all at once, instead of four attempts four at a time.
 */
/** Consecutive 429s, from different URLs, that make the whole host slow down. */
const HOST_429_RUN = 3;
/** Consecutive refused or reset connections (any URLs, retries included) that mark a host down. */
const HOST_REFUSED_RUN = 5;
/**
 * Consecutive timed-out attempts (no answer in between) that mark a host slow. An attempt is a
 * HEAD and the GET after it, so two are four requests that each waited out the timeout: a host
 * whose HEADs hang but whose GETs answer never gets there (its GETs answer).
 */
const HOST_TIMEOUT_RUN = 2;
class HostHealth {
    run429 = 0;
    last429Url;
    refusedRun = 0;
    timeoutRun = 0;
    /** Set once the host is marked down; it stays down for the run. */
    down = false;
    /**
     * Set once answers took longer than the timeout several times in a row; it stays slow for the
     * run: its URLs get one attempt each (no retry, no GET after a HEAD that timed out).
     */
    slow = false;
    /** How many timeouts in a row marked it slow. */
    timeouts = 0;
    /** How many refusals in a row marked it down. */
    refusals = 0;
    /** Set when the host is down because its name does not resolve: the answer that said so. */
    unresolved;
    /** Once down: how many of its URLs were settled without a request (the lanes count them). */
    notRequested = 0;
    /** One attempt's outcome on this host: whether the host (not only the URL) needs handling. */
    record(url, outcome) {
        if (outcome.error === 'dns' && outcome.systemCode === 'ENOTFOUND') {
            if (this.down)
                return 'none';
            this.down = true;
            this.unresolved = outcome.errorMessage ?? 'ENOTFOUND';
            return 'down';
        }
        if (outcome.error === 'timeout') {
            this.run429 = 0;
            if (++this.timeoutRun >= HOST_TIMEOUT_RUN && !this.slow) {
                this.slow = true;
                this.timeouts = this.timeoutRun;
                return 'slow';
            }
            return 'none';
        }
        this.timeoutRun = 0;
        if (outcome.error === 'refused' || outcome.error === 'reset') {
            this.run429 = 0;
            if (++this.refusedRun >= HOST_REFUSED_RUN && !this.down) {
                this.down = true;
                this.refusals = this.refusedRun;
                return 'down';
            }
            return 'none';
        }
        this.refusedRun = 0;
        if (outcome.status !== 429) {
            this.run429 = 0;
            this.last429Url = undefined;
            return 'none';
        }
        // The same URL's retries getting 429 again say nothing new about the host.
        if (url === this.last429Url)
            return 'none';
        this.last429Url = url;
        if (++this.run429 >= HOST_429_RUN) {
            this.run429 = 0;
            return 'slow-down';
        }
        return 'none';
    }
}

;// CONCATENATED MODULE: ./src/crawl/schedule/pacer.ts
/**
 * Pacing for one host: how many of its requests may be in flight (the window) and how far apart
 * they start (the rate), learned from its answers. Pure: the clock is passed in, nothing is sent.
 *
 * The controller is AIMD (TCP Reno's shape, as in Netflix concurrency-limits' `AIMDLimit`), with
 * a latency guard taken from TCP Vegas / the gradient limiters:
 * - slow start: the window grows by one per clean answer (it doubles per round trip) until the
 *   first sign of overload; after that by 1/window per clean answer (one per round trip);
 * - a 429 or 503, a refused or reset connection, or a latency above twice the host's best
 *   (plus `LATENCY_SLACK_MS`, so a busy event loop is not mistaken for a struggling host) shrinks it: \u00d7\u00bd for overload and errors, \u00d70.8 for latency, at most once a round trip.
 * Why AIMD rather than a gradient controller alone: a link checker sees tens of answers per
 * host, not the thousands a gradient's averages need, and the web says "too much" mostly
 * through 429s, an explicit loss signal AIMD was made for. Latency is a guard, not the driver.
 *
 * A 429 also teaches two ceilings that hold for the rest of the run, so the host is never asked
 * for more than it refused: the window stays below the number in flight when the host said no,
 * and starts are spaced at 85 % of the rate the host took until then. That rate is read as a
 * rate limiter would give it: a token bucket of rate r holding about a second of it (or a window
 * of r a second) lets at most r \u00d7 (T + 1 s) requests through in any T. So for any time before
 * the refused request, the clean answers to requests started since then, over the time from
 * then to the refused start plus a second, is at most r: the highest such figure is the
 * estimate (`tookSince`), taken once the answers sent before the 429 are in (a 429 usually comes
 * back sooner than a real answer). Without the second a 429 met in a slow start, right after the
 * burst, would read the burst as the rate. After the pause the pace probes up, a little per clean
 * answer, to at most 95 % of that rate (`PROBE_CEILING`): never past what the host was seen to
 * take, so a host is not pushed over its limit again to learn where the limit is. Each 429 met while paced cuts
 * the pace by a third, for the rest of the run. And the host is paused: for its Retry-After, or
 * without one for 4 s, then 8 s, 16 s \u2026 (a host's own block is usually longer than a short
 * backoff).
 */
/** Latency above twice the host's best plus this is a sign of a queue building at the host. */
const LATENCY_SLACK_MS = 250;
/** Share of the rate a host took that is used after its 429. */
const RATE_MARGIN = 0.85;
/** Share of the rate a host took that probing after a 429 may reach (and never pass). */
const PROBE_CEILING = 0.95;
/** After a 429, clean answers speed the pace up by this factor each (up to `PROBE_CEILING`)\u2026 */
const PROBE_STEP = 1.02;
/** \u2026once this long has passed after the host's pause. */
const PROBE_AFTER_MS = 1000;
/** The first pause after a 429 without Retry-After; each such pause in a row doubles it. */
const NO_RETRY_AFTER_PAUSE_MS = 4000;
class Pacer {
    /** The window as a real number (additive increase adds fractions). */
    window;
    ceiling;
    /** After a 429: one below what was in flight when the host said no. */
    learnedCeiling = Number.POSITIVE_INFINITY;
    /** After a 429: the least time between two starts. */
    intervalMs = 0;
    /** Nothing of the host starts before this (epoch ms). */
    pausedUntil = 0;
    /** Set by the first sign of overload: from then on the window grows one per round trip. */
    congested = false;
    lastStart = 0;
    /** Requests of the host in flight. */
    inFlight = 0;
    /** The highest rate (clean answers a second) the host was seen to take, learned at its 429s. */
    tookRate = 0;
    /** When the requests of the latest clean answers started (at most 512 kept). */
    cleanStarts = [];
    /**
     * The first 429's estimate, while answers to requests sent before it may still come (a 429
     * usually comes back sooner than a real answer): settled at the first start after the pause,
     * or when nothing of the host is in flight.
     */
    estimate;
    /** The start of the request the first 429 refused: a clean answer to a request sent before it, come late, still counts. */
    firstRefusedStart = Number.NEGATIVE_INFINITY;
    overloadsInRow = 0;
    bestLatency = Number.POSITIVE_INFINITY;
    lastDecrease = 0;
    /** When the last 429 that counted came back. */
    lastOverload = Number.NEGATIVE_INFINITY;
    /** When the requests of about the last second started (at most 256 kept). */
    recentStarts = [];
    /** The lowest rate (starts a second) the host refused with a 429: the pace stays below it. */
    refusedRate = Number.POSITIVE_INFINITY;
    constructor(limits) {
        this.ceiling = Math.max(1, limits.ceiling);
        this.window = Math.max(1, Math.min(limits.start, this.ceiling));
    }
    /** Requests of the host that may be in flight now. */
    get limit() {
        return Math.max(1, Math.min(Math.floor(this.window), this.ceiling, this.learnedCeiling));
    }
    /** The earliest time the next request may start (epoch ms); `now` or earlier means now. */
    nextStartAt() {
        return Math.max(this.pausedUntil, this.intervalMs > 0 ? this.lastStart + this.intervalMs : 0);
    }
    /** A request of the host starts. */
    started(now) {
        if (this.estimate && now >= this.pausedUntil)
            this.settleEstimate();
        this.lastStart = now;
        this.recentStarts.push(now);
        if (this.recentStarts.length > 256)
            this.recentStarts.shift();
        this.inFlight++;
    }
    /** A request of the host is over, whatever its outcome. */
    finished() {
        if (this.inFlight === 0)
            return;
        if (--this.inFlight === 0 && this.estimate)
            this.settleEstimate();
    }
    /**
     * The rate the host took before refusing a request started at `refusedStart`: the most, over
     * the starts of its clean answers, of the clean answers started from then to `refusedStart`,
     * per second of that span plus one (see the top of the file). At least 1 a second.
     */
    tookSince(refusedStart) {
        const starts = this.cleanStarts.filter((t) => t <= refusedStart).sort((a, b) => a - b);
        let best = 1;
        for (let k = 0; k < starts.length; k++) {
            best = Math.max(best, ((starts.length - k) * 1000) / (refusedStart - starts[k] + 1000));
        }
        return best;
    }
    /**
     * The least time between starts probing may reach: a margin below the lowest rate the host
     * refused, and never faster than `PROBE_CEILING` of the rate it took.
     */
    get floorMs() {
        const took = this.tookRate > 0 ? 1000 / (this.tookRate * PROBE_CEILING) : 0;
        return Math.max(this.refusedFloorMs, took);
    }
    /** The least time between starts a margin below the lowest rate the host refused (0 before any). */
    get refusedFloorMs() {
        return Number.isFinite(this.refusedRate) ? 1000 / (this.refusedRate * RATE_MARGIN) : 0;
    }
    /** A clean answer (anything but overload or a connection failure) to a request started at `startedAt`. */
    answered(latencyMs, now, startedAt = now - latencyMs) {
        this.cleanStarts.push(startedAt);
        if (this.cleanStarts.length > 512)
            this.cleanStarts.shift();
        // An answer to a request sent before the first 429, come after the estimate was settled (its
        // answers were slower than the pause): what the host took was more, and probing may go further.
        if (this.estimate === undefined && startedAt <= this.firstRefusedStart) {
            this.tookRate = Math.max(this.tookRate, this.tookSince(this.firstRefusedStart));
        }
        this.overloadsInRow = 0;
        if (latencyMs < this.bestLatency)
            this.bestLatency = latencyMs;
        if (latencyMs > 2 * this.bestLatency + LATENCY_SLACK_MS) {
            this.decrease(0.8, latencyMs, now);
            return;
        }
        this.window += this.congested ? 1 / this.window : 1;
        this.window = Math.min(this.window, this.ceiling, this.learnedCeiling);
        // Paced, and the pause and the round trip after the last 429 are over: probe for a faster pace,
        // a little per clean answer, up to PROBE_CEILING of the rate the host took and below any rate
        // it refused (floorMs): the 85 % margin of the first estimate is won back, never more.
        if (this.intervalMs > 0 && now > this.pausedUntil + PROBE_AFTER_MS) {
            this.intervalMs = Math.max(this.floorMs, this.intervalMs / PROBE_STEP);
        }
    }
    /**
     * The host said too much (429, or 503): shrink, learn the ceilings, pause. `inFlight` counts
     * the host's requests in flight when the answer came, this one included; `startedAt` is when
     * this request started. Returns the pause.
     *
     * Once per episode, as TCP cuts once per window: requests that started before the last 429
     * came back were sent before the host's answer was known, so their 429s say nothing new;
     * they only make sure the pause covers their Retry-After.
     */
    overloaded(inFlight, retryAfterMs, now, capMs, startedAt = now) {
        if (startedAt < this.lastOverload) {
            const pause = Math.min(capMs, retryAfterMs ?? 0);
            this.pausedUntil = Math.max(this.pausedUntil, now + pause);
            return pause;
        }
        // A new episode: the first one's estimate is settled with what is in by now.
        if (this.estimate)
            this.settleEstimate();
        this.lastOverload = now;
        this.congested = true;
        this.learnedCeiling = Math.min(this.learnedCeiling, Math.max(1, inFlight - 1));
        this.window = Math.max(1, Math.min(this.window, inFlight) / 2);
        // What the host let through before it refused this request (see tookSince). Requests sent
        // before it may still be on their way: the estimate is settled when they are in.
        const took = this.tookSince(startedAt);
        this.tookRate = Math.max(this.tookRate, took);
        const fromRate = 1000 / (took * RATE_MARGIN);
        if (this.intervalMs === 0) {
            this.estimate = { refusedStart: startedAt, capMs };
            this.firstRefusedStart = startedAt;
        }
        // The rate this 429 refused. Unpaced: the starts of the last second, or since this request
        // started when that is longer (what the host saw), never below what it took. Paced: the pace.
        if (this.intervalMs > 0) {
            this.refusedRate = Math.min(this.refusedRate, 1000 / this.intervalMs);
        }
        else {
            const span = Math.max(1000, now - startedAt);
            while (this.recentStarts.length > 0 && this.recentStarts[0] <= now - span)
                this.recentStarts.shift();
            this.refusedRate = Math.min(this.refusedRate, Math.max(1, took, (this.recentStarts.length * 1000) / span));
        }
        // A 429 met while already paced: the pace was too fast; a third slower.
        this.intervalMs = this.intervalMs > 0 ? this.intervalMs * 1.5 : fromRate;
        this.intervalMs = Math.min(Math.max(this.intervalMs, this.floorMs), capMs);
        const pause = Math.min(capMs, retryAfterMs ?? NO_RETRY_AFTER_PAUSE_MS * 2 ** this.overloadsInRow);
        this.overloadsInRow++;
        this.pausedUntil = Math.max(this.pausedUntil, now + pause);
        return pause;
    }
    /**
     * The first 429's estimate with every answer it waited for: the pace is set from what the host
     * took (never faster than the margin below what it refused).
     */
    settleEstimate() {
        const e = this.estimate;
        this.estimate = undefined;
        const took = this.tookSince(e.refusedStart);
        this.tookRate = Math.max(this.tookRate, took);
        this.intervalMs = Math.min(Math.max(1000 / (took * RATE_MARGIN), this.refusedFloorMs), e.capMs);
    }
    /** A refused or reset connection: the host may be struggling; shrink (once a round trip). */
    failed(now) {
        this.decrease(0.5, Number.isFinite(this.bestLatency) ? this.bestLatency : 0, now);
    }
    decrease(factor, latencyMs, now) {
        this.congested = true;
        if (now - this.lastDecrease < latencyMs)
            return;
        this.lastDecrease = now;
        this.window = Math.max(1, this.window * factor);
    }
}

;// CONCATENATED MODULE: ./src/crawl/schedule/ready-line.ts
/**
 * The external hosts that may start a request now, most work first: the lane with the longest
 * line of waiting URLs (as it was when it joined) is served first, ties in the order they came.
 *
 * Why not plain turns: with hundreds of hosts sharing the global slots, turns give each host the
 * same share, so a host holding a sixth of the links (a rate-limited one, which cannot be hurried
 * later) gets one request a second while a hundred hosts with three links each finish. The run
 * ends when its longest host does; serving the longest line first is the classic rule for the
 * shortest such end (longest processing time first). Each host is still held to its own window
 * and pace, so the longest cannot take every slot: the others fill what it may not use.
 *
 * A binary heap: O(log n) a join and a take, for any number of hosts.
 */
class ReadyLine {
    #items = [];
    #seq = 0;
    get length() {
        return this.#items.length;
    }
    /** Join with `key` (its waiting URLs now): larger keys are taken first. */
    push(item, key) {
        const items = this.#items;
        items.push({ item, key, seq: this.#seq++ });
        let i = items.length - 1;
        while (i > 0) {
            const parent = (i - 1) >> 1;
            if (!this.#before(i, parent))
                break;
            [items[i], items[parent]] = [items[parent], items[i]];
            i = parent;
        }
    }
    /** The item with the most work, or undefined when none is ready. */
    shift() {
        const items = this.#items;
        if (items.length === 0)
            return undefined;
        const top = items[0];
        const last = items.pop();
        if (items.length > 0) {
            items[0] = last;
            let i = 0;
            for (;;) {
                const l = 2 * i + 1;
                const r = l + 1;
                let m = i;
                if (l < items.length && this.#before(l, m))
                    m = l;
                if (r < items.length && this.#before(r, m))
                    m = r;
                if (m === i)
                    break;
                [items[i], items[m]] = [items[m], items[i]];
                i = m;
            }
        }
        return top.item;
    }
    clear() {
        this.#items.length = 0;
    }
    #before(a, b) {
        const x = this.#items[a];
        const y = this.#items[b];
        return x.key > y.key || (x.key === y.key && x.seq < y.seq);
    }
}

;// CONCATENATED MODULE: ./src/crawl/frontier/waiting-codec.ts
/**
 * How a waiting URL is written to a spill segment (crawl/frontier/spill.ts) and read back: one JSON
 * array per line. An Entry in a waiting line (a start URL, a page fetched again) is written as
 * its URL alone and read back as a placeholder (`id` -1) the frontier resolves to the Entry.
 */

const waitingCodec = {
    encode(w) {
        if (isEntry(w) || w.id < 0)
            return JSON.stringify([w.url, w.internal ? 1 : 0]);
        const r = w.ref;
        if (r === undefined)
            return JSON.stringify([w.url, w.internal ? 1 : 0, w.crawl ? 1 : 0, w.depth, w.id]);
        const row = [
            w.url,
            w.internal ? 1 : 0,
            w.crawl ? 1 : 0,
            w.depth,
            w.id,
            r.pageId,
            r.line,
            r.column,
            r.element,
            r.attribute,
            r.text,
            r.raw,
            r.file ?? null,
        ];
        if (r.rendered !== undefined)
            row.push(r.rendered);
        return JSON.stringify(row);
    },
    decode(line) {
        const row = JSON.parse(line);
        if (row.length === 2)
            return { url: row[0], internal: row[1] === 1, crawl: false, depth: 0, id: -1 };
        if (row.length === 5)
            return { url: row[0], internal: row[1] === 1, crawl: row[2] === 1, depth: row[3], id: row[4] };
        const [url, internal, crawl, depth, id, pageId, ln, column, element, attribute, text, raw, file, rendered] = row;
        const ref = { pageId, line: ln, column, element, attribute, text, raw, file: file ?? undefined };
        if (rendered !== undefined)
            ref.rendered = rendered;
        return { url, internal: internal === 1, crawl: crawl === 1, depth, id, ref };
    },
};

;// CONCATENATED MODULE: ./src/crawl/schedule/lanes.ts








/** Slots of the global limit that external checks leave to the site's own pages. */
function pageReserve(concurrency) {
    return concurrency < 4 ? 0 : Math.max(1, Math.floor(concurrency / 8));
}
/** How long a request may hold a global slot while it waits for its answer. */
const STALL_MS = 2000;
/** The window an external host starts with (it grows from there). */
const START_WINDOW = 2;
class HostLanes {
    limits;
    start;
    spill;
    clock;
    #lanes = new Map();
    /** Lanes that have work and may start it now, the site's first. */
    #readyInternal = [];
    /** External lanes that may start now, the one with the most waiting URLs first (ready-line.ts). */
    #readyExternal = new ReadyLine();
    /** Requests holding a global slot. */
    #active = 0;
    #activeExternal = 0;
    /** Requests in flight past `stallMs` that gave their global slot back. */
    #stalled = 0;
    /** A pump is scheduled for the end of this turn of the event loop (#pumpSoon). */
    #pumpPending = false;
    #stopped = false;
    /**
     * Ends the browser's waits for a host's turn (`#hostTurn`) on `stop`. Their timers are not unref'd: while no
     * browser runs they may be all the run is waiting on, and an unref'd one let Node end it without a report.
     */
    #stopping = new AbortController();
    /** Entries in the lanes' retry lines (scheduled retries not yet started). */
    #retrying = 0;
    #idle = [];
    /** When each running entry's attempt started (its 429 may predate the host's last one). */
    #startedAt = new Map();
    #reserve;
    constructor(limits, start, 
    /** Where waiting lines spill (a spill that never does by default). */
    spill = new Spill({ threshold: Number.POSITIVE_INFINITY, chunk: 1 << 30 }), clock = Date.now) {
        this.limits = limits;
        this.start = start;
        this.spill = spill;
        this.clock = clock;
        this.#reserve = pageReserve(limits.concurrency);
    }
    /** Requests started and not yet finished (stalled ones included). */
    get running() {
        return this.#active + this.#stalled;
    }
    /** Retries waiting in the lanes' retry lines. */
    get retrying() {
        return this.#retrying;
    }
    /**
     * Put the entry at the back of its host's line (a retry: of the host's retry line, which goes
     * first), and start what the lanes allow. False, and nothing queued, when the host is down.
     */
    enqueue(entry, retry = false) {
        const lane = this.#laneOf(entry);
        if (lane.health.down) {
            // A retry was requested before: only a first attempt settled here goes unrequested.
            if (!retry)
                lane.health.notRequested++;
            return false;
        }
        if (retry) {
            lane.retrying.push(entry);
            this.#retrying++;
        }
        else
            lane.waiting.push(entry);
        this.#offer(lane);
        this.#pump();
        return true;
    }
    /**
     * One attempt's outcome on the entry's host, `latencyMs` after it started (`part` 'head': the
     * HEAD of an attempt whose GET comes next, which only ends the request): the host's pacing learns from it, and the answer says whether the host (not only the URL) needs handling
     * (host-health.ts). On 'down' the host's waiting entries and retries are taken out of its
     * lane and returned, for the caller to settle; nothing of the host is started after that.
     */
    record(entry, outcome, latencyMs = 0, part = 'attempt') {
        const lane = this.#laneOf(entry);
        const now = this.clock();
        const startedAt = this.#startedAt.get(entry.url) ?? now;
        this.#startedAt.delete(entry.url);
        // A HEAD a GET follows is not the attempt's answer: the host's pacing and health learn from
        // the GET's (one answer per attempt, as when both went in one slot; a HEAD that got a 429
        // has no GET after it, check/head-fallback.ts).
        if (part === 'head')
            return { signal: 'none', dropped: [] };
        const signal = lane.health.record(entry.url, outcome);
        const cap = this.limits.retryAfterMax ?? 30_000;
        if ((0,retry/* comeBackLater */.YD)(outcome.status, outcome.retryAfter)) {
            const retryAfter = (0,retry/* parseRetryAfter */.mu)(outcome.retryAfter, now);
            // A Retry-After longer than the crawl would wait is about the URL ("come back tomorrow"):
            // it pauses that URL alone, unless several URLs of the host say it in a row.
            if (retryAfter === undefined || retryAfter <= cap || signal === 'slow-down') {
                lane.pacer.overloaded(lane.active, retryAfter, now, cap, startedAt);
            }
        }
        else if (outcome.error === 'refused' || outcome.error === 'reset')
            lane.pacer.failed(now);
        // The site's own hosts keep the window the user gave (--concurrency); they still pause on 429.
        else if (outcome.error === undefined && !lane.internal)
            lane.pacer.answered(latencyMs, now, startedAt);
        if (signal !== 'down')
            return { signal, dropped: [] };
        const waiting = lane.waiting.drain();
        lane.health.notRequested += waiting.length;
        const dropped = waiting.concat(lane.retrying);
        this.#retrying -= lane.retrying.length;
        lane.retrying = [];
        return { signal, dropped };
    }
    /**
     * A request of the browser's (`--render`, `--browser-check`: a page, what it loads, a re-check) to a host the
     * crawl asks too: it waits out the host's pause and pace, and counts as one of the host's starts (over at once:
     * the browser's tabs, not the lanes' slots, bound how many run), so the browser and the HTTP client together keep
     * to the pace the host was given. A host the crawl has no lane for is not held.
     */
    async browserTurn(url) {
        const lane = await this.#hostTurn(url);
        if (lane === undefined)
            return;
        lane.pacer.started(this.clock());
        lane.pacer.finished();
    }
    /** Wait until the host of `url` may be asked again (its pause and pace), without asking it. */
    async browserWait(url) {
        await this.#hostTurn(url);
    }
    /** Wait out the pause and pace of the host of `url`; its lane, if the crawl has one. */
    async #hostTurn(url) {
        const lane = this.#lanes.get((0,frontier_url/* siteKeyOfHref */.h)(url));
        if (lane === undefined)
            return undefined;
        for (let wait = lane.pacer.nextStartAt() - this.clock(); wait > 0 && !this.#stopped; wait = lane.pacer.nextStartAt() - this.clock()) {
            await (0,sleep/* sleep */.y)(Math.ceil(wait), this.#stopping.signal);
        }
        return lane;
    }
    /** An answer the browser got: a 429 (or a 503 with Retry-After) pauses and paces its host as the HTTP client's would. */
    browserAnswered(url, status, retryAfter) {
        if (!(0,retry/* comeBackLater */.YD)(status, retryAfter))
            return;
        const lane = this.#lanes.get((0,frontier_url/* siteKeyOfHref */.h)(url));
        if (lane === undefined)
            return;
        const now = this.clock();
        const cap = this.limits.retryAfterMax ?? 30_000;
        const pause = (0,retry/* parseRetryAfter */.mu)(retryAfter, now);
        // As in `record`: a Retry-After past the cap is about that URL, not the host.
        if (pause === undefined || pause <= cap)
            lane.pacer.overloaded(lane.active + 1, pause, now, cap, now);
    }
    /** Whether the entry's host was marked down: after how many refusals in a row, or the answer that said its name does not resolve. */
    down(entry) {
        const health = this.#laneOf(entry).health;
        return { down: health.down, refusals: health.refusals, ...(health.unresolved !== undefined ? { unresolved: health.unresolved } : {}) };
    }
    /** Whether the entry's host was marked slow (answers beyond the timeout, several in a row). */
    slow(entry) {
        return this.#laneOf(entry).health.slow;
    }
    /** External hosts marked slow or down, sorted by host (port included when not the default). */
    troubled() {
        const out = [];
        for (const lane of this.#lanes.values()) {
            if (lane.internal)
                continue;
            const h = lane.health;
            const skipped = h.notRequested > 0 ? { notRequested: h.notRequested } : {};
            if (h.unresolved !== undefined)
                out.push({ host: lane.key, kind: 'unresolved', inRow: 1, ...skipped });
            else if (h.down)
                out.push({ host: lane.key, kind: 'down', inRow: h.refusals, ...skipped });
            else if (h.slow)
                out.push({ host: lane.key, kind: 'slow', inRow: h.timeouts });
        }
        return out.sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
    }
    /** How many external hosts this run asked for something (hosts whose URLs all came from the cache are not among them). */
    externalHosts() {
        let n = 0;
        for (const lane of this.#lanes.values())
            if (!lane.internal)
                n++;
        return n;
    }
    /** Hosts paused now (slowed down, waiting out a Retry-After) and hosts marked down. */
    hostStates(now = this.clock()) {
        let paused = 0;
        let down = 0;
        for (const lane of this.#lanes.values()) {
            if (lane.health.down)
                down++;
            else if (lane.pacer.pausedUntil > now)
                paused++;
        }
        return { paused, down };
    }
    /** Start nothing more: drop every waiting entry and pause timer. Requests running finish on their own. */
    stop() {
        this.#stopped = true;
        this.#stopping.abort();
        this.#retrying = 0;
        this.#readyInternal.length = 0;
        this.#readyExternal.clear();
        for (const lane of this.#lanes.values()) {
            lane.waiting.clear();
            lane.retrying = [];
            lane.ready = false;
            if (lane.wake)
                clearTimeout(lane.wake);
            lane.wake = undefined;
        }
        if (this.running === 0)
            this.#resolveIdle();
    }
    /** Resolves when no request is running. */
    onIdle() {
        if (this.running === 0)
            return Promise.resolve();
        return new Promise((r) => this.#idle.push(r));
    }
    /** The lane of the URL's host: its own pacing, pause and waiting line. */
    #laneOf(entry) {
        const key = (0,frontier_url/* siteKeyOfHref */.h)(entry.url);
        let lane = this.#lanes.get(key);
        if (!lane) {
            const { concurrency, hostConcurrency } = this.limits;
            const known = entry.internal ? undefined : this.limits.hostLimits?.(key);
            const ceiling = entry.internal ? concurrency : (known?.ceiling ?? hostConcurrency);
            const start = entry.internal ? concurrency : Math.min(known?.start ?? START_WINDOW, ceiling);
            lane = {
                key,
                internal: entry.internal,
                active: 0,
                pacer: new Pacer({ start, ceiling }),
                waiting: new WaitingLine(this.spill, waitingCodec),
                retrying: [],
                health: new HostHealth(),
                ready: false,
            };
            this.#lanes.set(key, lane);
        }
        return lane;
    }
    #hasWork(lane) {
        return lane.retrying.length > 0 || lane.waiting.length > 0;
    }
    /**
     * The lane's window: a slow host's remaining URLs all go at once (up to the ceiling), each with
     * its one attempt, rather than holding a few slots for four timeouts each.
     */
    #limit(lane) {
        return lane.health.slow ? Math.max(lane.pacer.limit, this.limits.hostConcurrency) : lane.pacer.limit;
    }
    /** Put the lane in its ready line if it has work it may start now; else wake it when it may. */
    #offer(lane) {
        if (this.#stopped || lane.ready || !this.#hasWork(lane) || lane.active >= this.#limit(lane))
            return;
        const wait = lane.pacer.nextStartAt() - this.clock();
        if (wait > 0) {
            this.#wakeLater(lane, wait);
            return;
        }
        lane.ready = true;
        if (lane.internal)
            this.#readyInternal.push(lane);
        else
            this.#readyExternal.push(lane, lane.waiting.length + lane.retrying.length);
    }
    /** Fill free global slots from the ready lanes: the site's first, then external hosts, the most work first. */
    #pump() {
        const { concurrency } = this.limits;
        while (!this.#stopped && this.#active < concurrency) {
            let lane = this.#readyInternal.shift();
            if (lane === undefined) {
                if (this.#activeExternal >= concurrency - this.#reserve)
                    return;
                lane = this.#readyExternal.shift();
            }
            if (lane === undefined)
                return;
            lane.ready = false;
            if (!this.#hasWork(lane) || lane.active >= this.#limit(lane))
                continue;
            if (lane.pacer.nextStartAt() > this.clock()) {
                this.#offer(lane);
                continue;
            }
            this.#startOne(lane);
            this.#offer(lane);
        }
    }
    /**
     * Fill the freed slots once the answers already read from the sockets are handled (the end of
     * this turn of the event loop), not on the first of them: a 429 that came in with a clean
     * answer of the same host pauses the host before the clean answer's freed slot goes to it.
     */
    #pumpSoon() {
        if (this.#pumpPending)
            return;
        this.#pumpPending = true;
        setImmediate(() => {
            this.#pumpPending = false;
            this.#pump();
        });
    }
    #startOne(lane) {
        let entry = lane.retrying.shift();
        if (entry !== undefined)
            this.#retrying--;
        else
            entry = lane.waiting.shift();
        lane.active++;
        this.#active++;
        if (!lane.internal)
            this.#activeExternal++;
        const now = this.clock();
        lane.pacer.started(now);
        this.#startedAt.set(entry.url, now);
        let stalled = false;
        let stall;
        // Past stallMs the request gives its global slot back; while the stalled are at their cap it
        // looks again a stallMs later.
        const stallLater = () => {
            stall = setTimeout(() => {
                if (this.#stalled >= (this.limits.maxStalled ?? 4 * this.limits.concurrency))
                    return stallLater();
                stalled = true;
                this.#stalled++;
                this.#active--;
                if (!lane.internal)
                    this.#activeExternal--;
                this.#pump();
            }, this.limits.stallMs ?? STALL_MS);
            stall.unref?.();
        };
        stallLater();
        const release = () => {
            clearTimeout(stall);
            lane.active--;
            lane.pacer.finished();
            if (stalled)
                this.#stalled--;
            else {
                this.#active--;
                if (!lane.internal)
                    this.#activeExternal--;
            }
            this.#offer(lane);
            this.#pumpSoon();
            if (this.running === 0)
                this.#resolveIdle();
        };
        this.start(entry).then(release, release);
    }
    #resolveIdle() {
        const waiting = this.#idle;
        this.#idle = [];
        for (const r of waiting)
            r();
    }
    /** One wake-up timer per waiting lane; when it fires, the lane is offered again. */
    #wakeLater(lane, waitMs) {
        if (lane.wake || this.#stopped)
            return;
        lane.wake = setTimeout(() => {
            lane.wake = undefined;
            this.#offer(lane);
            this.#pump();
        }, Math.max(1, Math.ceil(waitMs)));
    }
}

;// CONCATENATED MODULE: ./src/crawl/schedule/known-hosts.ts
const KNOWN_HOSTS = new Map([
    ['github.com', { start: 1, ceiling: 2 }],
    ['www.github.com', { start: 1, ceiling: 2 }],
    ['raw.githubusercontent.com', { start: 1, ceiling: 2 }],
    ['gist.github.com', { start: 1, ceiling: 2 }],
    ['web.archive.org', { start: 1, ceiling: 1 }],
]);
/**
 * The start window and ceiling of a host (its lane key: the host name, with its port when not
 * the default): `--host-limit` first (by host name, or host:port), then the table; undefined for
 * the defaults.
 */
function hostLimitsOf(options) {
    const given = new Map(options.hostLimit.map((l) => [l.host, l.limit]));
    return (hostKey) => {
        const key = hostKey.toLowerCase();
        const name = key.startsWith('[') ? key.slice(0, key.indexOf(']') + 1) : key.split(':')[0];
        const n = given.get(key) ?? given.get(name);
        const known = KNOWN_HOSTS.get(name);
        if (n !== undefined)
            return { start: Math.min(n, known?.start ?? n), ceiling: n };
        return known;
    };
}

;// CONCATENATED MODULE: ./src/model/sitemap.ts
/**
 * Sitemaps (`--sitemap`): what was read, what was wrong with it, and what its entries came to.
 * A listed URL is checked like a link found on a page; its place is the sitemap's `<loc>`
 * (a referrer whose element is `url` or `sitemap` and attribute `loc`).
 */
/** A referrer in a sitemap: the `<loc>` of a `<url>` (a page) or of a `<sitemap>` (in an index). */
function isSitemapPlace(ref) {
    return ref.attribute === 'loc' && (ref.element === 'url' || ref.element === 'sitemap');
}

;// CONCATENATED MODULE: ./src/crawl/sitemaps/check.ts

class SitemapCheck {
    read;
    /** Listed keys on the site (the orphan candidates). */
    listed = new Set();
    /** Keys of on-site URLs that some crawled page links to (not itself). */
    linked = new Set();
    /** Sitemap page records added to the run's pages. */
    pages = 0;
    constructor(read) {
        this.read = read;
    }
    /**
     * Add the sitemaps to the run's pages and give back their entries, each with its place, in
     * document order (a URL in two sitemaps comes twice: it has two places).
     */
    entries(pages, fileFor) {
        const out = [];
        for (const sm of this.read.sitemaps) {
            const pageId = pages.length;
            const record = {
                url: sm.url,
                status: sm.status,
                depth: 0,
                title: '',
                bytes: sm.bytes,
                contentType: sm.contentType,
                links: sm.entries,
                kind: 'sitemap',
            };
            if (sm.finalUrl !== sm.url)
                record.finalUrl = sm.finalUrl;
            pages.push(record);
            this.pages++;
            const file = fileFor(sm.finalUrl);
            for (const l of sm.listed) {
                this.listed.add(l.key);
                const ref = {
                    pageId,
                    line: l.line,
                    column: l.column,
                    element: 'url',
                    attribute: 'loc',
                    text: '',
                    raw: l.loc.length > 2000 ? l.loc.slice(0, 2000) : l.loc,
                };
                if (file !== undefined)
                    ref.file = file;
                out.push({ u: l.u, key: l.key, ref });
            }
        }
        return out;
    }
    /** A crawled page (`pageUrl`) links to an on-site URL. */
    noteLink(key, pageUrl) {
        if (key !== pageUrl)
            this.linked.add(key);
    }
    /**
     * The report's `sitemaps`. `entries` are the frontier's (for verdicts and redirects), `finalOf`
     * its final-URL lookup; orphans only when the run finished (`complete`).
     */
    summary(report, entries, finalOf, startUrls, complete) {
        const sitemapPages = new Set(report.pages.filter((p) => p.kind === 'sitemap').map((p) => p.finalUrl ?? p.url));
        const dead = report.dead
            .filter((r) => r.referrers.some((ref) => isSitemapPlace(ref) && sitemapPages.has(ref.page)))
            .map((r) => r.url)
            .sort();
        const out = {
            read: this.read.records.map((r) => ({ ...r })),
            warnings: this.read.warnings.map((w) => ({ ...w })),
            listed: this.listed.size,
            dead,
        };
        if (complete) {
            // A link through a redirect reaches the redirect's target; a listed URL that redirects is reached at its target.
            const reached = new Set();
            for (const k of this.linked) {
                reached.add(k);
                reached.add(finalOf(k));
            }
            for (const s of startUrls) {
                reached.add(s);
                reached.add(finalOf(s));
            }
            const orphans = [];
            for (const [key, e] of entries) {
                if (!this.listed.has(key))
                    continue;
                if (e.state.kind !== 'settled' || e.state.verdict !== 'ok' || !e.crawl)
                    continue;
                if (reached.has(key) || reached.has(finalOf(key)))
                    continue;
                orphans.push(key);
            }
            out.orphans = orphans.sort();
        }
        return out;
    }
}

// EXTERNAL MODULE: ./src/support/output-path.ts
var output_path = __webpack_require__(168);
;// CONCATENATED MODULE: ./src/support/sha256.ts
/**
 * SHA-256 of a string, in hex. node:crypto is fetched on the first call (`process.getBuiltinModule`), not when
 * this module is imported: a run that hashes nothing (no `--sarif`, no `--mirror`) does not load it (3\u20135 ms).
 */
function sha256Hex(text) {
    return process.getBuiltinModule('node:crypto').createHash('sha256').update(text).digest('hex');
}
/** SHA-256 of a string in base64 (a Content-Security-Policy hash), with node:crypto fetched the same way. */
function sha256Base64(text) {
    return process.getBuiltinModule('node:crypto').createHash('sha256').update(text, 'utf8').digest('base64');
}

;// CONCATENATED MODULE: ./src/mirror/mirror.ts
/**
 * Save crawled pages under a folder, one file per URL, without ever writing outside it.
 *
 * Layout invariants that make the mapping collision-free on disk:
 * - the top level holds only `<host>` folders and the `linkspider-mirror.json` index;
 * - below a host, every *file* name ends in `.<ext>` (letters/digits) and no *folder* name
 *   does (intermediate segments that look like `x.html` become `x.html~d`), so a URL can never
 *   need a path as a folder that another URL uses as a file (`/a.php` vs `/a.php/b`);
 * - what sanitising still merges (`a:b` vs `a*b`, `/A` vs `/a` on case-insensitive disks,
 *   `/docs` vs `/docs/`) is resolved by `Mirror`, which adds `~2`, `~3`, \u2026 before the extension.
 */





/** Name of the index file written by `Mirror.finish()` at the root of the mirror folder. */
const MIRROR_INDEX_FILE = 'linkspider-mirror.json';
/** Longest single path segment, in UTF-8 bytes (most file systems allow 255). */
const MAX_SEGMENT_BYTES = 100;
/** Longest relative path, in UTF-8 bytes; leaves room under Windows' 260 for `~N` and a short prefix. */
const MAX_PATH_BYTES = 240;
/** Writes allowed in flight at once; more wait their turn. */
const MAX_WRITES_IN_FLIGHT = 16;
/** A trailing extension: at least one character before the dot, then 1\u201316 letters/digits. */
const EXTENSION = /^(.+)(\.[A-Za-z0-9]{1,16})$/;
/**
 * Characters Windows (or POSIX, for `/` and NUL) refuses in names, plus C0/C1 controls and the
 * bidi controls that make a name display as something else (`\u202e/lmth.exe` shows as `exe.html/`).
 */
const FORBIDDEN = /[/\\:*?"<>|\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Windows device names, reserved with any extension and in any case (`nul.txt`, `Com1.html`). */
const mirror_RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])[ ]*(\..*)?$/i;
const utf8 = new TextEncoder();
function byteLength(s) {
    return utf8.encode(s).length;
}
function hash(s, hexChars = 8) {
    return sha256Hex(s).slice(0, hexChars);
}
/** Decode `%XX` escapes once; never throws (invalid UTF-8 becomes U+FFFD, stray `%` stays). */
function percentDecode(s) {
    if (!s.includes('%'))
        return s;
    const bytes = [];
    for (let i = 0; i < s.length;) {
        if (s[i] === '%' && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) {
            bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
            i += 3;
        }
        else {
            const ch = String.fromCodePoint(s.codePointAt(i));
            bytes.push(...utf8.encode(ch));
            i += ch.length;
        }
    }
    return new TextDecoder().decode(Uint8Array.from(bytes));
}
/** Cut `s` to at most `maxBytes` UTF-8 bytes on a code point boundary. */
function truncateBytes(s, maxBytes) {
    let out = '';
    let used = 0;
    for (const ch of s) {
        const n = byteLength(ch);
        if (used + n > maxBytes)
            break;
        out += ch;
        used += n;
    }
    return out;
}
/**
 * One decoded URL path segment \u2192 a name that is safe on Windows, macOS and Linux.
 * Returns undefined for an empty segment (dropped).
 */
function sanitizeSegment(raw) {
    const decoded = percentDecode(raw);
    if (decoded === '')
        return undefined;
    let s = decoded.replace(FORBIDDEN, '_');
    // Windows silently drops trailing dots and spaces, so `a.` and `a` would be one file there.
    // A name made only of dots/spaces (`.`, `..`, `. `) becomes that many underscores.
    if (/^[. ]+$/.test(s))
        s = '_'.repeat(s.length);
    else
        s = s.replace(/[. ]+$/, '');
    if (mirror_RESERVED.test(s))
        s = `_${s}`;
    return s;
}
/** Shorten a folder name to MAX_SEGMENT_BYTES, keeping it unique with a hash of the full name. */
function fitFolder(name) {
    if (byteLength(name) <= MAX_SEGMENT_BYTES)
        return name;
    return `${truncateBytes(name, MAX_SEGMENT_BYTES - 9)}~${hash(name)}`;
}
/** Shorten a file name (stem + extension) to MAX_SEGMENT_BYTES, keeping the extension. */
function fitFile(stem, ext) {
    const name = stem + ext;
    if (byteLength(name) <= MAX_SEGMENT_BYTES)
        return name;
    return `${truncateBytes(stem, MAX_SEGMENT_BYTES - 9 - byteLength(ext))}~${hash(name)}${ext}`;
}
/**
 * URL \u2192 relative POSIX path inside the mirror folder. Pure.
 *
 * - `<host>[_<port>]/<path>`; a path ending in `/` \u2192 `\u2026/index.html`;
 * - a last segment with an extension is kept as the file name; without one it becomes a
 *   folder holding `index.html` (`/docs/intro` \u2192 `docs/intro/index.html`);
 * - a query becomes a stable suffix before the extension: `page.html?a=1` \u2192 `page~q-<hash8>.html`;
 * - segments are percent-decoded once and sanitised (see `sanitizeSegment`), long names and
 *   long paths are shortened with hashes.
 *
 * The result never starts with `/`, never has `.`/`..`/empty segments, and is its own
 * `path.posix.normalize`. Different URLs may map to the same path; `Mirror` disambiguates.
 * Throws a TypeError for a string that is not an absolute URL.
 */
function mirrorPath(url) {
    const u = new URL(url);
    let host = sanitizeSegment(u.hostname) ?? '_';
    if (u.port !== '')
        host += `_${u.port}`;
    if (host.toLowerCase() === MIRROR_INDEX_FILE)
        host = `_${host}`;
    host = fitFolder(host);
    const rawSegments = u.pathname.split('/');
    const trailingSlash = u.pathname === '' || u.pathname.endsWith('/');
    const segments = rawSegments.map(sanitizeSegment).filter((s) => s !== undefined);
    const last = trailingSlash ? undefined : segments.pop();
    let stem = 'index';
    let ext = '.html';
    const match = last === undefined ? null : EXTENSION.exec(last);
    if (match) {
        stem = match[1];
        ext = match[2];
    }
    else if (last !== undefined) {
        segments.push(last); // extensionless: a folder holding index.html
    }
    if (u.search.length > 1)
        stem += `~q-${hash(u.search.slice(1))}`;
    const file = fitFile(stem, ext);
    // A folder must never look like a file name, or `/a.php` and `/a.php/b` would need one
    // path as both file and folder.
    const folders = segments.map((s) => fitFolder(EXTENSION.test(s) ? `${s}~d` : s));
    const joined = [host, ...folders, file].join('/');
    if (byteLength(joined) <= MAX_PATH_BYTES)
        return joined;
    // Too long: keep the leading folders that fit, replace the rest with one hashed folder.
    // host \u2264 100 and file \u2264 100 bytes, so `host/~h<12>/file` always fits.
    const hashed = `~h${hash(folders.join('/'), 12)}`;
    let budget = MAX_PATH_BYTES - byteLength(host) - byteLength(file) - byteLength(hashed) - 3;
    const kept = [];
    for (const folder of folders) {
        const cost = byteLength(folder) + 1;
        if (cost > budget)
            break;
        kept.push(folder);
        budget -= cost;
    }
    return [host, ...kept, hashed, file].join('/');
}
/** `a/index.html` + 2 \u2192 `a/index~2.html`. Every file name from `mirrorPath` has an extension. */
function withSuffix(file, n) {
    const slash = file.lastIndexOf('/');
    const dir = file.slice(0, slash + 1);
    const name = file.slice(slash + 1);
    const match = EXTENSION.exec(name);
    return match ? `${dir}${match[1]}~${n}${match[2]}` : `${dir}${name}~${n}`;
}
/** Key under which two paths are the same file on a case-insensitive, normalising disk. */
function foldKey(file) {
    return file.normalize('NFC').toLowerCase();
}
/** True when `child` is strictly inside `parent` (both absolute). */
function isStrictlyInside(parent, child) {
    const rel = external_node_path_default().relative(parent, child);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(rel);
}
/** The URL as the index records it: parsed and serialised, without a fragment; a site path stays a path. */
function pageKey(url) {
    if (url.startsWith('/'))
        return pageKey(`http://site${url}`).slice('http://site'.length);
    const u = new URL(url);
    u.hash = '';
    return u.href;
}
/** Minimal counting semaphore: at most `limit` tasks run at once, the rest queue in order. */
class Limiter {
    limit;
    #active = 0;
    #waiting = [];
    constructor(limit) {
        this.limit = limit;
    }
    async run(task) {
        if (this.#active >= this.limit)
            await new Promise((resolve) => this.#waiting.push(resolve));
        this.#active++;
        try {
            return await task();
        }
        finally {
            this.#active--;
            this.#waiting.shift()?.();
        }
    }
}
// Refuse to follow a symlink planted at the target path (e.g. a reused or restored folder).
const WRITE_FLAGS = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_TRUNC | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
/**
 * Writes pages under `dir`. `write` resolves once the file is on disk (at most 16 writes run
 * at once); `finish` waits for every write, then writes the index.
 */
class Mirror {
    /** Absolute path of the mirror folder. */
    dir;
    /** url \u2192 assigned file (assigned at the first `write`, before the bytes land). */
    #assigned = new Map();
    /** foldKey(file) \u2192 url that owns it. */
    #owners = new Map();
    /** url \u2192 page entry, once a write for it succeeded. */
    #pages = new Map();
    /** file \u2192 tail of its write chain, so two writes of one URL never interleave. */
    #chains = new Map();
    #inFlight = new Set();
    #limiter = new Limiter(MAX_WRITES_IN_FLIGHT);
    #realDir;
    /** A folder check's public form of a URL (see report/public-url.ts): what the index lists. */
    #shown;
    /**
     * `shown` gives the URL the index lists for a page: a folder check lists its public URL (or
     * site path `/x.html`, saved under the folder `site/`), never the loopback server's.
     */
    constructor(dir, options = {}) {
        this.dir = external_node_path_default().resolve(dir);
        this.#shown = options.shown ?? ((u) => u);
    }
    /** Save `body` for `url`; resolves with the relative POSIX path it was written to. */
    write(url, body, meta) {
        const key = pageKey(this.#shown(pageKey(url)));
        const file = this.#assign(key);
        const previous = this.#chains.get(file) ?? Promise.resolve();
        const written = previous.catch(() => undefined).then(() => this.#limiter.run(() => this.#writeFile(file, body)));
        this.#chains.set(file, written);
        const done = written.then(() => {
            this.#pages.set(key, { url: key, file, status: meta.status ?? null, contentType: meta.contentType });
        });
        this.#inFlight.add(done);
        const untrack = () => {
            this.#inFlight.delete(done);
            if (this.#chains.get(file) === written)
                this.#chains.delete(file);
        };
        done.then(untrack, untrack);
        return done.then(() => file);
    }
    /** Wait for all writes, then write `linkspider-mirror.json`; resolves with its absolute path. */
    async finish() {
        while (this.#inFlight.size > 0)
            await Promise.allSettled([...this.#inFlight]);
        (0,output_path/* makeFolders */.wZ)(this.dir);
        const pages = [...this.#pages.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
        const index = { schema: 'linkspider-mirror', version: 1, pages };
        const out = external_node_path_default().join(this.dir, MIRROR_INDEX_FILE);
        await writeNoFollow(out, utf8.encode(`${JSON.stringify(index, null, 2)}\n`));
        return out;
    }
    #assign(url) {
        const existing = this.#assigned.get(url);
        if (existing !== undefined)
            return existing;
        const base = mirrorPath(url.startsWith('/') ? `http://site${url}` : url);
        let file = base;
        for (let n = 2; this.#owners.has(foldKey(file)); n++)
            file = withSuffix(base, n);
        this.#owners.set(foldKey(file), url);
        this.#assigned.set(url, file);
        return file;
    }
    async #writeFile(file, body) {
        const abs = external_node_path_default().resolve(this.dir, ...file.split('/'));
        if (!isStrictlyInside(this.dir, abs)) {
            throw new Error(`Refusing to write mirror file outside ${this.dir}: ${file}`);
        }
        const parent = external_node_path_default().dirname(abs);
        (0,output_path/* makeFolders */.wZ)(parent);
        // A symlinked folder inside the mirror could still lead outside it: check where it really is.
        this.#realDir ??= (0,promises_.realpath)(this.dir);
        const [realDir, realParent] = await Promise.all([this.#realDir, (0,promises_.realpath)(parent)]);
        if (!isStrictlyInside(realDir, external_node_path_default().join(realParent, external_node_path_default().basename(abs)))) {
            throw new Error(`Refusing to write mirror file outside ${this.dir} (through a symlink): ${file}`);
        }
        await writeNoFollow(abs, body);
    }
}
async function writeNoFollow(abs, body) {
    const handle = await (0,promises_.open)(abs, WRITE_FLAGS, 0o666);
    try {
        await handle.writeFile(body);
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/local/site-files.ts
/**
 * A built site folder as a static host serves it: the one place its rules are written, for every face
 * that reads a folder (the loopback server in `server.ts`, and the crawl reading files directly).
 *
 * Behaves like common static hosts (GitHub Pages, Netlify): `dir/` serves `dir/index.html`, `dir`
 * redirects to `dir/` (so relative links resolve as they will in production), and `/about` falls back
 * to `about.html`; the query string is ignored; names are matched as the file system matches them
 * (case-sensitive where it is). A request path never leaves the folder: paths with `..`, encoded
 * slashes/backslashes or NUL are refused. A symbolic link inside the folder is followed wherever it leads,
 * as nginx serves it and as the Pages upload dereferences it; a loop, or a target that cannot be read, answers
 * 403 saying so (nginx's answer too), a link to nothing 404 saying so. With `followSymlinks: false` every file
 * is checked by its real path instead, and one leading out of the folder is not served (and says so).
 *
 * It also lists the folder's pages: every `.html`/`.htm` file, as the URL it is served at. A folder
 * check starts from all of them (as lychee and linkinator do when pointed at a build), so a page no
 * other page links to is still checked, and listed as an orphan.
 */




const DEFAULT_FOLDER_RULES = { fallbackExtensions: ['html'], indexFiles: ['index.html'], excludePath: [], followSymlinks: true };
/** A folder's rules from the options: an extension or index list not given is the default's. */
function folderRulesOf(o) {
    return {
        fallbackExtensions: o.fallbackExtensions ?? DEFAULT_FOLDER_RULES.fallbackExtensions,
        indexFiles: o.indexFiles ?? DEFAULT_FOLDER_RULES.indexFiles,
        excludePath: o.excludePath,
        followSymlinks: o.followSymlinks ?? DEFAULT_FOLDER_RULES.followSymlinks,
    };
}
/**
 * Content types by extension. HTML and text types carry no charset on purpose: the files'
 * bytes decide (BOM, `<meta charset>`), as they do for the crawler on a real host.
 */
const CONTENT_TYPES = {
    '.html': 'text/html',
    '.htm': 'text/html',
    '.css': 'text/css',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.json': 'application/json',
    '.map': 'application/json',
    '.webmanifest': 'application/manifest+json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.avif': 'image/avif',
    '.ico': 'image/x-icon',
    '.woff': 'font/woff',
    '.woff2': 'font/woff2',
    '.ttf': 'font/ttf',
    '.otf': 'font/otf',
    '.pdf': 'application/pdf',
    '.txt': 'text/plain',
    '.xml': 'application/xml',
    '.mp4': 'video/mp4',
    '.webm': 'video/webm',
    '.mp3': 'audio/mpeg',
    '.wasm': 'application/wasm',
    '.zip': 'application/zip',
};
/** Content type for a file name by its extension; `application/octet-stream` when unknown. */
function contentTypeFor(file) {
    // `path.extname` by hand (it runs cold while a folder's start pages are resolved): from the last part's last dot,
    // unless that dot begins the name. Only the table's keys matter, so `..` (no extension there) needs no rule.
    const nameStart = Math.max(file.lastIndexOf('/'), file.lastIndexOf((external_node_path_default()).sep)) + 1;
    const dot = file.lastIndexOf('.');
    const ext = dot > nameStart ? file.slice(dot).toLowerCase() : '';
    return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
/** Parse a request target; undefined when it is malformed or tries to leave the folder. */
function parseTarget(requestTarget) {
    let pathAndQuery = requestTarget;
    if (!pathAndQuery.startsWith('/')) {
        // Absolute-form (`GET http://host/path`) is legal HTTP; anything else (`*`, junk) is not.
        if (!/^https?:\/\//i.test(pathAndQuery))
            return undefined;
        try {
            const u = new URL(pathAndQuery);
            pathAndQuery = u.pathname + u.search;
        }
        catch {
            return undefined;
        }
    }
    const hashAt = pathAndQuery.indexOf('#');
    if (hashAt !== -1)
        pathAndQuery = pathAndQuery.slice(0, hashAt);
    const queryAt = pathAndQuery.indexOf('?');
    const rawPath = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
    const query = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);
    const segments = [];
    const raw = [];
    for (const part of rawPath.split('/')) {
        if (part === '')
            continue; // `//a` is `/a`: never an absolute file-system path
        if (part.includes('\\'))
            return undefined;
        let decoded = part;
        if (part.includes('%')) {
            try {
                decoded = decodeURIComponent(part);
            }
            catch {
                return undefined;
            }
        }
        if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded))
            return undefined;
        segments.push(decoded);
        raw.push(part);
    }
    return { segments, raw, trailingSlash: rawPath.endsWith('/'), query };
}
/** Why a symbolic link that leads out of the folder answers 404. */
const OUTSIDE_REASON = 'symbolic link to outside the folder, not served';
/** Why a symbolic link that cannot be followed answers 403, or one to nothing 404. */
const LOOP_REASON = 'symbolic link loop';
const UNREADABLE_REASON = 'symbolic link target cannot be read';
const DANGLING_REASON = 'symbolic link to nothing';
const MISSING = { kind: 'missing' };
/** What a path that is not a file or folder answers, by why. */
const NOT_SERVED = {
    outside: { kind: 'missing', reason: OUTSIDE_REASON },
    loop: { kind: 'denied', reason: LOOP_REASON },
    unreadable: { kind: 'denied', reason: UNREADABLE_REASON },
    dangling: { kind: 'missing', reason: DANGLING_REASON },
};
/** What a looked-up path answers when it is not served as a file: why not, or plain absence. */
function notServed(entry) {
    return (entry !== undefined && NOT_SERVED[entry.kind]) || MISSING;
}
/**
 * The serving rules, written once for both the async server and the sync `fileFor`: the
 * generator yields paths to look up and receives what is there (see `runAsync`/`runSync`).
 */
function* site_files_resolveTarget(root, t, rules) {
    const served = (logical, entry) => ({
        kind: 'file',
        real: entry.real,
        rel: relativeTo(root, logical),
        // The type follows the requested name (as static hosts do for symlinks), not the link's target.
        contentType: contentTypeFor(logical),
    });
    // `path.join(root, ...segments)` without its normalising (the segments are checked, the root resolved).
    const logical = t.segments.length === 0 ? root : joinName(root, t.segments.join((external_node_path_default()).sep));
    const entry = yield logical;
    if (entry?.kind === 'file')
        return t.trailingSlash ? MISSING : served(logical, entry);
    // A folder's index files (`dir/`), or the fallback extensions of a clean URL (`/about` \u2192 `about.html`).
    const dir = entry?.kind === 'dir';
    if (dir && !t.trailingSlash) {
        // Built from the checked segments (empty ones dropped), so never `//host`-style.
        return { kind: 'redirect', location: `/${t.raw.join('/')}/${t.query}` };
    }
    const candidates = dir
        ? rules.indexFiles.map((name) => joinName(logical, name))
        : t.trailingSlash || t.segments.length === 0
            ? []
            : rules.fallbackExtensions.map((ext) => `${logical}.${ext}`);
    // Why nothing is served, when there is a why: the path itself (outside, a loop \u2026), else the first candidate's.
    let why = dir ? undefined : entry;
    for (const candidate of candidates) {
        const found = yield candidate;
        if (found?.kind === 'file')
            return served(candidate, found);
        why ??= found;
    }
    return notServed(why);
}
/** `logical` (joined under `root`, so normalised and inside it) relative to `root`, with forward slashes. */
function relativeTo(root, logical) {
    const rel = logical.startsWith(root + (external_node_path_default()).sep) ? logical.slice(root.length + 1) : external_node_path_default().relative(root, logical);
    return (external_node_path_default()).sep === '/' ? rel : rel.split((external_node_path_default()).sep).join('/');
}
async function runAsync(gen, look) {
    let step = gen.next();
    while (!step.done)
        step = gen.next(await look(step.value));
    return step.value;
}
function runSync(gen, look) {
    let step = gen.next();
    while (!step.done)
        step = gen.next(look(step.value));
    return step.value;
}
function isWithin(parent, child) {
    if (process.platform !== 'win32') {
        // Both are real paths (normalised, absolute): inside is a prefix up to a separator.
        return child === parent || child.startsWith(parent.endsWith((external_node_path_default()).sep) ? parent : parent + (external_node_path_default()).sep);
    }
    const rel = external_node_path_default().relative(parent, child);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(rel));
}
function classify(realRoot, real, isFile, isDir) {
    if (realRoot !== undefined && !isWithin(realRoot, real))
        return { kind: 'outside', real };
    // Sockets, FIFOs and devices are not site files (and a FIFO would hang the read).
    return isFile ? { kind: 'file', real } : isDir ? { kind: 'dir', real } : undefined;
}
/** Most folders whose real paths are remembered (a site has far fewer; past it each is looked up again). */
const MAX_REMEMBERED_DIRS = 10_000;
/** Most listed files remembered as such (past them a file is looked up when asked for). */
const MAX_LISTED_FILES = 200_000;
/**
 * What a path is, by its real location. A path whose last part is not a symbolic link is its folder's real
 * path plus its name, so one `lstat` and the folder's real path (remembered) answer it; `realpath` walks every
 * part of the path, and was most of a folder check's file-system time. A symbolic link is resolved in full.
 */
class Lookup {
    realRoot;
    #dirs = new Map();
    /** Regular files seen by the folder's own listing (`SiteFolder.listFiles`): answered without an `lstat`. */
    #listed = new Map();
    /** `realRoot`: what every real path must be inside; undefined when symbolic links are followed wherever they lead. */
    constructor(realRoot) {
        this.realRoot = realRoot;
    }
    /** A regular file (not a symbolic link) found by walking the folder: `name` in the normalised folder `dir`. */
    listedFile(dir, name) {
        if (this.#listed.size >= MAX_LISTED_FILES)
            return;
        try {
            const realDir = this.#dirs.get(dir) ?? this.#remember(dir, (0,external_node_fs_.realpathSync)(dir));
            this.#listed.set(joinName(dir, name), classify(this.realRoot, joinName(realDir, name), true, false));
        }
        catch {
            // Gone already: looked up like any other path when asked for.
        }
    }
    async entry(p) {
        const listed = this.#listed.get(p);
        if (listed !== undefined)
            return listed;
        try {
            const st = await (0,promises_.lstat)(p);
            if (!st.isSymbolicLink()) {
                const dir = external_node_path_default().dirname(p);
                const realDir = this.#dirs.get(dir) ?? this.#remember(dir, await (0,promises_.realpath)(dir));
                return classify(this.realRoot, external_node_path_default().join(realDir, external_node_path_default().basename(p)), st.isFile(), st.isDirectory());
            }
            const real = await (0,promises_.realpath)(p);
            const target = await (0,promises_.stat)(real);
            return classify(this.realRoot, real, target.isFile(), target.isDirectory());
        }
        catch (error) {
            return unfollowed(p, error);
        }
    }
    entrySync(p) {
        const listed = this.#listed.get(p);
        if (listed !== undefined)
            return listed;
        try {
            const st = (0,external_node_fs_.lstatSync)(p);
            if (!st.isSymbolicLink()) {
                const dir = external_node_path_default().dirname(p);
                const realDir = this.#dirs.get(dir) ?? this.#remember(dir, (0,external_node_fs_.realpathSync)(dir));
                return classify(this.realRoot, external_node_path_default().join(realDir, external_node_path_default().basename(p)), st.isFile(), st.isDirectory());
            }
            const real = (0,external_node_fs_.realpathSync)(p);
            const target = (0,external_node_fs_.statSync)(real);
            return classify(this.realRoot, real, target.isFile(), target.isDirectory());
        }
        catch (error) {
            return unfollowed(p, error);
        }
    }
    #remember(dir, real) {
        if (this.#dirs.size < MAX_REMEMBERED_DIRS)
            this.#dirs.set(dir, real);
        return real;
    }
}
/**
 * A path whose look-up failed: a symbolic link loop on its way (`ELOOP`), a link whose target cannot be read or
 * leads to nothing (the link itself is there), or plain absence (undefined).
 */
function unfollowed(p, error) {
    const code = error.code;
    if (code === 'ELOOP')
        return { kind: 'loop', real: p };
    if (code !== 'ENOENT' && code !== 'EACCES' && code !== 'EPERM')
        return undefined;
    try {
        if (!(0,external_node_fs_.lstatSync)(p).isSymbolicLink())
            return undefined;
    }
    catch {
        return undefined;
    }
    return { kind: code === 'ENOENT' ? 'dangling' : 'unreadable', real: p };
}
function describeRootError(root, error) {
    const code = error.code;
    const what = code === 'ENOENT' || code === 'ENOTDIR'
        ? 'the folder does not exist'
        : code === 'EACCES' || code === 'EPERM'
            ? 'permission denied (the folder cannot be read)'
            : `the folder cannot be read (${error.message})`;
    return new Error(`Cannot serve "${root}": ${what}.`, { cause: error });
}
/** A site folder, opened once: its rules applied to request targets (`/docs/a.html?x`, or absolute-form URLs). */
class SiteFolder {
    root;
    realRoot;
    rules;
    #lookup;
    /**
     * Request targets \u2192 what the folder serves for each (`resolveSync`): a page is resolved when found, when read
     * and when the report names its file (`fileFor`).
     */
    #resolved = new Map();
    constructor(
    /** Absolute path of the folder. */
    root, 
    /** Its real (symlink-free) path: what every file's real path must be inside when symbolic links are not followed. */
    realRoot, 
    /** Its index files, fallback extensions, excluded paths, and whether symbolic links are followed wherever they lead. */
    rules) {
        this.root = root;
        this.realRoot = realRoot;
        this.rules = rules;
        this.#lookup = new Lookup(rules.followSymlinks ? undefined : realRoot);
    }
    /**
     * Open `root` with `rules` (each rule not given is the default's: symbolic links followed wherever they lead);
     * throws an Error naming the folder when it is missing, not a folder, or unreadable.
     */
    static async open(root, given = {}) {
        const rules = { ...DEFAULT_FOLDER_RULES, ...given };
        const absRoot = external_node_path_default().resolve(root);
        const isDirectory = await (0,promises_.stat)(absRoot).then((st) => st.isDirectory(), (error) => {
            throw describeRootError(absRoot, error);
        });
        if (!isDirectory)
            throw new Error(`Cannot serve "${absRoot}": it is a file, not a folder.`);
        try {
            await (0,promises_.access)(absRoot, external_node_fs_.constants.R_OK | external_node_fs_.constants.X_OK);
            return new SiteFolder(absRoot, await (0,promises_.realpath)(absRoot), rules);
        }
        catch (error) {
            throw describeRootError(absRoot, error);
        }
    }
    /** What the folder serves for a request target (path and query, or an absolute-form URL). */
    resolve(requestTarget) {
        const target = parseTarget(requestTarget);
        if (!target)
            return Promise.resolve(REFUSED);
        return runAsync(site_files_resolveTarget(this.root, target, this.rules), (p) => this.#lookup.entry(p));
    }
    /** The same, synchronously (for mapping URLs back to files while a report is written). */
    resolveSync(requestTarget) {
        const known = this.#resolved.get(requestTarget);
        if (known !== undefined)
            return known;
        const target = parseTarget(requestTarget);
        const resolution = target ? runSync(site_files_resolveTarget(this.root, target, this.rules), (p) => this.#lookup.entrySync(p)) : REFUSED;
        if (this.#resolved.size < MAX_REMEMBERED_FILES)
            this.#resolved.set(requestTarget, resolution);
        return resolution;
    }
    /**
     * The site paths of every HTML file in the folder (`listSiteFiles`). The regular files found are remembered
     * as such, so resolving their URLs afterwards needs no `lstat` each (the listing's entries already say it).
     */
    listFiles(max = MAX_SITE_FILES) {
        return listSiteFiles(this.root, max, (dir, name) => this.#lookup.listedFile(dir, name), this.rules.excludePath, this.rules.followSymlinks ? this.realRoot : undefined);
    }
    /** Whether the site file `rel` (forward slashes) is never read: `--exclude-path` names it or a folder it is in. */
    excluded(rel) {
        return isExcludedPath(rel, this.rules.excludePath);
    }
    /**
     * The relative URL the site file `file` is served at (`sitePathOf`): a folder's index file is the folder
     * (`docs/README.html` \u2192 `docs/`) when it is the one the folder serves (the first of the index files there).
     */
    sitePath(file) {
        const indexFiles = this.rules.indexFiles;
        const slash = file.lastIndexOf('/');
        const name = file.slice(slash + 1);
        if (name !== indexFiles[0] && indexFiles.includes(name)) {
            const folder = sitePathOf(file.slice(0, slash + 1), []);
            const served = this.resolveSync(`/${folder}`);
            if (served.kind !== 'file' || served.rel !== file)
                return sitePathOf(file, []);
        }
        return sitePathOf(file, indexFiles);
    }
    /**
     * The site file (`rel`) served for a request target, following the folder redirect `dir` \u2192 `dir/` (at
     * most one hop); undefined when nothing is served. Each resolution is remembered (`resolveSync`): a report
     * names the file of every place.
     */
    fileFor(requestTarget) {
        let target = requestTarget;
        for (let hop = 0; hop < 2; hop++) {
            const resolution = this.resolveSync(target);
            if (resolution.kind === 'file')
                return resolution.rel;
            if (resolution.kind !== 'redirect')
                return undefined;
            target = resolution.location;
        }
        return undefined;
    }
}
const REFUSED = { kind: 'refused' };
/** Most request targets whose resolution is remembered (one per page and resource of a large site). */
const MAX_REMEMBERED_FILES = 200_000;
/** Folders never walked: version control and dependencies are not part of a built site. */
const site_files_SKIPPED_DIRS = new Set(['node_modules']);
/** Most files collected; a folder with more is not a site build (a start list this long would only exhaust memory). */
const MAX_SITE_FILES = 200_000;
/**
 * Site paths (`index.html`, `docs/intro.html`, forward slashes, relative to `root`) of every
 * HTML file under `root`, sorted, `index.html` first. Hidden entries (`.git`, `.well-known`),
 * `node_modules` and what `exclude` names (`--exclude-path`) are skipped. Symbolic links are not followed, unless
 * `followTo` (the folder's real path) is given: then one leading out of the folder is followed as it is served (a
 * link to inside it leads to files listed under their own names), each real folder walked once (a loop ends there);
 * one to a folder that holds the checked folder (`..`, `/`) is never walked, and a folder that cannot be read is
 * skipped.
 */
async function listSiteFiles(root, max = MAX_SITE_FILES, onFile, exclude = [], followTo) {
    const out = [];
    const walked = new Set();
    const walk = async (dir, rel) => {
        // One `readdir`, not `opendir`'s batches of 32 with a promise per entry: 4 ms against 25 for the PostgreSQL
        // docs' 1,171 entries.
        // A folder inside that cannot be read holds no page we can list (a link to one of its files answers 403 then).
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch((e) => {
            if (rel === '')
                throw e;
            return [];
        });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const d of entries) {
            if (out.length >= max)
                return;
            if (d.name.startsWith('.'))
                continue;
            const childRel = rel === '' ? d.name : `${rel}/${d.name}`;
            if (d.isDirectory()) {
                if (!site_files_SKIPPED_DIRS.has(d.name) && !isExcludedFolder(childRel, exclude))
                    await walk(joinName(dir, d.name), childRel);
            }
            else if (d.isFile() && /\.html?$/i.test(d.name) && !isExcludedPath(childRel, exclude)) {
                out.push(childRel);
                onFile?.(dir, d.name);
            }
            else if (followTo !== undefined && d.isSymbolicLink() && !site_files_SKIPPED_DIRS.has(d.name)) {
                const target = await linkedOutside(joinName(dir, d.name), followTo, walked);
                if (target === 'dir' && !isExcludedFolder(childRel, exclude))
                    await walk(joinName(dir, d.name), childRel);
                else if (target === 'file' && /\.html?$/i.test(d.name) && !isExcludedPath(childRel, exclude))
                    out.push(childRel);
            }
        }
    };
    await walk(root, '');
    return out.sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a < b ? -1 : a > b ? 1 : 0));
}
/**
 * What a symbolic link found by the listing leads to, when it leads out of the folder (`realRoot`): a file, or a
 * folder not walked yet (remembered in `walked`); undefined when it leads inside (listed there), nowhere, or back.
 */
async function linkedOutside(link, realRoot, walked) {
    try {
        const real = await (0,promises_.realpath)(link);
        // Inside the folder: listed under its own names. The folder's own parent, or `/`: it holds the folder itself
        // and everything beside it, no part of the site (a loop in effect), so it is served but never walked.
        if (isWithin(realRoot, real) || isWithin(real, realRoot))
            return undefined;
        const st = await (0,promises_.stat)(real);
        if (st.isFile())
            return 'file';
        if (!st.isDirectory() || walked.has(real))
            return undefined;
        walked.add(real);
        return 'dir';
    }
    catch {
        return undefined;
    }
}
/**
 * `path.join(dir, name)` for a normalised folder and an entry's name (no separator in it): the same string, without
 * `path.normalize`, which runs cold at start-up (~15 \u00b5s a call, 18 ms over the PostgreSQL docs' listing).
 */
function joinName(dir, name) {
    return dir.endsWith((external_node_path_default()).sep) ? dir + name : dir + (external_node_path_default()).sep + name;
}
/**
 * The relative URL a site file is served at, to resolve against the server's URL:
 * `docs/index.html` \u2192 `docs/` (one page for a folder and its index file; `indexFiles` are the
 * names taken for the folder's, the folder's own choice is `SiteFolder.sitePath`'s). Only `%`, `#`,
 * `?` and `\` are percent-encoded here; the URL parser encodes the rest (spaces, non-ASCII)
 * exactly as it does for a link written with the plain name, so both give one URL.
 */
function sitePathOf(file, indexFiles = DEFAULT_FOLDER_RULES.indexFiles) {
    // None of the encoded characters is `/`, so the whole name is encoded at once; a plain name (most) is left as it is.
    const encoded = /[%#?\\]/.test(file) ? file.replace(/[%#?\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : file;
    const name = encoded.slice(encoded.lastIndexOf('/') + 1);
    return indexFiles.includes(name) ? encoded.slice(0, -name.length) : encoded;
}

;// CONCATENATED MODULE: ./src/local/server.ts



function sendError(res, status, headers = {}, reason) {
    const page = errorPage(status);
    res.writeHead(status, reason ?? statusTextOf(status), {
        ...headers,
        'Content-Type': page.contentType,
        'Content-Length': String(page.body.length),
    });
    res.end(page.body); // Node sends no body for HEAD
}
/**
 * Send the file `real` as `contentType`.
 *
 * The handle is closed here on every path. A client that hangs up while the file is being opened (as a short
 * `--timeout` makes the crawl do) leaves a destroyed response, which `pipeline` refuses with a throw; the
 * handle then lingered until garbage collection closed it (Node's DEP0137 warning, one per request).
 */
async function serveFile(req, res, real, contentType) {
    const opened = await openServed(real);
    if ('status' in opened) {
        sendError(res, opened.status);
        return;
    }
    const { handle, size } = opened;
    let piped = false;
    try {
        res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': String(size) });
        if (req.method === 'HEAD' || size === 0 || res.destroyed) {
            res.end();
            return;
        }
        // Read exactly the size announced, even if the file grows meanwhile.
        const stream = handle.createReadStream({ start: 0, end: size - 1, autoClose: false });
        (0,external_node_stream_.pipeline)(stream, res, () => {
            // A client that hangs up mid-body is not our error; pipeline already destroyed both ends. close()
            // waits for a read still under way.
            handle.close().catch(() => { });
        });
        piped = true;
    }
    finally {
        if (!piped)
            await handle.close().catch(() => { });
    }
}
/**
 * Serve `root` on `http://127.0.0.1:<free port>/` (GET and HEAD; keep-alive); with `listen: false`, only
 * its rules and URLs, under `http://127.0.0.1:0/`. Throws an Error naming the folder when it is missing,
 * not a folder, or unreadable. `rules`: its index files, fallback extensions and excluded paths (the options'
 * fields; not given: `index.html`, `.html`, none).
 */
async function startStaticServer(root, options = {}) {
    const folder = await SiteFolder.open(root, options.rules && folderRulesOf(options.rules));
    const host = options.host ?? '127.0.0.1';
    if (options.listen === false)
        return localSite(folder, `http://${urlHost(host)}:0/`, () => Promise.resolve());
    const handle = async (req, res) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
            sendError(res, 405, { Allow: 'GET, HEAD' });
            return;
        }
        const resolution = await folder.resolve(req.url ?? '');
        if (resolution.kind === 'redirect') {
            res.writeHead(301, { Location: resolution.location, 'Content-Length': '0' });
            res.end();
        }
        else if (resolution.kind === 'file') {
            await serveFile(req, res, resolution.real, resolution.contentType);
        }
        else if (resolution.kind === 'missing') {
            sendError(res, 404, {}, resolution.reason);
        }
        else if (resolution.kind === 'denied') {
            sendError(res, 403, {}, resolution.reason);
        }
        else {
            sendError(res, 400);
        }
    };
    const server = process.getBuiltinModule('node:http').createServer((req, res) => {
        handle(req, res).catch(() => {
            if (!res.headersSent)
                sendError(res, 500);
            else
                res.destroy();
        });
    });
    const port = await listenOnFreePort(server, host);
    let closing;
    return localSite(folder, `http://${urlHost(host)}:${port}/`, () => {
        closing ??= new Promise((resolve, reject) => {
            server.close((error) => (error ? reject(error) : resolve()));
            server.closeAllConnections();
        });
        return closing;
    });
}
/** The folder's pages under `url`; `close` stops what serves them. */
function localSite(folder, url, close) {
    const origin = new URL(url).origin;
    return {
        url,
        origin,
        root: folder.root,
        folder,
        fileFor(link) {
            let u;
            try {
                u = new URL(link, url);
            }
            catch {
                return undefined;
            }
            return u.origin === origin ? folder.fileFor(u.pathname + u.search) : undefined;
        },
        close,
    };
}
/** Listen on a free port of `host`; resolves with the port, rejects when the address cannot be bound. */
async function listenOnFreePort(server, host) {
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, host, () => {
            server.off('error', reject);
            resolve();
        });
    });
    return server.address().port;
}
/** A host as written in a URL: an IPv6 address in brackets. */
function urlHost(host) {
    return host.includes(':') ? `[${host}]` : host;
}

;// CONCATENATED MODULE: ./src/report/public-url.ts

/**
 * The mapper for a folder served at `serverUrl` (`http://127.0.0.1:P/`). `baseUrl` is the
 * folder's public address (any path, with or without a trailing slash).
 */
function publicMapper(serverUrl, baseUrl) {
    const root = serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`;
    const origin = root.slice(0, -1);
    const host = new URL(root).host;
    const publicRoot = baseUrl === undefined ? '/' : baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
    const publicHost = baseUrl === undefined ? 'the site' : new URL(publicRoot).host;
    return (text) => {
        if (!text.includes(host))
            return text;
        // Longest form first: `http://h:p/x` \u2192 public root + x; `http://h:p` \u2192 public root;
        // a bare `h:p` (in an error message) \u2192 the public host.
        return text.split(root).join(publicRoot).split(origin).join(publicRoot).split(host).join(publicHost);
    };
}
/** A place in a Markdown file of the repository keeps its repository path (it has no public URL). */
function mapReferrer(r, map) {
    return inRepository(r) ? r : { ...r, page: map(r.page) };
}
function mapResult(r, map) {
    return {
        ...r,
        url: map(r.url),
        reason: map(r.reason),
        redirects: r.redirects.map((h) => ({ ...h, url: map(h.url) })),
        referrers: r.referrers.map((ref) => mapReferrer(ref, map)),
        ...(r.goneToHome !== undefined ? { goneToHome: map(r.goneToHome) } : {}),
    };
}
/** The report with every URL (and every URL inside a message) in its public form. */
function publicReport(report, map) {
    const byUrl = (a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
    const out = {
        ...report,
        run: {
            ...report.run,
            startUrls: report.run.startUrls.map(map),
            ...(report.run.incompleteReason !== undefined ? { incompleteReason: map(report.run.incompleteReason) } : {}),
            ...(report.run.emptyReason !== undefined ? { emptyReason: map(report.run.emptyReason) } : {}),
            ...(report.run.notes ? { notes: report.run.notes.map(map) } : {}),
        },
        pages: report.pages.map((p) => ({ ...p, url: map(p.url), ...(p.finalUrl !== undefined ? { finalUrl: map(p.finalUrl) } : {}) })).sort(byUrl),
        dead: report.dead.map((r) => mapResult(r, map)).sort(byUrl),
        warnings: report.warnings.map((r) => mapResult(r, map)).sort(byUrl),
        ...(report.blocked ? { blocked: report.blocked.map((r) => mapResult(r, map)).sort(byUrl) } : {}),
        ...(report.unfinished ? { unfinished: report.unfinished.map((r) => mapResult(r, map)).sort(byUrl) } : {}),
        ...(report.moved
            ? {
                moved: report.moved
                    .map((m) => ({
                    ...m,
                    url: map(m.url),
                    to: map(m.to),
                    ...(m.redirects ? { redirects: m.redirects.map((h) => ({ ...h, url: map(h.url) })) } : {}),
                    referrers: m.referrers.map((ref) => mapReferrer(ref, map)),
                }))
                    .sort(byUrl),
            }
            : {}),
        mailto: report.mailto.map((m) => ({ ...m, pages: m.pages.map(map) })),
    };
    if (report.orphans)
        out.orphans = report.orphans.map(map);
    if (report.sitemaps) {
        const sm = report.sitemaps;
        out.sitemaps = {
            ...sm,
            read: sm.read.map((r) => ({ ...r, url: map(r.url), ...(r.parent !== undefined ? { parent: map(r.parent) } : {}) })),
            warnings: sm.warnings.map((w) => ({ ...w, sitemap: map(w.sitemap), message: map(w.message) })),
            dead: sm.dead.map(map).sort(),
            ...(sm.orphans ? { orphans: sm.orphans.map(map).sort() } : {}),
        };
    }
    return out;
}

;// CONCATENATED MODULE: ./src/markdown/ignore.ts
/**
 * `.linkspiderignore` at the repository root: one regular expression per line, like
 * lychee's `.lycheeignore`; blank lines and lines starting with `#` are skipped. Links whose
 * URL (or, for a repository path, the link as written or its path) matches are skipped,
 * never requested, exactly as `exclude`.
 */



const IGNORE_FILE = '.linkspiderignore';
function readIgnoreFile(root) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(external_node_path_default().join(root, IGNORE_FILE), 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return [];
        throw new errors/* RunError */.e4('config-file', IGNORE_FILE, `cannot be read: ${e.message}`, { cause: e });
    }
    const out = [];
    text.split(/\r?\n/).forEach((line, i) => {
        const t = line.trim();
        if (t === '' || t.startsWith('#'))
            return;
        try {
            out.push(new RegExp(t));
        }
        catch (e) {
            throw new errors/* UsageError */.eb(`${IGNORE_FILE} line ${i + 1}`, `expected a regular expression: ${e.message}`);
        }
    });
    return out;
}

;// CONCATENATED MODULE: ./src/db/crawl-db.ts
/**
 * The crawl database (`--db FILE`): every parsed page, every link on it with its place, every
 * verdict with its redirect chain, and the mailto addresses, in one SQLite file that can be queried
 * after the run (docs/reports.md, "Crawl database").
 *
 * Written while crawling, not from the report: the crawler calls `page`, `link`, `verdict` and
 * `mailto` as pages are parsed and verdicts settle, and rows are committed in batches, so a
 * 200,000-page crawl holds no more of the database in memory than one batch.
 *
 * SQLite is Node's own `node:sqlite` (no native package to build or bundle). It is loaded only when
 * a database is asked for; on Node 22 loading it prints an ExperimentalWarning, which is held back
 * (that one warning only: see `loadSqlite`).
 *
 * An existing file: a run writes `FILE.partial` and renames it over `FILE` when it ends (complete or
 * stopped by a signal or a limit, marked in `run`), so `FILE` is always a whole database, the last
 * run's or this one's. A file at `FILE` that is not a linkspider database is never overwritten.
 */




/** `PRAGMA application_id`: marks a file as a linkspider database ("LkSp"). */
const APPLICATION_ID = 0x4c6b5370;
/** `PRAGMA user_version`: the schema version below. */
const SCHEMA_VERSION = 1;
/** Rows written per transaction: large enough that commits cost little, small enough to bound memory. */
const BATCH = 5000;
const SCHEMA = `
CREATE TABLE run (
  id INTEGER PRIMARY KEY,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  -- running (the process died before it finished: the rows up to the last batch are there),
  -- complete, or partial (stopped by a signal or a limit: see incomplete_reason).
  state TEXT NOT NULL CHECK (state IN ('running', 'complete', 'partial')),
  incomplete_reason TEXT,
  version TEXT NOT NULL,
  start_urls TEXT NOT NULL,  -- JSON array
  options TEXT NOT NULL,     -- JSON object: the options in force (as in the JSON report's run.options)
  counts TEXT                -- JSON object: the JSON report's counts, when the run finished
);
CREATE TABLE pages (
  id INTEGER PRIMARY KEY,    -- in the order pages were parsed
  url TEXT NOT NULL,         -- as linked (a folder check: its public URL, or its site path)
  final_url TEXT NOT NULL,   -- after redirects (= url without one)
  status INTEGER,
  content_type TEXT NOT NULL,
  bytes INTEGER NOT NULL,    -- body bytes read (decoded)
  title TEXT NOT NULL,
  depth INTEGER NOT NULL,
  fetch_ms REAL,             -- request to last body byte, redirects included
  text_chars INTEGER,        -- characters of text between tags (see docs/reports.md)
  links INTEGER NOT NULL,
  file TEXT                  -- a folder check: the page's file; a Markdown file: its repository path
);
CREATE TABLE links (
  page_id INTEGER NOT NULL REFERENCES pages (id),
  line INTEGER NOT NULL,
  col INTEGER NOT NULL,
  element TEXT NOT NULL,
  attribute TEXT NOT NULL,
  target TEXT NOT NULL,      -- resolved, normalised, fragment removed: joins verdicts.url
  fragment TEXT,             -- the #fragment, without '#'
  raw TEXT NOT NULL,         -- as written in the page
  text TEXT NOT NULL         -- link text, alt or title
);
CREATE TABLE verdicts (
  url TEXT PRIMARY KEY,      -- a missing fragment: url#fragment
  state TEXT NOT NULL CHECK (state IN ('ok', 'warn', 'dead', 'skipped')),
  status INTEGER,
  error TEXT,
  reason TEXT,
  final_url TEXT,
  redirects TEXT NOT NULL,   -- JSON array of {"url", "status"} hops, in order
  attempts INTEGER,
  method TEXT,
  internal INTEGER NOT NULL,
  ms REAL                    -- the last attempt's time
) WITHOUT ROWID;
CREATE TABLE mailto (
  address TEXT NOT NULL,
  page_id INTEGER NOT NULL REFERENCES pages (id),
  PRIMARY KEY (address, page_id)
) WITHOUT ROWID;
`;
/**
 * "Who links here" and "what is on this page", built when the run ends: kept up to date row by row, the
 * index on `links.target` (random keys, 400,000 rows at 20,000 pages) cost more than the whole crawl
 * (measured: 76 s against 7 s for 450,000 rows inserted, then indexed). One sort at the end is cheap.
 */
const INDEXES = `
CREATE INDEX IF NOT EXISTS links_by_target ON links (target);
CREATE INDEX IF NOT EXISTS links_by_page ON links (page_id);
CREATE INDEX IF NOT EXISTS pages_by_url ON pages (url);
CREATE INDEX IF NOT EXISTS mailto_by_page ON mailto (page_id);
`;
/** A `--db` file that cannot be used (`code: 'db-file'`): the message names the file and what to do. */
class DbFileError extends errors/* RunError */.e4 {
    constructor(message, options) {
        super('db-file', undefined, message, options);
    }
}
let sqlite;
/**
 * `node:sqlite`, loaded once. Node 22 prints "ExperimentalWarning: SQLite is an experimental feature"
 * when it is loaded (Node 24.21 no longer does): that warning alone is held back, since a CLI's stderr
 * is for the user's problems; every other warning passes.
 */
async function loadSqlite() {
    if (sqlite)
        return sqlite;
    const emitWarning = process.emitWarning;
    process.emitWarning = function (warning, ...rest) {
        const type = typeof rest[0] === 'string' ? rest[0] : rest[0]?.type;
        const name = typeof warning === 'string' ? type : warning.name;
        const message = typeof warning === 'string' ? warning : warning.message;
        if (name === 'ExperimentalWarning' && /sqlite/i.test(message))
            return;
        return emitWarning.call(process, warning, ...rest);
    };
    try {
        sqlite = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 80099, 23));
    }
    catch (e) {
        throw new DbFileError(`SQLite is not available in this Node.js (${process.version}): ${e.message}; linkspider needs Node 22.19 or later`);
    }
    finally {
        process.emitWarning = emitWarning;
    }
    return sqlite;
}
/** Whether `file` is a SQLite database marked as linkspider's (read from its 100-byte header, not opened). */
function isCrawlDb(file) {
    const header = Buffer.alloc(100);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, 'r');
        if ((0,external_node_fs_.readSync)(fd, header, 0, 100, 0) < 100)
            return false;
    }
    catch {
        return false;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
    return header.toString('latin1', 0, 16) === 'SQLite format 3\0' && header.readUInt32BE(68) === APPLICATION_ID;
}
class CrawlDb {
    db;
    temp;
    file;
    shown;
    pending = 0;
    failed;
    closed = false;
    insertPage;
    insertLink;
    insertVerdict;
    insertMailto;
    constructor(db, 
    /** Where the run writes, and where the file goes when the run ends. */
    temp, file, 
    /** A folder check: the loopback server's URLs shown as the site's public ones. */
    shown) {
        this.db = db;
        this.temp = temp;
        this.file = file;
        this.shown = shown;
        this.insertPage = db.prepare('INSERT OR REPLACE INTO pages (id, url, final_url, status, content_type, bytes, title, depth, fetch_ms, text_chars, links, file) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
        this.insertLink = db.prepare('INSERT INTO links (page_id, line, col, element, attribute, target, fragment, raw, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
        this.insertVerdict = db.prepare('INSERT OR REPLACE INTO verdicts (url, state, status, error, reason, final_url, redirects, attempts, method, internal, ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
        this.insertMailto = db.prepare('INSERT OR IGNORE INTO mailto (address, page_id) VALUES (?, ?)');
    }
    /**
     * Create the database for a run at `FILE.partial` (renamed to `file` by `finish`). Throws
     * `DbFileError` when `file` is a folder, is another kind of file, or cannot be written.
     */
    static async open(file, run, shown = (u) => u) {
        // Through a symlink, the file it leads to is replaced (the link kept); a device or pipe cannot hold a database.
        const real = (0,output_path/* outputTarget */.Th)(file);
        if (real.kind === 'stream')
            throw new DbFileError(`${file} is a device or a pipe; expected a database file to write, such as crawl.db`);
        const target = real.path;
        const st = (0,external_node_fs_.statSync)(target, { throwIfNoEntry: false });
        if (st?.isDirectory())
            throw new DbFileError(`${file} is a folder; expected a database file to write, such as crawl.db`);
        if (st !== undefined && st.size > 0 && !isCrawlDb(target)) {
            throw new DbFileError(`${file} exists and is not a linkspider database; it is left alone: remove it or choose another file`);
        }
        const { DatabaseSync } = await loadSqlite();
        const temp = `${target}.partial`;
        let db;
        try {
            (0,output_path/* makeFolders */.wZ)(external_node_path_default().dirname(target));
            for (const f of [temp, `${temp}-wal`, `${temp}-shm`, `${temp}-journal`])
                (0,external_node_fs_.rmSync)(f, { force: true });
            db = new DatabaseSync(temp);
            // WAL with synchronous=NORMAL: a commit costs no fsync, and a process killed outright still
            // leaves FILE.partial consistent up to its last commit (run.state 'running').
            db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA application_id = ${APPLICATION_ID}; PRAGMA user_version = ${SCHEMA_VERSION};`);
            db.exec(SCHEMA);
            db.prepare('INSERT INTO run (id, started_at, state, version, start_urls, options) VALUES (1, ?, ?, ?, ?, ?)').run(run.startedAt.toISOString(), 'running', run.version, JSON.stringify(run.startUrls.map(shown)), shown(JSON.stringify(run.options)));
        }
        catch (e) {
            (0,external_node_fs_.rmSync)(temp, { force: true });
            throw new DbFileError(`cannot write ${file}: ${e.message}`);
        }
        const out = new CrawlDb(db, temp, target, shown);
        out.db.exec('BEGIN');
        return out;
    }
    /** A parsed page (or stylesheet, or Markdown file). Ids are the crawl's page ids. */
    page(p) {
        this.write(() => {
            const url = this.shown(p.url);
            this.insertPage.run(p.id, url, p.finalUrl !== undefined ? this.shown(p.finalUrl) : url, p.status ?? null, p.contentType, p.bytes, p.title, p.depth, p.fetchMs !== undefined ? Math.round(p.fetchMs * 10) / 10 : null, p.textChars ?? null, p.links, p.file ?? null);
        });
    }
    /** A link on page `pageId`; `target` is what it resolved to (`url#fragment`, or the value itself when it is not a URL). */
    link(pageId, l, target) {
        this.write(() => {
            const hash = target.indexOf('#');
            const fragment = hash === -1 ? null : target.slice(hash + 1);
            this.insertLink.run(pageId, l.line, l.column, l.element, l.attribute, this.shown(hash === -1 ? target : target.slice(0, hash)), fragment, l.value.length > 2000 ? l.value.slice(0, 2000) : l.value, l.text);
        });
    }
    verdict(v) {
        this.write(() => {
            this.insertVerdict.run(this.shown(v.url), v.state, v.status ?? null, v.error ?? null, v.reason || null, v.finalUrl !== undefined ? this.shown(v.finalUrl) : null, this.redirectsJson(v.redirects), v.attempts ?? null, v.method ?? null, v.internal ? 1 : 0, v.ms !== undefined ? Math.round(v.ms * 10) / 10 : null);
        });
    }
    redirectsJson(hops) {
        return hops.length === 0 ? '[]' : this.shown(JSON.stringify(hops.map((h) => ({ url: h.url, status: h.status }))));
    }
    mailto(address, pageId) {
        this.write(() => this.insertMailto.run(address, pageId));
    }
    /** Why the database stopped being written, if it did (a full disk): said in the report's notes. */
    get error() {
        return this.failed;
    }
    /**
     * End the run: the report's problems written over the crawl's verdicts, the run row completed
     * (`complete`, or `partial` with the reason), the file closed and moved to `file`. Returns a note
     * for the report when the database could not be completed (the partial file is then kept).
     */
    finish(end) {
        if (this.closed)
            return this.failed;
        // The report's word on each problem; the final URL and time the crawl saw are kept.
        const upsert = this.db.prepare(`INSERT INTO verdicts (url, state, status, error, reason, final_url, redirects, attempts, method, internal, ms) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, NULL)
       ON CONFLICT (url) DO UPDATE SET state = excluded.state, status = excluded.status, error = excluded.error, reason = excluded.reason,
       redirects = excluded.redirects, attempts = coalesce(excluded.attempts, attempts), method = coalesce(excluded.method, method), internal = excluded.internal`);
        for (const v of end.problems) {
            this.write(() => upsert.run(this.shown(v.url), v.state, v.status ?? null, v.error ?? null, v.reason || null, this.redirectsJson(v.redirects), v.attempts ?? null, v.method ?? null, v.internal ? 1 : 0));
        }
        this.write(() => this.db.exec(INDEXES));
        this.write(() => {
            this.db
                .prepare('UPDATE run SET finished_at = ?, state = ?, incomplete_reason = ?, counts = ? WHERE id = 1')
                .run(end.finishedAt.toISOString(), end.incompleteReason === undefined ? 'complete' : 'partial', end.incompleteReason ?? null, JSON.stringify(end.counts));
        });
        this.closed = true;
        try {
            if (this.db.isTransaction)
                this.db.exec('COMMIT');
            this.db.close();
            if (this.failed === undefined)
                (0,external_node_fs_.renameSync)(this.temp, this.file);
        }
        catch (e) {
            this.failed ??= e.message;
        }
        return this.failed === undefined ? undefined : `db: ${external_node_path_default().basename(this.temp)} could not be completed (${this.failed}); ${this.file} was left as it was`;
    }
    /** Close without finishing (a run that failed): the partial file stays, marked `running`. */
    abandon() {
        if (this.closed)
            return;
        this.closed = true;
        try {
            if (this.db.isTransaction)
                this.db.exec('COMMIT');
            this.db.close();
        }
        catch {
            /* the run has already failed; its own error is what the user needs */
        }
    }
    /** One row, in the open batch; the batch is committed every BATCH rows. A failure stops all writing, never the crawl. */
    write(row) {
        if (this.failed !== undefined || this.closed)
            return;
        try {
            row();
            if (++this.pending >= BATCH) {
                this.pending = 0;
                this.db.exec('COMMIT; BEGIN');
            }
        }
        catch (e) {
            this.failed = e.message;
        }
    }
}

;// CONCATENATED MODULE: ./src/crawl/run/db-hooks.ts
/**
 * What the crawler hands the crawl database (`--db`, src/db/crawl-db.ts): the rows made from its
 * entries, responses and report. The crawler calls these where pages are parsed and verdicts settle;
 * this file keeps the mapping out of its loop.
 */




/** Open the run's database (throws `DbFileError` before any request when the file cannot be used). */
function openCrawlDb(options, startedAt, startUrls, shown) {
    return CrawlDb.open(options.db, { startedAt, version: VERSION, startUrls, options: optionsForReport(options) }, shown);
}
/** Write an entry's verdict just settled to the database, when the run has one. */
function recordVerdict(db, entry, outcome, ms) {
    const row = db !== undefined ? verdictRow(entry, outcome, ms) : undefined;
    if (row)
        db.verdict(row);
}
/** The row of an entry just settled from a response (or the cache): its state and reason as the crawl settled them. */
function verdictRow(entry, outcome, ms) {
    const s = entry.state;
    if (s.kind !== 'settled')
        return undefined;
    const row = {
        url: entry.url,
        state: s.verdict,
        reason: s.reason || (outcome.kind === 'error' ? outcome.errorMessage : undefined),
        redirects: outcome.redirects,
        attempts: entry.attempts,
        internal: entry.internal,
    };
    const { status, error } = (0,model_outcome/* answerOf */.u)(outcome);
    if (status !== undefined)
        row.status = status;
    if (error !== undefined)
        row.error = error;
    if (outcome.finalUrl !== entry.url)
        row.finalUrl = outcome.finalUrl;
    if (entry.method !== undefined)
        row.method = entry.method;
    if (ms !== undefined)
        row.ms = ms;
    return row;
}
/**
 * Close the run's database with the finished report: its problems (dead, warnings, blocked, unfinished)
 * written as the report has them, the run marked complete or partial. Returns the report with a note
 * when the database could not be completed.
 */
function finishCrawlDb(db, report) {
    const problems = function* () {
        for (const list of [report.dead, report.warnings, report.blocked ?? [], report.unfinished ?? []])
            yield* list;
    };
    const note = db.finish({
        finishedAt: new Date(report.run.finishedAt),
        ...(report.run.incomplete ? { incompleteReason: report.run.incompleteReason ?? 'incomplete' } : {}),
        counts: report.counts,
        problems: problems(),
    });
    return note === undefined ? report : { ...report, run: { ...report.run, notes: [...(report.run.notes ?? []), note] } };
}

;// CONCATENATED MODULE: ./src/extract/mailto.ts

/**
 * Addresses in a `mailto:` URL (RFC 6068): the comma-separated path plus `to`, `cc` and
 * `bcc` query fields, percent-decoded. A part with no `@` is no address and is left out
 * (`mailto:?subject=hi`, `mailto:::add-mask::x`). Returns [] when there is no address.
 */
function mailtoAddresses(href) {
    const rest = href.replace(/^mailto:/i, '');
    const q = rest.indexOf('?');
    const path = q === -1 ? rest : rest.slice(0, q);
    const query = q === -1 ? '' : rest.slice(q + 1);
    const raw = [path];
    for (const pair of query.split('&')) {
        const eq = pair.indexOf('=');
        const name = percentDecoded(eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
        if (name === 'to' || name === 'cc' || name === 'bcc')
            raw.push(eq === -1 ? '' : pair.slice(eq + 1));
    }
    const out = [];
    for (const field of raw) {
        for (const part of percentDecoded(field.replace(/\+/g, '%2B')).split(',')) {
            const a = normaliseAddress(part);
            if (a.includes('@') && !out.includes(a))
                out.push(a);
        }
    }
    return out;
}
/** Trim, drop a display name (`Name <a@b>`), lower-case the domain (the local part is case-sensitive). */
function normaliseAddress(s) {
    let a = s.trim();
    const angle = /<([^>]*)>/.exec(a);
    if (angle)
        a = angle[1].trim();
    if (a === '')
        return '';
    const at = a.lastIndexOf('@');
    return at === -1 ? a : a.slice(0, at) + '@' + a.slice(at + 1).toLowerCase();
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/extract/html.ts + 8 modules
var html = __webpack_require__(17385);
// EXTERNAL MODULE: ./src/extract/lines.ts
var lines = __webpack_require__(4218);
;// CONCATENATED MODULE: ./src/extract/parse.ts
/**
 * Parsing one page: decode its bytes (charset sniffing), then extract its links. On the crawl's thread, or on a
 * worker of `parse-pool.ts` (which runs this same function).
 */





function parsePage(body, contentType, collectAnchors, checkCss = false) {
    const decoder = (0,charset/* htmlDecoder */.y8)(body, contentType);
    const options = { collectAnchors, checkCss };
    // A valid UTF-8 page (nearly every page) is read as its bytes, never decoded as a whole (fast-tokenizer.ts);
    // any other is decoded, and read from its text's UTF-8 bytes.
    if (decoder.encoding === 'utf-8' && (0,external_node_buffer_.isUtf8)(body)) {
        const bytes = hasBom(body) ? body.subarray(3) : body;
        return { page: (0,html/* extractLinksFromUtf8 */.oj)(bytes, options, () => decoder.decode(body), !(0,external_node_buffer_.isAscii)(bytes)), encoding: 'utf-8' };
    }
    return { page: (0,html/* extractLinks */.rc)(decoder.decode(body), options), encoding: decoder.encoding };
}
/** Whether the bytes start with UTF-8's byte-order mark (which a decoder drops). */
function hasBom(bytes) {
    return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/**
 * The links of a stylesheet (`url()`, `@import`), with line and column in the `.css` file. Decoded as UTF-8
 * (a BOM is honoured; `@charset` and the referring page's encoding are not: nearly every stylesheet is UTF-8
 * or ASCII, and URLs in CSS are ASCII in practice).
 */
function parseStylesheet(body) {
    const css = new TextDecoder('utf-8').decode(body).replace(/\r\n?|\f/g, '\n');
    const links = [];
    let line = 1;
    let lineStart = 0;
    let scanned = 0;
    for (const u of (0,extract_css/* cssUrls */.Q0)(css)) {
        const value = u.value.trim();
        if (value === '' || value.startsWith('#'))
            continue;
        for (let nl = css.indexOf('\n', scanned); nl !== -1 && nl < u.offset; nl = css.indexOf('\n', nl + 1)) {
            line++;
            lineStart = nl + 1;
        }
        scanned = Math.max(scanned, u.offset);
        links.push({
            value,
            kind: 'resource',
            element: 'css',
            attribute: u.source === 'import' ? '@import' : 'url()',
            line,
            column: u.offset - lineStart + 1,
            text: '',
        });
    }
    // Columns in characters, as a page's are (the text's line ends are all LF here, as `lineStarts` counts them).
    (0,lines/* codePointColumns */.HR)(css, links);
    return links;
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/extract/page-codec.ts
const PER_LINK = 5;
function encodePage({ page, encoding }) {
    const { links } = page;
    const anchors = page.anchors;
    const numbers = new Int32Array(links.length * PER_LINK + (anchors?.size ?? 0));
    const parts = [];
    const kinds = [];
    const kindIndex = new Map();
    let n = 0;
    for (const link of links) {
        const triple = `${link.kind} ${link.element} ${link.attribute}`;
        let k = kindIndex.get(triple);
        if (k === undefined) {
            k = kinds.push(triple) - 1;
            kindIndex.set(triple, k);
        }
        parts.push(link.value, link.text);
        numbers[n++] = link.value.length;
        numbers[n++] = link.text.length;
        numbers[n++] = link.line;
        numbers[n++] = link.column;
        numbers[n++] = k;
    }
    if (anchors) {
        for (const a of anchors) {
            parts.push(a);
            numbers[n++] = a.length;
        }
    }
    const out = { encoding, title: page.title, textChars: page.textChars, text: parts.join(''), numbers, links: links.length, kinds };
    if (page.base !== undefined)
        out.base = page.base;
    if (page.fallback !== undefined)
        out.fallback = page.fallback;
    if (page.hashRedirect !== undefined)
        out.hashRedirect = page.hashRedirect;
    if (anchors)
        out.anchors = anchors.size;
    return out;
}
function decodePage(encoded) {
    const { text, numbers } = encoded;
    const kinds = encoded.kinds.map((triple) => {
        const [kind, element, attribute] = triple.split(' ');
        return { kind, element, attribute };
    });
    const links = new Array(encoded.links);
    let at = 0;
    let n = 0;
    for (let i = 0; i < encoded.links; i++) {
        const valueEnd = at + numbers[n];
        const textEnd = valueEnd + numbers[n + 1];
        const { kind, element, attribute } = kinds[numbers[n + 4]];
        links[i] = {
            value: text.slice(at, valueEnd),
            kind,
            element,
            attribute,
            line: numbers[n + 2],
            column: numbers[n + 3],
            text: text.slice(valueEnd, textEnd),
        };
        at = textEnd;
        n += PER_LINK;
    }
    const page = { links, title: encoded.title, textChars: encoded.textChars };
    if (encoded.anchors !== undefined) {
        const anchors = new Set();
        for (let i = 0; i < encoded.anchors; i++) {
            const end = at + numbers[n++];
            anchors.add(text.slice(at, end));
            at = end;
        }
        page.anchors = anchors;
    }
    if (encoded.base !== undefined)
        page.base = encoded.base;
    if (encoded.fallback !== undefined)
        page.fallback = encoded.fallback;
    if (encoded.hashRedirect !== undefined)
        page.hashRedirect = encoded.hashRedirect;
    return { page, encoding: encoded.encoding };
}

;// CONCATENATED MODULE: ./src/extract/parse-pool.ts
/**
 * Pages parsed on every core. A folder check's thread spends most of its time decoding and tokenizing pages
 * (on the Python docs, about two thirds); the pool gives that work to worker threads (`parse-worker.ts`) while
 * the crawl's thread keeps the frontier, the verdicts and the links. A page's bytes are moved to the worker, not
 * copied, and its links come back in one string and one array (`page-codec.ts`).
 *
 * The crawl's thread parses too: when every worker already has `depth` pages waiting, `parse` says so
 * (`busy()`), and the caller parses the page itself rather than let pages pile up in memory.
 *
 * Measured before (`parse.ts`'s note): one worker parsing every page of a live crawl cost more CPU than it
 * saved, with links cloned back as objects. The codec and the shared load are what changed.
 */





/**
 * Bytes of pages waiting per worker before the caller is told to parse itself: enough that a worker never waits
 * for the crawl's thread (which answers it between its own pages), few enough that pages do not pile up.
 */
const DEPTH = 4 * 1024 * 1024;
/**
 * A worker's young generation: parsing makes short-lived strings, and a small nursery keeps each worker's memory
 * near its 20 MB floor (the default let two workers add 110 MB on the Python docs).
 */
const YOUNG_GENERATION_MB = 6;
class ParsePool {
    #threads = [];
    #waiters = new Map();
    #next = 0;
    #failed;
    /**
     * The pool's worker script, `dist/parse-worker.js`: beside the running bundle (the Action's), or one folder up
     * (the CLI's engine, in `dist/cli/`). Undefined when there is none (the sources run unbundled, as in the unit
     * tests): then pages are parsed on the crawl's thread.
     */
    static script(from) {
        // Spelled so that the bundler does not take it for an asset of its own to copy.
        const folder = from.slice(0, from.lastIndexOf('/') + 1);
        for (const candidate of [`${folder}parse-worker.js`, `${folder}../parse-worker.js`]) {
            const url = new URL(candidate);
            if ((0,external_node_fs_.existsSync)((0,external_node_url_.fileURLToPath)(url)))
                return url;
        }
        return undefined;
    }
    constructor(size, script) {
        for (let i = 0; i < size; i++) {
            const worker = new external_node_worker_threads_.Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
            const thread = { worker, waiting: 0 };
            worker.on('message', (reply) => this.#reply(thread, reply));
            worker.on('error', (e) => this.#fail(e));
            worker.on('exit', (code) => {
                if (code !== 0)
                    this.#fail(new Error(`a parse thread exited with code ${code}`));
            });
            this.#threads.push(thread);
        }
    }
    /** Whether every worker has its fill of pages waiting (or the pool failed): parse this one yourself. */
    busy() {
        if (this.#failed !== undefined)
            return true;
        return this.#least().waiting >= DEPTH;
    }
    /**
     * Parse a page on a worker. `body` is moved there (unusable here after the call) when it owns its whole
     * buffer or is in one of `bodyBuffers`' (which comes back with the reply and is theirs again), else copied.
     */
    parse(body, contentType, collectAnchors, checkCss) {
        if (this.#failed !== undefined)
            return Promise.reject(this.#failed);
        const thread = this.#least();
        const id = this.#next++;
        const pooled = bodyBuffers.owns(body);
        // A copy (`new Uint8Array`; a Buffer's `slice` would be a view of the same memory) when the buffer is shared.
        const sent = pooled || (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && !isShared(body)) ? body : new Uint8Array(body);
        const req = { id, body: sent, contentType, collectAnchors, checkCss };
        thread.waiting += sent.byteLength;
        return new Promise((resolve, reject) => {
            this.#waiters.set(id, { resolve, reject, bytes: sent.byteLength, pooled });
            thread.worker.postMessage(req, [sent.buffer]);
        });
    }
    /** Stop the workers (pages still waiting are rejected). */
    async close() {
        this.#fail(new Error('the parse pool was closed'));
        await Promise.all(this.#threads.map((t) => t.worker.terminate()));
    }
    #least() {
        let best = this.#threads[0];
        for (const t of this.#threads)
            if (t.waiting < best.waiting)
                best = t;
        return best;
    }
    #reply(thread, reply) {
        const waiter = this.#waiters.get(reply.id);
        if (waiter === undefined)
            return;
        thread.waiting -= waiter.bytes;
        this.#waiters.delete(reply.id);
        if (waiter.pooled && reply.body !== undefined)
            bodyBuffers.adopt(reply.body);
        if (reply.page === undefined) {
            waiter.reject(new Error(reply.error));
            return;
        }
        waiter.resolve(decodePage(reply.page));
    }
    #fail(e) {
        this.#failed ??= e;
        for (const w of this.#waiters.values())
            w.reject(e);
        this.#waiters.clear();
    }
}
/** Node's small Buffers share one pooled ArrayBuffer (which cannot be moved); a SharedArrayBuffer is not moved either. */
function isShared(body) {
    return Buffer.isBuffer(body) || Object.prototype.toString.call(body.buffer) !== '[object ArrayBuffer]';
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/crawl/frontier/query-encoding.ts
/**
 * The query of a link on a page that is not UTF-8 is percent-encoded in the page's encoding,
 * as browsers do (URL Standard: the query state encodes with the document's encoding; the
 * path is always UTF-8). `<a href="/s?q=\u4e2d">` on a GBK page requests `/s?q=%D6%D0`, not
 * `/s?q=%E4%B8%AD`; a checker that sends the UTF-8 form checks a URL no visitor requests.
 *
 * Node has no encoder for legacy encodings, only decoders, so an encoder table is built once
 * per encoding by decoding every single byte and every two-byte sequence (about 24,000
 * `TextDecoder` calls for a double-byte encoding, a few milliseconds). Characters the
 * encoding cannot represent become `%26%23NNNN%3B` (`&#NNNN;`), as browsers send them.
 * Stateful ISO-2022-JP and four-byte GB18030 sequences are not in the tables: such characters
 * take the `&#NNNN;` form too (exact for `gbk`, which has no four-byte form).
 */

const tables = new Map();
/** Multi-byte encodings: lead bytes 0x81\u20130xFE, trail bytes 0x40\u20130xFE. */
const DOUBLE_BYTE = new Set(['gbk', 'gb18030', 'big5', 'euc-jp', 'euc-kr', 'shift_jis']);
function hex(b) {
    return `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
}
/** Code point \u2192 its bytes, already percent-encoded; null when there is nothing to build. */
function tableFor(encoding) {
    let table = tables.get(encoding);
    if (table !== undefined)
        return table;
    table = null;
    if (encoding !== 'utf-8' && !encoding.startsWith('utf-16') && encoding !== 'iso-2022-jp' && encoding !== 'replacement') {
        let decoder;
        try {
            decoder = new external_node_util_.TextDecoder(encoding, { fatal: true });
        }
        catch {
            decoder = undefined;
        }
        if (decoder !== undefined) {
            table = new Map();
            const add = (bytes) => {
                let s;
                try {
                    s = decoder.decode(Uint8Array.from(bytes));
                }
                catch {
                    return false;
                }
                const cp = s.codePointAt(0);
                if (cp < 0x80 || s.length !== String.fromCodePoint(cp).length)
                    return false;
                if (!table.has(cp))
                    table.set(cp, bytes.map(hex).join(''));
                return true;
            };
            for (let b = 0x80; b <= 0xff; b++) {
                if (add([b]) || !DOUBLE_BYTE.has(encoding))
                    continue;
                for (let t = 0x40; t <= 0xfe; t++)
                    if (t !== 0x7f)
                        add([b, t]);
            }
        }
    }
    tables.set(encoding, table);
    return table;
}
/**
 * Re-encode the query of `url` (resolved from `value` as written on a page in `encoding`)
 * the way a browser would. Returns `url` itself when nothing changes: UTF-8 pages, links
 * without a non-ASCII query of their own.
 */
function encodeQueryAs(url, value, encoding) {
    if (encoding === 'utf-8')
        return url;
    const q = value.indexOf('?');
    if (q === -1)
        return url;
    const hash = value.indexOf('#');
    if (hash !== -1 && hash < q)
        return url;
    const query = value.slice(q + 1, hash === -1 ? undefined : hash);
    if (!/[^\u0000-\u007f]/.test(query))
        return url;
    const table = tableFor(encoding);
    if (table === null)
        return url;
    let out = '';
    for (const ch of query) {
        const cp = ch.codePointAt(0);
        if (cp < 0x80)
            out += ch;
        else
            out += table.get(cp) ?? `%26%23${cp}%3B`;
    }
    const copy = new URL(url.href);
    copy.search = out;
    return copy;
}

;// CONCATENATED MODULE: ./src/crawl/frontier/link-memo.ts


/** `#` and a fragment of characters the URL parser neither encodes nor strips (no space, control, quote, `<>`, backtick or non-ASCII). */
const PLAIN_FRAGMENT = /^#[\w.~!$&'()*+,;=:@/?%-]*$/;
const WHOLE = 0;
const DIR = 1;
const ABSOLUTE = 2;
const ROOT = 3;
/** Which part of the base `value` can depend on (read by hand: this runs for every link of every page). */
function reach(value) {
    const c = value.charCodeAt(0);
    // `/\u2026`, `//\u2026`, `\\u2026`: the path from the root, or another authority of the base's scheme.
    if (c === 0x2f || c === 0x5c)
        return ROOT;
    // Empty, `#\u2026`, `?\u2026`, or a leading space/control character (stripped by the URL parser, so the next one decides).
    if (!(c > 0x20) || c === 0x23 || c === 0x3f)
        return WHOLE;
    if (!isAsciiAlpha(c))
        return DIR;
    let i = 1;
    for (; i < value.length; i++) {
        const d = value.charCodeAt(i);
        if (!(isAsciiAlpha(d) || (d >= 0x30 && d <= 0x39) || d === 0x2b || d === 0x2d || d === 0x2e))
            break;
    }
    if (value.charCodeAt(i) !== 0x3a)
        return DIR;
    // `scheme://\u2026` is the same whatever the base; `http:x` or `c:x` may lean on all of it.
    return value.charCodeAt(i + 1) === 0x2f && value.charCodeAt(i + 2) === 0x2f ? ABSOLUTE : WHOLE;
}
/**
 * A copy of `s` that does not hold on to the page it was cut from: an attribute value is a slice of its page's
 * text, and a kept slice keeps the whole page alive (V8's sliced strings).
 */
function own(s) {
    return s.length < 13 ? s : `${s}\u0000`.slice(0, -1);
}
function isAsciiAlpha(c) {
    const l = c | 0x20;
    return l >= 0x61 && l <= 0x7a;
}
class LinkMemo {
    scope;
    limit;
    /** Base href (or directory) \u2192 href \u2192 result; legacy encodings apart. */
    #bases = new Map();
    #absolute = new Map();
    #size = 0;
    constructor(scope, limit = 100_000) {
        this.scope = scope;
        this.limit = limit;
    }
    /**
     * The memo's view of one document's base URL. Hrefs that lean on the whole base (`#x`, `?q`) are remembered for
     * this document only: no other document has its URL.
     */
    base(url, encoding) {
        const href = url.href;
        const pathEnd = href.length - url.hash.length - url.search.length;
        const dir = href.slice(0, href.lastIndexOf('/', pathEnd - 1) + 1);
        const legacy = encoding === 'utf-8' ? '' : encoding;
        const dirTable = this.#table(`${legacy} ${dir}`);
        // An http(s) href is `scheme://authority/path\u2026`: its root is the href up to the path. (Not on a `file:` base,
        // where `/x` keeps the base's drive letter.)
        const web = url.protocol === 'http:' || url.protocol === 'https:';
        const root = web ? this.#table(`${legacy} ${href.slice(0, href.indexOf('/', url.protocol.length + 2))}`) : dirTable;
        return { url, encoding: legacy, whole: new Map(), dir: dirTable, root };
    }
    resolve(value, base) {
        const r = base.encoding === '' ? reach(value) : WHOLE;
        const table = r === ROOT ? base.root : r === DIR ? base.dir : r === WHOLE ? base.whole : this.#absolute;
        let result = table.get(value);
        if (result === undefined) {
            result =
                (table === base.whole && base.encoding === '' && PLAIN_FRAGMENT.test(value) ? this.#fragment(value, base) : undefined) ?? this.#compute(value, base);
            if (table === base.whole) {
                table.set(value, result);
            }
            else {
                if (++this.#size > this.limit)
                    this.#clear();
                table.set(own(value), result);
            }
        }
        return result;
    }
    #table(key) {
        let t = this.#bases.get(key);
        if (t === undefined) {
            t = new Map();
            this.#bases.set(key, t);
        }
        return t;
    }
    /** Start over; a document's tables from before go on working for that document alone. */
    #clear() {
        this.#bases.clear();
        this.#absolute.clear();
        this.#size = 0;
    }
    /**
     * `#x` on a document: its base (the empty href, resolved once per document) with `x` as the fragment, which the
     * URL parser keeps as written when it is made of `PLAIN_FRAGMENT`'s characters. Most of a documentation page's
     * links are its own sections (the Python docs: 58,000 of 175,000).
     */
    #fragment(value, base) {
        const self = this.resolve('', base);
        if (self.kind !== 'http')
            return undefined;
        return httpLink(self.key, value.slice(1));
    }
    #compute(value, base) {
        let resolved = (0,frontier_url/* tryResolve */.Cn)(this.scope.withPublicScheme(value, base.url), base.url);
        if (resolved === undefined)
            return { kind: 'invalid' };
        if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:')
            return { kind: 'scheme', scheme: resolved.protocol.slice(0, -1), href: resolved.href };
        if (base.encoding !== '')
            resolved = encodeQueryAs(resolved, value, base.encoding);
        return locatedLink(this.scope, resolved);
    }
}
/** An http(s) URL as the run requests it: located by the scope, its key, and its fragment kept apart. */
function locatedLink(scope, resolved) {
    const { u, key } = scope.locate(resolved);
    return httpLink(key, u.hash.length > 1 ? u.hash.slice(1) : '');
}
/** A memo answer for an http(s) URL requested as `key`, found with `fragment` (`''`: none). */
function httpLink(key, fragment) {
    return { kind: 'http', key, target: fragment === '' ? key : `${key}#${fragment}`, fragment, entry: undefined, id: -1, fileNoted: false };
}

;// CONCATENATED MODULE: ./src/crawl/run/records.ts
function newRecords() {
    return {
        pages: [],
        mailto: new Map(),
        anchors: new Map(),
        fragmentRefs: [],
        hashRedirects: new Map(),
        requests: 0,
        fromCache: 0,
        notes: [],
        stats: { parser: { fast: 0, parse5: 0, fallbacks: {} } },
    };
}
/** `run.stats.markdown`: one more Markdown file read by markdown-it, or by micromark for the reason given. */
function countMarkdown(stats, fallback) {
    const md = (stats.markdown ??= { fast: 0, micromark: 0, fallbacks: {} });
    if (fallback === undefined)
        md.fast++;
    else {
        md.micromark++;
        md.fallbacks[fallback] = (md.fallbacks[fallback] ?? 0) + 1;
    }
}
/** `run.stats.parser`: one more page read by the fast tokenizer, or by parse5 for the reason given. */
function countParser(stats, fallback) {
    const parser = stats.parser;
    if (fallback === undefined) {
        parser.fast++;
        return;
    }
    parser.parse5++;
    parser.fallbacks[fallback] = (parser.fallbacks[fallback] ?? 0) + 1;
}

;// CONCATENATED MODULE: ./src/browser/cookies.ts
const keyOf = (c) => `${c.name}\0${c.domain}\0${c.path}`;
const sigOf = (c) => `${c.value}\0${c.hostOnly}\0${c.secure}\0${c.httpOnly}\0${c.expires ?? ''}`;
/** The browser's form: a domain without a leading dot is the host's alone (as Chrome reads it). */
function browserCookie(c) {
    return {
        name: c.name,
        value: c.value,
        domain: c.hostOnly ? c.domain : `.${c.domain}`,
        path: c.path,
        secure: c.secure,
        httpOnly: c.httpOnly,
        ...(c.expires !== undefined ? { expires: c.expires } : {}),
    };
}
function jarCookie(c) {
    const hostOnly = !c.domain.startsWith('.');
    return {
        name: c.name,
        value: c.value,
        domain: hostOnly ? c.domain : c.domain.slice(1),
        hostOnly,
        path: c.path,
        secure: c.secure === true,
        httpOnly: c.httpOnly === true,
        ...(c.session || c.expires < 0 ? {} : { expires: Math.floor(c.expires) }),
    };
}
class CookieBridge {
    jar;
    /** What the browser and the jar were last seen to agree on, by name, domain and path. */
    #known = new Map();
    /** The jar's version last given to the browser. */
    #given = Number.NaN;
    #browser;
    /** One exchange at a time: a read while cookies are being put would take the missing ones for removed. */
    #line = Promise.resolve();
    constructor(jar) {
        this.jar = jar;
    }
    /** Before a page: the jar's changes since it was last given (a browser started again gets all of it). */
    toBrowser(browser) {
        return this.#queue(async () => {
            if (browser !== this.#browser) {
                this.#browser = browser;
                this.#known.clear();
                this.#given = Number.NaN;
            }
            if (this.jar.version === this.#given)
                return;
            this.#given = this.jar.version;
            const inJar = new Set();
            const changed = [];
            for (const c of this.jar.all()) {
                const key = keyOf(c);
                inJar.add(key);
                if (this.#known.get(key)?.sig !== sigOf(c))
                    changed.push(c);
            }
            const gone = [...this.#known].filter(([key]) => !inJar.has(key));
            // One by one: a cookie the browser refuses is not taken for one it has (and later for one a page removed).
            await Promise.all(changed.map(async (c) => {
                if (await browser.setCookie(browserCookie(c)).then(() => true, () => false))
                    this.#known.set(keyOf(c), { cookie: c, sig: sigOf(c) });
            }));
            for (const [key] of gone)
                this.#known.delete(key);
            // A cookie set as expired is removed (puppeteer's deleteCookie does the same).
            if (gone.length > 0)
                await browser.setCookie(...gone.map(([, v]) => ({ ...browserCookie(v.cookie), expires: 1 }))).catch(() => undefined);
        });
    }
    /** After a page: what the browser's pages set, changed or removed, into the jar. */
    fromBrowser(browser) {
        return this.#queue(async () => {
            if (browser !== this.#browser || !browser.connected)
                return;
            const seen = new Set();
            for (const b of await browser.cookies()) {
                const c = jarCookie(b);
                const key = keyOf(c);
                seen.add(key);
                const sig = sigOf(c);
                if (this.#known.get(key)?.sig === sig)
                    continue;
                this.#known.set(key, { cookie: c, sig });
                this.jar.set(c);
            }
            for (const [key, v] of this.#known) {
                if (seen.has(key))
                    continue;
                this.#known.delete(key);
                this.jar.remove(v.cookie);
            }
        });
    }
    #queue(work) {
        const next = this.#line.then(work);
        this.#line = next.catch(() => undefined);
        return next;
    }
}

;// CONCATENATED MODULE: ./src/browser/dom-script.ts
/**
 * What runs inside a rendered page: its links as the DOM holds them once scripts have run, shadow roots
 * included. Kept as source text (it runs in the page, not in Node; the crawl's TypeScript has no DOM types),
 * called with the rows of `extract/link-table.ts` the crawl passes in, so the browser reads the same attributes
 * the HTML extraction does. Each link: element, attribute, the value as written, the value resolved against the
 * document's base, its text and a CSS path (shadow hosts joined with ` >>> `).
 */
/** Source of a function `(rows) => DomLink[]`, evaluated in the page. */
const DOM_LINKS_SCRIPT = String.raw `(rows) => {
  const SVG = 'http://www.w3.org/2000/svg';
  const byName = new Map();
  for (const r of rows) {
    const list = byName.get(r.element) || [];
    list.push(r);
    byName.set(r.element, list);
  }
  const out = [];
  const clip = (s, n) => (s.length > n ? s.slice(0, n) : s);
  const collapse = (s) => clip(s.replace(/\s+/g, ' ').trim(), 200);
  const step = (el) => {
    const tag = el.localName;
    if (el.id && /^[A-Za-z][\w-]*$/.test(el.id)) return tag + '#' + el.id;
    const parent = el.parentElement;
    if (!parent) return tag;
    let n = 0;
    let same = 0;
    for (const c of parent.children) {
      if (c.localName === tag) same++;
      if (c === el) n = same;
    }
    return same > 1 ? tag + ':nth-of-type(' + n + ')' : tag;
  };
  const cssPath = (el, prefix) => {
    const parts = [];
    for (let e = el; e; e = e.parentElement) {
      const s = step(e);
      parts.unshift(s);
      if (s.includes('#')) break;
    }
    const p = (prefix ? prefix + ' >>> ' : '') + parts.join(' > ');
    return p.length > 300 ? '...' + p.slice(p.length - 297) : p;
  };
  const resolve = (v, base) => {
    try {
      return new URL(v, base).href;
    } catch {
      return v;
    }
  };
  const textOf = (el, tag) => {
    if (tag === 'a') return collapse(el.textContent || '');
    if (tag === 'area' || tag === 'img') return collapse(el.getAttribute('alt') || '');
    return '';
  };
  const add = (el, tag, attribute, raw, prefix) => {
    const value = raw.trim();
    if (value === '') return;
    out.push({ element: tag, attribute, raw: clip(value, 2000), href: resolve(value, el.baseURI), text: textOf(el, tag), path: cssPath(el, prefix) });
  };
  const visit = (root, prefix) => {
    for (const el of root.querySelectorAll('*')) {
      const svg = el.namespaceURI === SVG;
      const tag = el.localName.toLowerCase();
      const found = byName.get(svg ? 'svg:' + tag : tag);
      const skip =
        (tag === 'input' && (el.getAttribute('type') || '').toLowerCase() !== 'image') ||
        (tag === 'link' && /(^|\s)(preconnect|dns-prefetch)(\s|$)/i.test(el.getAttribute('rel') || ''));
      if (found && !skip) {
        for (const r of found) {
          for (const a of r.attributes) {
            const v = el.getAttribute(a);
            if (v === null) continue;
            if (a === 'srcset') {
              for (const c of v.split(',')) add(el, tag, a, c.trim().split(/\s+/)[0] || '', prefix);
            } else {
              add(el, tag, a, v, prefix);
            }
            if (r.firstOnly) break;
          }
        }
      }
      if (el.shadowRoot) visit(el.shadowRoot, cssPath(el, prefix));
    }
  };
  visit(document, '');
  return out;
}`;

;// CONCATENATED MODULE: ./src/browser/settle.ts
/** Network quiet this long, and no short timer pending: settled, however its DOM changes (an animation). */
const IDLE_MS = 500;
/** Network quiet this long: settled, whatever the page does (a page that polls with short timers). */
const TIMERS_MS = 2000;
/** Network and DOM quiet this long, with no short timer pending: settled. */
const QUICK_MS = 150;
/** A `setTimeout` this short or shorter may still build links: the page is not settled while one is pending. */
const SHORT_TIMER_MS = 1000;
/** How often the quiet is looked at. */
const STEP_MS = 50;
const KEY = `__linkspider_quiet_${Math.random().toString(36).slice(2)}`;
/** Run in every document of a tab before its scripts: what `QUIET_PROBE` reads. */
const QUIET_SCRIPT = `(() => {
  const w = window;
  let last = performance.now();
  const timers = new Set();
  const set = w.setTimeout;
  const clear = w.clearTimeout;
  w.setTimeout = function (fn, ms, ...args) {
    if (typeof fn !== 'function' || Number(ms) > ${SHORT_TIMER_MS}) return set.call(this, fn, ms, ...args);
    const id = set.call(this, function () { timers.delete(id); return fn.apply(this, arguments); }, ms, ...args);
    timers.add(id);
    return id;
  };
  w.clearTimeout = function (id) { timers.delete(id); return clear.call(this, id); };
  new MutationObserver(() => { last = performance.now(); }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  Object.defineProperty(w, ${JSON.stringify(KEY)}, { value: () => [timers.size, performance.now() - last] });
})();`;
/** Pending short timers and ms since the DOM last changed; absent when the page's script did not run. */
const QUIET_PROBE = `(() => { const f = window[${JSON.stringify(KEY)}]; return f ? f() : null; })()`;
/**
 * A tab's requests in flight and when the last one started or ended. A request ends at its response's head (as
 * puppeteer's own network idle counts: a stream that never ends does not hold the page), or when it finished or
 * failed. `reset` before each page: what the last page left unanswered is not this page's.
 */
class NetWatch {
    #inFlight = new Set();
    #last = Date.now();
    constructor(page) {
        page.on('request', (req) => {
            this.#inFlight.add(req);
            this.#last = Date.now();
        });
        const ended = (req) => {
            if (this.#inFlight.delete(req))
                this.#last = Date.now();
        };
        page.on('response', (res) => ended(res.request()));
        page.on('requestfinished', ended);
        page.on('requestfailed', ended);
    }
    reset() {
        this.#inFlight.clear();
        this.#last = Date.now();
    }
    /** How long the network has been quiet (0 while a request is in flight). */
    quietFor(now = Date.now()) {
        return this.#inFlight.size > 0 ? 0 : now - this.#last;
    }
}
/** Wait until the page has settled (true), or `capMs` passed first (false). */
async function settle(page, net, capMs) {
    const until = Date.now() + capMs;
    for (;;) {
        // The browser closed (the run stopped) or the tab went: nothing will settle.
        if (page.isClosed() || !page.browser().connected)
            throw new Error('the tab was closed while its page settled');
        const quiet = net.quietFor();
        if (quiet >= TIMERS_MS)
            return true;
        if (quiet >= QUICK_MS) {
            const probe = (await page.evaluate(QUIET_PROBE));
            const [timers, domQuiet] = probe ?? [0, 0];
            const now = net.quietFor();
            if (timers === 0 && (now >= IDLE_MS || (domQuiet >= QUICK_MS && now >= QUICK_MS)))
                return true;
        }
        const left = until - Date.now();
        if (left <= 0)
            return false;
        await new Promise((r) => setTimeout(r, Math.min(STEP_MS, left)));
    }
}

;// CONCATENATED MODULE: ./src/browser/session.ts
/**
 * One headless Chrome/Chromium for a run (`--render`, `--browser-check`), driven by puppeteer-core, which is
 * loaded here by a dynamic import only when a run asks for a browser (the bundle keeps it in a chunk of its own:
 * a run without a browser never reads it). Pages are loaded a few at a time (a pool of tabs, each used again for
 * the next page once its last one ended in good order). The browser runs with a fresh profile in a temporary folder (removed at `close`), downloads
 * refused, only http(s) requests, popups closed and dialogs dismissed; extra headers go only where `headersFor`
 * says, the `--cookie-jar`'s cookies by their own rules (cookies.ts), and every request keeps to the run's pacing
 * of its host (`pacing`). A browser that crashes is started again once; a second crash (or a failed start) leaves
 * the session unusable, and every later call answers that rendering stopped.
 */







/** A main document to load again after `waitMs`. */
class Again {
    waitMs;
    constructor(waitMs) {
        this.waitMs = waitMs;
    }
}
/** The most a page may take to settle (settle.ts says when it has). */
const SETTLE_CAP_MS = 10_000;
/** A free tab unused this long is blanked (its page's scripts stopped). */
const PARKED_MS = 1000;
/** Challenge pages reload themselves: at most this many navigations are waited for. */
const CHALLENGE_RELOADS = 3;
/** Schemes a page may request: the web's, and the ones a page makes for itself. Everything else is refused (file:, chrome:, ...). */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'data:', 'blob:', 'about:']);
class BrowserUnavailable extends Error {
}
/** Launch flags: headless, no GPU, nothing fetched on the browser's own account, no first-run work. */
function launchArgs() {
    const args = [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-extensions',
        '--disable-default-apps',
        '--no-first-run',
        '--no-default-browser-check',
        '--mute-audio',
    ];
    // Chromium's sandbox cannot start as root (containers, CI images); anywhere else it stays on.
    if (process.getuid?.() === 0 || process.env.LINKSPIDER_NO_SANDBOX === '1')
        args.push('--no-sandbox');
    return args;
}
class BrowserSession {
    settings;
    #browser;
    #starting;
    /** Every profile folder this session made: a crashed browser's helpers may still write to theirs, so all go at `close`. */
    #profiles = [];
    #restarts = 0;
    #closed = false;
    #closing;
    /** Why the session stopped rendering (set once). */
    #stopped;
    #active = 0;
    #waiting = [];
    /** Tabs free for the next page (at most `concurrency`, of the running browser). */
    #free = [];
    /** Ends the waits before a page is loaded again, on `close`. */
    #closeSignal = new AbortController();
    notes = [];
    #cookies;
    constructor(settings) {
        this.settings = settings;
        if (settings.cookies !== undefined)
            this.#cookies = new CookieBridge(settings.cookies);
    }
    /** Why the browser is no longer used, once it is not. */
    get stopped() {
        return this.#stopped;
    }
    /** Load a page, let it settle, read its links (with `rows`, extract/link-table.ts's). */
    render(url, rows) {
        return this.#attempts(url, async ({ page, net }, attempt) => {
            const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.settings.timeoutMs });
            const again = this.#again(response, attempt);
            if (again !== undefined)
                return again;
            const settled = await settle(page, net, Math.min(SETTLE_CAP_MS, this.settings.timeoutMs));
            const links = (await page.evaluate(`(${DOM_LINKS_SCRIPT})(${JSON.stringify(rows)})`));
            return { ...(response ? { status: response.status() } : {}), finalUrl: page.url(), links, settled };
        });
    }
    /** Load a URL as a person's browser would: a challenge page that sets its cookie and reloads gets its reloads. */
    visit(url) {
        return this.#attempts(url, async ({ page }, attempt) => {
            let response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.settings.timeoutMs });
            const again = this.#again(response, attempt);
            if (again !== undefined)
                return again;
            let status = response?.status();
            for (let i = 0; i < CHALLENGE_RELOADS && (status === undefined || status < 200 || status >= 300); i++) {
                try {
                    response = await page.waitForNavigation({ waitUntil: 'domcontentloaded', timeout: Math.min(SETTLE_CAP_MS, this.settings.timeoutMs) });
                }
                catch {
                    break;
                }
                if (response)
                    status = response.status();
            }
            return status !== undefined ? { status } : { error: 'no response' };
        });
    }
    /**
     * `work` in a tab, once more in a new turn each time it answers `Again`: the main document was told to come back
     * later (a 429), and the wait is spent with no tab held and outside the tab's deadline.
     */
    async #attempts(url, work) {
        for (let attempt = 1;; attempt++) {
            await this.settings.pacing?.ready(new URL(url));
            // A stop during the wait: no browser is started for it.
            if (this.#closed)
                throw new BrowserUnavailable('the run is ending');
            const result = await this.#inTab(url, (tab) => work(tab, attempt));
            if (!(result instanceof Again))
                return result;
            await (0,sleep/* sleep */.y)(result.waitMs, this.#closeSignal.signal);
        }
    }
    /** When the main document's answer is one to wait out and load again (the run's pacing decides): how long. */
    #again(response, attempt) {
        const pacing = this.settings.pacing;
        if (pacing === undefined || response === null)
            return undefined;
        const waitMs = pacing.retryAfter(attempt, response.status(), response.headers()['retry-after']);
        return waitMs === undefined ? undefined : new Again(waitMs);
    }
    /**
     * Close the browser and remove its profile; every call answers the same closing (a run stopped early closes from
     * two places: a second call must wait for the browser to exit too, or the profile would be removed while it still
     * writes there, and left behind).
     */
    close() {
        this.#closing ??= this.#close();
        return this.#closing;
    }
    async #close() {
        this.#closed = true;
        this.#free.length = 0;
        for (const wake of this.#waiting.splice(0))
            wake();
        this.#closeSignal.abort();
        const browser = this.#browser ?? (await this.#starting?.catch(() => undefined));
        this.#browser = undefined;
        if (browser)
            await closeBrowser(browser);
        this.#removeProfiles();
    }
    /**
     * Run `work` in a tab, one of at most `concurrency`: a tab the last page left in good order is used again (a new
     * tab costs a renderer's start), else a new one; a tab whose work failed, timed out or crashed is closed.
     */
    async #inTab(url, work) {
        const u = new URL(url);
        if (u.protocol !== 'http:' && u.protocol !== 'https:')
            throw new Error(`not an http(s) URL: ${url}`);
        await this.#slot();
        let tab;
        let timer;
        let onError;
        let reuse = false;
        try {
            const browser = await this.#ready();
            if (this.#closed)
                throw new BrowserUnavailable('the run is ending');
            tab = await this.#tab(browser);
            tab.net.reset();
            await this.#cookies?.toBrowser(browser);
            const deadline = new Promise((_, reject) => {
                // A page whose scripts never yield (a busy loop) can hold an evaluate forever: the tab is given up.
                timer = setTimeout(() => reject(new Error(`timed out after ${this.settings.timeoutMs + SETTLE_CAP_MS} ms`)), this.settings.timeoutMs + SETTLE_CAP_MS);
            });
            const crashed = new Promise((_, reject) => (onError = () => reject(new Error('the page crashed the tab'))));
            tab.page.once('error', onError);
            const result = await Promise.race([work(tab), deadline, crashed]);
            reuse = true;
            return result;
        }
        finally {
            if (timer)
                clearTimeout(timer);
            if (tab) {
                if (onError)
                    tab.page.off('error', onError);
                await this.#cookies?.fromBrowser(tab.page.browser()).catch(() => undefined);
                await this.#putBack(tab, reuse);
            }
            this.#release();
        }
    }
    /** A free tab of this browser, or a new one with its guards and the settle script. */
    async #tab(browser) {
        for (let tab = this.#free.pop(); tab !== undefined; tab = this.#free.pop()) {
            if (!tab.page.isClosed() && tab.page.browser() === browser)
                return tab;
            void tab.page.close().catch(() => undefined);
        }
        const page = await browser.newPage();
        try {
            const net = new NetWatch(page);
            await this.#guard(page);
            await page.evaluateOnNewDocument(QUIET_SCRIPT);
            return { page, net };
        }
        catch (e) {
            await page.close().catch(() => undefined);
            throw e;
        }
    }
    /**
     * After a page: its tab kept for the next page, or closed. The tab is left on its page (blanking it costs about
     * as much as the settle); one still unused after `PARKED_MS` is blanked then, so a page's timers and polling do
     * not run on while nothing needs its tab.
     */
    async #putBack(tab, reuse) {
        if (!reuse || this.#closed || tab.page.isClosed() || tab.page.browser() !== this.#browser) {
            await tab.page.close().catch(() => undefined);
            return;
        }
        this.#free.push(tab);
        setTimeout(() => {
            const at = this.#free.indexOf(tab);
            if (at === -1)
                return;
            this.#free.splice(at, 1);
            void tab.page.goto('about:blank', { timeout: 5000 }).then(() => this.#park(tab), () => void tab.page.close().catch(() => undefined));
        }, PARKED_MS).unref();
    }
    /** A blanked tab back among the free ones, unless the run is ending or enough are free already. */
    #park(tab) {
        if (!this.#closed && !tab.page.isClosed() && tab.page.browser() === this.#browser && this.#free.length < this.settings.concurrency) {
            this.#free.push(tab);
        }
        else
            void tab.page.close().catch(() => undefined);
    }
    async #slot() {
        while (this.#active >= Math.max(1, this.settings.concurrency) && !this.#closed) {
            await new Promise((r) => this.#waiting.push(r));
        }
        this.#active++;
    }
    #release() {
        this.#active--;
        this.#waiting.shift()?.();
    }
    /** The browser, started on first use and once more after a crash. */
    async #ready() {
        if (this.#closed)
            throw new BrowserUnavailable('the run is ending');
        if (this.#stopped !== undefined)
            throw new BrowserUnavailable(this.#stopped);
        if (this.#browser?.connected)
            return this.#browser;
        this.#starting ??= this.#launch().finally(() => (this.#starting = undefined));
        return this.#starting;
    }
    async #launch() {
        const { default: puppeteer } = await Promise.all(/* import() */[__webpack_require__.e(878), __webpack_require__.e(88), __webpack_require__.e(56)]).then(__webpack_require__.bind(__webpack_require__, 8056));
        const profile = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'linkspider-browser-'));
        this.#profiles.push(profile);
        let browser;
        try {
            browser = await puppeteer.launch({
                executablePath: this.settings.executable,
                headless: true,
                pipe: true,
                userDataDir: profile,
                // Chromium's own temporary files go in the profile too, and leave with it.
                env: { ...process.env, TMPDIR: profile },
                args: launchArgs(),
                // The run closes the browser on every exit path itself (crawl's finally); puppeteer's own handlers would exit the process.
                handleSIGINT: false,
                handleSIGTERM: false,
                handleSIGHUP: false,
                protocolTimeout: Math.max(30_000, 2 * (this.settings.timeoutMs + SETTLE_CAP_MS)),
                timeout: 30_000,
            });
        }
        catch (e) {
            this.#stop(`the browser did not start (${this.settings.executable}): ${e.message.split('\n')[0]}`);
            throw new BrowserUnavailable(this.#stopped);
        }
        const cdp = await browser.target().createCDPSession();
        await cdp.send('Browser.setDownloadBehavior', { behavior: 'deny' });
        browser.on('targetcreated', (target) => {
            // A popup (window.open, target=_blank from a script) is closed as it opens.
            if (target.type() === 'page' && target.opener() !== undefined)
                void target.page().then((p) => p?.close().catch(() => undefined));
        });
        browser.once('disconnected', () => this.#crashed(browser));
        this.#browser = browser;
        return browser;
    }
    /** Every request of a tab: http(s) only, extra headers only where the HTTP client would send them; dialogs dismissed. */
    async #guard(page) {
        page.on('dialog', (d) => void d.dismiss().catch(() => undefined));
        const ua = await page.browser().userAgent();
        await page.setUserAgent({ userAgent: ua.replace('HeadlessChrome/', 'Chrome/') });
        await page.setRequestInterception(true);
        page.on('request', (req) => {
            if (req.isInterceptResolutionHandled())
                return;
            let u;
            try {
                u = new URL(req.url());
            }
            catch {
                void req.abort('blockedbyclient').catch(() => undefined);
                return;
            }
            if (!ALLOWED_SCHEMES.has(u.protocol)) {
                void req.abort('blockedbyclient').catch(() => undefined);
                return;
            }
            const web = u.protocol === 'http:' || u.protocol === 'https:';
            const extra = web ? this.settings.headersFor(u) : undefined;
            const go = () => void (extra ? req.continue({ headers: { ...req.headers(), ...extra } }) : req.continue()).catch(() => undefined);
            const pacing = this.settings.pacing;
            if (web && pacing !== undefined)
                void pacing.turn(u).then(go, go);
            else
                go();
        });
        const pacing = this.settings.pacing;
        if (pacing !== undefined) {
            page.on('response', (res) => {
                const u = URL.parse(res.url());
                if (u !== null && (u.protocol === 'http:' || u.protocol === 'https:'))
                    pacing.answered(u, res.status(), res.headers()['retry-after']);
            });
        }
    }
    /** The browser went away without `close`: started again on the next page, once; after that, no more rendering. */
    #crashed(browser) {
        if (this.#closed || this.#browser !== browser)
            return;
        this.#browser = undefined;
        // What is left of it (its helper processes) must not outlive it.
        browser.process()?.kill('SIGKILL');
        if (this.#restarts++ >= 1) {
            this.#stop('the browser crashed again after a restart: the run went on without rendering');
            return;
        }
        this.notes.push('browser: the browser crashed; it was started again');
    }
    #stop(why) {
        if (this.#stopped !== undefined)
            return;
        this.#stopped = why;
        this.notes.push(`browser: ${why}`);
        for (const wake of this.#waiting.splice(0))
            wake();
    }
    #removeProfiles() {
        for (const dir of this.#profiles.splice(0))
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true, maxRetries: 3 });
    }
    /** For tests: the running browser's process id. */
    get pid() {
        return this.#browser?.process()?.pid;
    }
}
/** Close a browser, and kill it when it does not close in 5 s. */
async function closeBrowser(browser) {
    const proc = browser.process();
    let timer;
    await Promise.race([browser.close().catch(() => undefined), new Promise((r) => (timer = setTimeout(r, 5000)))]);
    if (timer)
        clearTimeout(timer);
    if (!proc || proc.exitCode !== null || proc.signalCode !== null)
        return;
    const exited = new Promise((r) => proc.once('exit', () => r()));
    proc.kill('SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
}

// EXTERNAL MODULE: ./src/extract/link-table.ts
var link_table = __webpack_require__(28744);
;// CONCATENATED MODULE: ./src/crawl/run/render-pages.ts
/**
 * `--render` and `--browser-check` in a run: each parsed page of the site is loaded again in the browser
 * (browser/session.ts), and the links of its rendered DOM that its source does not have join the crawl, placed
 * as "added by JavaScript" with a CSS path; a URL the HTTP client found `blocked` (or, with `failed`, any
 * 403/429/999) is loaded once in the browser, one at a time per host, and a 2xx there makes it ok. The browser
 * is started on first use and closed with the run.
 */


/** The rows the page script reads: every plain row and the link rows the collector reads with code of its own. */
const SPECIAL_READ = new Set(['a', 'area', 'img', 'source', 'link', 'input']);
const ROWS = link_table/* LINK_ROWS */.bU.filter((r) => !r.attributes.includes('#text') && (r.special === undefined || SPECIAL_READ.has(r.element) || r.ns === 'svg'));
const DOM_ROWS = ROWS.map((r) => ({
    element: r.ns === 'svg' ? `svg:${r.element}` : r.element,
    attributes: r.attributes,
    ...(r.firstOnly ? { firstOnly: true } : {}),
}));
const KIND = new Map(ROWS.map((r) => [`${r.ns === 'svg' ? 'svg:' : ''}${r.element}`, r.kind]));
class PageRenderer {
    #session;
    /** Per host, the end of its line of browser checks (one at a time per host, as the host's lane would have it). */
    #hostLines = new Map();
    #stopped = false;
    /** Browser work running now (pages rendering, URLs re-checked). */
    busy = 0;
    parts;
    /** `ties`: what the browser's requests share with the HTTP client's; `track`: work the run is not over until it is. */
    constructor(options, records, ties, track) {
        this.parts = { options, records, track };
        this.#session = new BrowserSession({ executable: options.browser, concurrency: options.renderConcurrency, timeoutMs: options.timeout, ...ties });
        records.stats.render = { pages: 0, failed: 0, addedLinks: 0, browserChecks: 0, neededBrowser: [] };
    }
    get #stats() {
        return this.parts.records.stats.render;
    }
    /**
     * Render a parsed page; `sourceHrefs` are its source's links resolved (fragment kept). `add` receives the
     * links only the rendered DOM has.
     */
    page(url, sourceHrefs, add) {
        if (!this.parts.options.render || this.#stopped || this.#session.stopped !== undefined)
            return;
        this.#work(async () => {
            let links;
            try {
                const rendered = await this.#session.render(url, DOM_ROWS);
                links = rendered.links;
                if (!rendered.settled)
                    this.parts.records.notes.push(`render: ${url}: still busy after the settle cap; its links were read as they stood`);
            }
            catch (e) {
                if (!this.#stopped && this.#session.stopped === undefined) {
                    this.#stats.failed++;
                    this.parts.records.notes.push(`render: ${url}: ${e.message.split('\n')[0]}`);
                }
                return;
            }
            this.#stats.pages++;
            const added = onlyRendered(links, sourceHrefs);
            this.#stats.addedLinks += added.length;
            if (added.length > 0 && !this.#stopped)
                add(added);
        });
    }
    /** Whether an answer is one to load again in the browser. */
    wants(status, blocked) {
        if (this.#stopped || this.#session.stopped !== undefined || status === undefined)
            return false;
        const mode = this.parts.options.browserCheck;
        return mode === 'failed' ? blocked || status === 403 || status === 429 || status === 999 : mode === 'blocked' && blocked;
    }
    /**
     * A verdict about to settle (`settle` settles it as the HTTP client's answer has it): when it is one to load
     * again in the browser, false is returned and it settles later, ok when the browser got a 2xx (not cached: the
     * next run asks again), else through `settle`.
     */
    recheck(entry, answer, blocked, frontier, settle) {
        if (!this.wants(answer.status, blocked))
            return false;
        this.#inBrowser(entry.url, (b) => {
            if (!b.ok)
                return settle();
            frontier.setVerdict(entry, 'ok', { ...answer, status: b.status }, `ok: needed a browser (got ${answer.status} without)`);
        });
        return true;
    }
    /** Load `url` in the browser after the host's earlier browser checks; `done` gets what it came to. */
    #inBrowser(url, done) {
        const host = new URL(url).host;
        const before = this.#hostLines.get(host) ?? Promise.resolve();
        const mine = before.then(async () => {
            this.#stats.browserChecks++;
            try {
                const v = await this.#session.visit(url);
                if (v.status !== undefined && v.status >= 200 && v.status < 300) {
                    this.#stats.neededBrowser.push(url);
                    return { ok: true, status: v.status };
                }
            }
            catch (e) {
                this.parts.records.notes.push(`browser-check: ${url}: ${e.message.split('\n')[0]}`);
            }
            return { ok: false };
        });
        this.#hostLines.set(host, mine);
        this.#work(async () => done(await mine));
    }
    #work(job) {
        this.busy++;
        this.parts.track(job().finally(() => this.busy--));
    }
    /** The run stops (a limit, a signal): the browser is closed now, and what it was doing is dropped. */
    stop() {
        this.#stopped = true;
        void this.#session.close();
    }
    /** After the run: the browser closed, its profile removed, what happened to it in the run's notes. */
    async close() {
        await this.#session.close();
        this.parts.records.notes.push(...this.#session.notes);
    }
}
/** The DOM's links whose resolved URL the source does not have, as extracted links placed by CSS path. */
function onlyRendered(links, sourceHrefs) {
    const out = [];
    const seen = new Set();
    for (const l of links) {
        if (sourceHrefs.has(l.href))
            continue;
        const key = `${l.href}\0${l.path}\0${l.attribute}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push({
            value: l.href,
            kind: KIND.get(l.element) ?? KIND.get(`svg:${l.element}`) ?? 'resource',
            element: l.element,
            attribute: l.attribute,
            line: 0,
            column: 0,
            text: l.text,
            rendered: l.path,
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/crawl/run/documents.ts
/**
 * What a fetched document leads to. A document that yields links (an HTML page, a stylesheet,
 * a sitemap, a Markdown file) becomes a record in the run's pages and hands each of its links to
 * the frontier, with its place; mailto addresses are recorded, `#fragments` kept for the check
 * at the end. The crawl run calls `follow` for each response and `markdown` for the repository.
 */













/** Most script redirects followed from one page when its fragment is looked for (a stub to a stub is rare). */
const MAX_HASH_HOPS = 4;
/** Pages parsed on the crawl's thread before the parse pool starts: a handful parse faster than a thread starts. */
const POOL_AFTER_PAGES = 8;
function pendingReferrer(link, pageId, file) {
    return {
        pageId,
        line: link.line,
        column: link.column,
        element: link.element,
        attribute: link.attribute,
        text: link.text,
        raw: link.value.length > 2000 ? link.value.slice(0, 2000) : link.value,
        file,
        ...(link.rendered !== undefined ? { rendered: link.rendered } : {}),
    };
}
class Documents {
    parts;
    /** Stylesheets among the pages (not pages to the progress line). */
    stylesheets = 0;
    /** Folder files another page links to (not orphans). */
    linkedFiles = new Set();
    #interned = new Map();
    #memo;
    /** Pages parsing on worker threads now. */
    parsing = 0;
    /** Worker threads parsing pages, started at the POOL_AFTER_PAGES-th page. */
    #pool;
    #pagesBeforePool = POOL_AFTER_PAGES;
    /** `--render`, `--browser-check`: the browser's work (the browser starts on first use); its work counts in `parsing`. */
    renderer;
    constructor(parts) {
        this.parts = parts;
        this.#memo = new LinkMemo(parts.scope);
        const { options } = parts;
        if (options.render || options.browserCheck !== 'off') {
            this.renderer = new PageRenderer(options, parts.records, parts.browser, (work) => {
                this.parsing++;
                parts.track(work.finally(() => this.parsing--));
            });
        }
    }
    /**
     * For an in-scope HTML response: mirror it, and parse it and follow its links when it is a page
     * to crawl; an in-scope stylesheet (with check-css) is parsed the same way. `fetchMs` is the
     * response's time (for the crawl database).
     */
    follow(entry, outcome, fetchMs) {
        // Only a response read has a document: a known status or an error leads nowhere.
        if (outcome.kind !== 'response')
            return 'not-parsed';
        const { options, scope, frontier, limits, records, mirror } = this.parts;
        const finalUrl = (0,frontier_url/* tryResolve */.Cn)(outcome.finalUrl, entry.url);
        if (options.checkCss && outcome.body !== undefined && entry.internal && finalUrl !== undefined && (0,extract_css/* isCssContentType */.D3)(outcome.contentType)) {
            this.#followStylesheet(entry, finalUrl, outcome, fetchMs);
            return 'not-parsed';
        }
        if (outcome.body === undefined || !entry.internal || finalUrl === undefined || !(0,charset/* isHtmlContentType */.l6)(outcome.contentType)) {
            return 'not-parsed';
        }
        // The mirror keeps what answered with its own content (2xx): a dead image's 404 page saved
        // under the image's name would be a copy of something the site does not have.
        if (mirror && outcome.status >= 200 && outcome.status < 300) {
            mirror
                .write(entry.url, outcome.body, { status: outcome.status, contentType: outcome.contentType })
                .catch((e) => records.notes.push(`mirror: ${entry.url}: ${e.message}`));
        }
        if (!entry.crawl || !limits.mayParse(entry))
            return 'not-parsed';
        // `--exclude-path`: a file of the folder that is never read; a link to it is still checked (it exists).
        if (scope.excludedFile(finalUrl))
            return 'not-parsed';
        if (!okStatuses(options).has(outcome.status))
            return 'not-parsed';
        // Links on a page reached through a redirect resolve against the final URL; a redirect
        // that leaves the site ends the crawl there.
        // A start URL that redirects to another host (http://example.com \u2192 https://www.example.com/)
        // brings that host into the site; otherwise the crawl would end before it began.
        if (entry.depth === 0 && outcome.redirects.length > 0)
            scope.adoptRedirectedStart(new URL(entry.url), finalUrl);
        if (!scope.isInternal(finalUrl))
            return 'not-parsed';
        if (entry.parsed)
            return 'not-parsed';
        if (outcome.redirects.length > 0 && !frontier.claimFinal(finalUrl, entry))
            return 'not-parsed';
        entry.parsed = true;
        if (!limits.claimPage())
            return 'over-budget';
        if (outcome.truncated) {
            // Said out loud: links past the cap were never seen, so the page is only partly checked.
            records.notes.push(`truncated: ${entry.url}: body cut at max-body-bytes (${options.maxBodyBytes} bytes); links after that point were not checked`);
        }
        const body = outcome.body;
        const pool = this.#parsePool();
        if (pool !== undefined && !pool.busy()) {
            // The mirror writes the page's bytes later: the worker gets a copy.
            const pageId = this.#recordPage(entry, (0,frontier_url/* withoutFragment */.f2)(finalUrl), outcome, body.byteLength);
            const parsing = pool.parse(mirror ? new Uint8Array(body) : body, outcome.contentType, options.checkFragments, options.checkCss);
            const onThread = (parsed) => {
                const stats = records.stats.parser;
                stats.threads = (stats.threads ?? 0) + 1;
                this.#parsed(entry, finalUrl, pageId, parsed, fetchMs);
            };
            this.parsing++;
            const done = parsing.then(onThread).catch((e) => this.#unparsable(entry, e));
            this.parts.track(done.finally(() => this.parsing--));
            return 'parsed';
        }
        const bytes = body.byteLength;
        let parsed;
        try {
            parsed = parsePage(body, outcome.contentType, options.checkFragments, options.checkCss);
        }
        catch (e) {
            this.#unparsable(entry, e);
        }
        // The page is parsed and nothing else reads its bytes (the mirror writes them later).
        if (!mirror)
            releaseBody(body);
        if (parsed !== undefined) {
            try {
                this.#parsed(entry, finalUrl, this.#recordPage(entry, (0,frontier_url/* withoutFragment */.f2)(finalUrl), outcome, bytes), parsed, fetchMs);
            }
            catch (e) {
                this.#unparsable(entry, e);
            }
        }
        return 'parsed';
    }
    /** The parse pool, once this run has parsed a few pages itself; undefined before, or without one. */
    #parsePool() {
        const script = this.parts.parseWorker;
        if (this.#pool !== undefined || script === undefined || --this.#pagesBeforePool > 0)
            return this.#pool;
        this.#pool = new ParsePool(this.parts.options.parseThreads, script);
        return this.#pool;
    }
    /** Stop the parse threads (after the run: nothing is waiting on them). */
    async close() {
        await this.renderer?.close();
        await this.#pool?.close();
    }
    /** A page the parser cannot handle costs that page, never the run. */
    #unparsable(entry, e) {
        this.parts.records.notes.push(`parse: ${entry.url}: ${e.message}`);
    }
    /**
     * An in-scope stylesheet: its `url()` and `@import` links are checked, resolved against its own URL and
     * placed in the `.css` file. It is listed among the pages (its content type says what it is).
     */
    #followStylesheet(entry, url, outcome, fetchMs) {
        const { options, scope } = this.parts;
        if (entry.parsed || !okStatuses(options).has(outcome.status))
            return;
        if (!scope.isInternal(url))
            return;
        entry.parsed = true;
        const body = outcome.body;
        let links;
        try {
            links = parseStylesheet(body);
        }
        catch (e) {
            this.parts.records.notes.push(`parse: ${entry.url}: ${e.message}`);
            return;
        }
        const href = (0,frontier_url/* withoutFragment */.f2)(url);
        const pageId = this.#recordPage(entry, href, outcome, body.byteLength);
        this.parts.records.pages[pageId].kind = 'stylesheet';
        this.#describePage(pageId, '', links.length, undefined, fetchMs);
        this.stylesheets++;
        const file = this.#fileFor(href);
        const base = this.#memo.base(url, 'utf-8');
        for (const link of links) {
            const target = this.#addLink(link, base, pageId, entry.depth + 1, file);
            this.parts.db?.link(pageId, link, target);
        }
        if (!this.parts.mirror)
            releaseBody(body);
    }
    /** A page's links, found (here or on a worker): the page joins the run's pages and its links the frontier. */
    #parsed(entry, pageUrl, pageId, { page, encoding }, fetchMs) {
        const { records } = this.parts;
        countParser(records.stats, page.fallback);
        const pageHref = (0,frontier_url/* withoutFragment */.f2)(pageUrl);
        this.#describePage(pageId, page.title, page.links.length, page.textChars, fetchMs);
        if (page.anchors)
            records.anchors.set(pageHref, page.anchors);
        const base = this.#memo.base((page.base !== undefined ? (0,frontier_url/* tryResolve */.Cn)(page.base, pageUrl) : undefined) ?? pageUrl, encoding);
        const file = this.#fileFor(pageHref);
        for (const link of page.links) {
            const target = this.#addLink(link, base, pageId, entry.depth + 1, file);
            this.parts.db?.link(pageId, link, target);
        }
        if (page.hashRedirect !== undefined && page.anchors) {
            const to = this.#memo.resolve(page.hashRedirect, base);
            if (to.kind === 'http')
                records.hashRedirects.set(pageHref, to.key);
        }
        // A folder's file has no URL a browser can load (it is read from disk).
        if (this.renderer !== undefined && file === undefined) {
            const sourceBase = (page.base !== undefined ? (0,frontier_url/* tryResolve */.Cn)(page.base, pageUrl) : undefined) ?? pageUrl;
            this.#render(this.renderer, entry, pageId, pageHref, sourceBase, page.links, base);
        }
    }
    /** `--render`: the page loaded in the browser; the links only its rendered DOM has join the frontier from this page. */
    #render(renderer, entry, pageId, href, sourceBase, links, base) {
        const hrefs = new Set();
        for (const link of links) {
            const u = (0,frontier_url/* tryResolve */.Cn)(link.value, sourceBase);
            if (u !== undefined)
                hrefs.add(u.href);
        }
        renderer.page(href, hrefs, (added) => {
            this.parts.records.pages[pageId].links += added.length;
            for (const link of added) {
                const target = this.#addLink(link, base, pageId, entry.depth + 1, undefined);
                this.parts.db?.link(pageId, link, target);
            }
        });
    }
    /**
     * Add a document (page or stylesheet) to the run's pages; returns its id. Its title and link count come with
     * `#describePage`, once it is parsed: a page sent to a parse thread has its place in the list from now, so the
     * pages keep the order they were fetched in, wherever they are parsed.
     */
    #recordPage(entry, href, outcome, bytes) {
        const page = {
            url: entry.url,
            finalUrl: href !== entry.url ? href : undefined,
            status: outcome.status,
            depth: entry.depth,
            title: '',
            bytes,
            contentType: this.#intern(outcome.contentType),
            links: 0,
        };
        const pages = this.parts.records.pages;
        pages.push(page);
        return pages.length - 1;
    }
    #describePage(id, title, links, textChars, fetchMs) {
        const page = this.parts.records.pages[id];
        page.title = title;
        page.links = links;
        this.parts.db?.page({ ...page, id, fetchMs, textChars, file: this.#fileFor(page.finalUrl ?? page.url) });
    }
    /** The folder's file a document is (a folder check only). */
    #fileFor(href) {
        return this.parts.folder ? this.parts.scope.fileFor(href) : undefined;
    }
    /** One string per distinct content type: 200,000 pages share a handful. */
    #intern(s) {
        let v = this.#interned.get(s);
        if (v === undefined) {
            v = s;
            if (this.#interned.size < 1000)
                this.#interned.set(s, s);
        }
        return v;
    }
    #addLink(link, base, pageId, depth, file) {
        const { frontier } = this.parts;
        const value = link.value;
        if ((0,frontier_url/* isMailto */.J5)(value)) {
            for (const a of mailtoAddresses(value))
                this.#recordMailto(a, pageId);
            return value;
        }
        const resolved = this.#memo.resolve(value, base);
        switch (resolved.kind) {
            case 'invalid':
                frontier.invalid(value, pendingReferrer(link, pageId, file));
                return value;
            case 'scheme':
                frontier.skip(`scheme:${resolved.scheme}`, resolved.href);
                return resolved.href;
            case 'http':
                return this.#addUrl(resolved, link, pageId, depth, file);
        }
    }
    /**
     * An http(s) link, resolved and located (`Scope.locate`): once per URL per run, whatever page or file names it.
     * Returns its key, with its `#fragment`.
     */
    #addUrl(resolved, link, pageId, depth, file) {
        const { key, target, fragment } = resolved;
        const { options, scope, frontier, records, siteFiles, sitemaps } = this.parts;
        if (siteFiles && !resolved.fileNoted)
            this.#markLinked(siteFiles, resolved, pageId);
        if (sitemaps && scope.hasSite((0,frontier_url/* siteKeyOfHref */.h)(key)))
            sitemaps.noteLink(key, this.#pageUrlOf(pageId));
        const wantsFragment = options.checkFragments && fragment !== '' && !isClientStateFragment(fragment, options.skipFragment);
        // A stylesheet yields links, as a page does: every shard reads it (frontier/shard.ts).
        const stylesheet = options.checkCss && linksToStylesheet(link);
        if (!wantsFragment && frontier.isSettledOk(resolved, link.kind, stylesheet))
            return target;
        const ref = pendingReferrer(link, pageId, file);
        if (wantsFragment)
            records.fragmentRefs.push({ url: key, fragment, ref });
        const entry = frontier.add(target, key, link.kind, depth, ref, stylesheet, resolved);
        if (entry)
            this.parts.schedule(entry);
        return target;
    }
    /**
     * A link to one of the folder's files (by its one URL, see Frontier.locate) from another page: that file is no
     * orphan. Once per memoised link (`HttpLink.fileNoted`), not per place: the Python docs' 175,000 links.
     */
    #markLinked(siteFiles, resolved, pageId) {
        const key = resolved.key;
        const q = key.indexOf('?');
        const bare = q === -1 ? key : key.slice(0, q);
        if (!siteFiles.has(bare)) {
            resolved.fileNoted = true;
        }
        else if (bare !== this.#pageUrlOf(pageId)) {
            this.linkedFiles.add(bare);
            resolved.fileNoted = true;
        }
    }
    #pageUrlOf(pageId) {
        const page = this.parts.records.pages[pageId];
        return page.finalUrl ?? page.url;
    }
    /**
     * A Markdown file of the repository: a page of the report (its repository path); its links to
     * repository paths were checked on the file system, its http(s) links join the crawl's checks.
     */
    markdown({ file, record, links, fallback }) {
        const { frontier, records, db } = this.parts;
        countMarkdown(records.stats, fallback);
        const exclude = this.parts.scope.filters.exclude;
        const pageId = records.pages.length;
        records.pages.push(record);
        db?.page({ ...record, id: pageId, file });
        for (const { link, target: t } of links) {
            if (t.kind !== 'http')
                db?.link(pageId, link, t.kind === 'local' ? t.key : link.value);
            switch (t.kind) {
                case 'mailto':
                    for (const a of mailtoAddresses(link.value))
                        this.#recordMailto(a, pageId);
                    break;
                case 'http': {
                    const target = this.#addUrl(locatedLink(this.parts.scope, t.url), link, pageId, 1, file);
                    db?.link(pageId, link, target);
                    break;
                }
                case 'scheme':
                    frontier.skip(`scheme:${t.scheme}`, t.url);
                    break;
                case 'invalid':
                    frontier.invalid(link.value, pendingReferrer(link, pageId, file));
                    break;
                case 'local':
                    if (exclude.some((r) => r.test(link.value) || r.test(t.key)))
                        frontier.skip('excluded', t.key);
                    else if (t.ok)
                        frontier.localOk(t.key);
                    else
                        frontier.localDead(t.key, t.error, t.reason, pendingReferrer(link, pageId, file));
                    break;
            }
        }
    }
    #recordMailto(address, pageId) {
        const mailto = this.parts.records.mailto;
        let pages = mailto.get(address);
        if (!pages) {
            pages = [];
            mailto.set(address, pages);
        }
        if (pages[pages.length - 1] !== pageId && !pages.includes(pageId))
            pages.push(pageId);
        this.parts.db?.mailto(address, pageId);
    }
    /**
     * After the crawl: each `#fragment` to a parsed page must name an id or `<a name>` there (check/fragment.ts), or on
     * the page its script redirect carries the fragment on to (`RunRecords.hashRedirects`, a few hops at most).
     */
    checkFragments() {
        const { frontier, records } = this.parts;
        for (const { url, fragment: written, ref } of records.fragmentRefs) {
            let page = frontier.finalOf(url);
            let anchors = records.anchors.get(page);
            if (!anchors)
                continue;
            let missing = missingFragment(written, anchors);
            for (let hop = 0; missing !== undefined && hop < MAX_HASH_HOPS; hop++) {
                const to = records.hashRedirects.get(page);
                if (to === undefined)
                    break;
                page = frontier.finalOf(to);
                anchors = records.anchors.get(page);
                // A target not parsed (dead, out of scope, past max-pages): nothing to say of its fragments.
                missing = anchors === undefined ? undefined : missingFragment(written, anchors);
            }
            if (missing !== undefined)
                frontier.missingFragment(url, written, ref, missing);
        }
    }
}

;// CONCATENATED MODULE: ./src/crawl/run/folder-starts.ts
/**
 * Where a folder check starts: the entry pages when given, else every HTML file (the folder's own `index.html`
 * first), so no page is left unchecked for want of a link to it; those are the orphan candidates (`siteFiles`).
 */
async function folderStarts(server, options, scope) {
    if (options.entry.length > 0)
        return { urls: options.entry.map((e) => new URL(e, server.url).href) };
    const files = await server.folder.listFiles();
    const urls = files.map((f) => scope.locate(new URL(server.folder.sitePath(f), server.url)).key);
    return { urls, siteFiles: new Set(urls) };
}

;// CONCATENATED MODULE: ./src/report/build.ts



/**
 * A link's places in reading order (`byPlace`: by page URL, then line and column; the order the pages were
 * fetched in differs between runs), one referrer per place: the same page source can be reached under two
 * URLs (`/` and `/index.html` of a folder), which would otherwise list each place twice.
 */
function placesOf(refs, toReferrer) {
    const ordered = refs.map(toReferrer).sort(byPlace);
    if (ordered.length < 2)
        return ordered;
    const seen = new Set();
    return ordered.filter((r) => {
        const key = `${r.file ?? r.page}\0${r.line}\0${r.column}\0${r.raw}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * With a shard: the verdict counts split into what every shard decides (crawled pages, invalid
 * URLs, missing fragments) and what only this shard requests, so `merge` can add them up
 * exactly. Owned verdicts are counted from the entries; shared ones are the rest of the
 * frontier's counts (redirect aliases are never counted, so they stay out of both). Requests
 * per URL are estimated from its attempts (HEAD\u2192GET adds one); the split, not the total, is approximate.
 */
function shardCounts(state) {
    const owned = { ok: 0, warnings: 0, dead: 0, requests: 0 };
    const requests = state.requests;
    for (const [key, e] of state.entries()) {
        // Pages and stylesheets are requested by every shard: shared.
        if (e.crawl || e.everyShard || e.foreign || key.startsWith('invalid:'))
            continue;
        if (e.state.kind === 'settled') {
            // Missing fragments and repository paths are decided alike by every shard (each reads every page and file).
            if (e.state.error === 'missing-fragment' || e.method === 'file')
                continue;
            if (e.state.verdict === 'ok')
                owned.ok++;
            else if (e.state.verdict === 'warn')
                owned.warnings++;
            else if (e.state.verdict === 'dead')
                owned.dead++;
        }
        if (e.method !== 'cache')
            owned.requests += e.attempts + (e.method === 'head+get' ? 1 : 0);
    }
    owned.requests = Math.min(owned.requests, requests);
    const c = state.counts;
    return {
        shared: {
            ok: c.ok - owned.ok,
            warnings: c.warnings - owned.warnings,
            dead: c.dead - owned.dead,
            requests: requests - owned.requests,
        },
        owned,
    };
}
/**
 * A moved link's whole redirect chain. Its request ends where a redirect reaches a URL this run
 * had checked already (the client's `known`), so that URL's own chain, when it has one, is the
 * rest of it: joined here, so `to` is where the link really ends and every hop is listed.
 */
function joinedChain(e, to, byKey) {
    const s = e.state.kind === 'settled' ? e.state : undefined;
    const redirects = [...(s?.redirects ?? [])];
    let finalStatus = s?.status;
    const seen = new Set([e.url]);
    for (let k = byKey.get(to); k !== undefined && !seen.has(k.url); k = byKey.get(to)) {
        seen.add(k.url);
        if (k.state.kind !== 'settled' || k.state.redirects.length === 0 || k.finalUrl === undefined)
            break;
        redirects.push(...k.state.redirects);
        to = k.finalUrl;
        finalStatus = k.state.status;
    }
    return finalStatus === undefined ? { redirects, to } : { redirects, to, finalStatus };
}
/** How the snapshot's entries and pending referrers read in the report (page ids become page URLs). */
function resultMapper(pages) {
    const pageUrl = (id) => {
        const p = pages[id];
        return p.finalUrl ?? p.url;
    };
    const toReferrer = (r) => {
        const out = {
            page: pageUrl(r.pageId),
            line: r.line,
            column: r.column,
            element: r.element,
            attribute: r.attribute,
            text: r.text,
            raw: r.raw,
        };
        if (r.file !== undefined)
            out.file = r.file;
        if (r.rendered !== undefined)
            out.rendered = r.rendered;
        return out;
    };
    const toResult = (e) => {
        const v = e.state;
        if (v.kind !== 'settled')
            throw new Error(`not settled: ${e.url}`);
        const out = {
            url: e.url,
            state: v.verdict,
            reason: v.reason,
            redirects: [...v.redirects],
            referrers: placesOf(e.refs ?? [], toReferrer),
            internal: e.internal,
        };
        if (v.status !== undefined)
            out.status = v.status;
        if (v.error !== undefined)
            out.error = v.error;
        if (e.method !== undefined)
            out.method = e.method;
        if (e.attempts > 0)
            out.attempts = e.attempts;
        if (v.blocked === true)
            out.blocked = true;
        if (v.goneToHome !== undefined)
            out.goneToHome = v.goneToHome;
        if (v.https !== undefined)
            out.https = v.https;
        return out;
    };
    return { toReferrer, toResult, pageUrl };
}
/** Every link that moved permanently, with its whole chain joined across the entries it went through. */
function movedLinks(state, toReferrer) {
    const byKey = state.moved.length > 0 ? new Map(state.entries()) : undefined;
    return state.moved.map((e) => {
        const m = e.state.kind === 'settled' ? e.state.moved : undefined;
        const chain = joinedChain(e, m?.to ?? e.url, byKey);
        return {
            url: e.url,
            to: chain.to,
            status: m?.status ?? 0,
            redirects: chain.redirects,
            ...(chain.finalStatus !== undefined ? { finalStatus: chain.finalStatus } : {}),
            internal: e.internal,
            referrers: placesOf(e.refs ?? [], toReferrer),
        };
    });
}
function buildReport(state, facts) {
    const { pages } = state;
    const { toReferrer, toResult, pageUrl } = resultMapper(pages);
    const byUrl = (a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
    const unfinishedUrls = new Set(state.problems.filter((e) => e.unfinished).map((e) => e.url));
    const dead = state.problems
        .filter((e) => e.state.kind === 'settled' && e.state.verdict === 'dead')
        .map(toResult)
        .sort(byUrl);
    const warned = state.problems
        .filter((e) => e.state.kind === 'settled' && e.state.verdict === 'warn')
        .map(toResult)
        .sort(byUrl);
    const warnings = warned.filter((r) => r.blocked !== true);
    const blocked = warned.filter((r) => r.blocked === true);
    const moved = movedLinks(state, toReferrer).sort(byUrl);
    const unfinished = [...dead, ...warnings].filter((r) => unfinishedUrls.has(r.url)).sort(byUrl);
    const traps = state.traps;
    const mailto = [...state.mailto]
        .map(([address, ids]) => ({ address, pages: [...ids].map(pageUrl).sort() }))
        .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
    const skipped = { ...state.skipped };
    const unsettled = state.unsettled;
    if (unsettled > 0)
        skipped['not-checked'] = (skipped['not-checked'] ?? 0) + unsettled;
    const incompleteReason = state.incompleteReason;
    const c = state.counts;
    return {
        schema: REPORT_SCHEMA,
        version: REPORT_VERSION,
        run: {
            startUrls: facts.startUrls,
            options: facts.options,
            startedAt: state.startedAt.toISOString(),
            finishedAt: facts.finishedAt.toISOString(),
            durationMs: facts.finishedAt.getTime() - state.startedAt.getTime(),
            incomplete: incompleteReason !== undefined,
            ...(incompleteReason !== undefined ? { incompleteReason } : {}),
            version: facts.version,
            ...(state.notes.length > 0 ? { notes: [...state.notes] } : {}),
            stats: state.stats,
            ...(traps.length > 0 ? { traps: traps.map((t) => ({ ...t })) } : {}),
            ...(state.hosts !== undefined && state.hosts.length > 0 ? { hosts: state.hosts.map((h) => ({ ...h })) } : {}),
            ...(state.externalHosts !== undefined && state.externalHosts > 0 ? { externalHosts: state.externalHosts } : {}),
            ...(state.shard
                ? {
                    shard: `${state.shard.index}/${state.shard.count}`,
                    shardCounts: shardCounts(state),
                }
                : {}),
        },
        counts: {
            pages: pages.filter(countsAsPage).length,
            links: c.ok + c.warnings + c.dead,
            ok: c.ok,
            warnings: c.warnings - blocked.length,
            blocked: blocked.length,
            dead: c.dead,
            skipped: c.skipped + unsettled,
            mailto: mailto.length,
            fromCache: state.fromCache,
            requests: state.requests,
        },
        pages: [...pages].sort(byUrl),
        dead,
        warnings,
        blocked,
        moved,
        mailto,
        skipped,
        ...(unfinished.length > 0 ? { unfinished } : {}),
    };
}
/** `--remap`: each reported link that was remapped names the URL as written (`remappedFrom`) beside the URL checked. */
function withRemaps(report, remappedFrom) {
    const mark = (r) => {
        const from = remappedFrom(r.url);
        return from === undefined ? r : { ...r, remappedFrom: from };
    };
    const out = { ...report, dead: report.dead.map(mark), warnings: report.warnings.map(mark) };
    if (report.blocked !== undefined)
        out.blocked = report.blocked.map(mark);
    if (report.moved !== undefined)
        out.moved = report.moved.map(mark);
    if (report.unfinished !== undefined)
        out.unfinished = report.unfinished.map(mark);
    return out;
}

;// CONCATENATED MODULE: ./src/crawl/run/finish.ts






async function finishReport(end) {
    const { options, incompleteReason } = end;
    let report = buildReport({
        ...end.records,
        ...end.snapshot,
        hosts: end.hosts,
        externalHosts: end.externalHosts,
        startedAt: end.startedAt,
        ...(incompleteReason !== undefined ? { incompleteReason } : {}),
        ...(options.shard ? { shard: options.shard } : {}),
    }, { version: VERSION, options: optionsForReport(options), startUrls: end.startUrls, finishedAt: new Date() });
    if (end.remappedFrom)
        report = withRemaps(report, end.remappedFrom);
    if (report.counts.pages === 0)
        report = { ...report, run: { ...report.run, emptyReason: end.whyEmpty() } };
    if (end.sitemaps)
        report = { ...report, sitemaps: end.sitemaps(report) };
    if (end.orphans)
        report = { ...report, orphans: end.orphans };
    if (end.publicUrl)
        report = publicReport(report, end.publicUrl);
    if (end.archives)
        report = await end.archives(report);
    const cache = end.cache;
    const notes = [];
    const jarNotSaved = await end.cookies?.save();
    if (jarNotSaved !== undefined)
        notes.push(`cookie-jar: cannot save ${end.cookies.file}: ${jarNotSaved}`);
    let failAfter = options.failAfter;
    // A streak this run began starts at its run.startedAt; then the rows of the runs before it.
    cache?.settleRun(end.startedAt.getTime());
    const earlier = [...(cache?.runHistory() ?? [])];
    const judge = (failAfter) => acrossRuns(report, {
        ...(cache ? { history: { failAfter, history: (k) => cache.history(k), recovered: cache.recovered } } : {}),
        ...(end.baseline ? { baseline: end.baseline } : {}),
    });
    let judged = judge(failAfter);
    if (cache && end.cacheFile !== undefined) {
        // This run's row goes into the cache before it is saved; fail-after counts in what is saved.
        cache.addRun(historyRow(judged));
        const notSaved = await saveCache(cache, end.cacheFile);
        const notKept = notSaved === undefined ? await end.keepCache?.() : undefined;
        if (notSaved !== undefined)
            notes.push(`cache: cannot save ${end.cacheFile}: ${notSaved}`);
        const lost = notSaved ?? notKept;
        if (lost !== undefined && failAfter > 1) {
            notes.push(judgedAlone(failAfter, `this run's cache could not be saved (${lost})`));
            failAfter = 1;
            judged = judge(failAfter);
        }
    }
    report = cache ? { ...judged, history: [...earlier, historyRow(judged)] } : judged;
    if (notes.length > 0)
        report = { ...report, run: { ...report.run, notes: [...(report.run.notes ?? []), ...notes] } };
    return end.db ? finishCrawlDb(end.db, report) : report;
}
/**
 * Save the verdict cache for the next run. A run cut short saw only part of the site: it keeps
 * what it learnt; it cannot have seen a link recover, so failure counts of unseen links stay as
 * they were. A cache that cannot be written costs the next run's speed (a note), and its
 * fail-after counts; the reason, when it cannot.
 */
async function saveCache(cache, file) {
    try {
        await cache.save(file);
        return undefined;
    }
    catch (e) {
        return e.code ?? e.message;
    }
}

;// CONCATENATED MODULE: ./src/crawl/run/empty.ts


/** One line: why the start URL `entry`, settled from `outcome`, was not parsed. */
function unparsedStartReason(entry, outcome) {
    const url = entry.url;
    const state = entry.state.kind === 'settled' ? entry.state : undefined;
    const reason = state?.reason || undefined;
    const head = (0,model_outcome/* headOf */.U)(outcome);
    if (outcome.kind === 'error' && head === undefined)
        return `cannot reach start URL ${url}: ${reason ?? outcome.error}`;
    if (state?.verdict !== 'ok')
        return `start URL ${url} answered ${reason ?? `HTTP ${(0,model_outcome/* answerOf */.u)(outcome).status}`}`;
    const contentType = head?.contentType ?? '';
    if (!(0,charset/* isHtmlContentType */.l6)(contentType)) {
        const served = contentType ? `served as ${contentType.split(';')[0].trim()}` : 'served without a content type';
        return `start URL ${url} is ${served}, not as an HTML page`;
    }
    if (outcome.redirects.length > 0)
        return `start URL ${url} redirects to ${outcome.finalUrl}, outside the site`;
    return `start URL ${url} was not parsed`;
}
/**
 * One line: why a run parsed no page \u2014 a folder with no HTML file, a start URL that was not
 * parsed (the first one's reason), or a stop before any page was read.
 */
function emptyRunReason(folderFiles, folder, unparsedStarts, stoppedBy) {
    if (folderFiles === 0)
        return `the folder ${folder} has no .html or .htm file to check`;
    return unparsedStarts[0] ?? `the crawl stopped (${stoppedBy ?? 'incomplete'}) before any page was parsed`;
}

;// CONCATENATED MODULE: ./src/crawl/run/crawl-run.ts




































const isHtmlOrCss = (ct) => (0,charset/* isHtmlContentType */.l6)(ct) || (0,extract_css/* isCssContentType */.D3)(ct);
/** Crawl a site and check every link found. Per-link failures are values in the report. */
async function crawl(options, hooks = {}, services = {}) {
    const run = new CrawlRun(options, hooks, services);
    return run.run();
}
/** What the lanes learn from an attempt: its status (a head whose body then failed included), its error and Retry-After. */
function attemptOf(outcome) {
    if (outcome.kind !== 'error')
        return outcome;
    const { error, systemCode, errorMessage, head } = outcome;
    return head === undefined ? { error, systemCode, errorMessage } : { error, systemCode, errorMessage, status: head.status, retryAfter: head.retryAfter };
}
/** What a verdict settles with: the answer, and what the verdict found in it (a soft 404, a move, a bot wall, a working https URL). */
function settledAnswer(answer, v) {
    if (v.goneToHome !== undefined)
        return { ...answer, goneToHome: v.goneToHome };
    if (v.moved !== undefined)
        return { ...answer, moved: v.moved };
    if (v.blocked)
        return { ...answer, blocked: true };
    return v.https !== undefined ? { ...answer, https: v.https } : answer;
}
class CrawlRun {
    options;
    hooks;
    services;
    startedAt = new Date();
    scope;
    limits;
    headers;
    frontier;
    records = newRecords();
    client;
    /** Who checks a URL, in order: the GitHub API (with a token and `github-api`), then the website. */
    checkers = [];
    github;
    cache;
    /** Created once the run's parts are up (`run`): what each fetched document leads to. */
    documents;
    server;
    mirror;
    lanes;
    /** Waiting URLs past a threshold go to disk. */
    spill;
    abort = new AbortController();
    timers = new Set();
    /** Requests queued, running or backing off, and pages parsing: the run is over when none is left. */
    outstanding = 0;
    /** Requests running now (inside `request`, before its `oneDone`). */
    running = 0;
    finished;
    done = new Promise((r) => (this.finished = r));
    stopped = false;
    lastProgress = 0;
    /** The repository whose Markdown `files` are checked (only with `files`): its root, then (startParts) itself. */
    markdownScope;
    repo;
    /** Retries scheduled and still waiting out their backoff (not yet in a lane's retry line). */
    retryBackoff = 0;
    /** A folder check: loopback URL \u2192 public URL (or site path). */
    publicUrl;
    /** A folder check of every file: the files' page URLs (orphan candidates). */
    siteFiles;
    /** With `sitemap`: the sitemaps read, their entries, and the links that reach them. */
    sitemaps;
    /** Why each start URL that was not parsed was not, in order (for a run that parsed nothing). */
    unparsedStarts = [];
    /** The crawl database (`--db`), written as pages are parsed and verdicts settle. */
    db;
    /** Entries whose HEAD failed, queued for the GET of the same attempt: the time the HEAD took. */
    getNext = new Map();
    constructor(options, hooks, services) {
        this.options = options;
        this.hooks = hooks;
        this.services = services;
        this.spill = services.spill instanceof Spill ? services.spill : new Spill(services.spill ?? SPILL_DEFAULTS);
        this.lanes = new HostLanes({
            concurrency: options.concurrency,
            hostConcurrency: options.hostConcurrency,
            retryAfterMax: options.retryAfterMax,
            hostLimits: hostLimitsOf(options),
            stallMs: Math.min(STALL_MS, Math.max(1, options.timeout / 2)),
        }, (entry) => this.request(entry), this.spill);
        if (options.files.length > 0)
            this.markdownScope = markdownScope(options.files, process.cwd(), services.repository?.root);
        // The repository's ignore file adds to `exclude` (read here, so a bad line fails before any request).
        const ignored = this.markdownScope !== undefined ? readIgnoreFile(this.markdownScope.root) : [];
        this.scope = new Scope(ignored.length > 0 ? { include: options.include, exclude: [...options.exclude, ...ignored] } : options, options.remap);
        this.limits = new Limits(options);
        this.headers = new HeaderPolicy(options.headers, (key) => this.scope.hasSite(key));
        this.frontier = new Frontier(options, this.scope, this.limits);
    }
    async run() {
        const { options, hooks } = this;
        const stop = (reason) => this.stop(reason);
        const onAbort = () => stop('interrupted');
        hooks.signal?.addEventListener('abort', onAbort, { once: true });
        let durationTimer;
        try {
            const startUrls = await this.startParts();
            if (options.maxDuration > 0) {
                durationTimer = setTimeout(() => stop('max-duration'), options.maxDuration);
            }
            if (hooks.signal?.aborted)
                stop('interrupted');
            if (options.sitemap.length > 0)
                await this.readSitemaps(startUrls);
            this.documents = new Documents({
                browser: {
                    headersFor: browserHeadersFor(options, (u) => this.headers.headersFor(u)),
                    ...(this.services.cookies ? { cookies: this.services.cookies } : {}),
                    pacing: browserPacing(this.lanes, options),
                },
                options,
                scope: this.scope,
                frontier: this.frontier,
                limits: this.limits,
                records: this.records,
                schedule: (w) => this.schedule(w),
                folder: this.server !== undefined,
                ...(this.mirror ? { mirror: this.mirror } : {}),
                ...(this.db ? { db: this.db } : {}),
                ...(this.siteFiles ? { siteFiles: this.siteFiles } : {}),
                ...(this.sitemaps ? { sitemaps: this.sitemaps } : {}),
                parseWorker: this.options.parseThreads > 0 ? (this.services.parseWorker ?? ParsePool.script(import.meta.url)) : undefined,
                // A page parsing on a worker thread: outstanding work until its links are in the frontier.
                track: (work) => {
                    this.outstanding++;
                    void work.finally(() => this.oneDone());
                },
            });
            if (this.repo) {
                const note = (text) => this.records.notes.push(text);
                for (const file of markdownFiles(this.markdownScope.patterns, this.repo, this.services.repository?.changed, note))
                    this.documents.markdown(file);
            }
            for (const u of startUrls) {
                const entry = this.frontier.addStart(this.scope.locate(new URL(u)).u);
                if (entry)
                    this.schedule(entry);
            }
            // Every page a sitemap lists on the site is a start page too, found at its `<loc>`.
            for (const l of this.sitemaps?.entries(this.records.pages, (href) => this.scope.fileFor(href)) ?? []) {
                const entry = this.frontier.add(l.u.href, l.key, 'page', 0, l.ref);
                if (entry)
                    this.schedule(entry);
            }
            if (this.outstanding === 0)
                this.finished();
            await this.done;
            await this.lanes.onIdle();
            if (options.checkFragments && !this.stopped)
                this.documents.checkFragments();
        }
        catch (e) {
            this.db?.abandon();
            throw e;
        }
        finally {
            hooks.signal?.removeEventListener('abort', onAbort);
            if (durationTimer)
                clearTimeout(durationTimer);
            for (const t of this.timers)
                clearTimeout(t);
            this.lanes.stop();
            if (this.github)
                this.records.notes.push(...this.github.notes());
            await this.documents?.close();
            await this.client?.close();
            await this.server?.close();
            this.spill.close();
        }
        this.frontier.dropDeferred();
        if (this.stopped)
            this.frontier.settleUnfinished(options.unfinished, this.limits.incompleteReason ?? 'stopped');
        if (this.mirror)
            await this.mirror.finish();
        this.emitProgress(true);
        return this.finish();
    }
    /** The folder's server, the database, the client and the checkers; returns the URLs the crawl starts from. */
    async startParts() {
        const { options, services } = this;
        const startUrls = [...options.urls];
        if (this.markdownScope !== undefined)
            this.repo = await openRepository(this.markdownScope.root, options.markdownFlavor, services.repository?.home, options);
        if (options.path !== undefined) {
            this.server = await startStaticServer(options.path, { listen: folderServed(), rules: options });
            this.hooks.onLocalServer?.(this.server.url);
            this.scope.setLocalServer(this.server, options.baseUrl);
            this.publicUrl = publicMapper(this.server.url, options.baseUrl);
            const starts = await folderStarts(this.server, options, this.scope);
            if (starts.siteFiles)
                this.siteFiles = starts.siteFiles;
            startUrls.unshift(...starts.urls);
        }
        if (options.db !== undefined)
            this.db = await openCrawlDb({ ...options, db: options.db }, this.startedAt, this.userStartUrls(), this.publicUrl);
        for (const url of (0,frontier_url/* oneUrlPerSite */.IV)(startUrls)) {
            this.scope.addStart(url);
            this.headers.addStart(url);
        }
        const http = clientFor(options, services, (u) => this.headers.headersFor(u));
        if (options.mirror !== undefined)
            this.mirror = new Mirror(options.mirror, this.publicUrl ? { shown: this.publicUrl } : {});
        if (services.cache) {
            const prefixes = this.server ? sitePrefixes({ path: options.path, startUrls: [this.server.url], baseUrl: options.baseUrl }) : [];
            // A folder's pages are keyed by their path: the port changes every run.
            this.cache = new CacheChecker(services.cache, this.server ? (url) => stableKey(url, prefixes) : (url) => url, options.cacheInternal);
        }
        this.client = this.server ? folderClient(http, this.server, options) : http;
        this.github = GitHubChecker.of(options, http);
        const website = new WebsiteChecker(this.client, {
            accept: okStatuses(options),
            // An in-scope resource reads its body too when it is HTML: a page link found while it
            // is in flight (`<link rel=alternate>` before `<a>`) can then parse it without a second GET.
            readsBody: (e) => (e.crawl && this.limits.mayParse(e)) || this.mirror !== undefined || !e.crawl,
            wantBody: options.checkCss ? isHtmlOrCss : charset/* isHtmlContentType */.l6,
            known: (key, from) => this.frontier.knownStatus(key, from),
            slow: (e) => this.lanes.slow(e),
            requireHttps: options.requireHttps,
        });
        this.checkers = this.github ? [this.github, website] : [website];
        return startUrls;
    }
    /** `sitemap`: read them all before the crawl starts (one request at a time); their entries join the start pages. */
    async readSitemaps(startUrls) {
        // The reader, with its XML parser and gunzip, is loaded only by a run with sitemaps.
        const read = await (await Promise.all(/* import() */[__webpack_require__.e(800), __webpack_require__.e(540)]).then(__webpack_require__.bind(__webpack_require__, 61540))).readSitemaps({
            options: this.options,
            client: this.client,
            scope: this.scope,
            startUrls: this.server ? [this.server.url] : startUrls,
            ...(this.server ? { serverUrl: this.server.url } : {}),
            signal: this.abort.signal,
        });
        this.sitemaps = new SitemapCheck(read);
    }
    /** The run's report, assembled once (finish.ts). */
    finish() {
        const incompleteReason = this.limits.incompleteReason;
        const complete = !this.stopped && incompleteReason === undefined;
        // The user's start URLs (a folder's: its root), not every file a folder check starts from.
        const startUrls = this.userStartUrls();
        const { sitemaps, siteFiles, server } = this;
        const snapshot = this.frontier.snapshot(incompleteReason !== undefined);
        return finishReport({
            options: this.options,
            startedAt: this.startedAt,
            records: this.records,
            snapshot,
            hosts: this.lanes.troubled(),
            externalHosts: this.lanes.externalHosts(),
            ...(incompleteReason !== undefined ? { incompleteReason } : {}),
            startUrls,
            whyEmpty: () => emptyRunReason(this.siteFiles?.size, this.options.path, this.unparsedStarts, this.limits.incompleteReason),
            ...(sitemaps
                ? {
                    sitemaps: (report) => {
                        const starts = startUrls.map((u) => this.scope.locate(new URL(u)).key);
                        return sitemaps.summary(report, snapshot.entries(), (k) => this.frontier.finalOf(k), starts, complete);
                    },
                }
                : {}),
            // Orphans only from a complete run: a page left unparsed may be the one that links to a file.
            ...(siteFiles && complete ? { orphans: [...siteFiles].filter((u) => u !== server.url && !this.documents.linkedFiles.has(u)).sort() } : {}),
            ...(this.publicUrl ? { publicUrl: this.publicUrl } : {}),
            ...(this.services.archives ? { archives: this.services.archives } : {}),
            ...(this.services.cache ? { cache: this.services.cache, ...(this.options.cache !== undefined ? { cacheFile: this.options.cache } : {}) } : {}),
            ...(this.services.keepCache ? { keepCache: this.services.keepCache } : {}),
            ...(this.services.baseline ? { baseline: this.services.baseline } : {}),
            ...(this.db ? { db: this.db } : {}),
            ...(this.options.remap.length > 0 ? { remappedFrom: (url) => this.scope.remappedFrom(url) } : {}),
            ...(this.services.cookies ? { cookies: this.services.cookies } : {}),
        });
    }
    /** Stop scheduling, abort what is in flight, and let `run` write a report marked incomplete. */
    stop(reason) {
        if (this.stopped)
            return;
        this.stopped = true;
        this.limits.markIncomplete(reason);
        this.abort.abort();
        this.lanes.stop();
        this.retryBackoff = 0;
        for (const t of this.timers)
            clearTimeout(t);
        this.timers.clear();
        // Whatever was queued is left unchecked; in-flight requests settle through the abort.
        // Counted by `running`, not the queue's `pending`: stop() may be called from inside a
        // request's oneDone() (an onProgress hook that aborts), whose task the queue still counts.
        this.documents?.renderer?.stop();
        this.outstanding = this.running + (this.documents?.parsing ?? 0);
        if (this.outstanding === 0)
            this.finished();
    }
    /** Queue a request for the entry (first try or a retry). */
    schedule(entry, delayMs = 0) {
        if (this.stopped)
            return;
        const retry = isEntry(entry) && entry.attempts > 0;
        if (!retry && this.fromCache(entry))
            return;
        this.outstanding++;
        if (retry)
            this.retryBackoff++;
        const enqueue = () => {
            if (retry)
                this.retryBackoff--;
            if (!this.lanes.enqueue(entry, retry))
                this.settleDown(this.frontier.materialize(entry));
        };
        if (delayMs > 0) {
            const t = setTimeout(() => {
                this.timers.delete(t);
                enqueue();
            }, delayMs);
            this.timers.add(t);
        }
        else {
            enqueue();
        }
    }
    /** Settle an entry from a fresh cached ok verdict; false when it must be requested. */
    fromCache(waiting) {
        const hit = this.cache?.check(waiting);
        if (!hit)
            return false;
        this.records.fromCache++;
        const entry = this.frontier.materialize(waiting);
        entry.method = hit.method;
        this.frontier.setVerdict(entry, 'ok', hit.outcome, FROM_CACHE_REASON);
        recordVerdict(this.db, entry, hit.outcome, undefined);
        return true;
    }
    /** One piece of outstanding work is done: the run ends when none is left. */
    oneDone() {
        this.outstanding--;
        this.emitProgress(false);
        if (this.outstanding <= 0)
            this.finished();
    }
    /** One attempt for one URL: its check, then either a retry or a final verdict. */
    async request(waiting) {
        this.running++;
        try {
            if (this.stopped)
                return;
            const entry = this.frontier.materialize(waiting);
            this.frontier.started(entry);
            // The GET after a failed HEAD is the same attempt.
            const headMs = this.getNext.get(entry);
            if (headMs === undefined)
                entry.attempts++;
            else
                this.getNext.delete(entry);
            const wasPage = entry.crawl;
            let checked = await checkWith(this.checkers, entry, this.abort.signal);
            if (headMs !== undefined && checked.ms !== undefined)
                checked = { ...checked, ms: checked.ms + headMs };
            this.records.requests += checked.requests;
            entry.method = checked.method;
            if (this.stopped)
                return;
            this.answered(entry, wasPage, checked);
        }
        finally {
            this.running--;
            this.oneDone();
        }
    }
    /** What an attempt's answer leads to: the host's pacing and health learn from it, then a retry or the URL's verdict. */
    answered(entry, wasPage, { outcome, latencyMs, ms, next, https }) {
        if (next === 'get') {
            // A GET follows the HEAD: a request of its own, in the host's lane like any other.
            this.lanes.record(entry, attemptOf(outcome), latencyMs, 'head');
            entry.method = 'head+get';
            this.getNext.set(entry, ms ?? 0);
            this.frontier.requeued(entry);
            this.schedule(entry);
            return;
        }
        const { signal: host, dropped } = this.lanes.record(entry, attemptOf(outcome), latencyMs);
        if (host === 'down')
            this.hostDown(dropped);
        if ((0,retry/* isRetryable */.r3)(outcome) && entry.attempts <= this.options.retries && !this.lanes.down(entry).down && !this.oneAttemptOnly(entry, outcome)) {
            const wait = (0,retry/* retryDelay */.a2)(entry.attempts, {
                baseMs: this.options.retryDelay,
                capMs: this.options.retryAfterMax,
                retryAfter: (0,model_outcome/* headOf */.U)(outcome)?.retryAfter,
            });
            // Said in the report if the run stops before the retry settles.
            entry.last = { reason: attemptReason(outcome, this.options), ...(0,model_outcome/* answerOf */.u)(outcome) };
            // The retry waits (the URL's pause); the host's own pause and pacing are the lanes' (pacer.ts).
            this.frontier.requeued(entry);
            this.schedule(entry, wait);
            return;
        }
        const dbMs = this.db ? ms : undefined;
        this.record(entry, outcome, dbMs, https);
        const fate = this.documents.follow(entry, outcome, dbMs);
        if (fate === 'not-parsed' && entry.depth === 0 && this.unparsedStarts.length < 10)
            this.unparsedStarts.push(unparsedStartReason(entry, outcome));
        if (fate === 'not-parsed' && entry.crawl)
            this.unparsedPage(entry, wasPage, outcome);
    }
    /** A URL of a host known slow that timed out: one attempt with the full timeout is all it gets. */
    oneAttemptOnly(entry, outcome) {
        return outcome.kind === 'error' && outcome.error === 'timeout' && !entry.internal && this.lanes.slow(entry);
    }
    /** The start URLs the user gave (a folder check's: the folder's root on loopback). */
    userStartUrls() {
        return this.server ? [...this.options.urls, this.server.url] : this.options.urls;
    }
    /**
     * The host refused every connection for a while: it is down. Its waiting URLs are settled at
     * once as refused instead of each being requested (and retried) for nothing; retries still
     * backing off and URLs found later settle the same way when they reach the lane.
     */
    hostDown(dropped) {
        for (const e of dropped)
            this.settleDown(this.frontier.materialize(e));
    }
    /**
     * An entry of a host marked down: settled without a request (so without a fetch time), as
     * refused, or, for a name that does not resolve, as the DNS answer its host got.
     */
    settleDown(entry) {
        const down = this.lanes.down(entry);
        const outcome = down.unresolved !== undefined
            ? { kind: 'error', error: 'dns', systemCode: 'ENOTFOUND', errorMessage: hostUnresolvedMessage(down.unresolved), finalUrl: entry.url, redirects: [] }
            : { kind: 'error', error: 'refused', errorMessage: hostDownMessage(down.refusals), finalUrl: entry.url, redirects: [] };
        this.record(entry, outcome, undefined);
        if (entry.crawl)
            this.unparsedPage(entry, entry.crawl, outcome);
        this.oneDone();
    }
    /**
     * A page link that ended unparsed. Found as a resource first and promoted to a page while
     * its request (body unread) was in flight: request it again to parse it. Otherwise its
     * max-pages slot goes to a page link waiting for one.
     */
    unparsedPage(entry, wasPage, outcome) {
        const head = (0,model_outcome/* headOf */.U)(outcome);
        const unread = outcome.kind !== 'response' || outcome.body === undefined;
        if (!wasPage && unread && head !== undefined && (0,charset/* isHtmlContentType */.l6)(head.contentType)) {
            const again = this.frontier.refetchAsPage(entry);
            if (again) {
                this.schedule(again);
                return;
            }
        }
        const next = this.limits.releasePage();
        if (next)
            this.schedule(next);
    }
    /** Record the entry's verdict (check/verdict.ts), in the cache and the database too. */
    record(entry, outcome, fetchMs, https) {
        const v = withHttps(judge({ ...outcome, url: entry.url, linked: entry.depth > 0 }, this.options), https, this.options.requireHttps);
        const answer = { ...(0,model_outcome/* answerOf */.u)(outcome), finalUrl: outcome.finalUrl, redirects: outcome.redirects };
        const settled = settledAnswer(answer, v);
        // `--browser-check` may load it once more in the browser first, which may make it ok (render-pages.ts).
        const settle = () => {
            this.frontier.setVerdict(entry, v.state, settled, v.reason);
            // An http link with a working https URL is not cached ok: the next run asks again, and says so again.
            if (v.https === undefined)
                this.cache?.remember(entry.url, v.answered, answer.status);
            recordVerdict(this.db, entry, outcome, fetchMs);
        };
        if (v.state === 'ok' || !this.documents.renderer?.recheck(entry, answer, v.blocked === true, this.frontier, settle))
            settle();
    }
    emitProgress(force) {
        const cb = this.hooks.onProgress;
        if (!cb)
            return;
        const now = Date.now();
        if (!force && now - this.lastProgress < (this.hooks.progressIntervalMs ?? 250))
            return;
        this.lastProgress = now;
        const c = this.frontier.counts;
        const hosts = this.lanes.hostStates(now);
        const p = {
            pages: this.records.pages.length - (this.documents?.stylesheets ?? 0) - (this.sitemaps?.pages ?? 0),
            queued: Math.max(0, this.outstanding - this.lanes.running - this.retryBackoff - this.lanes.retrying - (this.documents?.parsing ?? 0)),
            requests: this.records.requests,
            retrying: this.retryBackoff + this.lanes.retrying,
            pausedHosts: hosts.paused,
            downHosts: hosts.down,
            checked: c.ok + c.warnings + c.dead,
            dead: c.dead,
            warnings: c.warnings,
            elapsedMs: now - this.startedAt.getTime(),
        };
        cb(p);
    }
}

;// CONCATENATED MODULE: ./src/crawl/index.ts
/**
 * The crawl's one public entry: `crawl(options, hooks, services)` \u2192 a `Report`. The rooms
 * behind it, bottom first: `frontier/` (URLs, their entries and states, and the policies that
 * admit them), then `schedule/` (when a request may go), `sitemaps/` and `checkers/` (what one
 * request is, per kind of target), and `run/` (one run's lifecycle and its finishing step).
 */



;// CONCATENATED MODULE: ./src/run.ts
/**
 * One check, as the CLI and the Action run it: load the cache and the baseline (failing before
 * any request when they are unusable), then crawl. The crawl's finishing step applies what they
 * say (crawl/run/finish.ts), looks up archived copies of dead links (`archive`) and saves the cache.
 */





async function runCheck(options, hooks = {}, names = (k) => k, services = {}) {
    let cache;
    if (options.cache !== undefined) {
        try {
            cache = await ResultCache.load(options.cache, options.cacheMaxAge);
        }
        catch (e) {
            if ((0,errors/* isRunError */.Yl)(e, 'cache-file'))
                throw e.about(names('cache'));
            throw e;
        }
    }
    const baseline = options.baseline !== undefined ? await readBaseline(options.baseline, names('baseline')) : undefined;
    // Read before any request: a malformed line is a usage error naming the file and the line. Loaded only when asked for.
    const cookies = options.cookieJar !== undefined ? await (await Promise.all(/* import() */[__webpack_require__.e(380), __webpack_require__.e(352)]).then(__webpack_require__.bind(__webpack_require__, 4352))).CookieFile.load(options.cookieJar, names('cookie-jar')) : undefined;
    try {
        const archives = options.archive !== undefined
            ? (report) => attachArchives(report, options, { ...(cache ? { cache } : {}), ...(hooks.signal ? { signal: hooks.signal } : {}) })
            : undefined;
        return await crawl(options, hooks, {
            ...services,
            ...(cache ? { cache } : {}),
            ...(baseline ? { baseline } : {}),
            ...(archives ? { archives } : {}),
            ...(cookies ? { cookies } : {}),
        });
    }
    catch (e) {
        if ((0,errors/* isRunError */.Yl)(e, 'db-file'))
            throw e.about(names('db'));
        throw e;
    }
}

;// CONCATENATED MODULE: ./src/action/cache.ts
/**
 * The result cache between workflow runs. The engine keeps its verdicts in one JSON file
 * (cache/result-cache.ts); the Action restores that file before the crawl and saves it after,
 * through the small `CacheStore` interface: `actionsCacheStore` is the thin adapter over
 * @actions/cache, `directoryCacheStore` a stand-in for tests.
 *
 * Caches are immutable and looked up by key prefix, newest first, so every run saves under a
 * key of its own (`\u2026-run-<run id>-<attempt>`) and restores the newest one with the prefix.
 */




/**
 * Keys for one run. `-run-` ends the prefix so that the cache-key `docs` does not restore the
 * caches of `docs-v2`. A shard keeps a cache of its own: it checks only the URLs it owns, and
 * matrix jobs of one run must not race for one key.
 */
function cacheKeys(cacheKey, runId, runAttempt, shard) {
    const prefix = `linkspider-${cacheKey}${shard ? `-shard-${shard.index}of${shard.count}` : ''}-run-`;
    return { prefix, key: `${prefix}${runId}-${runAttempt}` };
}
/**
 * The real store: @actions/cache (needs the runner's cache service). The package (and the
 * Azure SDK behind it) is loaded on first use, so runs without `cache` never load it.
 */
function actionsCacheStore() {
    const load = () => Promise.all(/* import() */[__webpack_require__.e(878), __webpack_require__.e(110), __webpack_require__.e(88), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    return {
        async restore(file, primaryKey, restoreKeys) {
            const actionsCache = await load();
            if (!actionsCache.isFeatureAvailable())
                throw new Error('the cache service is not available to this job');
            return actionsCache.restoreCache([file], primaryKey, restoreKeys);
        },
        async save(file, key) {
            const actionsCache = await load();
            if (!actionsCache.isFeatureAvailable())
                throw new Error('the cache service is not available to this job');
            // saveCache logs and returns -1 for most service problems instead of throwing.
            const id = await actionsCache.saveCache([file], key);
            if (id === -1)
                throw new Error(`the cache service did not save ${key} (see the lines above)`);
        },
    };
}
/**
 * TEST ONLY. A store backed by a folder: one sub-folder per key holding the file and the
 * time it was saved. The Action (action/check.ts) uses it when LINKSPIDER_TEST_CACHE_DIR is set, so the bundled
 * Action can be run twice and see its own cache. Like the service: exact key first, then the
 * newest key with a matching prefix.
 */
function directoryCacheStore(dir) {
    const encode = (key) => encodeURIComponent(key);
    return {
        async restore(file, primaryKey, restoreKeys) {
            // No folder yet: nothing saved so far. A folder that cannot be read: the service is down.
            const names = await (0,promises_.readdir)(dir).catch((e) => {
                if (e.code === 'ENOENT')
                    return [];
                throw new Error(`the cache service is not available to this job (${e.code ?? e.message})`);
            });
            const entries = await Promise.all(names.map(async (name) => {
                const meta = JSON.parse(await (0,promises_.readFile)(external_node_path_default().join(dir, name, 'meta.json'), 'utf8'));
                return { name, ...meta };
            }));
            const hit = entries.find((e) => e.key === primaryKey) ??
                entries.filter((e) => restoreKeys.some((k) => e.key.startsWith(k))).sort((a, b) => b.savedAt - a.savedAt || (a.key < b.key ? 1 : -1))[0];
            if (!hit)
                return undefined;
            await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
            await (0,promises_.copyFile)(external_node_path_default().join(dir, hit.name, 'file'), file);
            return hit.key;
        },
        async save(file, key) {
            const target = external_node_path_default().join(dir, encode(key));
            await (0,promises_.mkdir)(target, { recursive: true });
            await (0,promises_.copyFile)(file, external_node_path_default().join(target, 'file'));
            await (0,promises_.writeFile)(external_node_path_default().join(target, 'meta.json'), JSON.stringify({ key, savedAt: Date.now() + performance.now() / 1e6 }));
        },
    };
}
/**
 * Restore the cache file before the crawl. Never throws: a service that is down, or a
 * restored file that is not a usable cache, is a warning, and the run starts a new cache.
 */
async function restoreResultCache(store, file, keys, log) {
    let restored;
    try {
        restored = await store.restore(file, keys.key, [keys.prefix]);
    }
    catch (e) {
        log.warning(`cache: not restored (${e.message}); every link is checked, and fail-after counts start again`);
        await (0,promises_.rm)(file, { force: true });
        return { unavailable: e.message };
    }
    if (restored === undefined) {
        log.info(`cache: no earlier cache for ${keys.prefix}*; this run starts one`);
        return {};
    }
    try {
        // The engine refuses a corrupt cache file; a restored one would then fail every later run.
        await ResultCache.load(file, 0);
    }
    catch (e) {
        if (!(0,errors/* isRunError */.Yl)(e, 'cache-file'))
            throw e;
        log.warning(`cache: the restored cache ${restored} is unusable (${e.message}); starting a new one`);
        await (0,promises_.rm)(file, { force: true });
        return {};
    }
    log.info(`cache: restored ${restored}`);
    return { key: restored };
}
/** Save the cache file after the crawl. Never throws: a failure is a warning, and the reason is returned. */
async function saveResultCache(store, file, keys, log) {
    try {
        await store.save(file, keys.key);
        log.info(`cache: saved ${keys.key}`);
        return undefined;
    }
    catch (e) {
        log.warning(`cache: not saved (${e.message}); the next run checks these links again`);
        return e.message;
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/markdown/changed.ts
/**
 * The files a pull request changes, from git: `git diff --name-only <base> HEAD` in the
 * repository (HEAD being the PR's merge or head commit). When the base commit is not in a
 * shallow clone, it is fetched once from `origin` (one commit, depth 1).
 */

function git(root, args) {
    return (0,external_node_child_process_.execFileSync)('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
}
/** Repository-relative paths (forward slashes) changed between `base` and HEAD, deleted files left out. */
function changedFiles(root, base) {
    if (!/^[0-9a-f]{7,64}$/i.test(base) && !/^[\w./-]+$/.test(base))
        throw new Error(`not a commit or ref: ${base}`);
    const diff = () => git(root, ['diff', '--name-only', '-z', '--no-renames', '--diff-filter=d', base, 'HEAD', '--']);
    let out;
    try {
        out = diff();
    }
    catch {
        try {
            git(root, ['fetch', '--no-tags', '--depth=1', 'origin', base]);
            out = diff();
        }
        catch (e) {
            const stderr = String(e.stderr ?? e.message).trim();
            throw new Error(`cannot diff against the base commit ${base} (${stderr.split('\n').pop()}); check out with fetch-depth: 0`);
        }
    }
    return out.split('\0').filter((p) => p !== '');
}
/**
 * The lines a pull request adds or changes, per file (repository-relative path \u2192 1-based line
 * numbers on the new side), from `git diff -U0 <base> HEAD`: the lines a review comment may be
 * put on as a suggestion.
 */
function changedLines(root, base) {
    changedFiles(root, base); // validates `base` and fetches it into a shallow clone
    const out = new Map();
    const diff = git(root, ['-c', 'core.quotePath=false', 'diff', '-U0', '--no-color', '--no-renames', '--no-ext-diff', '--diff-filter=d', base, 'HEAD', '--']);
    return parseChangedLines(diff, out);
}
/** The new-side line numbers of a `git diff -U0`. */
function parseChangedLines(diff, out = new Map()) {
    let lines;
    for (const line of diff.split('\n')) {
        if (line.startsWith('+++ ')) {
            const name = line.slice(4);
            lines = undefined;
            if (name.startsWith('b/')) {
                const file = name.slice(2);
                lines = out.get(file) ?? new Set();
                out.set(file, lines);
            }
            continue;
        }
        const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
        if (hunk && lines) {
            const start = Number(hunk[1]);
            const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
            for (let i = 0; i < count; i++)
                lines.add(start + i);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/action/changed.ts
/**
 * `changed-only`: on a pull request, the Markdown files to check in full are the ones the
 * pull request changes. The base commit comes from the event payload
 * (`pull_request.base.sha`); the changed paths from `git diff` against it.
 */

function pullRequestBase(eventName, event) {
    if (eventName !== 'pull_request' && eventName !== 'pull_request_target')
        return undefined;
    const sha = event?.pull_request?.base?.sha;
    return typeof sha === 'string' && sha !== '' ? sha : undefined;
}
function changedMarkdown(root, eventName, event) {
    const base = pullRequestBase(eventName, event);
    if (base === undefined)
        return { note: `changed-only: not a pull request (${eventName ?? 'no event'}): every file is checked` };
    const files = new Set(changedFiles(root, base));
    return { files, note: `changed-only: ${files.size} files changed against ${base.slice(0, 12)}` };
}

;// CONCATENATED MODULE: ./src/action/merge.ts
/**
 * The Action's `merge` mode: find the shard reports the merge job downloaded. With
 * actions/download-artifact (`pattern: linkspider-shard-*`, `merge-multiple: false`) each
 * artifact lands in `<path>/<artifact name>/`, so `shards/** /report.json` finds them all.
 */



const collator = new Intl.Collator('en', { numeric: true });
/**
 * Paths of the files matching `pattern` (a glob, relative to `dir` unless absolute), sorted
 * with numbers in order (shard-2 before shard-10). Throws a `merge` error when nothing matches, naming both.
 */
async function mergeArtifactReports(pattern, dir) {
    const files = [];
    for await (const d of (0,promises_.glob)(pattern, { cwd: dir, withFileTypes: true })) {
        if (d.isFile())
            files.push(external_node_path_default().join(d.parentPath, d.name));
    }
    if (files.length === 0) {
        throw new errors/* RunError */.e4('merge', 'merge', `no report file matches "${pattern}" in ${external_node_path_default().resolve(dir)}: did the shard jobs upload their JSON reports, and did this job download them there?`);
    }
    return files.sort(collator.compare);
}

;// CONCATENATED MODULE: ./src/report/sarif-rules.ts
const FIX_LINK = "Fix the link: point it at the page's new address, or remove it.";
const FIX_SERVER = 'Check that the server is up and answers this URL; if the outage is temporary, the link recovers on a later run (`fail-after` reports it only after several failed runs in a row).';
/** Rules for failures without an HTTP status, by the model's error codes. */
const ERROR_RULES = {
    timeout: {
        name: 'DeadLinkTimeout',
        short: 'The link timed out',
        full: 'The server did not answer (connect, headers or body) within the timeout.',
        fix: FIX_SERVER,
        precision: 'medium',
        level: 'error',
    },
    refused: {
        name: 'DeadLinkRefused',
        short: 'Connection refused',
        full: "The link's host refused the connection: nothing listens on that port.",
        fix: FIX_SERVER,
        precision: 'high',
        level: 'error',
    },
    reset: {
        name: 'DeadLinkReset',
        short: 'Connection reset',
        full: 'The connection was reset or closed before a complete response.',
        fix: FIX_SERVER,
        precision: 'medium',
        level: 'error',
    },
    dns: {
        name: 'DeadLinkDns',
        short: 'Host not found (DNS)',
        full: "The link's host name does not resolve: the domain is gone or misspelt.",
        fix: FIX_LINK,
        precision: 'high',
        level: 'error',
    },
    tls: {
        name: 'DeadLinkTls',
        short: 'TLS error',
        full: 'The HTTPS connection failed: the certificate is expired, self-signed or for another name.',
        fix: 'Link to an address whose certificate is valid, or ask the site to fix its certificate.',
        precision: 'high',
        level: 'error',
    },
    'redirect-loop': {
        name: 'DeadLinkRedirectLoop',
        short: 'Redirect loop',
        full: 'Following the redirects leads back to a URL already visited.',
        fix: FIX_LINK,
        precision: 'very-high',
        level: 'error',
    },
    'too-many-redirects': {
        name: 'DeadLinkTooManyRedirects',
        short: 'Too many redirects',
        full: 'The redirect chain is longer than `max-redirects`.',
        fix: 'Link to where the chain ends.',
        precision: 'high',
        level: 'error',
    },
    'unsupported-redirect': {
        name: 'DeadLinkUnsupportedRedirect',
        short: 'Redirect to an unsupported scheme',
        full: 'A redirect leads to a scheme other than http or https.',
        fix: FIX_LINK,
        precision: 'high',
        level: 'error',
    },
    'invalid-url': {
        name: 'InvalidUrl',
        short: 'Invalid URL',
        full: 'The link is not a valid URL (a typo, a space, a broken template).',
        fix: 'Correct the link as written in the source.',
        precision: 'very-high',
        level: 'error',
    },
    protocol: {
        name: 'DeadLinkProtocol',
        short: 'Malformed HTTP response',
        full: 'The server answered with a response that is not valid HTTP.',
        fix: FIX_SERVER,
        precision: 'medium',
        level: 'error',
    },
    'missing-fragment': {
        name: 'MissingFragment',
        short: 'Fragment not found on the page',
        full: 'The page exists but has no element with the id (or anchor name) after `#`.',
        fix: 'Link to an anchor the page has (headings often change their id when renamed), or drop the fragment.',
        precision: 'high',
        level: 'error',
    },
    'missing-file': {
        name: 'MissingFile',
        short: 'File not found in the repository',
        full: 'A relative link of a Markdown file names a path that does not exist in the repository.',
        fix: 'Correct the path (it is relative to the Markdown file), or add the file.',
        precision: 'very-high',
        level: 'error',
    },
    network: {
        name: 'DeadLinkNetwork',
        short: 'Network error',
        full: 'The request failed with a network error of no more specific kind.',
        fix: FIX_SERVER,
        precision: 'medium',
        level: 'error',
    },
    unfinished: {
        name: 'UnfinishedLink',
        short: 'No answer before the run stopped',
        full: 'The link was requested, but the run stopped (deadline or signal) before an answer came.',
        fix: 'Give the run more time (`max-duration`), or check the link again.',
        precision: 'low',
        level: 'warning',
    },
};
/** HTTP statuses with a rule of their own. */
const STATUS_RULES = {
    400: { name: 'DeadLink400', short: 'HTTP 400 Bad Request', full: 'The server rejected the request as malformed.' },
    401: {
        name: 'DeadLink401',
        short: 'HTTP 401 Unauthorized',
        full: 'The page needs a login.',
        fix: 'Link to a public page, or accept 401 for this host (`accept`, `exclude`).',
    },
    403: {
        name: 'DeadLink403',
        short: 'HTTP 403 Forbidden',
        full: 'The server refuses to serve the page.',
        fix: 'Link to a public page; if the server refuses robots only, exclude the URL.',
    },
    404: { name: 'DeadLink404', short: 'HTTP 404 Not Found', full: 'The page does not exist (any more).' },
    405: { name: 'DeadLink405', short: 'HTTP 405 Method Not Allowed', full: 'The server does not allow GET (or HEAD) for this URL.' },
    406: { name: 'DeadLink406', short: 'HTTP 406 Not Acceptable', full: 'The server has no representation the request accepts.' },
    408: { name: 'DeadLink408', short: 'HTTP 408 Request Timeout', full: 'The server timed out waiting for the request.', fix: FIX_SERVER },
    410: { name: 'DeadLink410', short: 'HTTP 410 Gone', full: 'The page was removed on purpose.' },
    429: {
        name: 'DeadLink429',
        short: 'HTTP 429 Too Many Requests',
        full: 'The server is rate limiting the checker.',
        fix: 'Lower `host-concurrency`, or warn on 429 (`warn-on`).',
    },
    451: { name: 'DeadLink451', short: 'HTTP 451 Unavailable For Legal Reasons', full: 'The page is blocked for legal reasons.' },
    500: { name: 'DeadLink500', short: 'HTTP 500 Internal Server Error', full: 'The server failed to produce the page.', fix: FIX_SERVER },
    502: { name: 'DeadLink502', short: 'HTTP 502 Bad Gateway', full: 'A proxy got no valid answer from the server behind it.', fix: FIX_SERVER },
    503: { name: 'DeadLink503', short: 'HTTP 503 Service Unavailable', full: 'The server is down or overloaded.', fix: FIX_SERVER },
    504: { name: 'DeadLink504', short: 'HTTP 504 Gateway Timeout', full: 'A proxy timed out waiting for the server behind it.', fix: FIX_SERVER },
};
const CLASS_RULES = {
    'dead/3xx': {
        name: 'DeadLinkRedirect',
        short: 'Redirect without a usable Location',
        full: 'The server answered with a redirect status that could not be followed (no Location header, or a status not accepted).',
        fix: FIX_LINK,
        precision: 'high',
        level: 'error',
    },
    'dead/4xx': {
        name: 'DeadLinkClientError',
        short: 'HTTP 4xx client error',
        full: 'The server answered with a 4xx status that has no rule of its own.',
        fix: FIX_LINK,
        precision: 'high',
        level: 'error',
    },
    'dead/5xx': {
        name: 'DeadLinkServerError',
        short: 'HTTP 5xx server error',
        full: 'The server answered with a 5xx status that has no rule of its own.',
        fix: FIX_SERVER,
        precision: 'medium',
        level: 'error',
    },
    'dead/http': {
        name: 'DeadLinkStatus',
        short: 'Unaccepted HTTP status',
        full: 'The server answered with a status that is neither accepted (`accept`) nor an error class with a rule of its own.',
        fix: 'Fix the link, or accept the status (`accept`).',
        precision: 'medium',
        level: 'error',
    },
    blocked: {
        name: 'BlockedByBotWall',
        short: 'Blocked by a bot wall',
        full: "A bot wall answered instead of the page (LinkedIn's 999, a Cloudflare or AWS WAF challenge): the link may well work in a browser.",
        fix: 'Open the link in a browser. `blocked: ok` stops reporting these; `blocked: dead` fails on them.',
        precision: 'low',
        level: 'warning',
    },
    'gone-to-home': {
        name: 'SoftNotFound',
        short: 'Redirected to the home page (soft 404)',
        full: 'A deep link whose redirects end on the home page or the root of its section: the page it named is gone, and linking to the home page instead is not a fix.',
        fix: 'Link to the page that replaced it, or remove the link. `gone-to-home: dead` fails on these; `gone-to-home: ok` stops reporting them.',
        precision: 'medium',
        level: 'warning',
    },
};
function ruleOf(id, t) {
    return {
        id,
        name: t.name,
        shortDescription: { text: t.short },
        fullDescription: { text: t.full },
        help: { text: `${t.full} ${t.fix.replace(/`/g, '')}`, markdown: `${t.full}\n\n${t.fix}` },
        defaultConfiguration: { level: t.level },
        properties: { tags: ['links', 'documentation'], precision: t.precision, 'problem.severity': t.level },
    };
}
/** Every rule, in a fixed order: error classes, statuses, status classes, blocked. */
const SARIF_RULES = [
    ...Object.entries(ERROR_RULES).map(([code, t]) => ruleOf(code === 'missing-fragment' ? 'missing-fragment' : `dead/${code}`, t)),
    ...Object.entries(STATUS_RULES).map(([status, s]) => ruleOf(`dead/${status}`, { ...s, fix: s.fix ?? FIX_LINK, precision: Number(status) >= 500 ? 'medium' : 'high', level: 'error' })),
    ...Object.entries(CLASS_RULES).map(([id, t]) => ruleOf(id, t)),
];
/** The rule a reported link belongs to. */
function ruleIdOf(r) {
    if (r.blocked === true)
        return 'blocked';
    if (r.goneToHome !== undefined)
        return 'gone-to-home';
    if (r.error !== undefined)
        return r.error === 'missing-fragment' ? 'missing-fragment' : `dead/${r.error}`;
    const s = r.status;
    if (s === undefined)
        return 'dead/http';
    if (STATUS_RULES[s] !== undefined)
        return `dead/${s}`;
    if (s >= 300 && s < 400)
        return 'dead/3xx';
    if (s >= 400 && s < 500)
        return 'dead/4xx';
    if (s >= 500 && s < 600)
        return 'dead/5xx';
    return 'dead/http';
}

;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * SARIF 2.1.0 for code scanning: one result per place a dead link (level `error`) or a warning
 * (level `warning`) was found, on the rule of its verdict class (sarif-rules.ts).
 *
 * Where a result is: a place in a `sources` file the URL is written in (they show in a pull
 * request's diff), else the referrer's file when it is in the repository (a Markdown file of
 * `files`, a page of a folder check inside the workspace), relative to `%SRCROOT%` (the
 * workspace); a page of a folder outside the workspace is relative to `SITEROOT` (the folder).
 * A page of a live site has no file: its result gets a logical location (the page URL) and no
 * physical one. Code scanning needs a physical location to show a result (and rejects absolute
 * `http:` artifact URIs when the upload names a `file:` checkout root), so those results are in
 * the file for other SARIF viewers and are not shown by code scanning: `sources` places them.
 *
 * `partialFingerprints.primaryLocationLineHash` (the only fingerprint code scanning reads) is a
 * hash of the rule, the target URL, the file (or page) and the link's text (or its written
 * value), element and attribute: no line or column, so the alert follows the link when lines
 * move. Identical links in one file are told apart by a `:n` occurrence suffix, in line order.
 *
 * Untrusted text (URLs, link text, reasons, page URLs) goes only into `message.text`, which
 * code scanning shows as plain text except for SARIF's embedded links `[text](target)`: square
 * brackets are escaped as SARIF \u00a73.11.6 asks, so a link text can never become a link, and
 * control characters and bidirectional overrides are removed. Rule help is our own markdown.
 */






const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Code scanning rejects a run with more results than this. */
const SARIF_MAX_RESULTS = 25_000;
const SRCROOT = '%SRCROOT%';
const SITEROOT = 'SITEROOT';
/** Bidirectional embeddings, overrides and isolates: they can make a message read otherwise than it is. */
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g;
/**
 * Plain text for `message.text`: one line, at most `max` characters, no control or bidi
 * characters, and `[`, `]` escaped (a `\` before one is doubled) so no embedded link forms.
 */
function sarifText(s, max = 500) {
    return clip(oneLine(s).replace(BIDI, ''), max)
        .replace(/\\(?=[[\]])/g, '\\\\')
        .replace(/[[\]]/g, (c) => `\\${c}`);
}
function sarif_placesOf(r, ctx) {
    const hits = ctx.sourceHits?.get(r.url) ?? [];
    const out = hits.map((h) => ({
        uri: h.file,
        base: SRCROOT,
        line: h.line,
        column: h.column,
        endColumn: h.endColumn + 1,
        ...(r.referrers[0] ? { ref: r.referrers[0] } : {}),
        source: true,
    }));
    const covered = new Set(out.map((p) => `${p.uri}:${p.line}`));
    for (const ref of r.referrers) {
        const file = referrerFile(ref, ctx);
        if (file !== undefined) {
            if (!covered.has(`${file}:${ref.line}`))
                out.push({ uri: file, base: SRCROOT, line: ref.line, column: ref.column, ref, source: false });
        }
        else if (ref.file !== undefined && ctx.sitePath !== undefined && ref.file !== ref.page) {
            out.push({ uri: ref.file, base: SITEROOT, line: ref.line, column: ref.column, ref, source: false });
        }
        else if (hits.length === 0) {
            // A live page: the source hits, when there are any, already stand for it.
            out.push({ page: ref.page, line: ref.line, column: ref.column, ref, source: false });
        }
    }
    // A dead start URL is linked from nowhere: the URL itself is its place.
    if (out.length === 0)
        out.push({ page: r.url, line: 0, column: 0, source: false });
    return out;
}
function what(r) {
    if (r.blocked === true)
        return r.state === 'dead' ? 'Dead link (blocked by a bot wall)' : 'Blocked by a bot wall';
    if (r.goneToHome !== undefined)
        return r.state === 'dead' ? 'Dead link (redirected to the home page)' : 'Redirected to the home page (soft 404)';
    if (r.state === 'dead')
        return 'Dead link';
    if (r.known === true)
        return 'Known dead link (in the baseline)';
    if (r.failingSince !== undefined)
        return `Failing link (since ${r.failingSince}, ${r.failingRuns ?? 1} run${r.failingRuns === 1 ? '' : 's'})`;
    return 'Link warning';
}
function sarif_messageOf(r, p) {
    const copy = r.archive !== undefined ? ` Archived copy (${sarifText(r.archive.date.slice(0, 10))}): ${sarifText(r.archive.url)}.` : '';
    const head = `${what(r)}: ${sarifText(r.url)} (${sarifText(reasonOf(r), 200)}).${copy}`;
    const ref = p.ref;
    if (ref === undefined)
        return `${head} It is a start URL.`;
    const text = sarifText(ref.text, 100);
    const link = `${ref.element} ${ref.attribute}${text !== '' ? ` "${text}"` : ''}`;
    if (p.source) {
        const n = r.referrers.length;
        return `${head} Written here; found on ${n} page${n === 1 ? '' : 's'}, first on ${sarifText(ref.page, 300)} line ${ref.line} (${link}).`;
    }
    if (p.uri === undefined)
        return `${head} On ${sarifText(ref.page, 300)} line ${ref.line}, column ${ref.column} (${link}).`;
    return `${head} Link: ${link}.`;
}
function locationOf(p) {
    if (p.uri === undefined) {
        return {
            logicalLocations: [{ fullyQualifiedName: p.page ?? '', kind: 'resource' }],
            ...(p.line > 0 ? { message: { text: `line ${p.line}, column ${p.column}` } } : {}),
        };
    }
    return {
        physicalLocation: {
            artifactLocation: { uri: p.uri.split('/').map(encodeURIComponent).join('/'), uriBaseId: p.base ?? SRCROOT },
            region: {
                startLine: Math.max(1, p.line),
                startColumn: Math.max(1, p.column),
                ...(p.endColumn !== undefined ? { endLine: Math.max(1, p.line), endColumn: p.endColumn } : {}),
            },
        },
    };
}
function sarif_fingerprint(ruleId, r, p) {
    const where = p.uri !== undefined ? `${p.base}/${p.uri}` : (p.page ?? '');
    const ref = p.source ? undefined : p.ref;
    const link = ref ? [ref.element, ref.attribute, oneLine(ref.text) || ref.raw] : ['source'];
    return sha256Hex([ruleId, r.url, where, ...link].join('\u0000')).slice(0, 16);
}
/** Files (or pages) in code-unit order, then line and column: the order occurrence numbers follow. */
function sarif_byPlace(a, b) {
    const fa = a.uri ?? a.page ?? '';
    const fb = b.uri ?? b.page ?? '';
    return fa < fb ? -1 : fa > fb ? 1 : a.line - b.line || a.column - b.column;
}
/** Build the SARIF log of a report. Pure but for the workspace's file URL. */
function buildSarif(report, ctx) {
    const max = Math.min(ctx.maxResults ?? SARIF_MAX_RESULTS, SARIF_MAX_RESULTS);
    const ruleIndex = new Map(SARIF_RULES.map((rule, i) => [rule.id, i]));
    // Dead links first, so a cut (code scanning's cap) drops warnings before errors.
    const reported = [...report.dead, ...report.warnings, ...(report.blocked ?? [])];
    const results = [];
    const seen = new Map();
    let total = 0;
    for (const r of reported) {
        const ruleId = ruleIdOf(r);
        const places = sarif_placesOf(r, ctx).sort(sarif_byPlace);
        for (const p of places) {
            total++;
            if (results.length >= max)
                continue;
            const hash = sarif_fingerprint(ruleId, r, p);
            const n = (seen.get(hash) ?? 0) + 1;
            seen.set(hash, n);
            results.push({
                ruleId,
                ruleIndex: ruleIndex.get(ruleId),
                level: r.state === 'dead' ? 'error' : 'warning',
                message: { text: sarif_messageOf(r, p) },
                locations: [locationOf(p)],
                partialFingerprints: { primaryLocationLineHash: `${hash}:${n}` },
                properties: {
                    url: r.url,
                    reason: r.reason,
                    internal: r.internal,
                    ...(r.status !== undefined ? { status: r.status } : {}),
                    ...(r.error !== undefined ? { error: r.error } : {}),
                    ...(p.ref ? { page: p.ref.page, pageLine: p.ref.line, pageColumn: p.ref.column } : {}),
                    ...(r.known === true ? { known: true } : {}),
                },
            });
        }
    }
    const notes = [];
    const run = report.run;
    if (run.incomplete) {
        notes.push({
            level: 'warning',
            descriptor: { id: 'incomplete' },
            message: {
                text: `The crawl stopped early (${sarifText(run.incompleteReason ?? 'incomplete', 200)}): not every link was checked, so this log lists only what was.`,
            },
        });
    }
    if (total > results.length) {
        notes.push({
            level: 'warning',
            descriptor: { id: 'results-capped' },
            message: {
                text: `${total - results.length} of ${total} results left out: code scanning accepts at most ${SARIF_MAX_RESULTS} per run. The JSON report has them all.`,
            },
        });
    }
    const baseUris = {
        [SRCROOT]: { uri: dirUri(ctx.workspace), description: { text: 'The repository (workspace) root.' } },
        ...(ctx.sitePath !== undefined ? { [SITEROOT]: { uri: dirUri(ctx.sitePath), description: { text: 'The folder of built HTML that was checked.' } } } : {}),
    };
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'linkspider',
                        version: run.version,
                        ...(/^\d+\.\d+\.\d+/.test(run.version) ? { semanticVersion: run.version } : {}),
                        rules: [...SARIF_RULES],
                    },
                },
                originalUriBaseIds: baseUris,
                invocations: [
                    {
                        // A run cut short by a deadline or a signal checked only part of the site.
                        executionSuccessful: !run.incomplete,
                        startTimeUtc: run.startedAt,
                        endTimeUtc: run.finishedAt,
                        ...(notes.length > 0 ? { toolExecutionNotifications: notes } : {}),
                    },
                ],
                // Every column of a report counts characters (HTML and Markdown places, source hits): code points.
                columnKind: 'unicodeCodePoints',
                results,
                properties: {
                    incomplete: run.incomplete,
                    ...(run.incompleteReason !== undefined ? { incompleteReason: run.incompleteReason } : {}),
                    startUrls: run.startUrls,
                    counts: { ...report.counts },
                    ...(total > results.length ? { resultsLeftOut: total - results.length } : {}),
                },
            },
        ],
    };
}
function dirUri(dir) {
    const u = (0,external_node_url_.pathToFileURL)(dir).href;
    return u.endsWith('/') ? u : `${u}/`;
}
/**
 * Write the SARIF log (atomically: never half a file under the real name), as
 * `JSON.stringify(log, null, 2)` would, but with the results streamed a few hundred at a time:
 * 25,000 results are some 25 MB of JSON, which need not exist as one string.
 */
async function writeSarif(log, file) {
    await writeChunks(file, sarifChunks(log));
}
/** A placeholder no result can be: JSON of a string with NUL characters. */
const HOLE_VALUE = '\u0000results\u0000';
const RESULTS_HOLE = JSON.stringify(HOLE_VALUE);
/** The log's JSON in pieces (`writeSarif`; `--sarif -` writes them to standard output). */
function* sarifChunks(log) {
    const run = log.runs[0];
    const results = run?.results ?? [];
    if (run === undefined || results.length === 0) {
        yield `${JSON.stringify(log, null, 2)}\n`;
        return;
    }
    const shell = JSON.stringify({ ...log, runs: [{ ...run, results: HOLE_VALUE }, ...log.runs.slice(1)] }, null, 2);
    const at = shell.indexOf(RESULTS_HOLE);
    const lineStart = shell.lastIndexOf('\n', at) + 1;
    const pad = /^ */.exec(shell.slice(lineStart))[0];
    yield `${shell.slice(0, at)}[\n`;
    for (let i = 0; i < results.length; i++) {
        yield `${pad}  ${JSON.stringify(results[i], null, 2).replace(/\n/g, `\n${pad}  `)}${i < results.length - 1 ? ',' : ''}\n`;
    }
    yield `${pad}]${shell.slice(at + RESULTS_HOLE.length)}\n`;
}

;// CONCATENATED MODULE: ./src/report/junit.ts
/**
 * JUnit XML for CI systems that read test reports (GitLab, Jenkins, Azure Pipelines, \u2026):
 * one `<testcase>` per checked page, one `<failure>` per dead link on it.
 *
 * Names, chosen for how the parsers show them:
 * - `classname` is `linkspider.<site>`: the site's host (a folder's name, or `markdown` for
 *   Markdown files) with `.` and `:` made `_`, because Jenkins splits a class name at its last
 *   dot into package and class (so Jenkins shows package `linkspider`, class the site).
 * - `name` is the page: its URL, a folder page's site path, or a Markdown file's path.
 * - `file` (GitLab's "Filename" column) is the page's file in the repository when known.
 * Jenkins and GitLab show only the first `<failure>` of a test case in detail, so the case's
 * `<system-out>` also lists every dead link and warning on the page, one per line. Warnings
 * never fail a case: they are listed in `<system-out>` only.
 *
 * A run that stopped early (deadline, signal) gets a property `incomplete` and one more case,
 * `(run) every link checked`, with an `<error>` saying why, so the report cannot pass as whole.
 *
 * Every string is escaped for XML 1.0: markup characters as entities (and tab, CR and LF in
 * attributes as character references, which attribute normalisation would otherwise turn into
 * spaces), and characters XML 1.0 forbids (C0 controls, lone surrogates, U+FFFE/U+FFFF) replaced
 * by U+FFFD. No CDATA, so `]]>` needs nothing special.
 */







/** Anything XML 1.0 does not allow in a document. */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
/** Text content: `&`, `<`, `>` as entities; characters XML forbids as U+FFFD. */
function xmlText(s) {
    return s.replace(NOT_XML, '\ufffd').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** An attribute value (in double quotes): as text, plus `"`, `'` and tab/CR/LF as references. */
function xmlAttr(s) {
    return xmlText(s).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}
/** What Jenkins shows as the class: dots and colons would split or confuse it. */
function classPart(s) {
    return s.replace(/[.:]/g, '_').replace(/[^\p{L}\p{N}_-]/gu, '_') || 'site';
}
function siteOf(page, folderName) {
    try {
        return classPart(new URL(page).host);
    }
    catch {
        return page.startsWith('/') ? classPart(folderName ?? 'folder') : 'markdown';
    }
}
function lineOf(kind, p) {
    const at = p.ref
        ? `${p.ref.line}:${p.ref.column} ${p.ref.element} ${p.ref.attribute}${p.ref.text ? ` "${clip(oneLine(p.ref.text), 100)}"` : ''}`
        : 'the page itself';
    const known = p.result.known === true ? ' (known: in the baseline)' : '';
    return `${kind} ${at} -> ${p.result.url} : ${oneLine(reasonOf(p.result))}${known}`;
}
/** The JUnit XML of a report, in pieces (a 200,000-page report never becomes one string). */
function* junitChunks(report, ctx) {
    const options = report.run.options;
    const folderName = typeof options['path'] === 'string' ? external_node_path_default().basename(options['path']) : undefined;
    const cases = new Map();
    const caseOf = (page) => {
        let c = cases.get(page);
        if (!c)
            cases.set(page, (c = { page, dead: [], warnings: [] }));
        return c;
    };
    for (const p of report.pages)
        if (countsAsPage(p))
            caseOf(p.finalUrl ?? p.url);
    const add = (r, kind) => {
        // A dead start URL is linked from nowhere: the page itself fails.
        if (r.referrers.length === 0)
            caseOf(r.url)[kind].push({ result: r });
        for (const ref of r.referrers) {
            const c = caseOf(ref.page);
            c.file ??= referrerFile(ref, ctx);
            c[kind].push({ result: r, ref });
        }
    };
    for (const r of report.dead)
        add(r, 'dead');
    for (const r of [...report.warnings, ...(report.blocked ?? [])])
        add(r, 'warnings');
    const all = [...cases.values()].sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
    // In page order, as a reader fixes them.
    const byPlace = (a, b) => (a.ref?.line ?? 0) - (b.ref?.line ?? 0) || (a.ref?.column ?? 0) - (b.ref?.column ?? 0);
    for (const c of all) {
        c.dead.sort(byPlace);
        c.warnings.sort(byPlace);
    }
    const failed = all.filter((c) => c.dead.length > 0).length;
    const deadLinks = all.reduce((n, c) => n + c.dead.length, 0);
    const incomplete = report.run.incomplete;
    const tests = all.length + (incomplete ? 1 : 0);
    const errors = incomplete ? 1 : 0;
    const time = (report.run.durationMs / 1000).toFixed(3);
    // JUnit's XSD wants a timestamp without a zone; the run's is UTC.
    const timestamp = report.run.startedAt.replace(/(\.\d+)?Z$/, '');
    const counts = `tests="${tests}" failures="${failed}" errors="${errors}" skipped="0" time="${time}"`;
    const label = report.run.startUrls[0] !== undefined ? siteOf(report.run.startUrls[0], folderName) : 'site';
    const suiteName = `linkspider ${folderName !== undefined ? folderName : report.run.startUrls.join(' ') || label}`;
    yield '<?xml version="1.0" encoding="UTF-8"?>\n';
    yield `<testsuites name="linkspider" ${counts} timestamp="${xmlAttr(timestamp)}">\n`;
    yield `  <testsuite name="${xmlAttr(clip(suiteName, 500))}" ${counts} timestamp="${xmlAttr(timestamp)}">\n`;
    yield '    <properties>\n';
    const props = [
        ['linkspider.version', report.run.version],
        ['start-urls', report.run.startUrls.join(' ')],
        ['pages', String(report.counts.pages)],
        ['links', String(report.counts.links)],
        ['dead', String(report.counts.dead)],
        ['dead-link-places', String(deadLinks)],
        ['warnings', String(report.counts.warnings + (report.counts.blocked ?? 0))],
        ...(incomplete ? [['incomplete', report.run.incompleteReason ?? 'incomplete']] : []),
    ];
    for (const [name, value] of props)
        yield `      <property name="${xmlAttr(name)}" value="${xmlAttr(value)}"/>\n`;
    yield '    </properties>\n';
    for (const c of all) {
        const classname = `linkspider.${siteOf(c.page, folderName)}`;
        const attrs = `classname="${xmlAttr(classname)}" name="${xmlAttr(clip(c.page, 2000))}"${c.file !== undefined ? ` file="${xmlAttr(c.file)}"` : ''} time="0"`;
        if (c.dead.length === 0 && c.warnings.length === 0) {
            yield `    <testcase ${attrs}/>\n`;
        }
        else {
            let chunk = `    <testcase ${attrs}>\n`;
            for (const p of c.dead) {
                const at = p.ref ? `line ${p.ref.line}, column ${p.ref.column}: ` : '';
                const message = `${at}${clip(oneLine(reasonOf(p.result)), 300)} ${clip(p.result.url, 1000)}`;
                chunk += `      <failure type="${xmlAttr(ruleIdOf(p.result))}" message="${xmlAttr(message)}">${xmlText(lineOf('dead', p))}</failure>\n`;
            }
            const out = [...c.dead.map((p) => lineOf('dead', p)), ...c.warnings.map((p) => lineOf('warning', p))];
            chunk += `      <system-out>${xmlText(out.join('\n'))}</system-out>\n`;
            chunk += '    </testcase>\n';
            yield chunk;
        }
    }
    if (incomplete) {
        const why = `The crawl stopped early (${report.run.incompleteReason ?? 'incomplete'}): not every link was checked.`;
        yield `    <testcase classname="linkspider.${xmlAttr(label)}" name="(run) every link checked" time="0">\n`;
        yield `      <error type="incomplete" message="${xmlAttr(why)}">${xmlText(why)}</error>\n`;
        yield '    </testcase>\n';
    }
    yield '  </testsuite>\n</testsuites>\n';
}
/** Write the JUnit XML of a report (atomically). */
async function writeJunit(report, file, ctx) {
    await writeChunks(file, junitChunks(report, ctx));
}

;// CONCATENATED MODULE: ./src/model/host.ts
/**
 * Hosts in trouble, in the domain's words: a host marked slow (its answers took longer than the
 * timeout several times in a row, so its URLs got one attempt each) or down (it refused or reset
 * every connection, so its remaining URLs were settled without a request) or unresolved (its
 * name does not resolve, ENOTFOUND: its other URLs were settled from that answer). Found by
 * crawl/schedule/host-health.ts; listed in the report's `run.hosts` and its summaries.
 */
/** One line for a person. */
function describeHost(h) {
    if (h.kind === 'slow')
        return `slow host ${h.host}: ${h.inRow} answers in a row beyond the timeout; its other URLs got one attempt each`;
    if (h.kind === 'unresolved')
        return `unresolved host ${h.host}: its name does not resolve (ENOTFOUND)${notRequested(h)}`;
    return `down host ${h.host}: ${h.inRow} connections in a row refused or reset${notRequested(h)}`;
}
/** `; its other 3 URLs were not requested`, only when there were other URLs. */
function notRequested(h) {
    const n = h.notRequested ?? 0;
    if (n === 0)
        return '';
    return n === 1 ? '; its other URL was not requested' : `; its other ${n.toLocaleString('en-US')} URLs were not requested`;
}
/** What the hosts of one kind have in common, for a line that names several of them. */
const FOLDED = {
    slow: 'answers beyond the timeout, several in a row; their other URLs got one attempt each',
    down: 'connections refused or reset, several in a row',
    unresolved: 'names that do not resolve (ENOTFOUND)',
};
/**
 * The hosts in trouble as few lines: one per kind, a lone host as `describeHost` says it, several
 * as a count and the first `shown` names (`and N more`); with `shown` Infinity, every name.
 */
function describeHostsFolded(hosts, shown) {
    const lines = [];
    for (const kind of ['unresolved', 'down', 'slow']) {
        const of = hosts.filter((h) => h.kind === kind);
        if (of.length === 0)
            continue;
        if (of.length === 1) {
            lines.push(describeHost(of[0]));
            continue;
        }
        const names = of.slice(0, shown).map((h) => h.host);
        const more = of.length - names.length;
        const skipped = of.reduce((n, h) => n + (h.notRequested ?? 0), 0);
        const unasked = skipped === 0 ? '' : `; ${skipped.toLocaleString('en-US')} other URL${skipped === 1 ? '' : 's'} of theirs not requested`;
        const list = `${names.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en-US')} more` : ''}`;
        lines.push(`${of.length.toLocaleString('en-US')} ${kind} hosts (${list}): ${FOLDED[kind]}${unasked}`);
    }
    return lines;
}
/** How many unresolved hosts make "every external host failed to resolve" a sign of no network rather than of bad links. */
const OFFLINE_HOSTS = 3;
/**
 * One line when no external host resolved (at least `OFFLINE_HOSTS` of them): the links are
 * likely fine and the machine offline or behind a proxy. `skip` names the switch that skips them.
 */
function offlineHint(hosts, externalHosts, skip) {
    const unresolved = hosts.filter((h) => h.kind === 'unresolved').length;
    if (externalHosts === undefined || unresolved < OFFLINE_HOSTS || unresolved < externalHosts)
        return undefined;
    return `no external host resolved: is the network down or a proxy needed? (${skip} skips them)`;
}

;// CONCATENATED MODULE: ./src/check/moved-chain.ts
/**
 * Which redirect chains a link may be moved along: one rule for `linkspider fix`, the Action's
 * suggestions and the "Moved permanently: update these links" advice of the console and the
 * summary, so no face advises a rewrite another refuses. Pure.
 *
 * Followed: only permanent redirects (301, 308), ending in a 2xx. Never: a temporary hop (302,
 * 303, 307: the old URL is the one to keep), a chain that leaves https for http (a downgrade a
 * reader should not be sent through), a chain through a login, single sign-on or cookie-consent
 * page (that page is what the checker was shown, not where the link leads).
 */
const PERMANENT = new Set([301, 308]);
/** Host labels and path segments of sign-in, single sign-on and consent pages. */
const LOGIN_HOST = /^(?:login|signin|sso|auth|accounts?|idp|consent)\./i;
const LOGIN_SEGMENT = /^(?:log-?in|sign-?in|sign_in|logon|auth|authorize|oauth2?|sso|saml2?|cas|consent|cookie-?consent|cookies|gdpr(?:-consent)?|privacy-consent|session|sessions)$/i;
const RETURN_PARAM = /^(?:return_?to|returnurl|redirect_?uri|redirect_?url|continue|goto|service|callback)$/i;
/** True for a URL that looks like a sign-in or consent wall (the page a link was sent to instead of its own). */
function isLoginOrConsent(url) {
    let u;
    try {
        u = new URL(url);
    }
    catch {
        return false;
    }
    if (LOGIN_HOST.test(u.hostname))
        return true;
    if (u.pathname.split('/').some((s) => LOGIN_SEGMENT.test(s)))
        return true;
    for (const key of u.searchParams.keys())
        if (RETURN_PARAM.test(key))
            return true;
    return false;
}
/** Why a chain may not be followed by a rewrite, or undefined when every hop is safe. */
function chainProblem(from, hops, to, finalStatus) {
    if (hops.length === 0)
        return 'no redirect chain in the report (check it again)';
    const temporary = hops.find((h) => !PERMANENT.has(h.status));
    if (temporary !== undefined)
        return `a temporary redirect (HTTP ${temporary.status}) in the chain`;
    if (finalStatus === undefined || finalStatus < 200 || finalStatus > 299)
        return `the chain ends in ${finalStatus === undefined ? 'no answer' : `HTTP ${finalStatus}`}`;
    const later = [...hops.slice(1).map((h) => h.url), to];
    if (from.startsWith('https:') && later.some((u) => u.startsWith('http:')))
        return 'the chain leaves https for http';
    if (later.some(isLoginOrConsent))
        return 'the chain goes through a login or consent page';
    return undefined;
}
/**
 * True when a moved link is worth advising: its chain may be followed. A link from a report of
 * a version that kept no chain (`redirects` absent) is advised as it was then.
 */
function movedAdvisable(m) {
    return m.redirects === undefined || chainProblem(m.url, m.redirects, m.to, m.finalStatus) === undefined;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The markdown report: the Action's job summary and the `report.md` next to the JSON report.
 * Pure: Report in, string out. Every URL and text from the crawl is escaped: http(s) URLs
 * become links whose destination is percent-encoded where it could break out (see
 * `markdownLink`), anything else a code span, and text has every ASCII punctuation
 * backslash-escaped, so a page cannot inject HTML, links, images or table cells. With
 * `maxBytes` the output stays under that many UTF-8 bytes: rows that do not fit are
 * replaced by "N more \u2026" pointing at the full report.
 */










/** GitHub rejects a step summary over 1 MiB; keep a margin below it (`--markdown` keeps to it too). */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 24 * 1024;
/** Longest URL or text shown in a cell; the JSON report has them in full. */
const MAX_URL = 300;
const MAX_TEXT = 80;
/** Source places shown per link. */
const MAX_SOURCES = 3;
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const s = ms / 1000;
    if (s < 60)
        return `${s.toFixed(1)} s`;
    const m = Math.floor(s / 60);
    const rest = Math.round(s - m * 60);
    return `${m} min ${rest} s`;
}
/** `passed`, `failed` (dead links) or `incomplete` (stopped early, no dead links). */
function reportResult(report) {
    if (report.counts.dead > 0)
        return 'failed';
    if (report.run.incomplete)
        return 'incomplete';
    return 'passed';
}
/** A URL as a link (http/https) or a code span (a site path, an invalid URL). */
function urlCell(url, inTable = true) {
    return linkOrCode(clip(url, MAX_URL), url, inTable);
}
/** A folder page's file, relative to the workspace when it is inside it (a Markdown file's place already is its repository path). */
function pageFile(ref, opts) {
    if (ref.file === undefined || opts.sitePath === undefined || inRepository(ref))
        return undefined;
    const abs = external_node_path_default().resolve(opts.sitePath, ...ref.file.split('/'));
    const rel = opts.workspace !== undefined ? external_node_path_default().relative(opts.workspace, abs) : abs;
    return rel.startsWith('..') || external_node_path_default().isAbsolute(rel) ? ref.file : rel.split((external_node_path_default()).sep).join('/');
}
/** The page a link is on: its file (or URL) as the label, a link to its public URL when it has one. */
function pageLabel(ref, opts) {
    const file = pageFile(ref, opts);
    const label = file ?? ref.page;
    const at = ref.rendered !== undefined ? `added by JavaScript, at ${markdownCode(clip(ref.rendered, MAX_URL))}` : `line ${ref.line}, col ${ref.column}`;
    return `${linkOrCode(clip(label, MAX_URL), ref.page, true)} ${at}`;
}
function places(result, opts) {
    const max = opts.maxPlacesPerLink ?? 5;
    const shown = result.referrers.slice(0, max).map((ref) => {
        const text = clip(ref.text, MAX_TEXT);
        return pageLabel(ref, opts) + (text.trim() === '' ? '' : ` \u201c${escapeMarkdown(text)}\u201d`);
    });
    const more = result.referrers.length - shown.length;
    if (more > 0)
        shown.push(`and ${(0,plural/* plural */.L)(more, 'more place')}`);
    const sources = opts.sources?.get(result.url) ?? [];
    for (const hit of sources.slice(0, MAX_SOURCES)) {
        const label = escapeMarkdown(clip(`${hit.file}:${hit.line}`, MAX_URL));
        const url = opts.sourceUrl?.(hit.file, hit.line);
        shown.push(`source ${url !== undefined ? markdownLink(label, url) : label}`);
    }
    if (sources.length > MAX_SOURCES)
        shown.push(`and ${(0,plural/* plural */.L)(sources.length - MAX_SOURCES, 'more source place')}`);
    return shown.join('<br>');
}
/**
 * The status, after the redirect chain that led to it: `404 Not Found`, `301 \u2192 410 Gone`.
 * No "HTTP " prefix: the column says it, and without it the cell stays one line wide.
 */
function statusCell(result) {
    const final = result.goneToHome !== undefined ? 'soft 404' : reasonOf(result, '').replace(/^HTTP (?=\d)/, '');
    const chain = result.redirects.map((h) => String(h.status));
    const text = chain.length > 0 ? `${chain.join(' \u2192 ')} \u2192 ${final}` : final;
    return escapeMarkdown(clip(text, 160));
}
/** Dead-link rows shown open; the rest are one click away, so the counts and the worst links stay on the first screen. */
const OPEN_ROWS = 50;
function movedRow(m, opts) {
    const scope = m.internal ? '' : ' (external)';
    return `| ${m.status} | ${urlCell(m.url)}${scope} \u2192 ${urlCell(m.to)} | ${places(m, opts)} |`;
}
function linkRow(result, opts) {
    const scope = result.internal ? '' : ' (external)';
    // A soft 404 says where it landed: the page is gone, the home page is no replacement.
    const landed = result.goneToHome !== undefined ? ` \u2192 gone to ${urlCell(result.goneToHome)}` : '';
    const copy = result.archive !== undefined ? `<br>${markdownLink(`archived copy (${escapeMarkdown(result.archive.date.slice(0, 10))})`, result.archive.url)}` : '';
    // `remap`: the URL checked first, then the link as written.
    const written = result.remappedFrom !== undefined ? `<br>remapped from ${urlCell(result.remappedFrom)}` : '';
    return `| ${statusCell(result)}${streakNote(result)} | ${urlCell(result.url)}${scope}${landed}${written}${copy} | ${places(result, opts)} |`;
}
/**
 * With a cache, how long a link has been failing: `dead since 2026-11-02 (3 runs)`, `new` for a
 * dead link failing for the first time (a warning: `failing since`).
 */
function streakNote(result) {
    const since = result.since ?? result.failingSince;
    const runs = result.failingRuns;
    if (since === undefined || runs === undefined)
        return '';
    if (result.state === 'dead' && runs <= 1)
        return '<br>**new**';
    const word = result.state === 'dead' ? 'dead' : 'failing';
    return `<br>${word} since ${plain(since.slice(0, 10))} (${(0,plural/* plural */.L)(runs, 'run')})`;
}
/** Most-linked first (the fix that helps most), then by URL. */
function byImpact(a, b) {
    return b.referrers.length - a.referrers.length || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}
/** Timestamps and versions as they are when they look like ones (readable report.md), else escaped. */
function plain(s) {
    return /^[0-9A-Za-z][0-9A-Za-z.:+-]*$/.test(s) ? s : escapeMarkdown(s);
}
/** A byte budget that sections draw from; `fits` says whether a piece still fits. */
class Budget {
    left;
    constructor(left) {
        this.left = left;
    }
    fits(s) {
        return Buffer.byteLength(s, 'utf8') <= this.left;
    }
    take(s) {
        this.left -= Buffer.byteLength(s, 'utf8');
        return s;
    }
}
/** Room kept for each section's "N more" line and closing tags. */
const SECTION_RESERVE = 600;
function table(header, rows, budget, what, fullReportAt) {
    let out = budget.fits(header + '\n') ? budget.take(header + '\n') : '';
    if (out === '')
        return `_${(0,plural/* plural */.L)(rows.length, what[0], what[1])} not shown: see ${fullReportAt}._\n`;
    let shown = 0;
    for (const row of rows) {
        const line = row + '\n';
        if (!budget.fits(line))
            break;
        out += budget.take(line);
        shown++;
    }
    if (shown < rows.length) {
        out += budget.take(`\n_${(0,plural/* plural */.L)(rows.length - shown, `more ${what[0]}`, `more ${what[1]}`)} not shown here: see ${fullReportAt}._\n`);
    }
    return out;
}
/** The headline: result, counts, changes since the last run, the full report's place, cautions. */
function headline(report, opts, changes, warnings, orphans) {
    const c = report.counts;
    const result = reportResult(report);
    const icon = result === 'passed' ? '\u2705' : result === 'failed' ? '\u274c' : '\u26a0\ufe0f';
    const word = result === 'passed' ? 'passed' : result === 'failed' ? 'failed' : 'incomplete';
    const usedCache = report.run.options?.['cache'] === true || c.fromCache > 0;
    let head = `## ${icon} linkspider: ${word}\n\n`;
    head +=
        `**${(0,plural/* plural */.L)(c.pages, 'page')}** \u00b7 **${(0,plural/* plural */.L)(c.links, 'link')}** \u00b7 ` +
            (report.run.baseline
                ? `**${(0,plural/* plural */.L)(c.dead, 'new dead link')}** \u00b7 ${(0,plural/* plural */.L)(changes.known.length, 'known dead link')} \u00b7 `
                : `**${(0,plural/* plural */.L)(c.dead, 'dead link')}** \u00b7 `) +
            `**${(0,plural/* plural */.L)(warnings, 'warning')}** \u00b7 ` +
            (orphans > 0 ? `${(0,plural/* plural */.L)(orphans, 'orphan page')} \u00b7 ` : '') +
            ((report.sitemaps?.orphans?.length ?? 0) > 0 ? `${(0,plural/* plural */.L)(report.sitemaps.orphans.length, 'sitemap orphan')} \u00b7 ` : '') +
            (c.blocked ? `${(0,plural/* plural */.L)(c.blocked, 'blocked link')} \u00b7 ` : '') +
            (usedCache ? `${(0,plural/* thousands */.o)(c.fromCache)} from cache \u00b7 ` : '') +
            `${formatDuration(report.run.durationMs)}\n`;
    if (changes.tracked) {
        head += `\nSince the last run: **${(0,plural/* plural */.L)(changes.new.length, 'new dead link')}**, **${(0,plural/* thousands */.o)(changes.fixed.length)} fixed**.\n`;
    }
    const fullReportLine = opts.fullReportLine ?? (opts.fullReportAt !== undefined ? `Full report: ${opts.fullReportAt}.` : undefined);
    if (fullReportLine !== undefined)
        head += `\n${fullReportLine}\n`;
    if (c.pages === 0 && report.run.emptyReason !== undefined) {
        head += `\n> [!CAUTION]\n> Nothing was checked: ${escapeMarkdown(clip(report.run.emptyReason, 500))}.\n`;
    }
    if (report.run.incomplete) {
        head += `\n> [!WARNING]\n> The crawl stopped early (${escapeMarkdown(report.run.incompleteReason ?? 'incomplete')}): not every link was checked.\n`;
    }
    return head;
}
/** The collapsed run facts: start URLs, timing, counts, shard, baseline, traps, hosts, notes. */
function runFacts(report, fullReportAt) {
    const c = report.counts;
    const facts = [
        `- Start URLs: ${report.run.startUrls.map((u) => urlCell(u, false)).join(', ') || '\u2014'}`,
        `- Started ${plain(report.run.startedAt)}, took ${formatDuration(report.run.durationMs)}`,
        `- ${(0,plural/* plural */.L)(c.requests, 'request')}, ${(0,plural/* plural */.L)(c.ok, 'link')} ok, ${(0,plural/* plural */.L)(c.skipped, 'link')} skipped, ${(0,plural/* plural */.L)(c.fromCache, 'verdict')} from cache, ${(0,plural/* plural */.L)(c.mailto, 'mailto address', 'mailto addresses')}`,
    ];
    const skipped = Object.entries(report.skipped);
    if (skipped.length > 0) {
        facts.push(`- Skipped: ${skipped
            .slice(0, 20)
            .map(([why, n]) => `${escapeMarkdown(why)} ${n}`)
            .join(', ')}`);
    }
    if (report.run.shard)
        facts.push(`- Shard ${escapeMarkdown(report.run.shard)}`);
    if (report.run.baseline) {
        facts.push(`- Baseline ${markdownCode(clip(report.run.baseline.file, MAX_URL))}: ${(0,plural/* plural */.L)(report.run.baseline.known, 'known dead link')} reported as warnings`);
    }
    if (report.run.failAfter !== undefined && report.run.failAfter > 1)
        facts.push(`- A link counts as dead after failing ${report.run.failAfter} runs in a row`);
    for (const t of report.run.traps ?? [])
        facts.push(`- Warning: ${escapeMarkdown(clip(describeTrap(t), 500))}`);
    const hosts = report.run.hosts ?? [];
    for (const h of hosts.slice(0, 20))
        facts.push(`- ${escapeMarkdown(clip(describeHost(h), 500))}`);
    if (hosts.length > 20)
        facts.push(`- ${(0,plural/* plural */.L)(hosts.length - 20, 'more slow or down host')}: see ${fullReportAt}`);
    const offline = offlineHint(hosts, report.run.externalHosts, '`check-external: false`');
    if (offline !== undefined)
        facts.push(`- Hint: ${offline}`);
    const notes = report.run.notes ?? [];
    for (const note of notes.slice(0, 20))
        facts.push(`- Note: ${escapeMarkdown(clip(note, 500))}`);
    if (notes.length > 20)
        facts.push(`- ${(0,plural/* plural */.L)(notes.length - 20, 'more note')}: see ${fullReportAt}`);
    facts.push(`- linkspider ${plain(report.run.version)}`);
    return `\n<details><summary>Run facts</summary>\n\n${facts.map((f) => clip(f, 4000)).join('\n')}\n\n</details>\n`;
}
/** The collapsed sitemaps section: what was read, problems, dead entries, orphans. */
function sitemapSection(sitemaps, budget, fullReportAt) {
    let body = '';
    const so = sitemaps.orphans ?? [];
    const parts = [
        (0,plural/* plural */.L)(sitemaps.read.filter((r) => r.kind !== undefined).length, 'sitemap'),
        `${(0,plural/* plural */.L)(sitemaps.listed, 'page')} listed`,
        (0,plural/* plural */.L)(sitemaps.dead.length, 'dead entry', 'dead entries'),
        ...(sitemaps.orphans ? [(0,plural/* plural */.L)(so.length, 'orphan')] : []),
        ...(sitemaps.warnings.length > 0 ? [(0,plural/* plural */.L)(sitemaps.warnings.length, 'problem')] : []),
    ];
    body += budget.take(`\n<details><summary>Sitemaps: ${parts.join(', ')}</summary>\n\n`);
    if (sitemaps.warnings.length > 0) {
        const rows = sitemaps.warnings.map((w) => `| ${urlCell(w.sitemap)}${w.line !== undefined ? ` line ${w.line}, col ${w.column ?? 0}` : ''} | ${escapeMarkdown(clip(w.message, 500))} |`);
        body += table('| Sitemap | Problem |\n|---|---|', rows, budget, ['sitemap problem', 'sitemap problems'], fullReportAt);
    }
    if (sitemaps.dead.length > 0)
        body += budget.take(`\nDead entries are listed with the dead links above, found on their sitemap.\n`);
    if (so.length > 0) {
        body += budget.take(`\nOrphans: pages in the sitemap that no crawled page links to (reported, never a failure).\n\n`);
        body += table('| Page |\n|---|', so.map((u) => `| ${urlCell(u)} |`), budget, ['orphan', 'orphans'], fullReportAt);
    }
    body += budget.take('\n</details>\n');
    return body;
}
/**
 * Render the report. Sections: headline, the trend chart (with a history of two runs or more),
 * dead links, warnings (collapsed), mailto (collapsed), run facts (collapsed). The headline and run facts always fit; tables give
 * way first.
 */
function renderMarkdown(report, opts = {}) {
    const fullReportAt = opts.fullReportAt ?? 'the JSON report';
    // With a baseline, dead links it already knew are warnings marked `known`: shown apart.
    const changes = changesSinceLastRun(report);
    const knownDead = changes.known;
    const warnings = shownWarnings(report);
    const orphans = report.orphans ?? [];
    const head = headline(report, opts, changes, warnings.length, orphans.length);
    const tail = runFacts(report, fullReportAt);
    const limit = opts.maxBytes ?? Number.POSITIVE_INFINITY;
    const budget = new Budget(limit - Buffer.byteLength(head + tail, 'utf8') - 6 * SECTION_RESERVE);
    // The trend once there are two runs: small (dates and numbers), and only when it fits.
    const chart = trendChart(report.history ?? []);
    let body = chart !== '' && budget.fits(chart) ? budget.take(chart) : '';
    if (report.dead.length > 0) {
        const title = report.run.baseline ? 'New dead links' : 'Dead links';
        body += budget.take(`\n### ${title} (${(0,plural/* thousands */.o)(report.dead.length)})\n\n`);
        const rows = [...report.dead].sort(byImpact).map((r) => linkRow(r, opts));
        const header = '| Status | URL | Found on |\n|---|---|---|';
        body += table(header, rows.slice(0, OPEN_ROWS), budget, ['dead link', 'dead links'], fullReportAt);
        if (rows.length > OPEN_ROWS) {
            const rest = rows.slice(OPEN_ROWS);
            body += budget.take(`\n<details><summary>${(0,plural/* plural */.L)(rest.length, 'more dead link')}, less linked</summary>\n\n`);
            body += table(header, rest, budget, ['dead link', 'dead links'], fullReportAt);
            body += budget.take('\n</details>\n');
        }
    }
    else {
        body += budget.take(report.run.baseline ? '\nNo new dead links.\n' : '\nNo dead links.\n');
    }
    if (knownDead.length > 0 && report.run.baseline) {
        body += budget.take(`\n<details><summary>Known dead links, already in the baseline (${(0,plural/* thousands */.o)(knownDead.length)})</summary>\n\n`);
        const rows = [...knownDead].sort(byImpact).map((r) => linkRow(r, opts));
        body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['known dead link', 'known dead links'], fullReportAt);
        body += budget.take('\n</details>\n');
    }
    if (warnings.length > 0) {
        body += budget.take(`\n<details><summary>Warnings (${(0,plural/* thousands */.o)(warnings.length)})</summary>\n\n`);
        const rows = [...warnings].sort(byImpact).map((r) => linkRow(r, opts));
        body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['warning', 'warnings'], fullReportAt);
        body += budget.take('\n</details>\n');
    }
    const blocked = report.blocked ?? [];
    if (blocked.length > 0) {
        body += budget.take(`\n<details><summary>Blocked by bot walls (${(0,plural/* thousands */.o)(blocked.length)}): a browser may get through</summary>\n\n`);
        const rows = blocked.map((r) => linkRow(r, opts));
        body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['blocked link', 'blocked links'], fullReportAt);
        body += budget.take('\n</details>\n');
    }
    // Moved links are listed in the summary only when --redirects makes them count (warn or dead).
    // Advised only along chains `fix` follows (check/moved-chain.ts): never to a login page or past a temporary hop.
    const moved = (report.moved ?? []).filter(movedAdvisable);
    const redirectsPolicy = report.run.options?.['redirects'];
    if (moved.length > 0 && (redirectsPolicy === 'warn' || redirectsPolicy === 'dead')) {
        body += budget.take(`\n<details><summary>Moved permanently: update these links (${(0,plural/* thousands */.o)(moved.length)})</summary>\n\n`);
        const rows = moved.map((m) => movedRow(m, opts));
        body += table('| Status | URL \u2192 moved to | Found on |\n|---|---|---|', rows, budget, ['moved link', 'moved links'], fullReportAt);
        body += budget.take('\n</details>\n');
    }
    if (report.mailto.length > 0) {
        body += budget.take(`\n<details><summary>mailto addresses (${(0,plural/* thousands */.o)(report.mailto.length)})</summary>\n\n`);
        const rows = report.mailto.map((m) => {
            const pages = m.pages.slice(0, 3).map((p) => urlCell(p));
            if (m.pages.length > 3)
                pages.push(`and ${(0,plural/* plural */.L)(m.pages.length - 3, 'more page')}`);
            return `| ${markdownCode(clip(m.address, MAX_URL), true)} | ${pages.join('<br>')} |`;
        });
        body += table('| Address | Found on |\n|---|---|', rows, budget, ['address', 'addresses'], fullReportAt);
        body += budget.take('\n</details>\n');
    }
    if (changes.fixed.length > 0) {
        body += budget.take(`\n<details><summary>Fixed since the last run (${(0,plural/* thousands */.o)(changes.fixed.length)})</summary>\n\n`);
        const rows = changes.fixed.map((u) => `| ${urlCell(u)} |`);
        body += table('| URL |\n|---|', rows, budget, ['fixed link', 'fixed links'], fullReportAt);
        body += budget.take('\n</details>\n');
    }
    if (report.sitemaps)
        body += sitemapSection(report.sitemaps, budget, fullReportAt);
    if (orphans.length > 0) {
        body += budget.take(`\n<details><summary>Orphan pages: no other page links to them (${(0,plural/* thousands */.o)(orphans.length)})</summary>\n\n`);
        const rows = orphans.map((u) => `| ${urlCell(u)} |`);
        body += table('| Page |\n|---|', rows, budget, ['orphan page', 'orphan pages'], fullReportAt);
        body += budget.take('\n</details>\n');
    }
    return head + body + tail;
}

;// CONCATENATED MODULE: ./src/report/html-view.ts
/**
 * The HTML report's script, second part: the page it draws from the rows html-client.ts made (run
 * facts and counts, the trend chart, the controls, one page of the table, the pager). Every string
 * of the report goes in as textContent; see html-client.ts.
 */
const CLIENT_VIEW = String.raw `
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

;// CONCATENATED MODULE: ./src/report/html-client.ts
/**
 * The HTML report's script (src/report/html.ts inlines it; the page's CSP allows it by its hash).
 * It reads the embedded report with JSON.parse and builds every element with createElement and
 * textContent: no string of the report is ever parsed as HTML, and a link's `href` is set only for
 * http(s) URLs. It shows one page of rows at a time (100), so 100,000 links filter and draw as fast
 * as 100. Plain browser JavaScript in a string (no template literals, so it can sit in one):
 * test/integration/html-report.test.ts drives it in headless Chromium.
 */

const CLIENT_DATA = String.raw `
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
const CLIENT_SCRIPT = `\n(function () {\n'use strict';\n${CLIENT_DATA}${CLIENT_VIEW}})();\n`;

;// CONCATENATED MODULE: ./src/report/html-style.ts
/**
 * The HTML report's style sheet (src/report/html.ts inlines it; the page's CSP allows it by its
 * hash, so any change here is allowed by the hash computed from it). Light and dark by the
 * reader's setting (`prefers-color-scheme`); focus always visible.
 */
const CLIENT_STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --soft: #f6f8fa;
  --link: #0969da; --dead: #cf222e; --warn: #9a6700; --moved: #0969da; --blocked: #8250df; --ok: #1a7f37; --focus: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --soft: #151b23;
    --link: #4493f8; --dead: #f85149; --warn: #d29922; --moved: #4493f8; --blocked: #ab7df8; --ok: #3fb950; --focus: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 16px 24px 48px; background: var(--bg); color: var(--fg);
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", "DejaVu Sans", Helvetica, Arial, sans-serif; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 20px 0 8px; }
a { color: var(--link); }
a, button, input, select { outline-offset: 2px; }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--focus); }
.muted { color: var(--muted); }
.run { margin: 0 0 12px; }
.counts { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0 16px; padding: 0; list-style: none; }
.counts li { border: 1px solid var(--line); border-radius: 6px; padding: 6px 12px; background: var(--soft); }
.counts b { display: block; font-size: 20px; }
.counts .dead b { color: var(--dead); }
.counts .warning b { color: var(--warn); }
.notice { border-left: 4px solid var(--warn); padding: 4px 12px; background: var(--soft); }
.trend svg { max-width: 720px; width: 100%; height: auto; }
.trend .axis { stroke: var(--line); }
.trend text { fill: var(--muted); font-size: 11px; }
.trend .dead { stroke: var(--dead); fill: none; stroke-width: 2; }
.trend .warning { stroke: var(--warn); fill: none; stroke-width: 2; }
.trend circle.dead { fill: var(--dead); }
.trend circle.warning { fill: var(--warn); }
.controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; padding: 12px; margin: 12px 0;
  border: 1px solid var(--line); border-radius: 6px; background: var(--soft); }
.controls label { display: flex; flex-direction: column; font-size: 12px; color: var(--muted); gap: 2px; }
input, select, button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; }
button { cursor: pointer; }
button:disabled { opacity: .5; cursor: default; }
input[type=search] { min-width: 220px; }
select { max-width: 260px; }
.pager { display: flex; gap: 8px; align-items: center; margin: 8px 0; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: var(--soft); font-weight: 600; }
th.state { width: 90px; } th.reason { width: 22%; } th.count { width: 70px; }
.state-dead { color: var(--dead); font-weight: 600; }
.state-warning { color: var(--warn); font-weight: 600; }
.state-blocked { color: var(--blocked); font-weight: 600; }
.state-moved { color: var(--moved); font-weight: 600; }
.state-orphan, .state-mailto { color: var(--muted); font-weight: 600; }
ul.places { margin: 0; padding-left: 18px; }
ul.places li { margin: 1px 0; }
.pos { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; color: var(--muted); }
.text { color: var(--muted); }
.since { display: block; font-size: 12px; color: var(--muted); }
.to { display: block; }
`;

;// CONCATENATED MODULE: ./src/report/html.ts
/**
 * `--html FILE`: the report as one self-contained page (docs/reports.md, "HTML report"). The page
 * is the JSON report's data (its links compacted: each page written once), embedded as JSON in a
 * `<script type="application/json">` (every `<` written `\u003c`, so no string in it can end the
 * element), and a small script that reads it with `JSON.parse` and builds the page with
 * `textContent` and `createElement`, never `innerHTML`: an untrusted URL, link text, title or
 * reason is only ever text. Its style and script are inline and allowed by their hashes in a
 * Content-Security-Policy that allows nothing else (no network, no other script), so it works
 * from `file://` and from the artifact's zip.
 */





/** JSON for inside a `<script>` element: `<` escaped, and the two line separators JavaScript once refused. */
function scriptJson(value) {
    return JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
/** The CSP source of an inline element's text. */
function hashSource(text) {
    return `'sha256-${sha256Base64(text)}'`;
}
let csp;
/**
 * The policy: nothing from anywhere, only this page's own style and script (by hash), pictures only as data.
 * Made on first use: hashing loads node:crypto, which a run without `--html` never needs.
 */
function htmlCsp() {
    csp ??= `default-src 'none'; script-src ${hashSource(CLIENT_SCRIPT)}; style-src ${hashSource(CLIENT_STYLE)}; img-src data:; base-uri 'none'; form-action 'none'`;
    return csp;
}
function pageContext(report, opts) {
    const ctx = { files: {}, fileUrls: {}, sources: {} };
    const fileUrl = (file) => {
        if (opts.sourceUrl === undefined || file in ctx.fileUrls)
            return;
        const one = opts.sourceUrl(file, 1);
        if (one?.endsWith('#L1'))
            ctx.fileUrls[file] = one.slice(0, -1);
    };
    if (opts.workspace !== undefined) {
        const roots = { workspace: opts.workspace, ...(opts.sitePath !== undefined ? { sitePath: opts.sitePath } : {}) };
        const lists = [report.dead, report.warnings, report.blocked ?? [], report.moved ?? []];
        for (const list of lists) {
            for (const r of list) {
                for (const ref of r.referrers) {
                    if (ref.file === undefined || ref.page in ctx.files)
                        continue;
                    const file = referrerFile(ref, roots);
                    if (file === undefined)
                        continue;
                    ctx.files[ref.page] = file;
                    fileUrl(file);
                }
            }
        }
    }
    for (const [url, hits] of opts.sourceHits ?? []) {
        ctx.sources[url] = hits.map((h) => {
            const link = opts.sourceUrl?.(h.file, h.line);
            return { file: h.file, line: h.line, ...(link !== undefined ? { url: link } : {}) };
        });
    }
    return ctx;
}
/** The lists of links the page shows, each link compacted by `compactLink`. */
const LISTS = ['dead', 'warnings', 'blocked', 'moved'];
/** What the page keeps of a link: all but its places' raw value, element and attribute, its redirects and how it was checked. */
const DROPPED = new Set(['referrers', 'redirects', 'method', 'attempts', 'state']);
/**
 * A link as the page reads it: its places as `[page, line, column, text?]`, the page an index
 * into one list of pages. A page's URL is written once, not once per link on it: a report of
 * 100,000 links is a quarter of its JSON size, and the browser parses it that much sooner.
 */
function compactLink(link, pageIndex) {
    const out = {};
    for (const [k, v] of Object.entries(link))
        if (!DROPPED.has(k) && v !== undefined)
            out[k] = v;
    out['refs'] = link.referrers.map((r) => (r.text === '' ? [pageIndex(r.page), r.line, r.column] : [pageIndex(r.page), r.line, r.column, r.text]));
    return out;
}
/**
 * The report's data as the page embeds it, in pieces (a report of 100,000 links is megabytes:
 * never one string): the report without its page list and link lists (`report`), the link
 * lists compacted (`lists`), the pages they are on (`pages`), and the page context.
 */
function* dataChunks(report, ctx) {
    const rest = Object.fromEntries(Object.entries(report).filter(([k]) => k !== 'pages' && k !== 'unfinished' && !LISTS.includes(k)));
    yield `{"report":${scriptJson(rest)},"lists":{`;
    const pages = new Map();
    const pageIndex = (page) => {
        let i = pages.get(page);
        if (i === undefined)
            pages.set(page, (i = pages.size));
        return i;
    };
    for (const [n, key] of LISTS.entries()) {
        const list = report[key] ?? [];
        yield `${n > 0 ? ',' : ''}"${key}":[`;
        for (let i = 0; i < list.length; i += 200) {
            yield (i > 0 ? ',' : '') +
                list
                    .slice(i, i + 200)
                    .map((l) => scriptJson(compactLink(l, pageIndex)))
                    .join(',');
        }
        yield ']';
    }
    yield `},"pages":${scriptJson([...pages.keys()])},"context":${scriptJson(ctx)}}`;
}
/** The page's title: the site checked, as plain text (escaped where it is written). */
function titleOf(report) {
    const start = report.run.startUrls[0];
    return `linkspider report${start !== undefined ? `: ${start}` : ''}`;
}
/** The HTML page, in pieces for `writeChunks`. */
function* htmlChunks(report, opts = {}) {
    yield '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n';
    yield `<meta http-equiv="Content-Security-Policy" content="${htmlCsp()}">\n`;
    yield '<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="color-scheme" content="light dark">\n';
    yield '<meta name="referrer" content="no-referrer">\n';
    yield `<title>${escapeHtml(titleOf(report))}</title>\n`;
    yield `<style>${CLIENT_STYLE}</style>\n</head>\n<body>\n`;
    yield '<noscript><p>This report needs JavaScript: the same data is in the JSON report.</p></noscript>\n';
    yield '<script type="application/json" id="linkspider-data">';
    yield* dataChunks(report, pageContext(report, opts));
    yield '</script>\n';
    yield `<script>${CLIENT_SCRIPT}</script>\n</body>\n</html>\n`;
}
/** The whole page as one string (tests, small reports). */
function renderHtml(report, opts = {}) {
    return [...htmlChunks(report, opts)].join('');
}

;// CONCATENATED MODULE: ./src/app/report-files.ts
/**
 * The report files, as the CLI, `linkspider merge` and the Action write them: JSON, HTML, SARIF, JUnit XML and Markdown,
 * each to a file or to standard output (`-`). And the check, before the first request, that every
 * output path can be written at all: a run of an hour must not end in "cannot write".
 */











/** A report given as `-` goes to standard output instead of a file. */
const STDOUT = '-';
/** Each output path, and the code of the run-level error when it cannot be written. */
const OUTPUTS = {
    json: 'report-file',
    html: 'report-file',
    sarif: 'report-file',
    junit: 'report-file',
    markdown: 'report-file',
    mirror: 'mirror-folder',
    cache: 'cache-file',
    db: 'db-file',
};
/** The reports that may go to standard output. */
const REPORTS = ['json', 'html', 'sarif', 'junit', 'markdown'];
/**
 * Throws a `RunError` (`report-file`, `mirror-folder`, `cache-file` or `db-file`) naming the
 * flag or input (`names`) and the path when an output path cannot be written: it is a folder
 * where a file goes (or a file where the mirror's folder goes), it lies under a file or on the
 * kernel's own filesystems (`/proc`, `/sys`), its nearest existing folder is not writable, or it is
 * a device or pipe where a database or cache goes. A `UsageError` for two reports given as `-` (standard output
 * holds one), or `-` for a database, cache or mirror. Writes nothing; every step is bounded.
 */
function checkOutputPaths(options, names = (k) => k, cwd = process.cwd()) {
    // `-`, or a path that is standard output itself (`/dev/stdout` into a file or pipe): written there too, so it
    // counts (a terminal or /dev/null holds two reports without harm).
    const toStdout = REPORTS.filter((k) => {
        const given = options[k];
        return given === STDOUT || (given !== undefined && given !== '' && isStandardOutput(external_node_path_default().resolve(cwd, given)) === 'not a device');
    });
    if (toStdout.length > 1) {
        throw new errors/* UsageError */.eb(toStdout.map(names).join(' and '), `only one report can go to standard output (-); give the others a file name`);
    }
    sameFileCheck(options, names, cwd);
    for (const [key, code] of Object.entries(OUTPUTS)) {
        const given = options[key];
        if (given === undefined || given === '' || toStdout.includes(key))
            continue;
        if (given === STDOUT)
            throw new errors/* UsageError */.eb(names(key), `cannot be standard output (-); give a ${key === 'mirror' ? 'folder' : 'file'} name`);
        // The database and the cache are files of their own (SQLite's, one read back next run): no device or pipe.
        const problem = (0,output_path/* outputPathProblem */.qH)(external_node_path_default().resolve(cwd, given), key === 'mirror' ? 'folder' : 'file', key === 'db' || key === 'cache');
        if (problem !== undefined)
            throw new errors/* RunError */.e4(code, names(key), `cannot write "${given}": ${problem}`);
    }
}
/** The files a run writes whole (the cookie jar is written back at the end), by option field and its raw key. */
const WHOLE_FILES = [
    ['json', 'json'],
    ['html', 'html'],
    ['sarif', 'sarif'],
    ['junit', 'junit'],
    ['markdown', 'markdown'],
    ['cache', 'cache'],
    ['db', 'db'],
    ['cookieJar', 'cookie-jar'],
];
/**
 * A `UsageError` naming both options when two of them would write the same file (`--json r --sarif r`,
 * `--cookie-jar j --json j`): the last written would replace the other. Devices (`/dev/null`) hold any number.
 */
function sameFileCheck(options, names, cwd) {
    const seen = new Map();
    for (const [field, raw] of WHOLE_FILES) {
        const given = options[field];
        if (given === undefined || given === '' || given === STDOUT)
            continue;
        const file = external_node_path_default().resolve(cwd, given);
        if (file.startsWith('/dev/'))
            continue;
        const earlier = seen.get(file);
        if (earlier !== undefined)
            throw new errors/* UsageError */.eb(`${names(earlier)} and ${names(raw)}`, `both write "${given}"; give each its own file`);
        seen.set(file, raw);
    }
}
/**
 * Whether a report goes to standard output, so the console report must go to standard error: one given
 * as `-`, or a path that is standard output itself (`/dev/stdout`, `/proc/self/fd/1`), unless that is a
 * terminal or `/dev/null` (a character device), where nothing is parsed.
 */
function reportOnStdout(targets) {
    const given = REPORTS.map((k) => targets[k]).filter((f) => f !== undefined && f !== '');
    return given.includes(STDOUT) || given.some((f) => isStandardOutput(f) === 'not a device');
}
/**
 * Whether `file` is this process's standard output itself (`/dev/stdout`, `/proc/self/fd/1`, the file or pipe
 * it is redirected to), and whether that is a device. Such a path is written through standard output: a socket
 * (a pipe from Node's `child_process`) cannot be opened by name at all.
 */
function isStandardOutput(file) {
    try {
        const out = (0,external_node_fs_.fstatSync)(1);
        const st = (0,external_node_fs_.statSync)(file, { throwIfNoEntry: false });
        if (st === undefined || st.dev !== out.dev || st.ino !== out.ino)
            return false;
        return out.isCharacterDevice() ? 'device' : 'not a device';
    }
    catch {
        return false;
    }
}
/**
 * Write each report file asked for, also for a partial run (each says it is partial). A file
 * that cannot be written does not stop the others: each outcome is returned, in order.
 */
async function writeReportFiles(report, targets, ctx) {
    const roots = { workspace: ctx.workspace, ...(ctx.sitePath !== undefined ? { sitePath: ctx.sitePath } : {}) };
    const out = [];
    const attempt = async (kind, file, write) => {
        if (file === undefined || file === '')
            return;
        try {
            out.push({ kind, file, ...(await write(file)) });
        }
        catch (e) {
            out.push({ kind, file, error: e });
        }
    };
    const emit = (file, chunks) => file === STDOUT || isStandardOutput(file) !== false ? (0,atomic_write/* writeChunksTo */.Bz)(ctx.stdout ?? process.stdout, chunks) : (0,atomic_write/* writeChunks */.a7)(file, chunks);
    await attempt('json', targets.json, async (file) => {
        await emit(file, jsonChunks(report));
        return {};
    });
    await attempt('html', targets.html, async (file) => {
        await emit(file, htmlChunks(report, { ...roots, sourceUrl: ctx.sourceUrl, sourceHits: ctx.sourceHits }));
        return {};
    });
    await attempt('sarif', targets.sarif, async (file) => {
        const log = buildSarif(report, { ...roots, ...(ctx.sourceHits ? { sourceHits: ctx.sourceHits } : {}) });
        await emit(file, sarifChunks(log));
        const results = log.runs[0]?.results ?? [];
        return { results: { total: results.length, unplaced: results.filter((r) => r.locations?.[0]?.physicalLocation === undefined).length } };
    });
    await attempt('junit', targets.junit, async (file) => {
        await emit(file, junitChunks(report, roots));
        return {};
    });
    // The job summary's Markdown, in its 1 MiB; "N more" lines point at the JSON report when there is a file of it.
    await attempt('markdown', targets.markdown, async (file) => {
        const json = targets.json !== undefined && targets.json !== '' && targets.json !== STDOUT ? targets.json : undefined;
        const fullReportAt = json !== undefined ? markdownCode(external_node_path_default().basename(json)) : 'the JSON report (`--json FILE`)';
        await emit(file, [renderMarkdown(report, { ...roots, fullReportAt, maxBytes: SUMMARY_LIMIT_BYTES })]);
        return {};
    });
    return out;
}

;// CONCATENATED MODULE: ./src/options/credentials.ts
/**
 * The credentials an option's raw text holds, for a log to hide (the Action registers each
 * with `core.setSecret` before anything can print it). Read from the raw lines, before they
 * are parsed, so a line the parser rejects is hidden too.
 *
 * - `basic-auth` (`URL-REGEX user:password`): the password, `user:password`, and its base64
 *   (the `Authorization: Basic \u2026` value).
 * - `headers` (`Name: value`): the value of a credential header \u2014 `Authorization`,
 *   `Proxy-Authorization`, `Cookie`, or any name containing `auth`, `token`, `key`, `secret`,
 *   `pass`, `session`, `cookie`, `credential`, `signature`, `jwt`, `csrf` or `xsrf`
 *   (`X-Api-Key`, `X-Auth-Token`, `Private-Token` \u2026) \u2014 whole; after a scheme (`Bearer abc`)
 *   also the part after it, a `Basic` one decoded as above; for a cookie header also each
 *   cookie's value of 8 characters or more (a shorter one, `theme=dark`, is not a secret, and
 *   masking it would blank that word everywhere in the log). Other headers (`Accept-Language`)
 *   are not hidden: their values are no secret, and short ones would blank common words.
 */

/** The options whose values hold credentials. */
const CREDENTIAL_OPTIONS = ['basic-auth', 'headers'];
const CREDENTIAL_NAME = /auth|token|key|secret|pass|session|cookie|credential|signature|jwt|csrf|xsrf/i;
/** Whether a header of this name carries a credential (the rule above). */
function isCredentialHeader(name) {
    return CREDENTIAL_NAME.test(name);
}
/** `user:password`: the password (when there is one), the pair, and the pair's base64. */
function basicSecrets(pair) {
    const password = pair.slice(pair.indexOf(':') + 1);
    return [...(password !== '' ? [password] : []), pair, Buffer.from(pair, 'utf8').toString('base64')];
}
/** What one credential header's value gives away. */
function headerSecrets(name, value) {
    const out = [value];
    const scheme = /^([A-Za-z][\w.+-]*)\s+(\S.*)$/.exec(value);
    if (scheme) {
        out.push(scheme[2]);
        if (scheme[1].toLowerCase() === 'basic') {
            const pair = Buffer.from(scheme[2], 'base64').toString('utf8');
            if (/^[^:\s]*:\S*$/.test(pair))
                out.push(...basicSecrets(pair));
        }
    }
    if (/cookie/i.test(name)) {
        for (const part of value.split(';')) {
            const cookie = part.slice(part.indexOf('=') + 1).trim();
            if (part.includes('=') && cookie.length >= 8)
                out.push(cookie);
        }
    }
    return out;
}
/** The secrets in `basic-auth` and `headers` raw values (input text or a config file's), each once, none empty. */
function credentialsIn(basicAuth, headers) {
    const out = new Set();
    for (const line of list(basicAuth)) {
        const pair = /\S+\s+(\S*:\S*)/.exec(line)?.[1];
        if (pair !== undefined)
            for (const s of basicSecrets(pair))
                out.add(s);
    }
    for (const line of list(headers)) {
        const m = HEADER_LINE.exec(line);
        const value = m?.[3]?.trim();
        if (m && value && isCredentialHeader(m[1]))
            for (const s of headerSecrets(m[1], value))
                out.add(s);
    }
    out.delete('');
    return [...out];
}

;// CONCATENATED MODULE: ./src/support/did-you-mean.ts
/**
 * "Did you mean \u2026?" for a mistyped name (a flag, an input, a config key): the nearest
 * candidate by edit distance, when it is near enough to be a typo rather than another word.
 */
/** Levenshtein distance (insertions, deletions, substitutions), with a swap of two neighbours counting as one. */
function editDistance(a, b) {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++)
        d[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                v = Math.min(v, d[i - 2][j - 2] + 1);
            d[i][j] = v;
        }
    }
    return d[a.length][b.length];
}
/**
 * The candidate `word` most likely meant: the nearest one within a third of the word's length
 * (at least 1, at most 3 edits), or the only one it is the start of (`max-pag` \u2192 `max-pages`).
 * Undefined when nothing is that near: a short word is not "near" every short name (`q` is
 * not a typo of `db`).
 */
function didYouMean(word, candidates) {
    const w = word.toLowerCase();
    if (w === '')
        return undefined;
    const limit = Math.min(3, Math.max(1, Math.floor(w.length / 3)));
    let best;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const c of candidates) {
        const d = editDistance(w, c.toLowerCase());
        if (d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    if (best !== undefined && bestDistance <= limit && bestDistance < w.length)
        return best;
    const starting = candidates.filter((c) => c.toLowerCase().startsWith(w));
    return starting.length === 1 ? starting[0] : undefined;
}

;// CONCATENATED MODULE: ./src/options/config.ts
/**
 * The config file, `linkspider.config.json`: JSON with comments, its keys the option names as
 * the Action spells them (`max-pages`, `exclude` \u2026), generated from the option table like
 * every other face; flags and inputs override it. `linkspider.schema.json` (package root,
 * `npm run gen`) describes it for editors through `$schema`.
 *
 * JSONC: no parser for it is among our dependencies, and comments are all we take beyond
 * JSON, so a small scanner blanks them (and trailing commas, as editors write them) out of the
 * text before `JSON.parse`, keeping every other character where it was so JSON's error
 * positions stay true.
 */








const CONFIG_FILE = 'linkspider.config.json';
const SCHEMA_FILE = 'linkspider.schema.json';
/** Engine options a config file may not set, and why. */
const NOT_IN_CONFIG = {
    'github-token': 'a token does not belong in a file kept in a repository: set GITHUB_TOKEN',
};
/** The entries a config file may set, by key. */
const CONFIG_KEYS = new Map(ENGINE_OPTIONS.filter((e) => !(e.name in NOT_IN_CONFIG)).map((e) => [e.name, e]));
/** Comments (`//`, `/* *\/`) and trailing commas blanked to spaces, strings untouched. */
function stripJsonComments(text) {
    const out = text.split('');
    let i = 0;
    let lastComma = -1;
    const blank = (from, to) => {
        for (let k = from; k < to; k++)
            if (out[k] !== '\n' && out[k] !== '\r')
                out[k] = ' ';
    };
    while (i < text.length) {
        const c = text[i];
        if (c === '"') {
            lastComma = -1;
            for (i++; i < text.length && text[i] !== '"'; i++)
                if (text[i] === '\\')
                    i++;
            i++;
        }
        else if (c === '/' && text[i + 1] === '/') {
            const end = text.indexOf('\n', i);
            const stop = end === -1 ? text.length : end;
            blank(i, stop);
            i = stop;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            const stop = end === -1 ? text.length : end + 2;
            blank(i, stop);
            i = stop;
        }
        else {
            if (c === ',')
                lastComma = i;
            else if ((c === '}' || c === ']') && lastComma !== -1)
                out[lastComma] = ' ';
            if (!/\s/.test(c) && c !== ',')
                lastComma = -1;
            i++;
        }
    }
    return out.join('');
}
/** The config to use: `explicit` (which must exist), else `linkspider.config.json` in `cwd` when there is one. */
function findConfig(cwd, explicit, input = '--config') {
    if (explicit !== undefined && explicit !== '') {
        if (!(0,external_node_fs_.existsSync)(external_node_path_default().resolve(cwd, explicit)))
            throw new errors/* RunError */.e4('config-file', input, `no such file: "${explicit}"`);
        return explicit;
    }
    return (0,external_node_fs_.existsSync)(external_node_path_default().join(cwd, CONFIG_FILE)) ? CONFIG_FILE : undefined;
}
/** What a JSON value is, in words, without its content. */
function kindOf(value) {
    if (Array.isArray(value))
        return 'a list holding something else';
    if (value === null)
        return 'null';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
/** A config value as a raw value of its shape; throws naming the key and the file. */
function rawOf(spec, value, where) {
    const bad = (expected) => {
        // A credential's value is never quoted: this line goes to logs, before anything is masked.
        const got = CREDENTIAL_OPTIONS.includes(spec.name) ? `${kindOf(value)} (its value not shown)` : JSON.stringify(value)?.slice(0, 80);
        throw new errors/* UsageError */.eb(where, `expected ${expected}, got ${got}`);
    };
    switch (spec.shape) {
        case 'switch':
            // The words an Action input takes (yes, no, on, off \u2026): one set of booleans everywhere.
            return typeof value === 'boolean' ? value : typeof value === 'string' ? parseBoolean(where, value) : bad('true or false');
        case 'list':
            if (typeof value === 'string')
                return value;
            if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
                return value;
            return bad('a list of strings');
        case 'one':
            if (typeof value === 'string')
                return value;
            if (typeof value === 'number' && Number.isFinite(value))
                return String(value);
            return bad('a string or a number');
    }
}
/**
 * V8's message for text that is not JSON, without the text it may quote around a bad token
 * (which can be a credential, printed before anything is masked): where it was instead, when
 * V8 quoted from 10 characters before the token (`..."text"`).
 */
function jsonError(message, text) {
    const m = /, (\.\.\.)?"(.*)"(?:\.\.\.)? is not valid JSON$/s.exec(message);
    if (!m)
        return message;
    const at = m[1] ? text.indexOf(m[2]) : -1;
    const before = text.slice(0, at + 10).split('\n');
    const where = at >= 0 ? ` at line ${before.length}, column ${before.at(-1).length + 1}` : '';
    return `${message.slice(0, m.index)}${where} (the text around it not shown)`;
}
/** Read and check a config file (relative to `cwd`). Throws a RunError (`config-file` or `usage`) naming the file, and the key. */
function readConfig(cwd, file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(external_node_path_default().resolve(cwd, file), 'utf8');
    }
    catch (e) {
        throw new errors/* RunError */.e4('config-file', file, `cannot be read: ${e.code ?? e.message}`, { cause: e });
    }
    let json;
    const stripped = stripJsonComments(text.replace(/^\uFEFF/, ''));
    try {
        json = JSON.parse(stripped);
    }
    catch (e) {
        throw new errors/* RunError */.e4('config-file', file, `is not JSON (comments allowed): ${jsonError(e.message, stripped)}`, { cause: e });
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
        throw new errors/* RunError */.e4('config-file', file, 'expected an object of options, such as { "exclude": ["^https://example\\\\.com/"] }');
    }
    const raw = {};
    for (const [key, value] of Object.entries(json)) {
        if (key === '$schema')
            continue;
        const where = `${key} in ${file}`;
        const spec = CONFIG_KEYS.get(key);
        if (spec === undefined) {
            if (key in NOT_IN_CONFIG)
                throw new errors/* UsageError */.eb(where, `is not read from a config file: ${NOT_IN_CONFIG[key]}`);
            const near = didYouMean(key, [...CONFIG_KEYS.keys()]);
            throw new errors/* UsageError */.eb(where, `unknown option${near ? ` (did you mean ${near}?)` : ''}; the keys are the option names of the Action, see ${SCHEMA_FILE}`);
        }
        raw[key] = rawOf(spec, value, where);
    }
    return { file, raw };
}
/** Whether a raw value gives something (an empty list or '' gives nothing). */
function gives(v) {
    if (v === undefined || v === '')
        return false;
    return !(Array.isArray(v) && v.every((s) => s.trim() === ''));
}
/**
 * The config's values under those of the face (flags or inputs): what the face gives wins.
 * `names` then names each option where its value came from: the face's own name, or
 * `key in FILE`.
 */
function underConfig(config, face, faceName, replaced = []) {
    if (config === undefined)
        return { raw: face, names: faceName };
    const raw = { ...config.raw };
    for (const key of replaced)
        delete raw[key];
    const fromFace = new Set();
    for (const [key, v] of Object.entries(face)) {
        if (!gives(v))
            continue;
        raw[key] = v;
        fromFace.add(key);
    }
    const names = (key) => (!fromFace.has(key) && key in config.raw ? `${key} in ${config.file}` : faceName(key));
    return { raw, names };
}
/**
 * What a run checks: the targets the command line's arguments give. Arguments replace all of
 * the config file's targets (a folder given is not checked beside the file's `urls`, nor a
 * Markdown file beside its `files`); `entry` names pages of the file's `path`, so it goes too.
 */
const TARGET_KEYS = (/* unused pure expression or super */ null && (['urls', 'path', 'files', 'entry']));
/**
 * The face's raw values (flags) over those of the config file (`explicit`, else
 * `linkspider.config.json` in `cwd` when there is one), resolved; errors name each value
 * where it came from. The config's `replaced` keys are left out whatever the face gives.
 */
function resolveWithConfig(cwd, explicit, face, faceName, replaced = []) {
    const file = findConfig(cwd, explicit);
    const { raw, names } = underConfig(file !== undefined ? readConfig(cwd, file) : undefined, face, faceName, replaced);
    return resolveOptions(raw, names);
}
/** The JSON Schema of the config file (draft-07, which editors know), from the table. */
function configSchema() {
    const properties = {
        $schema: { type: 'string', description: 'The JSON Schema of this file, for editor completion.' },
    };
    for (const [key, spec] of CONFIG_KEYS) {
        const description = 'description' in spec.action ? spec.action.description : 'readme' in spec.cli ? spec.cli.readme : key;
        const type = spec.shape === 'switch'
            ? { type: ['boolean', 'string'], enum: [true, false, ...TRUE_WORDS, ...FALSE_WORDS], default: spec.default === 'true' }
            : spec.shape === 'list'
                ? { type: ['array', 'string'], items: { type: 'string' } }
                : { type: ['string', 'number'], ...(spec.default !== '' ? { default: spec.default } : {}) };
        properties[key] = { description, ...type };
    }
    return {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $id: `https://unpkg.com/linkspider/${SCHEMA_FILE}`,
        title: 'linkspider config file (linkspider.config.json)',
        description: 'Options for linkspider, by the names of its GitHub Action inputs. Flags and Action inputs override them.',
        type: 'object',
        properties,
        additionalProperties: false,
    };
}
/** `linkspider.schema.json` as `npm run gen` writes it. */
function configSchemaText() {
    return `${JSON.stringify(configSchema(), null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/options/action.ts
/**
 * The Action's inputs resolved through the option table: the engine options it offers and the
 * inputs only it has, each parsed by its entry, then the rules across them checked once.
 * No file system and no environment here: action/inputs.ts turns the result into settings
 * (paths made absolute, the cache's keys, tokens).
 */



/** Action inputs that map 1:1 onto engine options (same kebab-case name), in table order. */
const ENGINE_INPUTS = ENGINE_OPTIONS.filter((e) => isOffered(e.action)).map((e) => e.name);
/** The rules between the Action's own inputs and the engine options, checked after both are resolved. */
const ACTION_RULES = [
    (o, a) => {
        if (a.merge === undefined)
            return;
        // The merge job does not crawl: inputs that only shape a crawl's own runs make no sense.
        if (o.shard !== undefined)
            throw new errors/* UsageError */.eb('merge', 'cannot be combined with shard: the shard jobs crawl, the merge job merges their reports');
        if (a.cache)
            throw new errors/* UsageError */.eb('merge', 'cannot be combined with cache: each shard job keeps its own cache (set cache on the shard jobs)');
        if (o.failAfter !== 1)
            throw new errors/* UsageError */.eb('merge', 'cannot be combined with fail-after: set it on the shard jobs, which keep the cache it counts in');
    },
    (_o, a) => {
        // Cache keys may not contain commas and are at most 512 characters long.
        if (a.cache && !/^[\p{L}\p{N}._\-/]{1,200}$/u.test(a['cache-key'])) {
            throw new errors/* UsageError */.eb('cache-key', `expected letters, digits, . _ - or / (at most 200), got "${a['cache-key'].slice(0, 80)}"`);
        }
    },
    (o, a) => {
        if (a['changed-only'] && o.files.length === 0)
            throw new errors/* UsageError */.eb('changed-only', 'needs Markdown files to choose from (the files input)');
    },
    (_o, a) => {
        const needs = (feature, can, permission) => {
            if (a.token === undefined) {
                throw new errors/* UsageError */.eb('token', `${feature} needs a token that can ${can} (the default, github.token, with permissions: ${permission})`);
            }
        };
        if (a.issue)
            needs('issue: true', 'write issues', 'issues: write');
        if (a.comment)
            needs('comment: true', 'write pull-request comments', 'pull-requests: write');
        if (a.suggest)
            needs('suggest: true', 'review pull requests', 'pull-requests: write');
    },
];
/**
 * Every input, parsed by its table entry and checked. `getInput` gives an input's raw text
 * ('' = not given), over the values of `config` (the config file's); with `cache: true` the engine's `cache` is `cacheFile` (the Action keeps
 * the file; its `cache` input is a switch). Throws UsageError naming the input.
 */
function resolveActionInputs(getInput, cacheFile, config) {
    const values = {};
    for (const spec of ACTION_ONLY) {
        // A list is parsed even when empty, as the engine's are.
        const v = given(spec, getInput(spec.name)) ?? given(spec, spec.default) ?? (spec.shape === 'list' ? [] : undefined);
        values[spec.name] = v === undefined ? undefined : parseValue(spec, spec.name, v);
    }
    const action = values;
    const raw = {};
    for (const name of ENGINE_INPUTS) {
        const v = getInput(name);
        if (v !== '')
            raw[name] = v;
    }
    for (const key of Object.keys(config?.raw ?? {})) {
        if (!ENGINE_INPUTS.includes(key)) {
            throw new errors/* UsageError */.eb(`${key} in ${config.file}`, `is not an input of the Action${key === 'cache' ? ' (its cache input is a switch: set cache: true)' : ''}`);
        }
    }
    const { raw: merged, names } = underConfig(config, raw, (key) => key);
    if (action.cache)
        merged.cache = cacheFile;
    const options = options_resolveOptions(merged, names, { crawls: action.merge === undefined });
    for (const rule of ACTION_RULES)
        rule(options, action);
    return { options, action };
}

;// CONCATENATED MODULE: ./src/action/inputs.ts
/**
 * Action inputs \u2192 one settings object. Which inputs there are, and their defaults, come from
 * the option table (options/table.ts), as do action.yml's inputs (`npm run gen`). Engine
 * options go through `resolveOptions`; the Action's own inputs are read and checked here.
 * Nothing here touches `@actions/core`: the caller passes `getInput`.
 */











/** Inputs only the Action has, with their defaults (as the strings action.yml writes). */
const ACTION_DEFAULTS = Object.fromEntries(ACTION_ONLY.map((e) => [e.name, e.default]));
/** Every input the Action reads, in action.yml order (the table's). */
const ALL_INPUTS = ACTION_INPUTS.map((i) => i.name);
/** The last path segment of the markdown report for a JSON report path: `x.json` \u2192 `x.md`. */
function markdownPathFor(jsonPath) {
    return siblingPath(jsonPath, '.md');
}
/** A report beside the JSON one: `x.json` \u2192 `x<ext>`. */
function siblingPath(jsonPath, ext) {
    const own = external_node_path_default().extname(jsonPath);
    return (own.toLowerCase() === '.json' ? jsonPath.slice(0, -own.length) : jsonPath) + ext;
}
/**
 * Read and validate every input (each by its option table entry, then the rules across them).
 * Throws `UsageError` whose message starts with the input's name, before anything is
 * requested or written.
 */
function readInputs(getInput, env) {
    const workspace = workingDirectory(external_node_path_default().resolve(env.workspace), getInput('working-directory').trim());
    const home = external_node_path_default().join(external_node_path_default().resolve(env.tempDir), 'linkspider');
    const cacheFile = external_node_path_default().join(home, 'cache.json');
    const configFile = findConfig(workspace, getInput('config').trim() || undefined, 'config');
    const config = configFile !== undefined ? readConfig(workspace, configFile) : undefined;
    if (config !== undefined && env.mask)
        for (const secret of credentialsIn(config.raw['basic-auth'], config.raw['headers']))
            env.mask(secret);
    const { options, action: a } = resolveActionInputs(getInput, cacheFile, config);
    // GitHub links go through the API with `github-token`, else with `token` (the workflow token by default).
    if (options.githubToken === undefined && a.token !== undefined && !/[\s\0]/.test(a.token))
        options.githubToken = a.token;
    githubFromEnv(options, { ...(env.githubApiUrl !== undefined ? { GITHUB_API_URL: env.githubApiUrl } : {}) });
    if (options.path !== undefined) {
        options.path = external_node_path_default().resolve(workspace, options.path);
        if (!isInside(workspace, options.path)) {
            throw new errors/* UsageError */.eb('path', `expected a folder inside the workspace (${workspace}), got "${getInput('path').trim()}"`);
        }
    }
    const jsonPath = options.json !== undefined ? external_node_path_default().resolve(workspace, options.json) : external_node_path_default().join(home, 'report.json');
    options.json = jsonPath;
    const htmlPath = options.html !== undefined ? external_node_path_default().resolve(workspace, options.html) : siblingPath(jsonPath, '.html');
    options.html = htmlPath;
    for (const field of ['sarif', 'junit', 'mirror', 'baseline', 'db']) {
        if (options[field] !== undefined)
            options[field] = external_node_path_default().resolve(workspace, options[field]);
    }
    if (options.mirror === undefined && a['artifact-name'] !== undefined && a['artifact-mirror'])
        options.mirror = external_node_path_default().join(home, 'mirror');
    return {
        options,
        fail: a.fail,
        annotations: a.annotations,
        summary: a.summary,
        sources: a.sources,
        changedOnly: a['changed-only'],
        ...(a['artifact-name'] !== undefined ? { artifactName: a['artifact-name'] } : {}),
        retentionDays: a['retention-days'],
        artifactMirror: a['artifact-mirror'],
        jsonPath,
        markdownPath: markdownPathFor(jsonPath),
        htmlPath,
        workspace,
        ...(a.cache ? { cache: { file: cacheFile, keys: cacheKeys(a['cache-key'], env.runId || String(Date.now()), env.runAttempt || '1', options.shard) } } : {}),
        ...(a.issue ? { issue: { token: a.token, label: a['issue-label'], title: a['issue-title'] } } : {}),
        ...(a.merge !== undefined ? { merge: a.merge } : {}),
        ...(a.comment ? { comment: { token: a.token } } : {}),
        ...(a.suggest ? { suggest: { token: a.token } } : {}),
    };
}
function isInside(parent, child) {
    const rel = external_node_path_default().relative(parent, child);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(rel));
}
/** `working-directory` resolved against the workspace (the workspace itself when empty); it must stay inside it. */
function workingDirectory(root, value) {
    if (value === '')
        return root;
    const dir = external_node_path_default().resolve(root, value);
    if (!isInside(root, dir))
        throw new errors/* UsageError */.eb('working-directory', `expected a folder inside the workspace (${root}), got "${value}"`);
    // Checked here, before the config file is looked for in it.
    if (!(0,external_node_fs_.statSync)(dir, { throwIfNoEntry: false })?.isDirectory())
        throw new errors/* UsageError */.eb('working-directory', `expected an existing folder inside the workspace, but "${dir}" is not one`);
    return dir;
}
/**
 * Checks that need the file system: `path` must be an existing folder, inside the workspace
 * also once symbolic links are resolved; `files` must name Markdown files. Throws UsageError.
 */
async function checkInputPaths(settings) {
    // Markdown patterns that name no file fail before any request.
    if (settings.options.files.length > 0 && settings.merge === undefined) {
        const { files } = settings.options;
        const scope = markdownScope(files, settings.workspace, settings.workspace, 'files');
        findMarkdownFiles(scope.patterns, scope.root, 'files', files);
    }
    const dir = settings.options.path;
    // A merge job only maps pages to files with `path`; the built site need not be there.
    if (dir === undefined || settings.merge !== undefined)
        return;
    const info = await (0,promises_.stat)(dir).catch(() => undefined);
    if (!info?.isDirectory())
        throw new errors/* UsageError */.eb('path', `expected a folder of built HTML, but "${dir}" ${info ? 'is not a folder' : 'does not exist'}`);
    const [realWorkspace, realDir] = await Promise.all([(0,promises_.realpath)(settings.workspace), (0,promises_.realpath)(dir)]);
    if (!isInside(realWorkspace, realDir)) {
        throw new errors/* UsageError */.eb('path', `expected a folder inside the workspace, but "${dir}" leads to "${realDir}" outside it`);
    }
}

;// CONCATENATED MODULE: ./src/action/files.ts
/**
 * The pipeline's report files: the JSON report, the markdown and HTML ones beside it (always), SARIF
 * and JUnit XML when asked for, written by the code the CLI uses (app/report-files.ts). A file
 * that cannot be written is a warning: annotations, summary and outputs still follow.
 */






/** The `report-files` output: a JSON object of the report files written, by kind (`json`, `markdown`, `html`, `sarif`, `junit`). */
function reportFilesOutput(files) {
    const written = { json: files.report, markdown: files.markdown, html: files.html, sarif: files.sarif, junit: files.junit };
    return JSON.stringify(Object.fromEntries(Object.entries(written).filter(([, file]) => file !== '')));
}
/** The workspace, and the served folder when a folder was checked: where pages' files are. */
function where(settings) {
    const { path: sitePath } = settings.options;
    return sitePath !== undefined ? { sitePath, workspace: settings.workspace } : { workspace: settings.workspace };
}
async function writeFiles(report, settings, sourceHits, markdown) {
    const { options } = settings;
    const targets = { json: settings.jsonPath, html: settings.htmlPath, sarif: options.sarif, junit: options.junit };
    const written = await writeReportFiles(report, targets, { ...where(settings), sourceHits, sourceUrl: markdown.sourceUrl });
    const out = { report: '', markdown: '', html: '', sarif: '', junit: '' };
    for (const w of written) {
        if (w.error !== undefined) {
            core.warning(`${w.kind}: cannot write ${w.kind === 'json' ? 'the reports to ' : ''}${w.file}: ${w.error.message}`);
            continue;
        }
        if (w.kind === 'json') {
            try {
                await (0,promises_.mkdir)(external_node_path_default().dirname(settings.markdownPath), { recursive: true });
                await (0,promises_.writeFile)(settings.markdownPath, renderMarkdown(report, { fullReportAt: markdownCode(external_node_path_default().basename(w.file)), ...markdown }));
                out.report = w.file;
                out.markdown = settings.markdownPath;
            }
            catch (e) {
                core.warning(`json: cannot write the reports to ${settings.markdownPath}: ${e.message}`);
            }
        }
        else if (w.kind === 'html') {
            out.html = w.file;
        }
        else if (w.kind === 'sarif') {
            out.sarif = w.file;
            const { total, unplaced } = w.results;
            const hint = unplaced > 0 ? `; ${unplaced} have no file in the repository, which code scanning does not show (set sources to place them)` : '';
            core.info(safeLogText(`sarif: ${total} results in ${w.file}${hint}`));
        }
        else {
            out.junit = w.file;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/action/summary.ts
/**
 * The job summary and the step outputs. The markdown itself comes from report/markdown.ts
 * (shared with the artifact's report.md); this file sizes it for the job summary, writes it
 * to the job summary file, and turns the report into output values.
 */






/** The job summary body: the markdown report, truncated to fit the summary limit. */
function summaryMarkdown(report, opts) {
    return renderMarkdown(report, { ...opts, maxBytes: SUMMARY_LIMIT_BYTES });
}
/** Append `markdown` to the step summary file ($GITHUB_STEP_SUMMARY), through @actions/core. */
async function writeJobSummary(markdown) {
    try {
        await core.summary.addRaw(markdown, true).write();
    }
    finally {
        // A write that failed leaves its text in the library's buffer: never write it twice.
        core.summary.emptyBuffer();
    }
}
/** The pipeline's summary step: the report, pointing to the artifact when it was kept. A summary that cannot be written is a warning. */
async function summaryStep(report, artifactName, artifact, markdown, html = false) {
    const label = `report.md in the artifact ${markdownCode(artifactName ?? '')}`;
    const fullReportAt = artifact?.kept ? (artifact.url !== undefined ? markdownLink(label, artifact.url) : label) : 'the full report (not kept)';
    // The artifact is a zip: the page in it is linked through the artifact's own page.
    const page = artifact?.url !== undefined ? markdownLink('report.html', artifact.url) : '`report.html`';
    const browse = html ? ` To filter, search and sort every link, open ${page} from it in a browser.` : '';
    const fullReportLine = artifact?.kept
        ? `Full report: ${fullReportAt}.${browse}`
        : artifactName
            ? 'The full report was not kept: the artifact upload failed (see the warning).'
            : 'The full report was not kept: set `artifact-name` to keep it as an artifact of the run.';
    try {
        await writeJobSummary(summaryMarkdown(report, { fullReportAt, fullReportLine, ...markdown }));
    }
    catch (e) {
        core.warning(`job summary not written: ${e.message}`);
    }
}
/** The pipeline's outputs step: every output but `issue` (set once the rolling issue is synced). */
function setOutputs(report, files) {
    for (const [name, value] of Object.entries(actionOutputs(report, files.report)))
        core.setOutput(name, value);
    core.setOutput('sarif-file', files.sarif);
    core.setOutput('junit-file', files.junit);
    core.setOutput('report-files', reportFilesOutput(files));
}
/**
 * The step outputs, as strings: the same numbers the summary shows. (`issue` is set by
 * index.ts after the rolling issue is synced.)
 */
function actionOutputs(report, reportPath) {
    const changes = changesSinceLastRun(report);
    return {
        result: reportResult(report),
        dead: String(report.counts.dead),
        warnings: String(shownWarnings(report).length),
        new: String(changes.new.length),
        known: String(changes.known.length),
        fixed: String(changes.fixed.length),
        pages: String(report.counts.pages),
        links: String(report.counts.links),
        mailto: String(report.counts.mailto),
        'from-cache': String(report.counts.fromCache),
        report: reportPath,
    };
}

;// CONCATENATED MODULE: ./src/action/settings.ts
/**
 * The pipeline's first step: the tokens and credentials masked (the config file's as soon as
 * it is read), every input read and checked (action/inputs.ts), the paths it names checked on
 * disk, all before any request. A bad input ends the step with
 * one line naming it, `result=error` and a one-line job summary, so later steps can tell.
 */







/** The settings of this step, or undefined when an input is unusable (the step has then failed). */
async function readSettings(ctx) {
    // Masked before anything can log them. The tokens only ever go to the GitHub API.
    for (const name of ['token', 'github-token']) {
        const token = core.getInput(name);
        if (token !== '')
            core.setSecret(token);
    }
    // Credentials of inputs (basic-auth, credential headers): masked before the inputs are parsed; the config file's as soon as it is read.
    for (const secret of credentialsIn(core.getMultilineInput('basic-auth'), core.getMultilineInput('headers')))
        core.setSecret(secret);
    try {
        const settings = readInputs((name) => core.getInput(name), {
            workspace: ctx.workspace,
            tempDir: ctx.tempDir,
            ...(ctx.runId ? { runId: ctx.runId } : {}),
            ...(ctx.runAttempt ? { runAttempt: ctx.runAttempt } : {}),
            ...(ctx.apiUrlSet ? { githubApiUrl: ctx.apiUrl } : {}),
            mask: (secret) => core.setSecret(secret),
        });
        await checkInputPaths(settings);
        checkOutputPaths(settings.options);
        return settings;
    }
    catch (e) {
        // A bad input, config file or output path: one line naming it.
        if ((0,errors/* isRunError */.Yl)(e))
            return failRun(e.message);
        throw e;
    }
}
/**
 * The step ends before a report exists (a bad input, shards that cannot be merged, a fatal
 * error): `result=error`, the one line as an error annotation and as the job summary.
 */
async function failRun(message) {
    core.setOutput('result', 'error');
    core.setFailed(message);
    try {
        await writeJobSummary(`**linkspider did not run:** ${escapeMarkdown(message)}`);
    }
    catch (e) {
        core.warning(`job summary not written: ${e.message}`);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/action/check.ts
/**
 * The pipeline's check step: the result cache restored, the crawl (or, in merge mode, the
 * shard reports merged), the cache saved (in the crawl's finishing step, before the run is
 * judged: fail-after counts in it). Resolves to the report, or undefined when the step
 * has failed (then `result=error`, see settings.ts).
 */












/** Crawl (or merge), with the cache around it; stopped early by `signal` (the runner's cancel). */
async function check(settings, ctx, signal) {
    if (settings.merge !== undefined) {
        try {
            return await mergeShards(settings);
        }
        catch (e) {
            return failRun((0,errors/* isRunError */.Yl)(e) ? e.message : `merge: ${e.message}`);
        }
    }
    const { options } = settings;
    const store = settings.cache ? cacheStore(ctx) : undefined;
    let keepCache;
    if (settings.cache && store) {
        const { file, keys } = settings.cache;
        const found = await restoreResultCache(store, file, keys, core);
        // No cache to count in: every run would count "1 of N" and never fail.
        if (found.unavailable !== undefined && options.failAfter > 1) {
            core.warning(judgedAlone(options.failAfter, `the cache is not available (${found.unavailable})`));
            options.failAfter = 1;
        }
        // Nor when this run's counts cannot be kept: the crawl then judges it on its own (its report says so).
        keepCache = async () => {
            const why = await saveResultCache(store, file, keys, core);
            if (why !== undefined && options.failAfter > 1)
                core.warning(judgedAlone(options.failAfter, `this run's cache could not be saved (${why})`));
            return why;
        };
    }
    let report;
    try {
        let changed;
        if (settings.changedOnly) {
            const set = changedMarkdown(settings.workspace, ctx.eventName, ctx.event);
            core.info(safeLogText(set.note));
            changed = set.files;
        }
        const repository = { root: settings.workspace, ...(changed ? { changed } : {}), home: homeHints(ctx) };
        // Every report speaks of the site's public URLs; the loopback address is for debugging only.
        const onLocalServer = (url) => core.debug(safeLogText(`Checking ${options.path} as ${url}`));
        report = await runCheck(options, { signal, onLocalServer }, undefined, { repository, ...(keepCache ? { keepCache } : {}) });
    }
    catch (e) {
        // A run-level error (an unusable cache, baseline or database file) already names its input.
        return failRun((0,errors/* isRunError */.Yl)(e) ? e.message : `linkspider: ${e.message}`);
    }
    if (settings.cache) {
        core.info(`cache: ${(0,plural/* thousands */.o)(report.counts.fromCache)} verdicts came from the cache`);
    }
    return report;
}
/** TEST ONLY: LINKSPIDER_TEST_CACHE_DIR keeps caches in a folder instead of the cache service. */
function cacheStore(ctx) {
    return ctx.test.cacheDir ? directoryCacheStore(ctx.test.cacheDir) : actionsCacheStore();
}
/** Merge mode: read the shard reports the job downloaded and merge them (then the baseline). */
async function mergeShards(settings) {
    const files = await mergeArtifactReports(settings.merge, settings.workspace);
    const names = files.map((f) => {
        const rel = external_node_path_default().relative(settings.workspace, f);
        return rel.startsWith('..') || external_node_path_default().isAbsolute(rel) ? f : rel.split((external_node_path_default()).sep).join('/');
    });
    core.info(safeLogText(`merge: ${files.length} shard reports: ${names.join(', ')}`));
    const { baseline } = settings.options;
    return mergeShardFiles(files, names, baseline !== undefined ? { file: baseline, input: 'baseline' } : undefined, 'merge');
}
/** What the workflow says of the repository's home: its name, server, the branch checked out and (from the event) the default one. */
function homeHints(ctx) {
    const event = ctx.event;
    const defaultBranch = event?.repository?.default_branch;
    const branches = [ctx.refName, typeof defaultBranch === 'string' ? defaultBranch : ''].filter((b) => b !== '');
    return {
        ...(ctx.repository ? { repository: `${ctx.repository.owner}/${ctx.repository.repo}` } : {}),
        serverUrl: ctx.serverUrl,
        branches,
    };
}

;// CONCATENATED MODULE: ./src/action/context.ts
/**
 * What the runner tells the Action through its environment, read once (as the toolkit's
 * `Context` does): the repository (split once), the run, the API and server URLs (defaulted
 * once), the event and its payload, the workspace and temp folder. Every step takes what it
 * needs from here and never reads `process.env` itself. Inputs are read by `settings.ts`,
 * through @actions/core; outputs and the job summary go through @actions/core too, which
 * finds the runner's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) itself.
 */



/** The context of this step, from `env` (the process's environment). */
async function readContext(env = process.env, cwd = process.cwd()) {
    const [owner, repo, ...rest] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
    const api = env['GITHUB_API_URL'];
    return {
        workspace: env['GITHUB_WORKSPACE'] || cwd,
        tempDir: env['RUNNER_TEMP'] || (0,external_node_os_.tmpdir)(),
        ...(owner && repo && rest.length === 0 && /^[\w.-]+$/.test(owner) && /^[\w.-]+$/.test(repo) ? { repository: { owner, repo } } : {}),
        refName: env['GITHUB_HEAD_REF'] || env['GITHUB_REF_NAME'] || '',
        sha: env['GITHUB_SHA'] ?? '',
        runId: env['GITHUB_RUN_ID'] ?? '',
        runAttempt: env['GITHUB_RUN_ATTEMPT'] ?? '',
        workflow: env['GITHUB_WORKFLOW'] ?? '',
        job: env['GITHUB_JOB'] ?? '',
        serverUrl: (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, ''),
        apiUrl: api || DEFAULT_GITHUB_API_URL,
        apiUrlSet: Boolean(api),
        ...(env['GITHUB_EVENT_NAME'] ? { eventName: env['GITHUB_EVENT_NAME'] } : {}),
        event: await readEvent(env['GITHUB_EVENT_PATH']),
        test: {
            ...(env['LINKSPIDER_TEST_CACHE_DIR'] ? { cacheDir: env['LINKSPIDER_TEST_CACHE_DIR'] } : {}),
            ...(env['LINKSPIDER_TEST_ARTIFACT_LOG'] ? { artifactLog: env['LINKSPIDER_TEST_ARTIFACT_LOG'] } : {}),
        },
    };
}
/** The workflow's event payload, or undefined when there is none to read. */
async function readEvent(eventPath) {
    if (!eventPath)
        return undefined;
    try {
        return JSON.parse(await (0,promises_.readFile)(eventPath, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** Links into GitHub for this run: the source files at its commit, its artifacts, the run itself. */
function githubLinks(ctx) {
    const name = ctx.repository ? `${ctx.repository.owner}/${ctx.repository.repo}` : '';
    const runUrl = `${ctx.serverUrl}/${name}/actions/runs/${ctx.runId}`;
    return {
        runUrl,
        ...(ctx.repository && /^[0-9a-f]{40,64}$/i.test(ctx.sha)
            ? { sourceUrl: (file, line) => `${ctx.serverUrl}/${name}/blob/${ctx.sha}/${file.split('/').map(encodeURIComponent).join('/')}#L${line}` }
            : {}),
        artifactUrl: (id) => (ctx.repository && /^\d+$/.test(ctx.runId) && id !== undefined ? `${runUrl}/artifacts/${id}` : undefined),
    };
}

;// CONCATENATED MODULE: ./src/action/issue.ts





/** The real API: Octokit from @actions/github, pointed at `baseUrl` only. */
async function octokitIssueApi({ token, baseUrl, owner, repo }) {
    // Loaded only when `issue` is set (Octokit is a large part of the bundle).
    const { getOctokit } = await __webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351));
    const octokit = getOctokit(token, { baseUrl });
    return {
        async findOpen(label) {
            const { data } = await octokit.rest.issues.listForRepo({ owner, repo, labels: label, state: 'open', per_page: 100, sort: 'created', direction: 'asc' });
            return data
                .filter((i) => !i.pull_request)
                .map((i) => ({ number: i.number, body: i.body ?? '', createdAt: i.created_at }))
                .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.number - b.number));
        },
        async create(title, body, labels) {
            const { data } = await octokit.rest.issues.create({ owner, repo, title, body, labels });
            return { number: data.number };
        },
        async update(number, body) {
            await octokit.rest.issues.update({ owner, repo, issue_number: number, body });
        },
        async comment(number, body) {
            await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
        },
        async close(number) {
            await octokit.rest.issues.update({ owner, repo, issue_number: number, state: 'closed', state_reason: 'completed' });
        },
    };
}
/** GitHub refuses an issue body over 65,536 characters; keep a margin for the tail. */
const ISSUE_BODY_LIMIT = 65_536 - 1_536;
const issue_MAX_URL = 300;
const MAX_PLACES = 3;
/** Where each dead link was first seen, kept in the issue body so it survives without a cache. */
const SINCE_MARK = 'linkspider:since';
/** The first-seen dates recorded in an earlier issue body (URL \u2192 ISO date). */
function readSince(body) {
    const m = new RegExp(`<!-- ${SINCE_MARK} (.*?) -->`).exec(body);
    if (!m)
        return new Map();
    try {
        const data = JSON.parse(m[1]);
        if (data === null || typeof data !== 'object' || Array.isArray(data))
            return new Map();
        return new Map(Object.entries(data).filter((e) => typeof e[1] === 'string' && !Number.isNaN(Date.parse(e[1]))));
    }
    catch {
        return new Map();
    }
}
/** JSON that cannot end an HTML comment or break out of it (`-`, `<`, `>` as \u escapes). */
function commentJson(data) {
    return JSON.stringify(data).replace(/[-<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function sinceOf(d, prior, runStart) {
    return d.since ?? d.failingSince ?? prior?.get(d.url) ?? runStart;
}
/** With a cache or a baseline: the dead links new in this run and the links fixed since the last one. */
function sinceLastRun(report) {
    const changes = changesSinceLastRun(report);
    if (!changes.tracked)
        return '';
    const n = changes.new.length;
    return `\nSince the last run: **${(0,plural/* thousands */.o)(n)} new dead link${n === 1 ? '' : 's'}**, **${(0,plural/* thousands */.o)(changes.fixed.length)} fixed**.\n`;
}
/** The issue body: what is dead, where, since when; always under GitHub's limit. */
function issueBody(report, opts) {
    const limit = opts.maxChars ?? ISSUE_BODY_LIMIT;
    const c = report.counts;
    const run = `[this run](${opts.runUrl})`;
    const since = {};
    for (const d of report.dead)
        since[d.url] = sinceOf(d, opts.since, report.run.startedAt);
    let head = `linkspider found **${(0,plural/* thousands */.o)(c.dead)} dead link${c.dead === 1 ? '' : 's'}** in ${run} (${(0,plural/* thousands */.o)(c.pages)} pages, ${(0,plural/* thousands */.o)(c.links)} links checked`;
    head += report.run.incomplete ? `; the crawl stopped early: ${escapeMarkdown(report.run.incompleteReason ?? 'incomplete')}).\n` : ').\n';
    head += '\nThis issue is updated by every scheduled run and closed by the first run that finds no dead links.\n';
    head += sinceLastRun(report);
    // The trend (dates and numbers, a few KB at most) once there are two runs, when it leaves room for rows.
    const chart = trendChart(report.history ?? []);
    if (chart !== '' && head.length + chart.length < limit / 2)
        head += chart;
    head += '\n';
    const known = report.warnings.filter((w) => w.known).length;
    const notes = [];
    if (known > 0)
        notes.push(`${known} known dead link${known === 1 ? '' : 's'} (in the baseline) not listed`);
    const pending = report.warnings.filter((w) => w.failingRuns !== undefined && !w.known).length;
    if (pending > 0)
        notes.push(`${pending} failing link${pending === 1 ? '' : 's'} not yet dead (fail-after) not listed`);
    const notesLine = notes.length > 0 ? `\n_${notes.join('; ')}: see ${run}._\n` : '';
    // The first-seen dates of the listed links, for the next run to read back.
    const mark = (n) => `\n<!-- ${SINCE_MARK} ${commentJson(Object.fromEntries(report.dead.slice(0, n).map((d) => [d.url, since[d.url]])))} -->\n`;
    const tailFor = (n) => (n > 0 ? `\n_${(0,plural/* thousands */.o)(n)} more dead link${n === 1 ? '' : 's'} not listed here: see ${run}._\n` : '');
    let body = head + '| Dead link | Reason | Found on | Dead since |\n|---|---|---|---|\n';
    // Room kept for the longest possible tail and the notes; the marker grows with the rows.
    const reserve = tailFor(report.dead.length).length + notesLine.length;
    let shown = 0;
    for (const d of report.dead) {
        const places = d.referrers.slice(0, MAX_PLACES).map((r) => `${markdownCode(clip(r.file ?? r.page, issue_MAX_URL), true)} line ${r.line}`);
        if (d.referrers.length > MAX_PLACES)
            places.push(`and ${d.referrers.length - MAX_PLACES} more`);
        const row = `| ${markdownCode(clip(d.url, issue_MAX_URL), true)}${d.internal ? '' : ' (external)'} | ${escapeMarkdown(clip(d.reason, 120))} | ${places.join('<br>')} | ${since[d.url].slice(0, 10)}${d.failingRuns !== undefined ? ` (${d.failingRuns} run${d.failingRuns === 1 ? '' : 's'})` : ''} |\n`;
        if (body.length + row.length + reserve + mark(shown + 1).length > limit)
            break;
        body += row;
        shown++;
    }
    return body + tailFor(report.dead.length - shown) + notesLine + mark(shown);
}
/** HTTP status of an Octokit error, if it has one. */
function statusOf(e) {
    const s = e?.status;
    return typeof s === 'number' ? s : undefined;
}
/**
 * Bring the rolling issue in line with this run. Never throws: GitHub refusing (a read-only
 * token on a fork's pull request, missing `issues: write`) or failing is a warning, and the
 * check's own result stands.
 */
async function syncIssue(api, report, settings, log) {
    try {
        return await sync(api, report, settings, log);
    }
    catch (e) {
        const status = statusOf(e);
        const why = status === 403 || status === 401 || status === 404
            ? `GitHub refused (HTTP ${status}): the token cannot write issues here. Pull requests from forks get a read-only token; elsewhere give the job \`permissions: issues: write\``
            : `GitHub request failed: ${e.message}`;
        log.warning(`issue: not updated. ${why}`);
        return { action: 'skipped', reason: why };
    }
}
async function sync(api, report, settings, log) {
    const open = await api.findOpen(settings.label);
    const current = open[0];
    if (open.length > 1) {
        log.info(`issue: ${open.length} open issues have the label "${settings.label}" (${open.map((i) => `#${i.number}`).join(', ')}); linkspider keeps only the oldest, #${current.number}, up to date`);
    }
    const result = reportResult(report);
    if (result === 'failed') {
        const body = issueBody(report, { runUrl: settings.runUrl, ...(current ? { since: readSince(current.body) } : {}) });
        if (current) {
            await api.update(current.number, body);
            log.info(`issue: updated #${current.number} (${report.counts.dead} dead links)`);
            return { action: 'updated', number: current.number };
        }
        const created = await api.create(settings.title, body, [settings.label]);
        log.info(`issue: opened #${created.number} (${report.counts.dead} dead links)`);
        return { action: 'created', number: created.number };
    }
    if (!current)
        return { action: 'none' };
    if (result === 'incomplete') {
        // A run cut short did not check every link: it cannot say they are all fine.
        log.info(`issue: #${current.number} stays open: this run stopped early, so it cannot tell that every link is fine`);
        return { action: 'kept', number: current.number };
    }
    await api.comment(current.number, `All links fine again in [this run](${settings.runUrl}): ${(0,plural/* thousands */.o)(report.counts.links)} links checked on ${(0,plural/* thousands */.o)(report.counts.pages)} pages, none dead.`);
    await api.close(current.number);
    log.info(`issue: closed #${current.number}: all links fine again`);
    return { action: 'closed', number: current.number };
}
/**
 * True when this run is for a pull request from a fork, whose token is read-only. `event`
 * is the parsed GITHUB_EVENT_PATH payload.
 */
function isForkPullRequest(eventName, event) {
    if (eventName !== 'pull_request' && eventName !== 'pull_request_review' && eventName !== 'pull_request_review_comment')
        return false;
    const pr = event
        ?.pull_request;
    const head = pr?.head?.repo;
    if (head === null)
        return true; // the fork was deleted
    if (!head)
        return false;
    return head.fork === true || (head.full_name !== undefined && head.full_name !== pr?.base?.repo?.full_name);
}

;// CONCATENATED MODULE: ./src/action/comment.ts


/** The real API: Octokit from @actions/github, pointed at `baseUrl` only. */
async function octokitCommentApi({ token, baseUrl, owner, repo }) {
    // Loaded only when `comment` is set (Octokit is a large part of the bundle).
    const { getOctokit } = await __webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351));
    const octokit = getOctokit(token, { baseUrl });
    return {
        async list(pull) {
            const all = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: pull, per_page: 100 });
            return all.map((c) => ({ id: c.id, body: c.body ?? '' }));
        },
        async create(pull, body) {
            const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: pull, body });
            return { id: data.id };
        },
        async update(id, body) {
            await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
        },
    };
}
/** GitHub refuses a comment over 65,536 characters. */
const COMMENT_LIMIT = 65_536;
/** Room kept for the marker and the truncation pointer. */
const COMMENT_MARGIN = 2_048;
/** The hidden line that tells this workflow's and job's comment apart from every other one. */
function commentMarker(workflow, job) {
    return `<!-- linkspider:comment ${commentJson({ workflow, job })} -->`;
}
/** The comment body: the summary, sized to fit, marked as ours, always under the limit. */
function commentBody(report, settings) {
    const limit = settings.maxChars ?? COMMENT_LIMIT;
    const marker = commentMarker(settings.workflow, settings.job);
    const run = `the job summary of [this run](${settings.runUrl})`;
    // Characters are at most bytes: a byte budget keeps the character count under the limit.
    let body = renderMarkdown(report, {
        ...settings.markdown,
        maxBytes: Math.max(1_000, limit - COMMENT_MARGIN),
        fullReportAt: run,
        fullReportLine: `Full report: ${run}.`,
    });
    if (body.length + marker.length + 1 > limit) {
        // Only a tiny limit gets here: cut at a line, and say where the rest is.
        const pointer = `\n\n_Cut to fit a comment: see ${run}._\n`;
        const room = Math.max(0, limit - marker.length - pointer.length - 1);
        const cut = body.lastIndexOf('\n', room);
        body = body.slice(0, cut > 0 ? cut : room) + pointer;
    }
    return `${marker}\n${body}`;
}
function comment_statusOf(e) {
    const s = e?.status;
    return typeof s === 'number' ? s : undefined;
}
/**
 * Bring this job's comment on pull request `pull` in line with the report. A run with no
 * dead links creates no comment, but edits an earlier one to say so. Never throws: GitHub
 * refusing (a fork's read-only token, missing `pull-requests: write`) or failing is a warning.
 */
async function syncComment(api, pull, report, settings, log) {
    try {
        const marker = commentMarker(settings.workflow, settings.job);
        const mine = (await api.list(pull)).find((c) => c.body.startsWith(marker));
        const body = commentBody(report, settings);
        if (mine) {
            await api.update(mine.id, body);
            log.info(`comment: updated the comment on pull request #${pull}`);
            return { action: 'updated', id: mine.id };
        }
        if (report.counts.dead === 0) {
            log.info(`comment: no dead links, and no earlier comment on pull request #${pull} to update`);
            return { action: 'none' };
        }
        const created = await api.create(pull, body);
        log.info(`comment: commented on pull request #${pull}`);
        return { action: 'created', id: created.id };
    }
    catch (e) {
        const status = comment_statusOf(e);
        const why = status === 403 || status === 401 || status === 404
            ? `GitHub refused (HTTP ${status}): the token cannot comment here. Pull requests from forks get a read-only token; elsewhere give the job \`permissions: pull-requests: write\``
            : `GitHub request failed: ${e.message}`;
        log.warning(`comment: not written. ${why}. The check itself ran as usual.`);
        return { action: 'skipped', reason: why };
    }
}
/** The pull request's number from the event payload (GITHUB_EVENT_PATH), if the run is for one. */
function pullRequestNumber(event) {
    const n = event?.pull_request?.number;
    return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

;// CONCATENATED MODULE: ./src/action/github.ts
/**
 * The pipeline's steps that write to GitHub: the rolling issue (issue.ts) and the pull-request
 * comment (comment.ts), each through its Octokit adapter. Neither ever fails the step: GitHub
 * refusing or failing is a warning, and the check's own result stands.
 */



/** Sync the rolling issue; the number of the issue left open ('' when none). */
async function rollingIssue(issue, report, ctx, runUrl) {
    if (!ctx.repository) {
        core.warning('issue: GITHUB_REPOSITORY is not set, so there is no repository to keep the issue in');
        return '';
    }
    if (isForkPullRequest(ctx.eventName, ctx.event)) {
        core.warning('issue: not updated: this is a pull request from a fork, whose token is read-only. The check itself ran as usual.');
        return '';
    }
    const api = await octokitIssueApi({ token: issue.token, baseUrl: ctx.apiUrl, ...ctx.repository });
    const outcome = await syncIssue(api, report, { label: issue.label, title: issue.title, runUrl }, core);
    return 'number' in outcome && outcome.action !== 'closed' ? String(outcome.number) : '';
}
/** Sync this job's comment on the pull request, when the run is for one. */
async function pullRequestComment(token, report, markdown, ctx, runUrl) {
    const pull = pullRequestNumber(ctx.event);
    if (pull === undefined) {
        core.info('comment: this run is not for a pull request, so there is nothing to comment on');
        return;
    }
    if (!ctx.repository) {
        core.warning('comment: GITHUB_REPOSITORY is not set, so there is no pull request to comment on');
        return;
    }
    const api = await octokitCommentApi({ token, baseUrl: ctx.apiUrl, ...ctx.repository });
    await syncComment(api, pull, report, { workflow: ctx.workflow, job: ctx.job, runUrl, ...(markdown ? { markdown } : {}) }, core);
}

;// CONCATENATED MODULE: ./src/action/annotations.ts


/** GitHub keeps at most 10 annotations of each level per step; more are dropped silently. */
const GITHUB_ANNOTATION_CAP = 10;
/**
 * The annotation's place and title for @actions/core's annotation functions
 * (`core.error(message, properties)`, issued by log.ts), which escape the message and every
 * property for the workflow command they write. Only the properties that are set.
 */
function annotationProperties(a) {
    const props = {};
    if (a.title !== undefined && a.title !== '')
        props.title = a.title;
    if (a.file !== undefined && a.file !== '')
        props.file = a.file;
    if (a.line !== undefined)
        props.startLine = a.line;
    if (a.col !== undefined)
        props.startColumn = a.col;
    if (a.endColumn !== undefined)
        props.endColumn = a.endColumn;
    return props;
}
/** The workspace-relative path of a referrer's file (report/places.ts), re-exported for the Action's callers. */

/** Where a link was found, for text: `docs/a.html:12:5` or `https://site/page (line 12, col 5)`. */
function describeReferrer(ref, ctx) {
    const file = referrerFile(ref, ctx);
    return file !== undefined ? `${file}:${ref.line}:${ref.column}` : `${ref.page} (line ${ref.line}, col ${ref.column})`;
}
function why(result) {
    return clip(oneLine(reasonOf(result)), 120);
}
function linkText(ref) {
    const t = clip(oneLine(ref.text), 80);
    return t === '' ? '' : ` "${t}"`;
}
/** One candidate annotation for one place a link was found. */
function fromReferrer(level, result, ref, ctx) {
    const label = level === 'error' ? 'Dead link' : 'Link warning';
    const file = referrerFile(ref, ctx);
    const url = clip(result.url, 500);
    const where = file !== undefined ? '' : ` on ${clip(ref.page, 300)} (line ${ref.line}, col ${ref.column})`;
    const a = {
        level,
        title: `${label}: ${why(result)}`,
        message: `<${ref.element} ${ref.attribute}>${linkText(ref)} \u2192 ${url}${where} \u2014 ${why(result)}`,
    };
    if (file !== undefined) {
        a.file = file;
        a.line = ref.line;
        a.col = ref.column;
    }
    return a;
}
function fromSource(level, result, hit, ctx) {
    const label = level === 'error' ? 'Dead link' : 'Link warning';
    const first = result.referrers[0];
    const more = result.referrers.length - 1;
    const on = first === undefined ? '' : ` Found at ${clip(describeReferrer(first, ctx), 400)}${more > 0 ? ` and ${more} more place${more === 1 ? '' : 's'}` : ''}.`;
    return {
        level,
        title: `${label}: ${why(result)}`,
        message: `${clip(result.url, 500)} \u2014 ${why(result)}.${on}`,
        file: hit.file,
        line: hit.line,
        col: hit.column,
        endColumn: hit.endColumn,
    };
}
/**
 * Candidates for one URL, most useful first: source hits (they show in a pull request's
 * Files tab), then places in a checked HTML file (unless a source hit is on that line), then
 * pages of a live site.
 */
function candidatesFor(level, result, ctx) {
    const fromSources = (ctx.sourceHits?.get(result.url) ?? []).map((h) => fromSource(level, result, h, ctx));
    const refs = result.referrers.map((r) => fromReferrer(level, result, r, ctx));
    // When `sources` also matched the built HTML, the source hit already marks that line.
    const covered = new Set(fromSources.map((a) => `${a.file}:${a.line}`));
    const withFile = refs.filter((a) => a.file !== undefined && !covered.has(`${a.file}:${a.line}`));
    const withoutFile = refs.filter((a) => a.file === undefined);
    return [...fromSources, ...withFile, ...withoutFile];
}
/**
 * Pick at most `cap` annotations: internal URLs before external ones, and one per URL
 * (round-robin) before a second place of the same URL. Returns the chosen ones and how many
 * were left out.
 */
function choose(level, results, cap, ctx) {
    const ordered = [...results.filter((r) => r.internal), ...results.filter((r) => !r.internal)];
    const lists = ordered.map((r) => candidatesFor(level, r, ctx));
    const total = lists.reduce((n, l) => n + l.length, 0);
    const chosen = [];
    for (let round = 0; chosen.length < cap; round++) {
        let any = false;
        for (const list of lists) {
            if (round < list.length) {
                any = true;
                if (chosen.length < cap)
                    chosen.push(list[round]);
            }
        }
        if (!any)
            break;
    }
    return { chosen, omitted: total - chosen.length };
}
/**
 * All annotations for a report: errors for dead links, warnings for warnings (each within
 * its cap), then one notice when some were left out.
 */
function buildAnnotations(report, caps, ctx) {
    const errors = choose('error', report.dead, caps.error, ctx);
    // Blocked links are warnings too (in their own report section).
    const warnings = choose('warning', [...report.warnings, ...(report.blocked ?? [])], caps.warning, ctx);
    const out = [...errors.chosen, ...warnings.chosen];
    if (errors.omitted > 0 || warnings.omitted > 0) {
        const parts = [];
        if (errors.omitted > 0)
            parts.push(`${errors.omitted} more dead-link annotation${errors.omitted === 1 ? '' : 's'}`);
        if (warnings.omitted > 0)
            parts.push(`${warnings.omitted} more warning annotation${warnings.omitted === 1 ? '' : 's'}`);
        out.push({
            level: 'notice',
            title: 'linkspider: more results than annotations',
            message: `${parts.join(' and ')} not shown (GitHub shows at most ${GITHUB_ANNOTATION_CAP} per type per step). ` +
                `${report.counts.dead} dead link${report.counts.dead === 1 ? '' : 's'} and ${report.counts.warnings} warning${report.counts.warnings === 1 ? '' : 's'} in all: see ${ctx.fullListAt}.`,
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/action/log.ts
/**
 * What the pipeline writes to the step's log: the dead links as plain lines, the annotations
 * (within GitHub's caps, annotations.ts chooses them), and one warning each for crawl traps
 * and bad sitemaps. Every line of untrusted text is made safe for the log first.
 */






/** Warning annotations kept free for run-level problems (crawl stopped early, upload failed). */
const RESERVED_WARNINGS = 2;
/** Dead links listed in the plain log; the rest are in the summary and the reports. */
const MAX_LOG_LINES = 100;
/** Traps or sitemap problems listed in their one warning. */
const MAX_LISTED = 20;
/** Issue one annotation: @actions/core escapes the message and every property. */
function issueAnnotation(a) {
    ({ error: core.error, warning: core.warning, notice: core.notice })[a.level](a.message, annotationProperties(a));
}
/** The counts, and the dead links in the plain log, one line each, made safe (no line breaks, no `::` at line start). */
function logResults(report, settings) {
    const c = report.counts;
    core.info(`${c.pages} pages, ${c.links} links, ${c.dead} dead, ${c.warnings} warnings in ${formatDuration(report.run.durationMs)}`);
    let lines = 0;
    for (const result of report.dead) {
        for (const ref of result.referrers) {
            if (lines++ >= MAX_LOG_LINES)
                break;
            core.info(safeLogText(`  dead ${result.url} \u2014 ${result.reason} \u2014 ${describeReferrer(ref, where(settings))}`));
        }
    }
    const total = report.dead.reduce((n, r) => n + r.referrers.length, 0);
    if (total > MAX_LOG_LINES)
        core.info(`  \u2026 and ${total - MAX_LOG_LINES} more (see the reports)`);
    core.info(safeLogText(`Reports: ${settings.jsonPath} and ${settings.markdownPath}`));
}
/** The annotations for dead links and warnings, leaving room under each cap for the run-level ones. */
function annotate(report, settings, sourceHits, fullListAt) {
    const caps = {
        error: GITHUB_ANNOTATION_CAP - (settings.fail && report.counts.dead > 0 ? 1 : 0),
        // One more kept free for the crawl-trap warning, and for the sitemaps' one, when there is one.
        warning: GITHUB_ANNOTATION_CAP - RESERVED_WARNINGS - ((report.run.traps?.length ?? 0) > 0 ? 1 : 0) - ((report.sitemaps?.warnings.length ?? 0) > 0 ? 1 : 0),
    };
    for (const a of buildAnnotations(report, caps, { sourceHits, fullListAt, ...where(settings) }))
        issueAnnotation(a);
}
/** One warning for all crawl traps, one for all bad sitemaps (the annotation cap is per step); each on its own line. */
function warnRunProblems(report) {
    const more = (n) => (n > MAX_LISTED ? `\n\u2026 and ${n - MAX_LISTED} more: see the report` : '');
    const traps = report.run.traps ?? [];
    if (traps.length > 0) {
        core.warning(traps
            .slice(0, MAX_LISTED)
            .map((t) => safeLogText(describeTrap(t)))
            .join('\n') + more(traps.length));
    }
    const sitemaps = report.sitemaps?.warnings ?? [];
    if (sitemaps.length > 0) {
        const lines = sitemaps
            .slice(0, MAX_LISTED)
            .map((w) => safeLogText(`${w.sitemap}${w.line !== undefined ? `:${w.line}:${w.column ?? 0}` : ''}: ${w.message}`));
        core.warning(`Sitemaps:\n${lines.join('\n')}${more(sitemaps.length)}`, { title: 'linkspider: sitemap problems' });
    }
}

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
    const problem = chainProblem(moved.url, moved.redirects ?? [], moved.to, moved.finalStatus);
    if (problem !== undefined)
        return { rewrite: false, why: problem };
    const to = rewrittenUrl(raw, moved.to);
    if (to === undefined)
        return { rewrite: false, why: 'not a valid URL' };
    if (to === raw)
        return { rewrite: false, why: 'already the final URL' };
    return { rewrite: true, to };
}

// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 3 modules
var decode = __webpack_require__(81161);
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
        if (inRepository(ref)) {
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

;// CONCATENATED MODULE: ./src/action/suggest.ts
/**
 * `suggest: true`: on a pull request, one review with a `suggestion` block for each link that
 * `linkspider fix` would rewrite (src/fix), put only on the lines the pull request adds or
 * changes, so accepting it is one click and it never touches a line the author did not write.
 * GitHub is reached through the small `ReviewApi` interface; `octokitReviewApi` is the thin
 * adapter over @actions/github. Nothing here touches @actions/core: the caller passes a log.
 *
 * A re-run keeps one review, found by a hidden marker in its body. GitHub's REST API can edit a
 * submitted review's body and each of its comments' bodies, and delete its comments, but cannot
 * add a comment to it, delete it, or dismiss it (a COMMENT review answers 422 to a dismissal).
 * So: when the new suggestions sit on the same lines of the same commit, the review and its
 * comments are edited in place; when they do not (a new push moves lines, a link was fixed or
 * added), the old review's comments are deleted, its body says it was superseded (and loses the
 * marker), and one new review holds the current suggestions. Either way one live review remains.
 */






/** The real API: Octokit from @actions/github, pointed at `baseUrl` only. */
async function octokitReviewApi({ token, baseUrl, owner, repo }) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351));
    const octokit = getOctokit(token, { baseUrl });
    return {
        async listReviews(pull) {
            const all = await octokit.paginate(octokit.rest.pulls.listReviews, { owner, repo, pull_number: pull, per_page: 100 });
            return all.map((r) => ({ id: r.id, body: r.body ?? '', commitId: r.commit_id ?? '' }));
        },
        async listComments(pull, review) {
            const all = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, { owner, repo, pull_number: pull, review_id: review, per_page: 100 });
            return all.map((c) => ({ id: c.id, path: c.path, line: c.line ?? null, body: c.body ?? '' }));
        },
        async createReview(pull, commitId, body, comments) {
            const { data } = await octokit.rest.pulls.createReview({
                owner,
                repo,
                pull_number: pull,
                commit_id: commitId,
                body,
                event: 'COMMENT',
                comments: comments.map((c) => ({ path: c.path, line: c.line, side: 'RIGHT', body: c.body })),
            });
            return { id: data.id };
        },
        async updateReview(pull, review, body) {
            await octokit.rest.pulls.updateReview({ owner, repo, pull_number: pull, review_id: review, body });
        },
        async updateComment(id, body) {
            await octokit.rest.pulls.updateReviewComment({ owner, repo, comment_id: id, body });
        },
        async deleteComment(id) {
            await octokit.rest.pulls.deleteReviewComment({ owner, repo, comment_id: id });
        },
    };
}
/** The hidden line that tells this workflow's and job's review apart from every other one. */
function reviewMarker(workflow, job) {
    return `<!-- linkspider:suggestions ${commentJson({ workflow, job })} -->`;
}
/** A fence longer than any run of backticks in `text`. */
function fenceFor(text) {
    const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((r) => r.length));
    return '`'.repeat(longest + 1);
}
const LINE_END = /\r\n|\n|\r/;
/**
 * The suggestions for a report: each line of a repository file (Markdown, or a page of the
 * checked folder) holding a link `fix` would rewrite, when the pull request changed that line.
 */
function suggestionsFor(report, root, changed, read, folder) {
    const plan = planFixes(movedTargets(report.moved ?? []), sourceResolver(root, folder), read);
    const out = [];
    for (const f of plan.files) {
        const lines = changed.get(f.source.display);
        if (lines === undefined)
            continue;
        const after = rewrittenText(f).split(LINE_END);
        const byLine = new Map();
        for (const e of f.edits)
            if (lines.has(e.line))
                byLine.set(e.line, [...(byLine.get(e.line) ?? []), { from: e.from, to: e.to }]);
        for (const [line, moves] of [...byLine].sort((a, b) => a[0] - b[0])) {
            const text = line === 1 ? (after[0] ?? '').replace(/^\uFEFF/, '') : (after[line - 1] ?? '');
            const fence = fenceFor(text);
            const what = moves.map((m) => `${markdownCode(m.from)} \u2192 ${markdownCode(m.to)}`).join(', ');
            out.push({
                path: f.source.display,
                line,
                body: `Moved permanently: ${what}. Accept to link to where it moved (checked by linkspider).\n\n${fence}suggestion\n${text}\n${fence}`,
            });
        }
    }
    return out;
}
function reviewBody(marker, n, runUrl) {
    const what = n === 1 ? 'A link on a line this pull request changes moved' : `${n} links on lines this pull request changes moved`;
    return `${marker}\n**linkspider:** ${what} permanently. Each suggestion links to where it moved: accept it in one click. ([run](${runUrl}))`;
}
function suggest_statusOf(e) {
    const s = e?.status;
    return typeof s === 'number' ? s : undefined;
}
/**
 * Bring this job's review on pull request `pull` (head commit `head`) in line with `wanted`.
 * Never throws: GitHub refusing (a fork's read-only token, missing `pull-requests: write`) or
 * failing is a warning.
 */
async function syncSuggestions(api, pull, head, wanted, settings, log) {
    try {
        const marker = reviewMarker(settings.workflow, settings.job);
        const mine = (await api.listReviews(pull)).filter((r) => r.body.startsWith(marker)).pop();
        const body = reviewBody(marker, wanted.length, settings.runUrl);
        if (mine === undefined) {
            if (wanted.length === 0)
                return { action: 'none' };
            const created = await api.createReview(pull, head, body, wanted);
            log.info(`suggest: posted ${wanted.length} suggestion(s) on pull request #${pull}`);
            return { action: 'created', id: created.id, suggestions: wanted.length };
        }
        const comments = await api.listComments(pull, mine.id);
        const key = (s) => `${s.path}\0${s.line}`;
        const had = new Map(comments.map((c) => [key(c), c]));
        const sameLines = mine.commitId === head && comments.length === wanted.length && wanted.every((w) => had.has(key(w)));
        if (sameLines && wanted.length > 0) {
            for (const w of wanted) {
                const c = had.get(key(w));
                if (c.body !== w.body)
                    await api.updateComment(c.id, w.body);
            }
            await api.updateReview(pull, mine.id, body);
            log.info(`suggest: updated the review on pull request #${pull}`);
            return { action: 'updated', id: mine.id, suggestions: wanted.length };
        }
        // Lines moved or the set changed: a submitted review takes no new comments, so its own go.
        for (const c of comments)
            await api.deleteComment(c.id);
        if (wanted.length === 0) {
            await api.updateReview(pull, mine.id, `${marker}\n**linkspider:** no moved links left on the lines this pull request changes.`);
            log.info(`suggest: no suggestions left; cleared the review on pull request #${pull}`);
            return { action: 'cleared', id: mine.id };
        }
        const created = await api.createReview(pull, head, body, wanted);
        await api.updateReview(pull, mine.id, `**linkspider:** superseded by a newer review of its suggestions.`);
        log.info(`suggest: replaced the review on pull request #${pull} (${wanted.length} suggestion(s))`);
        return { action: 'replaced', id: created.id, suggestions: wanted.length };
    }
    catch (e) {
        const status = suggest_statusOf(e);
        const why = status === 403 || status === 401 || status === 404
            ? `GitHub refused (HTTP ${status}): the token cannot review here. Pull requests from forks get a read-only token; elsewhere give the job \`permissions: pull-requests: write\``
            : `GitHub request failed: ${e.message}`;
        log.warning(`suggest: no suggestions posted. ${why}. The check itself ran as usual.`);
        return { action: 'skipped', reason: why };
    }
}
/**
 * The whole `suggest: true` step: on a pull request, the changed lines (git, against the base
 * commit), the suggestions on them, the review kept in line. Never fails the step.
 */
async function pullRequestSuggestions(run, apiFor = octokitReviewApi) {
    const { log, event } = run;
    const pr = event?.pull_request;
    const base = pullRequestBase(run.eventName, event);
    const pull = typeof pr?.number === 'number' ? pr.number : undefined;
    const head = typeof pr?.head?.sha === 'string' ? pr.head.sha : undefined;
    if (base === undefined || pull === undefined || head === undefined) {
        log.info('suggest: this run is not for a pull request, so there is nothing to suggest on');
        return { action: 'none' };
    }
    if (run.repository === undefined) {
        log.warning('suggest: GITHUB_REPOSITORY is not set, so there is no pull request to review');
        return { action: 'skipped', reason: 'no repository' };
    }
    let changed;
    try {
        changed = changedLines(run.workspace, base);
    }
    catch (e) {
        log.warning(`suggest: no suggestions: ${e.message}`);
        return { action: 'skipped', reason: e.message };
    }
    const read = (abs) => {
        try {
            return (0,external_node_fs_.readFileSync)(abs);
        }
        catch {
            return undefined;
        }
    };
    const wanted = suggestionsFor(run.report, run.workspace, changed, read, run.folder);
    const api = await apiFor({ token: run.token, baseUrl: run.apiUrl, ...run.repository });
    return syncSuggestions(api, pull, head, wanted, { workflow: run.workflow, job: run.job, runUrl: run.runUrl }, log);
}
/** Where the step finds the source files: the workspace, and the checked folder when there is one. */
function suggestWhere(settings) {
    return settings.options.path !== undefined ? { workspace: settings.workspace, folder: settings.options.path } : { workspace: settings.workspace };
}
/** What the step reads of the Action's context (action/context.ts). */
function suggestContext(ctx) {
    return {
        ...(ctx.eventName !== undefined ? { eventName: ctx.eventName } : {}),
        event: ctx.event,
        apiUrl: ctx.apiUrl,
        ...(ctx.repository ? { repository: ctx.repository } : {}),
        workflow: ctx.workflow,
        job: ctx.job,
    };
}

;// CONCATENATED MODULE: ./src/action/sources.ts
/**
 * `sources`: find where a dead link is written in the repository's source files (markdown,
 * HTML, templates), so an annotation can sit on the line a pull request changed.
 *
 * A dead URL is looked for as it was written on the page (each referrer's `raw`), as its full
 * URL, and as its path relative to `base-url` (or to the crawled site's origin). A match only
 * counts where it stands alone as a link target: the characters around it must not continue
 * a URL, so `/a` never matches inside `/about`.
 */



const SOURCE_LIMITS = { maxFiles: 5000, maxFileBytes: 2 * 1024 * 1024, maxHitsPerUrl: 20 };
const ALWAYS_EXCLUDED = ['**/node_modules/**', '**/.git/**'];
function toPosix(p) {
    return p.split((external_node_path_default()).sep).join('/');
}
/**
 * Expand workspace-relative globs (`docs/**\/*.md`; a leading `!` excludes) to the files they
 * match, sorted, without node_modules and .git, at most `limits.maxFiles`.
 */
async function expandSourceGlobs(globs, workspace, limits = SOURCE_LIMITS) {
    const include = globs.filter((g) => !g.startsWith('!'));
    const exclude = [...ALWAYS_EXCLUDED, ...globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1))];
    const excluded = (rel) => exclude.some((pattern) => external_node_path_default().posix.matchesGlob(rel, pattern));
    const found = new Set();
    for (const pattern of include) {
        for await (const entry of (0,promises_.glob)(pattern, { cwd: workspace, exclude: (p) => excluded(toPosix(p)) })) {
            const rel = toPosix(entry);
            if (rel.startsWith('../') || external_node_path_default().isAbsolute(rel) || excluded(rel))
                continue;
            found.add(rel);
        }
    }
    const files = [];
    for (const rel of [...found].sort()) {
        if (files.length >= limits.maxFiles)
            break;
        const info = await (0,promises_.stat)(external_node_path_default().join(workspace, rel)).catch(() => undefined);
        if (info?.isFile() && info.size <= limits.maxFileBytes)
            files.push(rel);
    }
    return files;
}
/** Read the files (workspace-relative) as UTF-8 text; unreadable or binary files are left out. */
async function readSourceFiles(files, workspace) {
    const out = [];
    for (const rel of files) {
        const text = await (0,promises_.readFile)(external_node_path_default().join(workspace, rel), 'utf8').catch(() => undefined);
        if (text === undefined || text.includes('\u0000'))
            continue;
        out.push({ path: rel, text });
    }
    return out;
}
/**
 * What to search for, for one dead URL: every distinct `raw` as written on a page (and its
 * `&amp;` form for HTML sources), the full URL, and the path relative to each site origin.
 */
function needlesFor(result, siteOrigins) {
    const needles = new Set();
    const add = (s) => {
        const t = s?.trim();
        // One- or two-character needles (`/`, `#`) would match almost anywhere.
        if (t !== undefined && t.length > 2 && !/[\r\n]/.test(t))
            needles.add(t);
    };
    for (const r of result.referrers) {
        add(r.raw);
        if (r.raw.includes('&'))
            add(r.raw.replace(/&/g, '&amp;'));
    }
    add(result.url);
    let url;
    try {
        url = new URL(result.url);
    }
    catch {
        url = undefined;
    }
    if (url) {
        for (const origin of siteOrigins) {
            let base;
            try {
                base = new URL(origin);
            }
            catch {
                continue;
            }
            if (url.origin !== base.origin)
                continue;
            const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
            const full = url.pathname + url.search + url.hash;
            if (full.startsWith(basePath) || `${url.pathname}/` === basePath) {
                add(full);
                // The same path relative to the base path (`docs/a.html` under `/docs/` is `a.html`
                // only when the base has a path of its own).
                if (basePath !== '/')
                    add(full.slice(basePath.length));
            }
        }
    }
    return [...needles];
}
/** Characters that may continue a URL: a match followed or preceded by one is part of a longer URL. */
const URL_CHAR = /[A-Za-z0-9\-._~:/?#[\]@!$&'*+;=%]/;
/** Trailing punctuation that prose puts after a URL, as GFM's autolinks allow. */
const TRAILING_PUNCTUATION = /[.,:;!?]/;
function standsAlone(text, start, end, needle) {
    const before = start === 0 ? '' : text[start - 1];
    if (before !== '' && URL_CHAR.test(before) && before !== '(' && before !== '=' && before !== '[' && before !== "'")
        return false;
    let after = end >= text.length ? '' : text[end];
    // `x.html#top` still points at `x.html`, unless the needle already names a fragment.
    if (after === '#' && !needle.includes('#'))
        return true;
    if (after !== '' && TRAILING_PUNCTUATION.test(after)) {
        const next = end + 1 >= text.length ? '' : text[end + 1];
        if (next === '' || /\s/.test(next))
            after = '';
    }
    return after === '' || !URL_CHAR.test(after) || after === ')' || after === ']' || after === "'";
}
/** Characters (code points) in a string: a character outside the Basic Multilingual Plane is one, not two units. */
function codePointLength(s) {
    let n = s.length;
    for (let i = 0; i < s.length - 1; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00)
            n--;
    }
    return n;
}
/**
 * For each dead URL, the places in `files` where it is written. Longer needles are tried
 * first and a spot already matched by a longer needle is not reported again.
 */
function findInSources(results, files, siteOrigins, limits = SOURCE_LIMITS) {
    const out = new Map();
    const starts = new Map();
    for (const result of results) {
        const needles = needlesFor(result, siteOrigins).sort((a, b) => b.length - a.length);
        const hits = [];
        const taken = new Set();
        search: for (const file of files) {
            for (const needle of needles) {
                for (let i = file.text.indexOf(needle); i !== -1; i = file.text.indexOf(needle, i + 1)) {
                    const end = i + needle.length;
                    if (!standsAlone(file.text, i, end, needle))
                        continue;
                    const key = `${file.path}\u0000${i}`;
                    if (taken.has(key))
                        continue;
                    taken.add(key);
                    let ls = starts.get(file.path);
                    if (!ls)
                        starts.set(file.path, (ls = (0,lines/* lineStarts */._$)(file.text)));
                    // In characters (code points), as every place of a report is counted.
                    const at = (0,lines/* position */.G1)(ls, i);
                    (0,lines/* codePointColumns */.HR)(file.text, [at], ls);
                    const { line, column } = at;
                    hits.push({ file: file.path, line, column, endColumn: column + codePointLength(needle) - 1, needle });
                    if (hits.length >= limits.maxHitsPerUrl)
                        break search;
                }
            }
        }
        hits.sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
        if (hits.length > 0)
            out.set(result.url, hits);
    }
    return out;
}
/** Glob, read and search: the whole `sources` step. */
async function lookUpSources(globs, workspace, results, siteOrigins) {
    if (globs.length === 0 || results.length === 0)
        return { files: 0, hits: new Map() };
    const paths = await expandSourceGlobs(globs, workspace);
    const files = await readSourceFiles(paths, workspace);
    return { files: files.length, hits: findInSources(results, files, siteOrigins) };
}

;// CONCATENATED MODULE: ./src/action/main.ts
/**
 * The Action, as a short pipeline of steps: inputs \u2192 check \u2192 report files \u2192 log and
 * annotations \u2192 artifact \u2192 summary \u2192 outputs \u2192 issue \u2192 comment \u2192 suggestions \u2192 exit status. Each step is a
 * function of what it needs (the context read once, the settings, the report) and speaks the
 * runner's protocol through @actions/core; index.ts only checks the Node version and calls this.
 */













async function runAction(ctx, signal) {
    const settings = await readSettings(ctx);
    if (settings === undefined)
        return;
    const report = await check(settings, ctx, signal);
    if (report === undefined)
        return;
    const sourceHits = await main_findInSources(report, settings);
    const links = githubLinks(ctx);
    const markdown = { ...where(settings), sources: sourceHits, ...(links.sourceUrl ? { sourceUrl: links.sourceUrl } : {}) };
    const files = await writeFiles(report, settings, sourceHits, markdown);
    logResults(report, settings);
    // The artifact before the summary, so the summary can link to it (or say it was not kept).
    const artifact = settings.artifactName ? await keepArtifact(settings.artifactName, settings, files, ctx, links) : undefined;
    const fullListAt = artifact?.kept
        ? `report.md in the artifact "${settings.artifactName}" and the job summary`
        : `the job summary and ${settings.markdownPath} on the runner`;
    if (settings.annotations)
        annotate(report, settings, sourceHits, fullListAt);
    warnRunProblems(report);
    if (settings.summary)
        await summaryStep(report, settings.artifactName, artifact, markdown, files.html !== '');
    setOutputs(report, files);
    core.setOutput('issue', settings.issue ? await rollingIssue(settings.issue, report, ctx, links.runUrl) : '');
    if (settings.comment)
        await pullRequestComment(settings.comment.token, report, markdown, ctx, links.runUrl);
    if (settings.suggest)
        await pullRequestSuggestions({ token: settings.suggest.token, report, ...suggestWhere(settings), ...suggestContext(ctx), runUrl: links.runUrl, log: core });
    finish(report, settings, fullListAt);
}
/** Where the dead links and warnings are written in the `sources` files, by URL. A lookup that fails is a warning. */
async function main_findInSources(report, settings) {
    if (settings.sources.length === 0)
        return new Map();
    const { options } = settings;
    const origins = [...options.urls, ...(options.baseUrl ? [options.baseUrl] : []), ...(settings.merge !== undefined ? report.run.startUrls : [])];
    try {
        const found = await lookUpSources(settings.sources, settings.workspace, [...report.dead, ...report.warnings, ...(report.blocked ?? [])], origins);
        core.info(`sources: searched ${found.files} files, found ${[...found.hits.values()].reduce((n, h) => n + h.length, 0)} places`);
        return found.hits;
    }
    catch (e) {
        core.warning(`sources: lookup failed: ${e.message}`);
        return new Map();
    }
}
/** The step's result: an early stop is a warning; nothing checked, or dead links with `fail`, fail the step. */
function finish(report, settings, fullListAt) {
    if (report.run.incomplete) {
        core.warning(`The crawl stopped early (${report.run.incompleteReason ?? 'incomplete'}): not every link was checked.`);
    }
    const empty = nothingChecked(report, settings.options.allowEmpty, 'allow-empty');
    const dead = report.counts.dead;
    if (empty !== undefined && settings.merge === undefined)
        core.setFailed(empty);
    else if (dead > 0 && settings.fail)
        core.setFailed(`${dead} dead link${dead === 1 ? '' : 's'} found: see ${fullListAt}`);
}


/***/ }),

/***/ 2232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cn: () => (/* binding */ tryResolve),
/* harmony export */   Dd: () => (/* binding */ siteKey),
/* harmony export */   IV: () => (/* binding */ oneUrlPerSite),
/* harmony export */   J5: () => (/* binding */ isMailto),
/* harmony export */   KF: () => (/* binding */ siteKeyOfHost),
/* harmony export */   f2: () => (/* binding */ withoutFragment),
/* harmony export */   h: () => (/* binding */ siteKeyOfHref)
/* harmony export */ });
/** Pure URL helpers: parse, normalise, scope. */
/** The site key of a URL: hostname and port, with http and https of one host counted as one site. */
function siteKey(u) {
    // `URL.port` is '' for the scheme's default port, so http://x and https://x share a key.
    return u.port === '' ? u.hostname : `${u.hostname}:${u.port}`;
}
/**
 * One URL of each site among absolute http(s) URLs, in order: URLs written with the same scheme and authority are
 * one site, told by their text without parsing each (a folder's start pages, 1,167 for the PostgreSQL docs, are one).
 */
function oneUrlPerSite(hrefs) {
    const seen = new Set();
    const out = [];
    for (const href of hrefs) {
        const authorityEnd = href.indexOf('/', href.indexOf('//') + 2);
        const prefix = authorityEnd === -1 ? href : href.slice(0, authorityEnd);
        if (seen.has(prefix))
            continue;
        seen.add(prefix);
        out.push(new URL(href));
    }
    return out;
}
/** Site key of a host as a user writes it (`example.com`, `example.com:8080`). */
function siteKeyOfHost(host) {
    try {
        return siteKey(new URL(`http://${host}`));
    }
    catch {
        return host.toLowerCase();
    }
}
/** The URL's href without its fragment: the key under which a URL is requested once. */
function withoutFragment(u) {
    const h = u.href;
    const i = h.indexOf('#');
    return i === -1 ? h : h.slice(0, i);
}
/** Parse `value` against `base`; undefined when the URL is invalid. */
function tryResolve(value, base) {
    try {
        return new URL(value, base);
    }
    catch {
        return undefined;
    }
}
/**
 * The site key of a normalised http(s) href, read from the string (no URL parse): its
 * authority without user info. Equal to `siteKey(new URL(href))` for hrefs the URL
 * parser produced, which omit default ports.
 */
function siteKeyOfHref(href) {
    const start = href.indexOf('//') + 2;
    let end = href.indexOf('/', start);
    if (end === -1)
        end = href.length;
    const at = href.lastIndexOf('@', end);
    return href.slice(at >= start ? at + 1 : start, end);
}
/** Whether a link's value is a `mailto:` address (its addresses are recorded, never requested). */
function isMailto(value) {
    return value.length > 7 && (value.charCodeAt(0) | 0x20) === 0x6d && /^mailto:/i.test(value);
}


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yl: () => (/* binding */ isRunError),
/* harmony export */   e4: () => (/* binding */ RunError),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
class RunError extends Error {
    code;
    input;
    /**
     * @param input the flag, Action input or config key the error concerns (the message then
     *   starts with it); undefined when the thrower does not know the name the user wrote.
     */
    constructor(code, input, message, options) {
        super(input === undefined ? message : `${input}: ${message}`, options);
        this.code = code;
        this.input = input;
        this.name = 'RunError';
    }
    /** The message without the input's name in front. */
    get detail() {
        return this.input === undefined ? this.message : this.message.slice(this.input.length + 2);
    }
    /** The same error, now naming the input (as the face calls it); this error is its cause. */
    about(input) {
        return new RunError(this.code, input, this.detail, { cause: this });
    }
}
/** A problem with one input (`code: 'usage'`). `input` is the flag or Action input name the user wrote. */
class UsageError extends RunError {
    constructor(input, message, options) {
        super('usage', input, message, options);
        this.name = 'UsageError';
    }
}
/** Whether `e` is a run-level error (of `code`, when given): how catch sites decide. */
function isRunError(e, code) {
    return e instanceof RunError && (code === undefined || e.code === code);
}


/***/ }),

/***/ 4060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ CR),
/* harmony export */   FF: () => (/* binding */ FF),
/* harmony export */   GT: () => (/* binding */ GT),
/* harmony export */   LF: () => (/* binding */ LF),
/* harmony export */   LT: () => (/* binding */ LT),
/* harmony export */   Nl: () => (/* binding */ BANG),
/* harmony export */   TB: () => (/* binding */ DQUOTE),
/* harmony export */   UT: () => (/* binding */ EQUALS),
/* harmony export */   c3: () => (/* binding */ QUESTION),
/* harmony export */   hi: () => (/* binding */ isAsciiWhitespace),
/* harmony export */   jr: () => (/* binding */ DASH),
/* harmony export */   o: () => (/* binding */ SLASH),
/* harmony export */   t6: () => (/* binding */ SPACE),
/* harmony export */   wn: () => (/* binding */ TAB),
/* harmony export */   y7: () => (/* binding */ SQUOTE)
/* harmony export */ });
/** ASCII codes the HTML scanners compare against (the same for UTF-16 code units and for bytes). */
const TAB = 0x09;
const LF = 0x0a;
const FF = 0x0c;
const SPACE = 0x20;
const BANG = 0x21;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const DASH = 0x2d;
const SLASH = 0x2f;
const LT = 0x3c;
const EQUALS = 0x3d;
const GT = 0x3e;
const QUESTION = 0x3f;
const CR = 0x0d;
/**
 * ASCII whitespace as the HTML and URL standards define it: space, tab, LF, FF, CR. (The tokenizers see no CR:
 * their input is preprocessed to LF line ends, and a character reference decoding to CR is left to parse5.)
 */
function isAsciiWhitespace(c) {
    return c === SPACE || c === LF || c === TAB || c === FF || c === CR;
}


/***/ }),

/***/ 32461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l6: () => (/* binding */ isHtmlContentType),
/* harmony export */   y8: () => (/* binding */ htmlDecoder)
/* harmony export */ });
/* unused harmony exports decodeHtml, charsetParameter, prescanForMetaCharset, charsetFromMetaContent */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _chars_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4060);
/**
 * Turning the bytes of an HTML response into text, choosing the encoding the way browsers do
 * (the HTML spec's "encoding sniffing algorithm", without its optional guessing steps):
 *
 *   1. a byte order mark (UTF-8, UTF-16LE, UTF-16BE);
 *   2. the `charset` parameter of the Content-Type header;
 *   3. a `<meta charset>` or `<meta http-equiv="content-type" content="\u2026charset=\u2026">` found by prescanning the
 *      first 1024 bytes;
 *   4. UTF-8.
 *
 * The last step is a choice: the spec falls back to a locale-dependent default (windows-1252 for most
 * locales), but a page that declares nothing today is far more likely UTF-8, and URLs are what we need from
 * it: they are ASCII in either case on almost every page.
 *
 * Labels follow the WHATWG Encoding Standard (that is what `TextDecoder` accepts): `latin1`, `ascii` and
 * `iso-8859-1` mean windows-1252, `gb2312` means gbk, and so on. A label nobody knows makes us try the next
 * source. Decoding never throws: malformed bytes become U+FFFD.
 */


const PRESCAN_BYTES = 1024;
const decoders = new Map();
/** The `TextDecoder` for a WHATWG encoding label, or null for a label the Encoding Standard does not know. */
function decoderFor(label) {
    const key = label.trim().toLowerCase();
    if (key === '')
        return null;
    let decoder = decoders.get(key);
    if (decoder === undefined) {
        try {
            decoder = new node_util__WEBPACK_IMPORTED_MODULE_0__.TextDecoder(key);
        }
        catch {
            // Unknown labels, and the "replacement" encoding (iso-2022-kr, hz-gb-2312, \u2026) that TextDecoder refuses.
            return null;
        }
        decoders.set(key, decoder);
    }
    return decoder;
}
/** Decode an HTML response body; `encoding` is the WHATWG name of the encoding used (`utf-8`, `gbk`, \u2026). */
function decodeHtml(bytes, contentType) {
    const decoder = htmlDecoder(bytes, contentType);
    // TextDecoder removes a BOM that matches its encoding, and is stateless across non-streaming calls, so the
    // cached instances can be shared.
    return { text: decoder.decode(bytes), encoding: decoder.encoding };
}
/** The decoder of an HTML response body (BOM, then the Content-Type charset, then `<meta charset>`, then UTF-8). */
function htmlDecoder(bytes, contentType) {
    let decoder = bomDecoder(bytes);
    if (decoder === null && contentType !== undefined) {
        const label = charsetParameter(contentType);
        if (label !== null)
            decoder = decoderFor(label);
    }
    if (decoder === null) {
        const label = prescanForMetaCharset(bytes);
        if (label !== null)
            decoder = metaDecoder(label);
    }
    return decoder ?? decoderFor('utf-8');
}
function bomDecoder(bytes) {
    if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return decoderFor('utf-8');
    if (bytes.length >= 2) {
        if (bytes[0] === 0xfe && bytes[1] === 0xff)
            return decoderFor('utf-16be');
        if (bytes[0] === 0xff && bytes[1] === 0xfe)
            return decoderFor('utf-16le');
    }
    return null;
}
/**
 * A charset found in the document itself: the spec turns UTF-16 into UTF-8 (a page that can be prescanned as
 * ASCII is not UTF-16) and x-user-defined into windows-1252.
 */
function metaDecoder(label) {
    const decoder = decoderFor(label);
    if (decoder === null)
        return null;
    switch (decoder.encoding) {
        case 'utf-16le':
        case 'utf-16be':
            return decoderFor('utf-8');
        case 'x-user-defined':
            return decoderFor('windows-1252');
        default:
            return decoder;
    }
}
/** Whether a Content-Type is an HTML document (`text/html` or `application/xhtml+xml`; parameters ignored). */
function isHtmlContentType(ct) {
    const semi = ct.indexOf(';');
    const essence = (semi === -1 ? ct : ct.slice(0, semi)).trim().toLowerCase();
    return essence === 'text/html' || essence === 'application/xhtml+xml';
}
/** The value of the first `charset` parameter of a MIME type (quotes removed), or null. */
function charsetParameter(contentType) {
    const parts = contentType.split(';');
    for (let i = 1; i < parts.length; i++) {
        const part = parts[i];
        const eq = part.indexOf('=');
        if (eq === -1)
            continue;
        if (part.slice(0, eq).trim().toLowerCase() !== 'charset')
            continue;
        let value = part.slice(eq + 1).trim();
        if (value.startsWith('"')) {
            const close = value.indexOf('"', 1);
            value = close === -1 ? value.slice(1) : value.slice(1, close);
        }
        return value === '' ? null : value;
    }
    return null;
}
// ---- The prescan (HTML spec: "prescan a byte stream to determine its encoding") --------------------------
function isAlpha(b) {
    return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
}
function lower(b) {
    return b >= 0x41 && b <= 0x5a ? b + 0x20 : b;
}
/**
 * The encoding label declared by the first usable `<meta>` in the first 1024 bytes, or null. Comments are
 * skipped, and the attributes of other tags are read (not searched), so `<img alt="<meta charset=x>">` or a
 * commented-out meta does not count. A label that is not a known encoding makes the scan go on.
 */
function prescanForMetaCharset(input) {
    const bytes = input.length > PRESCAN_BYTES ? input.subarray(0, PRESCAN_BYTES) : input;
    const n = bytes.length;
    const cursor = { pos: 0 };
    while (cursor.pos < n) {
        const pos = cursor.pos;
        if (bytes[pos] !== _chars_js__WEBPACK_IMPORTED_MODULE_1__.LT) {
            cursor.pos++;
            continue;
        }
        const b1 = bytes[pos + 1] ?? -1;
        if (b1 === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .BANG */ .Nl && bytes[pos + 2] === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .DASH */ .jr && bytes[pos + 3] === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .DASH */ .jr) {
            // A comment: resume after the first `-->` whose dashes may be those of `<!--` itself.
            const end = indexOfCommentEnd(bytes, pos + 2);
            if (end === -1)
                return null;
            cursor.pos = end + 3;
            continue;
        }
        if ((bytes[pos + 1] | 0x20) === 0x6d && // m
            (bytes[pos + 2] | 0x20) === 0x65 && // e
            (bytes[pos + 3] | 0x20) === 0x74 && // t
            (bytes[pos + 4] | 0x20) === 0x61 && // a
            ((0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(bytes[pos + 5] ?? -1) || bytes[pos + 5] === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .SLASH */ .o)) {
            cursor.pos = pos + 6;
            const result = readMeta(bytes, cursor);
            if (result === undefined)
                return null; // ran out of bytes
            if (result !== null)
                return result;
            cursor.pos++;
            continue;
        }
        if (isAlpha(b1) || (b1 === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .SLASH */ .o && isAlpha(bytes[pos + 2] ?? -1))) {
            // Any other tag: skip its name, then read (and ignore) its attributes, so that `>` in a quoted value
            // does not end it.
            cursor.pos = b1 === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .SLASH */ .o ? pos + 2 : pos + 1;
            while (cursor.pos < n && !(0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(bytes[cursor.pos]) && bytes[cursor.pos] !== _chars_js__WEBPACK_IMPORTED_MODULE_1__.GT)
                cursor.pos++;
            for (;;) {
                const attr = getAttribute(bytes, cursor, false);
                if (attr === undefined)
                    return null;
                if (attr === null)
                    break;
            }
            cursor.pos++;
            continue;
        }
        if (b1 === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .BANG */ .Nl || b1 === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .SLASH */ .o || b1 === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .QUESTION */ .c3) {
            const end = bytes.indexOf(_chars_js__WEBPACK_IMPORTED_MODULE_1__.GT, pos + 1);
            if (end === -1)
                return null;
            cursor.pos = end + 1;
            continue;
        }
        cursor.pos++;
    }
    return null;
}
function indexOfCommentEnd(bytes, from) {
    for (let i = from; i + 2 < bytes.length; i++) {
        if (bytes[i] === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .DASH */ .jr && bytes[i + 1] === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .DASH */ .jr && bytes[i + 2] === _chars_js__WEBPACK_IMPORTED_MODULE_1__.GT)
            return i;
    }
    return -1;
}
/**
 * Read the attributes of a `<meta>` and decide: the charset label it declares, null when it declares none
 * usable, undefined when the bytes ran out.
 */
function readMeta(bytes, cursor) {
    const seen = new Set();
    let gotPragma = false;
    let needPragma = null;
    let charset = null;
    for (;;) {
        const attr = getAttribute(bytes, cursor);
        if (attr === undefined)
            return undefined;
        if (attr === null)
            break;
        if (seen.has(attr.name))
            continue;
        seen.add(attr.name);
        if (attr.name === 'http-equiv') {
            if (attr.value === 'content-type')
                gotPragma = true;
        }
        else if (attr.name === 'content') {
            if (charset === null) {
                const found = charsetFromMetaContent(attr.value);
                if (found !== null) {
                    charset = found;
                    needPragma = true;
                }
            }
        }
        else if (attr.name === 'charset') {
            charset = attr.value;
            needPragma = false;
        }
    }
    if (needPragma === null || (needPragma && !gotPragma) || charset === null)
        return null;
    return metaDecoder(charset) === null ? null : charset;
}
/** What `getAttribute` answers for an attribute it only skips. */
const SKIPPED = { name: '', value: '' };
/**
 * The spec's "get an attribute" over bytes: the next attribute (name and value lower-cased) of the tag at
 * `cursor`, null at the tag's `>`, undefined when the bytes run out. With `read` false (a tag other than
 * `<meta>`) the attribute is only skipped: its name and value are not made into strings.
 */
function getAttribute(bytes, cursor, read = true) {
    const n = bytes.length;
    let pos = cursor.pos;
    while (pos < n && ((0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(bytes[pos]) || bytes[pos] === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .SLASH */ .o))
        pos++;
    if (pos >= n)
        return undefined;
    if (bytes[pos] === _chars_js__WEBPACK_IMPORTED_MODULE_1__.GT) {
        cursor.pos = pos;
        return null;
    }
    let name = '';
    let value = '';
    const nameStart = pos;
    // The name.
    for (;;) {
        if (pos >= n)
            return undefined;
        const b = bytes[pos];
        if (b === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .EQUALS */ .UT && pos !== nameStart) {
            pos++;
            break;
        }
        if ((0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(b)) {
            while (pos < n && (0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(bytes[pos]))
                pos++;
            if (pos >= n)
                return undefined;
            if (bytes[pos] !== _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .EQUALS */ .UT) {
                cursor.pos = pos;
                return read ? { name, value } : SKIPPED;
            }
            pos++;
            break;
        }
        if (b === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .SLASH */ .o || b === _chars_js__WEBPACK_IMPORTED_MODULE_1__.GT) {
            cursor.pos = pos;
            return read ? { name, value } : SKIPPED;
        }
        if (read)
            name += String.fromCharCode(lower(b));
        pos++;
    }
    // The value.
    while (pos < n && (0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(bytes[pos]))
        pos++;
    if (pos >= n)
        return undefined;
    const q = bytes[pos];
    if (q === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .DQUOTE */ .TB || q === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .SQUOTE */ .y7) {
        pos++;
        for (;;) {
            if (pos >= n)
                return undefined;
            const b = bytes[pos];
            pos++;
            if (b === q) {
                cursor.pos = pos;
                return read ? { name, value } : SKIPPED;
            }
            if (read)
                value += String.fromCharCode(lower(b));
        }
    }
    if (q === _chars_js__WEBPACK_IMPORTED_MODULE_1__.GT) {
        cursor.pos = pos;
        return read ? { name, value } : SKIPPED;
    }
    for (;;) {
        if (pos >= n)
            return undefined;
        const b = bytes[pos];
        if ((0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(b) || b === _chars_js__WEBPACK_IMPORTED_MODULE_1__.GT) {
            cursor.pos = pos;
            return read ? { name, value } : SKIPPED;
        }
        if (read)
            value += String.fromCharCode(lower(b));
        pos++;
    }
}
/** The spec's "extract a character encoding from a meta element" for a `content` value like `text/html; charset=gbk`. */
function charsetFromMetaContent(content) {
    const s = content.toLowerCase();
    const n = s.length;
    let pos = 0;
    for (;;) {
        const at = s.indexOf('charset', pos);
        if (at === -1)
            return null;
        pos = at + 7;
        while (pos < n && (0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(s.charCodeAt(pos)))
            pos++;
        if (s.charCodeAt(pos) !== _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .EQUALS */ .UT)
            continue;
        pos++;
        while (pos < n && (0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(s.charCodeAt(pos)))
            pos++;
        if (pos >= n)
            return null;
        const q = s.charCodeAt(pos);
        if (q === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .DQUOTE */ .TB || q === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .SQUOTE */ .y7) {
            const close = s.indexOf(q === _chars_js__WEBPACK_IMPORTED_MODULE_1__/* .DQUOTE */ .TB ? '"' : "'", pos + 1);
            return close === -1 ? null : s.slice(pos + 1, close);
        }
        let end = pos;
        while (end < n && !(0,_chars_js__WEBPACK_IMPORTED_MODULE_1__/* .isAsciiWhitespace */ .hi)(s.charCodeAt(end)) && s.charCodeAt(end) !== 0x3b)
            end++;
        return s.slice(pos, end);
    }
}


/***/ }),

/***/ 69302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ isCssContentType),
/* harmony export */   Q0: () => (/* binding */ cssUrls),
/* harmony export */   qK: () => (/* binding */ mayHaveCssLinks)
/* harmony export */ });
/* harmony import */ var _csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44879);
/**
 * Links in CSS: `url(\u2026)` (also `src(\u2026)` and `image-set()`'s strings are not read: only `url`/`src`) and
 * `@import "\u2026"` / `@import url(\u2026)`, from `<style>` blocks, `style=""` attributes and in-scope stylesheets.
 *
 * Tokenized by @csstools/css-tokenizer, which follows CSS Syntax Level 3 (escapes, comments, strings, bad
 * URLs exactly as browsers do), instead of regular expressions. Compared (see the issue 13 note):
 * css-tree's tokenizer ran ~7\u00d7 faster on an 820 kB sheet on this (loaded) machine, but gives offsets only
 * (escape and url() decoding left to the caller) and comes with a 2.2 MB package; @csstools' is 64 kB with no
 * dependencies and hands back decoded values. Text without `url(` or `@import` is not tokenized at all, so the
 * cost falls only on CSS that has links.
 */

const HAS_LINK = /url\(|src\(|@import/i;
function mayHaveCssLinks(css) {
    return HAS_LINK.test(css);
}
/** Every `url()`, `src("\u2026")` and `@import` URL in `css`, in order. */
function cssUrls(css) {
    if (!mayHaveCssLinks(css))
        return [];
    const out = [];
    const tokens = (0,_csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__/* .tokenize */ .qw)({ css }, { onParseError: () => { } });
    let importAt = -1;
    for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        const type = t[0];
        if (type === _csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__/* .TokenType */ .ks.Whitespace || type === _csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__/* .TokenType */ .ks.Comment)
            continue;
        const source = importAt !== -1 ? 'import' : 'url';
        if (type === _csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__/* .TokenType */ .ks.URL) {
            out.push({ value: t[4].value, offset: t[2], source });
        }
        else if (type === _csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__/* .TokenType */ .ks.Function) {
            const name = t[4].value.toLowerCase();
            if (name === 'url' || name === 'src') {
                // `url("\u2026")` with a quoted string is a function token and a string token.
                let j = i + 1;
                while (j < tokens.length && tokens[j][0] === _csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__/* .TokenType */ .ks.Whitespace)
                    j++;
                const s = tokens[j];
                if (s !== undefined && s[0] === _csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__/* .TokenType */ .ks.String)
                    out.push({ value: s[4].value, offset: t[2], source });
            }
        }
        else if (type === _csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__/* .TokenType */ .ks.AtKeyword && t[4].value.toLowerCase() === 'import') {
            importAt = i;
            continue;
        }
        else if (type === _csstools_css_tokenizer__WEBPACK_IMPORTED_MODULE_0__/* .TokenType */ .ks.String && importAt !== -1) {
            out.push({ value: t[4].value, offset: t[2], source: 'import' });
        }
        importAt = -1;
    }
    return out;
}
/** Whether a Content-Type is a stylesheet. */
function isCssContentType(ct) {
    return /^\s*text\/css\s*(;|$)/i.test(ct);
}


/***/ }),

/***/ 17385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rc: () => (/* binding */ extractLinks),
  oj: () => (/* binding */ extractLinksFromUtf8)
});

// UNUSED EXPORTS: extractLinksFast, extractLinksParse5

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./node_modules/parse5/dist/index.js + 13 modules
var dist = __webpack_require__(78426);
// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 3 modules
var decode = __webpack_require__(81161);
// EXTERNAL MODULE: ./src/extract/chars.ts
var extract_chars = __webpack_require__(4060);
;// CONCATENATED MODULE: ./src/extract/known-names.ts
/**
 * The tag and attribute names most pages are made of, found in the page without cutting a new string.
 *
 * The fast tokenizer names every tag it meets (a million on the Python docs) and every attribute of the tags
 * it reads: each name cut out of the page's bytes is a new string to allocate, lower-case (a regex test) and hash when
 * the collector looks it up. A name written in lower case that is one of these comes back as the one constant
 * string instead: no allocation, and its hash is computed once per run. Any other name (upper-case letters,
 * a rare element, a custom one) returns undefined and is cut as before, so the result is the same either way.
 */
/** Names by length, then first character: a handful of candidates to compare at most. */
class KnownNames {
    #byKey = [];
    #maxLength;
    constructor(names) {
        let max = 0;
        for (const name of names) {
            if (name !== name.toLowerCase() || !/^[\x21-\x7e]+$/.test(name))
                throw new Error(`not a lower-case ASCII name: ${name}`);
            const key = name.length * 128 + name.charCodeAt(0);
            const list = (this.#byKey[key] ?? []);
            if (!list.includes(name))
                list.push(name);
            this.#byKey[key] = list;
            max = Math.max(max, name.length);
        }
        this.#maxLength = max;
    }
    /** The known name that the page's bytes hold at [start, start + length), or undefined. */
    find(page, start, length) {
        if (length > this.#maxLength)
            return undefined;
        const first = page[start];
        if (first >= 128)
            return undefined;
        const list = this.#byKey[length * 128 + first];
        if (list === undefined)
            return undefined;
        next: for (let i = 0; i < list.length; i++) {
            const name = list[i];
            for (let k = 1; k < length; k++)
                if (page[start + k] !== name.charCodeAt(k))
                    continue next;
            return name;
        }
        return undefined;
    }
}
/** Tag names of HTML documents in the wild, most common first within each length. */
const KNOWN_TAGS = new KnownNames([
    'a b i p q s u',
    'br dd dl dt em h1 h2 h3 h4 h5 h6 hr li ol td th tr tt ul',
    'bdi bdo big col del dfn div img ins kbd map nav pre sub sup svg var wbr',
    'abbr area base body cite code data font form head html link main mark meta path samp span time',
    'aside audio embed input label meter param small style table tbody tfoot thead title track video',
    'button canvas center dialog figure footer header iframe legend object option output script select source strong',
    'acronym address article caption details section summary',
    'colgroup fieldset noscript optgroup progress template textarea',
    'blockquote figcaption',
]
    .join(' ')
    .split(' '));
/** Attribute names of the tags the collector reads, most common first within each length. */
const KNOWN_ATTRIBUTES = new KnownNames([
    'id',
    'alt dir for rel src',
    'data form href lang name ping role size span type',
    'align async class defer media sizes style title value width',
    'action border height method poster srcset target usemap',
    'charset colspan content headers hidden rowspan',
    'archive enctype hreflang longdesc download itemprop manifest codebase datetime tabindex',
    'accesskey integrity',
    'background formaction http-equiv aria-label',
    'crossorigin aria-hidden',
    'referrerpolicy',
]
    .join(' ')
    .split(' '));

;// CONCATENATED MODULE: ./src/extract/location-cursor.ts
/**
 * Lines and columns of the fast tokenizer's tokens (`fast-tokenizer.ts`): 1-based, columns in characters (code
 * points) from the line start, as a report gives them (or in UTF-16 code units, as parse5 counts them on the
 * decoded page, for a caller that converts them itself). The page is UTF-8 bytes: a column leaves out what each
 * multibyte character on its line has more in bytes than in characters (its continuation bytes) or UTF-16 units
 * (`extraBytes`). Indexes are located in increasing order, so each byte up to the last one located is looked at once.
 */

/**
 * How many more bytes than UTF-16 code units [from, to) of valid UTF-8 holds: one per continuation byte (a 2-byte
 * character is one unit, a 3-byte one unit), one less per 4-byte character's lead (two units, a surrogate pair);
 * with `lead` 0, more bytes than characters (the 4-byte one is one). Every boundary the tokenizer asks about is an
 * ASCII character's, so no character is cut.
 */
function extraBytes(b, from, to, lead = -1) {
    let extra = 0;
    for (let i = from; i < to; i++) {
        const c = b[i];
        if (c >= 0x80)
            extra += c < 0xc0 ? 1 : c >= 0xf0 ? lead : 0;
    }
    return extra;
}
class LocationCursor {
    b;
    high;
    // The line of the last located index, the index that line starts at, the index located last, and the extra
    // bytes of the multibyte characters between the line's start and it.
    line = 1;
    lineStart = 0;
    scanned = 0;
    extra = 0;
    at = { line: 1, col: 1 };
    /** What a 4-byte character's lead byte adds to the extra bytes: 0 when a column counts it as one, -1 as two. */
    lead;
    constructor(b, 
    /** Whether the page has a non-ASCII byte (else no column needs the multibyte count). */
    high, 
    /** Columns in UTF-16 code units rather than characters. */
    utf16 = false) {
        this.b = b;
        this.high = high;
        this.lead = utf16 ? -1 : 0;
    }
    /** Line and column of `index` (the returned object is reused). */
    locate(index) {
        const b = this.b;
        if (index < this.scanned) {
            // An earlier index (rare): its own line's count, or from the top when it is on an earlier line.
            if (index >= this.lineStart) {
                return this.place(this.line, index - this.lineStart + 1 - (this.high ? extraBytes(b, this.lineStart, index, this.lead) : 0));
            }
            this.line = 1;
            this.lineStart = 0;
            this.scanned = 0;
            this.extra = 0;
        }
        let line = this.line;
        let lineStart = this.lineStart;
        let p = this.scanned;
        if (this.high) {
            const lead = this.lead;
            let extra = this.extra;
            for (; p < index; p++) {
                const c = b[p];
                if (c === extract_chars.LF) {
                    line++;
                    lineStart = p + 1;
                    extra = 0;
                }
                else if (c >= 0x80) {
                    extra += c < 0xc0 ? 1 : c >= 0xf0 ? lead : 0;
                }
            }
            this.extra = extra;
        }
        else {
            for (; p < index; p++) {
                if (b[p] === extract_chars.LF) {
                    line++;
                    lineStart = p + 1;
                }
            }
        }
        this.line = line;
        this.lineStart = lineStart;
        this.scanned = index;
        return this.place(line, index - lineStart + 1 - this.extra);
    }
    place(line, col) {
        this.at.line = line;
        this.at.col = col;
        return this.at;
    }
}
/** Lines and columns by index (a tag's attributes' places): two arrays that grow, and one answer object, reused. */
class AttributePlaces {
    #lines = new Int32Array(16);
    #cols = new Int32Array(16);
    #at = { line: 0, col: 0 };
    set(index, line, col) {
        if (index >= this.#lines.length) {
            const lines = new Int32Array(Math.max(index + 1, this.#lines.length * 2));
            const cols = new Int32Array(lines.length);
            lines.set(this.#lines);
            cols.set(this.#cols);
            this.#lines = lines;
            this.#cols = cols;
        }
        this.#lines[index] = line;
        this.#cols[index] = col;
    }
    get(index) {
        this.#at.line = this.#lines[index];
        this.#at.col = this.#cols[index];
        return this.#at;
    }
}

;// CONCATENATED MODULE: ./src/extract/page-bytes.ts
/**
 * The bytes of a page as the fast tokenizer (`fast-tokenizer.ts`) reads them, the byte tests its scans share (what
 * ends a name or a value, in one table; ASCII letters; words compared in any case), and the one scan it does not
 * make itself: script data with `<!--` in it.
 */


function isAsciiAlpha(c) {
    const l = c | 0x20;
    return l >= 0x61 && l <= 0x7a;
}
/** Whitespace inside a tag, or the end of a name: no CR is left in the input. */
function isSpace(c) {
    return c === extract_chars/* SPACE */.t6 || c === extract_chars.LF || c === extract_chars/* TAB */.wn || c === extract_chars.FF;
}
// What each byte ends, as bits of one table (a load and a test per byte in the scanning loops).
const WS = 1;
const ENDS_TAG_NAME = 2; // whitespace, `/`, `>`
const ENDS_ATTRIBUTE_NAME = 4; // whitespace, `/`, `>`, `=`
const ENDS_UNQUOTED = 8; // whitespace, `>`
const ENDS = new Uint8Array(256);
for (const c of [extract_chars/* SPACE */.t6, extract_chars.LF, extract_chars/* TAB */.wn, extract_chars.FF])
    ENDS[c] = WS | ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED;
ENDS[extract_chars/* SLASH */.o] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME;
ENDS[extract_chars.GT] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED;
ENDS[extract_chars/* EQUALS */.UT] = ENDS_ATTRIBUTE_NAME;
/**
 * A page's UTF-8 bytes as the tokenizer reads them: CR LF and lone CR made LF (a copy, only when the page has a
 * CR); null for a page with a NUL character (which the tokenizer leaves to parse5).
 */
function preprocessed(page) {
    if (page.indexOf(0) !== -1)
        return null;
    const cr = page.indexOf(extract_chars.CR);
    if (cr === -1)
        return page;
    const out = external_node_buffer_.Buffer.allocUnsafe(page.length);
    out.set(page.subarray(0, cr));
    let o = cr;
    for (let i = cr; i < page.length; i++) {
        const c = page[i];
        if (c !== extract_chars.CR)
            out[o++] = c;
        else if (page[i + 1] !== extract_chars.LF)
            out[o++] = extract_chars.LF;
    }
    return out.subarray(0, o);
}
function skipLetters(b, p, n) {
    while (p < n && isAsciiAlpha(b[p]))
        p++;
    return p;
}
/** Whether the page's [from, to) is `word` (lower-case ASCII letters) in any case (`| 0x20` lower-cases only letters). */
function isWord(b, from, to, word) {
    if (to - from !== word.length)
        return false;
    for (let i = 0; i < word.length; i++)
        if ((b[from + i] | 0x20) !== word.charCodeAt(i))
            return false;
    return true;
}
/** Whether `[CDATA[` starts at `p`. */
function isCdataOpen(b, p) {
    const open = '[CDATA[';
    for (let i = 0; i < open.length; i++)
        if (b[p + i] !== open.charCodeAt(i))
            return false;
    return true;
}
// The script data states that `escapedScriptEnd` walks through.
const S_DATA = 0;
const S_ESCAPED = 1;
// S_ESCAPED + 1 and + 2: after `-` and `--`; the same for S_DOUBLE.
const S_ESCAPED_DASH_DASH = 3;
const S_DOUBLE = 4;
/**
 * The end of script data that has `<!--` at `from`: the standard's script data escaped and double-escaped
 * states, one pass over the rest of the script. Inside `<!-- \u2026 -->` a `<script` starts a stretch where
 * `</script>` does not end the element (only `</script` there returns to the escaped state). `endsScript`: whether
 * the `</` at an index starts the script's end tag.
 */
function escapedScriptEnd(b, from, endsScript) {
    const n = b.length;
    let state = S_DATA;
    let i = from;
    while (i < n) {
        const c = b[i];
        switch (state) {
            case S_DATA:
                if (c === extract_chars.LT) {
                    if (b[i + 1] === extract_chars/* SLASH */.o && endsScript(i))
                        return i;
                    if (b[i + 1] === extract_chars/* BANG */.Nl && b[i + 2] === extract_chars/* DASH */.jr && b[i + 3] === extract_chars/* DASH */.jr) {
                        state = S_ESCAPED_DASH_DASH;
                        i += 4;
                        continue;
                    }
                }
                i++;
                continue;
            default: {
                // The escaped states and the double-escaped ones: the same moves, three states apart.
                const base = state >= S_DOUBLE ? S_DOUBLE : S_ESCAPED;
                if (c === extract_chars/* DASH */.jr) {
                    state = state === base ? base + 1 : base + 2;
                    i++;
                    continue;
                }
                if (c === extract_chars.GT && state === base + 2) {
                    state = S_DATA; // `-->`
                    i++;
                    continue;
                }
                state = base;
                if (c !== extract_chars.LT) {
                    i++;
                    continue;
                }
                const slash = b[i + 1] === extract_chars/* SLASH */.o;
                if (base === S_ESCAPED && slash && endsScript(i))
                    return i;
                // `<script` (escaped) or `</script` (double-escaped) + whitespace, `/` or `>` switches between the two;
                // other tag-like letters are text, and the character after them is read again.
                const from = i + (slash ? 2 : 1);
                const end = skipLetters(b, from, n);
                const d = end < n ? b[end] : -1;
                if (slash === (base === S_DOUBLE) && end > from && end < n && (isSpace(d) || d === extract_chars/* SLASH */.o || d === extract_chars.GT)) {
                    if (isWord(b, from, end, 'script'))
                        state = base === S_ESCAPED ? S_DOUBLE : S_ESCAPED;
                    i = end + 1;
                }
                else {
                    i = end;
                }
            }
        }
    }
    return n;
}

;// CONCATENATED MODULE: ./src/extract/fast-tokenizer.ts






/** Thrown when the page needs the full tokenizer. */
class fast_tokenizer_Bail extends Error {
    why;
    constructor(why) {
        super(why);
        this.why = why;
    }
}
const EMPTY_ATTRS = [];
// parse5's token types (its `TokenType` enum is not exported).
const CHARACTER = 0;
const WHITESPACE_CHARACTER = 2;
const START_TAG = 3;
const END_TAG = 4;
const EOF = 7;
function tagToken(type, tagName) {
    return { type, tagName, tagID: 0, selfClosing: false, ackSelfClosing: false, attrs: EMPTY_ATTRS, location: null };
}
const UPPER = /[A-Z]/;
function asciiLower(s) {
    return UPPER.test(s) ? s.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : s;
}
class FastTokenizer {
    handler;
    /** Set by the handler after a start tag (parse5's `TokenizerMode`), as on parse5's tokenizer. */
    state = dist/* TokenizerMode */.V_.DATA;
    b;
    n;
    /** Whether the page has a non-ASCII byte: strings are then decoded as UTF-8, and counts leave out extra bytes. */
    high;
    pos = 0;
    /** Start of the text not yet emitted. */
    textStart = 0;
    /** Source characters of text read in the data state (see `ExtractedPage.textChars`). */
    textChars = 0;
    /** Lines and columns of the indexes located. */
    cursor;
    constructor(
    /** The page as valid UTF-8 (no byte-order mark). */
    bytes, handler, 
    /** Whether `bytes` has a byte over 0x7f (the caller knows from validating them). */
    high, 
    /** Columns in UTF-16 code units (as parse5 counts them), not characters. */
    utf16Columns = false) {
        this.handler = handler;
        const b = preprocessed(bytes);
        if (b === null)
            throw new fast_tokenizer_Bail('NUL character');
        this.b = b;
        this.n = this.b.length;
        this.high = high;
        this.cursor = new LocationCursor(this.b, high, utf16Columns);
    }
    /** The page's [start, end) as the handler reads it. */
    part(start, end) {
        const b = this.b;
        return this.high ? b.utf8Slice(start, end) : b.latin1Slice(start, end);
    }
    /** Characters (UTF-16 code units) in the page's [from, to). */
    units(from, to) {
        return this.high ? to - from - extraBytes(this.b, from, to) : to - from;
    }
    /** Set by the handler while the current node is an SVG/MathML element (as on parse5's tokenizer). */
    inForeignNode = false;
    run() {
        const b = this.b;
        const n = this.n;
        for (;;) {
            if (this.state !== dist/* TokenizerMode */.V_.DATA) {
                this.rawText();
                continue;
            }
            let lt = this.pos;
            while (lt < n && b[lt] !== extract_chars.LT)
                lt++;
            if (lt >= n - 1)
                break;
            const c = b[lt + 1];
            if (isAsciiAlpha(c)) {
                this.flushText(lt);
                this.startTag(lt);
            }
            else if (c === extract_chars/* SLASH */.o) {
                const c2 = lt + 2 < n ? b[lt + 2] : -1;
                if (isAsciiAlpha(c2)) {
                    this.flushText(lt);
                    this.endTag(lt);
                }
                else if (c2 === extract_chars.GT || c2 === -1) {
                    throw new fast_tokenizer_Bail('"</>" or "</" at the end');
                }
                else {
                    this.flushText(lt);
                    this.bogusComment(lt + 2);
                }
            }
            else if (c === extract_chars/* BANG */.Nl) {
                this.markupDeclaration(lt + 2);
            }
            else if (c === extract_chars/* QUESTION */.c3) {
                this.flushText(lt);
                this.bogusComment(lt + 1);
            }
            else {
                // A `<` that starts nothing is text.
                this.pos = lt + 1;
            }
        }
        this.flushText(n);
        this.handler.onEof({ type: EOF, location: null });
    }
    // ---- Text -------------------------------------------------------------------------------------------------
    /**
     * Text read so far of the character run now open, when a CDATA section is in it: parse5 emits no token at
     * `<![CDATA[` or `]]>`, so the text before, inside and after a CDATA section is one run of character tokens.
     */
    carry = '';
    /** Emit the text between the last token and `end` as parse5's character tokens, if anyone reads it. */
    flushText(end) {
        const start = this.textStart;
        const carry = this.carry;
        if (this.state === dist/* TokenizerMode */.V_.DATA && end > start)
            this.textChars += this.units(start, end);
        if ((end > start || carry !== '') && this.handler.wantsText()) {
            const raw = this.part(start, end);
            const text = this.state === dist/* TokenizerMode */.V_.RAWTEXT || this.state === dist/* TokenizerMode */.V_.SCRIPT_DATA ? raw : decodeText(raw);
            this.emitText(carry === '' ? text : carry + text);
        }
        this.carry = '';
    }
    // One token object of each kind, refilled for each run (the handler reads a token only while it is called).
    charToken = { type: CHARACTER, chars: '', location: null };
    wsToken = { type: WHITESPACE_CHARACTER, chars: '', location: null };
    /** Split text into runs of whitespace and of other characters: parse5's character token boundaries. */
    emitText(text) {
        const h = this.handler;
        const n = text.length;
        let i = 0;
        while (i < n) {
            const ws = (0,extract_chars/* isAsciiWhitespace */.hi)(text.charCodeAt(i));
            let j = i + 1;
            while (j < n && (0,extract_chars/* isAsciiWhitespace */.hi)(text.charCodeAt(j)) === ws)
                j++;
            const chars = i === 0 && j === n ? text : text.slice(i, j);
            if (ws) {
                this.wsToken.chars = chars;
                h.onWhitespaceCharacter(this.wsToken);
            }
            else {
                this.charToken.chars = chars;
                h.onCharacter(this.charToken);
            }
            i = j;
        }
    }
    /** RCDATA, RAWTEXT or script data: everything up to the end tag of the element that started it. */
    rawText() {
        const state = this.state;
        if (state === dist/* TokenizerMode */.V_.PLAINTEXT || state === dist/* TokenizerMode */.V_.CDATA_SECTION)
            throw new fast_tokenizer_Bail('plaintext');
        let end = this.rawTextEnd(this.pos);
        if (state === dist/* TokenizerMode */.V_.SCRIPT_DATA) {
            // Bounded to this script: a search to the end of the page for each script would be quadratic.
            const escape = this.find4(this.pos, end, extract_chars.LT, extract_chars/* BANG */.Nl, extract_chars/* DASH */.jr, extract_chars/* DASH */.jr);
            if (escape !== -1)
                end = escapedScriptEnd(this.b, escape, (lt) => this.isAppropriateEndTag(lt));
        }
        this.flushText(end);
        this.state = dist/* TokenizerMode */.V_.DATA;
        if (end === this.n) {
            this.pos = this.textStart = this.n;
            return;
        }
        this.endTag(end);
    }
    /** The first index in [from, to) where the four bytes `a b c d` start, or -1. */
    find4(from, to, a, b, c, d) {
        const page = this.b;
        for (let i = from; i + 3 < to; i++) {
            if (page[i] === a && page[i + 1] === b && page[i + 2] === c && page[i + 3] === d)
                return i;
        }
        return -1;
    }
    /** Whether an end tag named like the element now open (an "appropriate end tag") starts at `lt` (its `</`). */
    isAppropriateEndTag(lt) {
        const b = this.b;
        const name = this.lastStartTag;
        const after = lt + 2 + name.length;
        if (after >= this.n)
            return false;
        for (let k = 0; k < name.length; k++) {
            let c = b[lt + 2 + k];
            if (c >= 0x41 && c <= 0x5a)
                c |= 0x20;
            if (c !== name.charCodeAt(k))
                return false;
        }
        const c = b[after];
        return isSpace(c) || c === extract_chars/* SLASH */.o || c === extract_chars.GT;
    }
    /** Where the raw text from `from` ends: the `</` of its appropriate end tag, or the end of the input. */
    rawTextEnd(from) {
        const b = this.b;
        const last = this.n - 1;
        for (let i = from; i < last; i++) {
            if (b[i] === extract_chars.LT && b[i + 1] === extract_chars/* SLASH */.o && this.isAppropriateEndTag(i))
                return i;
        }
        return this.n;
    }
    // ---- Markup -----------------------------------------------------------------------------------------------
    lastStartTag = '';
    startTag(lt, withAttributes = false) {
        let p = lt + 1;
        const nameStart = p;
        p = this.skipName(p);
        const tagName = this.tagName(nameStart, p);
        const wanted = withAttributes || this.handler.wantsAttributes(tagName);
        // A tag whose attributes nobody reads gets the one refilled token (the handler keeps no such token).
        const token = wanted ? tagToken(START_TAG, tagName) : this.skippedToken(tagName);
        if (wanted) {
            this.attrList.length = 0;
            token.attrs = this.attrList;
            const at = this.cursor.locate(lt);
            // The tag's place; its attributes' places are the tokenizer's own (`attributePlace`), not objects per attribute.
            token.location = { startLine: at.line, startCol: at.col, startOffset: lt, endLine: -1, endCol: -1, endOffset: -1 };
        }
        p = this.attributes(p, token, wanted);
        if (p < 0)
            return this.startTag(lt, true); // a style attribute on a tag being skipped (readsStyle)
        this.pos = this.textStart = p;
        this.lastStartTag = tagName;
        this.handler.onStartTag(token);
    }
    endTag(lt) {
        let p = lt + 2;
        const nameStart = p;
        p = this.skipName(p);
        const token = this.endToken;
        token.tagName = this.tagName(nameStart, p);
        token.selfClosing = false;
        p = this.attributes(p, token, false);
        this.pos = this.textStart = p;
        this.handler.onEndTag(token);
    }
    /** One end tag token, refilled for each end tag (the handler reads it only while it is called, as the character tokens). */
    endToken = tagToken(END_TAG, '');
    /** One start tag token for the tags whose attributes are skipped (most tags of most pages), refilled likewise. */
    startToken = tagToken(START_TAG, '');
    skippedToken(tagName) {
        const token = this.startToken;
        token.tagName = tagName;
        token.selfClosing = false;
        return token;
    }
    /** Tag name state: up to whitespace, `/` or `>`. */
    skipName(p) {
        const b = this.b;
        const n = this.n;
        while (p < n && (ENDS[b[p]] & ENDS_TAG_NAME) === 0)
            p++;
        if (p < n)
            return p;
        throw new fast_tokenizer_Bail('end of input in a tag');
    }
    /** The tag name `skipName` read from `start` to `end`, lower-cased. */
    tagName(start, end) {
        return KNOWN_TAGS.find(this.b, start, end - start) ?? asciiLower(this.part(start, end));
    }
    /** The attributes of the start tag read with its attributes now handled: one list and its objects, refilled. */
    attrList = [];
    attrObjects = [];
    /** The places of the attributes of the start tag read with its attributes now handled, by their index in its `attrs`. */
    attrPlaces = new AttributePlaces();
    /**
     * Line and column of the `index`-th attribute of the start tag now handled (the returned object is reused): what
     * parse5 gives as `location.attrs[name]`, without an object per attribute.
     */
    attributePlace(index) {
        return this.attrPlaces.get(index);
    }
    /**
     * The attribute states, from after the tag name to after the tag's `>`; returns that index and sets the
     * token's self-closing flag. Attributes are collected into `token` when `read` (first of each name wins, as in
     * parse5), else only skipped: -1 when a start tag so skipped has a style the handler reads.
     */
    attributes(p, token, read) {
        const b = this.b;
        const n = this.n;
        for (;;) {
            while (p < n && (ENDS[b[p]] & WS) !== 0)
                p++;
            if (p >= n)
                throw new fast_tokenizer_Bail('end of input in a tag');
            let c = b[p];
            if (c === extract_chars.GT)
                return p + 1;
            if (c === extract_chars/* SLASH */.o) {
                if (p + 1 < n && b[p + 1] === extract_chars.GT) {
                    token.selfClosing = true;
                    return p + 2;
                }
                p++;
                continue;
            }
            // Attribute name: the first character may be `=`; then up to whitespace, `/`, `>` or `=`.
            const nameStart = p;
            p++;
            while (p < n && (ENDS[b[p]] & ENDS_ATTRIBUTE_NAME) === 0)
                p++;
            const nameEnd = p;
            while (p < n && (ENDS[b[p]] & WS) !== 0)
                p++;
            if (p >= n)
                throw new fast_tokenizer_Bail('end of input in a tag');
            let valueStart = p;
            let valueEnd = p;
            if (b[p] === extract_chars/* EQUALS */.UT) {
                p++;
                while (p < n && (ENDS[b[p]] & WS) !== 0)
                    p++;
                if (p >= n)
                    throw new fast_tokenizer_Bail('end of input in a tag');
                c = b[p];
                if (c === extract_chars/* DQUOTE */.TB || c === extract_chars/* SQUOTE */.y7) {
                    let close = p + 1;
                    while (close < n && b[close] !== c)
                        close++;
                    if (close >= n)
                        throw new fast_tokenizer_Bail('end of input in a tag');
                    valueStart = p + 1;
                    valueEnd = close;
                    p = close + 1;
                }
                else if (c !== extract_chars.GT) {
                    // Unquoted: up to whitespace or `>`.
                    valueStart = p;
                    while (p < n && (ENDS[b[p]] & ENDS_UNQUOTED) === 0)
                        p++;
                    if (p >= n)
                        throw new fast_tokenizer_Bail('end of input in a tag');
                    valueEnd = p;
                }
            }
            if (read) {
                const name = KNOWN_ATTRIBUTES.find(b, nameStart, nameEnd - nameStart) ?? asciiLower(this.part(nameStart, nameEnd));
                const attrs = token.attrs;
                if (!hasAttribute(attrs, name)) {
                    const raw = this.part(valueStart, valueEnd);
                    const k = attrs.length;
                    const at = this.cursor.locate(nameStart);
                    this.attrPlaces.set(k, at.line, at.col);
                    const attr = this.attrObjects[k] ?? (this.attrObjects[k] = { name: '', value: '' });
                    attr.name = name;
                    attr.value = raw.includes('&') ? decodeAttribute(raw) : raw;
                    attrs.push(attr);
                }
            }
            else if (nameEnd - nameStart === 5 && token.type === START_TAG && this.handler.readsStyle && isWord(b, nameStart, nameEnd, 'style'))
                return -1;
        }
    }
    /** `<!` at `p - 2`: comment, DOCTYPE, CDATA section (in foreign content), or a bogus comment. */
    markupDeclaration(p) {
        const b = this.b;
        if (b[p] === extract_chars/* DASH */.jr && b[p + 1] === extract_chars/* DASH */.jr) {
            this.flushText(p - 2);
            this.comment(p + 2);
            return;
        }
        if (this.inForeignNode && isCdataOpen(b, p)) {
            this.cdata(p - 2, p + 7);
            return;
        }
        this.flushText(p - 2);
        if (p + 7 <= this.n && isWord(b, p, p + 7, 'doctype')) {
            this.skipTo(this.indexOfGt(p + 7));
            return;
        }
        this.bogusComment(p);
    }
    /** The first `>` at or after `from`, or -1. */
    indexOfGt(from) {
        const b = this.b;
        const n = this.n;
        while (from < n && b[from] !== extract_chars.GT)
            from++;
        return from < n ? from : -1;
    }
    /** A comment's body starts at `p`: it ends at `-->` or `--!>` (`<!-->` and `<!--->` end at once). */
    comment(p) {
        const b = this.b;
        const n = this.n;
        if (b[p] === extract_chars.GT)
            return this.skipTo(p);
        if (b[p] === extract_chars/* DASH */.jr && b[p + 1] === extract_chars.GT)
            return this.skipTo(p + 1);
        let dd = p;
        for (;;) {
            while (dd < n - 1 && !(b[dd] === extract_chars/* DASH */.jr && b[dd + 1] === extract_chars/* DASH */.jr))
                dd++;
            if (dd >= n - 1)
                return this.skipTo(-1);
            let q = dd + 2;
            while (q < n && b[q] === extract_chars/* DASH */.jr)
                q++;
            if (q < n && b[q] === extract_chars.GT)
                return this.skipTo(q);
            if (q + 1 < n && b[q] === extract_chars/* BANG */.Nl && b[q + 1] === extract_chars.GT)
                return this.skipTo(q + 1);
            dd += 2;
        }
    }
    /** A CDATA section from `<!` at `lt`, its text starting at `p`: text up to `]]>`, in the open character run. */
    cdata(lt, p) {
        const b = this.b;
        const n = this.n;
        let close = p;
        while (close < n - 2 && !(b[close] === 0x5d && b[close + 1] === 0x5d && b[close + 2] === extract_chars.GT))
            close++;
        if (close >= n - 2)
            close = n;
        // The text before the section (flushed with it) and the section's own text.
        this.textChars += this.units(this.textStart, lt) + this.units(p, close);
        if (this.handler.wantsText()) {
            const before = this.part(this.textStart, lt);
            this.carry += decodeText(before) + this.part(p, close);
        }
        this.skipTo(close === n ? -1 : close + 2);
    }
    bogusComment(p) {
        this.skipTo(this.indexOfGt(p));
    }
    /** Continue after the `>` at `gt` (-1: the token runs to the end of the input). */
    skipTo(gt) {
        this.pos = this.textStart = gt === -1 ? this.n : gt + 1;
    }
    // ---- Locations --------------------------------------------------------------------------------------------
    /** Where the text now being emitted starts (a copy: the cursor reuses its result object). */
    textPlace() {
        const at = this.cursor.locate(this.textStart);
        return { line: at.line, col: at.col };
    }
}
// ---- Character references -----------------------------------------------------------------------------------
function checked(decoded) {
    // A reference to CR: parse5 keeps it as a character of its own kind; leave such pages to it.
    if (decoded.includes('\r'))
        throw new fast_tokenizer_Bail('character reference');
    return decoded;
}
function decodeText(raw) {
    return raw.includes('&') ? checked((0,decode/* decodeHTML */.Gz)(raw)) : raw;
}
function hasAttribute(attrs, name) {
    for (let i = 0; i < attrs.length; i++)
        if (attrs[i].name === name)
            return true;
    return false;
}
function decodeAttribute(raw) {
    return checked((0,decode/* decodeHTMLAttribute */.Im)(raw));
}

// EXTERNAL MODULE: ./src/extract/lines.ts
var lines = __webpack_require__(4218);
;// CONCATENATED MODULE: ./src/extract/attribute-values.ts

/** Link text and titles are cut to this many characters. */
const MAX_TEXT = 200;
function attrIndex(attrs, name) {
    for (let i = 0; i < attrs.length; i++)
        if (attrs[i].name === name)
            return i;
    return -1;
}
function attrValue(attrs, name) {
    const i = attrIndex(attrs, name);
    return i === -1 ? '' : attrs[i].value;
}
/**
 * A copy of `s` that does not keep the page alive. A substring of the page (or a concatenation of substrings)
 * can share the page's memory; titles, link texts and URLs outlive the page, and 20,000 pages kept alive that
 * way were 185 MB of a 20,000-page crawl's heap. Strings under 13 characters are always copies in V8.
 */
function detach(s) {
    return s.length < 13 ? s : (' ' + s).slice(1);
}
/**
 * An attribute value as a URL string: leading and trailing ASCII whitespace stripped, and tabs and newlines
 * inside removed (the URL parser ignores them too, so `a\nb.html` and `ab.html` are the same link).
 */
function cleanUrl(value) {
    let start = 0;
    let end = value.length;
    while (start < end && (0,extract_chars/* isAsciiWhitespace */.hi)(value.charCodeAt(start)))
        start++;
    while (end > start && (0,extract_chars/* isAsciiWhitespace */.hi)(value.charCodeAt(end - 1)))
        end--;
    let out = start === 0 && end === value.length ? value : value.slice(start, end);
    if (out.includes('\n') || out.includes('\t') || out.includes('\r'))
        out = out.replace(/[\t\n\r]/g, '');
    return out;
}
function asciiLowerTrim(value) {
    return value.trim().toLowerCase();
}
/** Whether `text` has no ASCII whitespace but single spaces between other characters (the common link text). */
function isCollapsed(text) {
    const n = text.length;
    if (n === 0)
        return true;
    if (text.charCodeAt(0) === 0x20 || text.charCodeAt(n - 1) === 0x20)
        return false;
    let prevSpace = false;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x20) {
            if (prevSpace)
                return false;
            prevSpace = true;
        }
        else {
            if (c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d)
                return false;
            prevSpace = false;
        }
    }
    return true;
}
/** Collapse runs of ASCII whitespace to one space, trim, cut to MAX_TEXT characters. */
function collapse(text) {
    if (isCollapsed(text))
        return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT).trimEnd() : text;
    let out = text.replace(/[\t\n\f\r ]+/g, ' ').trim();
    if (out.length > MAX_TEXT)
        out = out.slice(0, MAX_TEXT).trimEnd();
    return out;
}
/** `rel` values whose `href` is an origin to connect to, not a resource to fetch. */
function pointsAtOrigin(rel) {
    if (rel === '')
        return false;
    for (const word of rel.toLowerCase().split(/[\t\n\f\r ]+/)) {
        if (word === 'preconnect' || word === 'dns-prefetch')
            return true;
    }
    return false;
}
/**
 * The URLs of a `srcset` attribute, following the HTML spec's "parse a srcset attribute": candidates are
 * separated by commas, but a URL may itself contain commas (only trailing ones end it), and descriptors may
 * contain commas inside parentheses. Descriptors themselves are not validated: a candidate with bad
 * descriptors is still a URL worth checking.
 */
function parseSrcset(input) {
    const urls = [];
    const n = input.length;
    let pos = 0;
    for (;;) {
        // Skip whitespace and commas between candidates.
        while (pos < n) {
            const c = input.charCodeAt(pos);
            if (c !== 0x2c && !(0,extract_chars/* isAsciiWhitespace */.hi)(c))
                break;
            pos++;
        }
        if (pos >= n)
            return urls;
        const start = pos;
        while (pos < n && !(0,extract_chars/* isAsciiWhitespace */.hi)(input.charCodeAt(pos)))
            pos++;
        let end = pos;
        if (input.charCodeAt(end - 1) === 0x2c) {
            // A URL ending in commas: the commas separate candidates, there are no descriptors.
            while (end > start && input.charCodeAt(end - 1) === 0x2c)
                end--;
            if (end > start)
                urls.push(input.slice(start, end));
            continue;
        }
        urls.push(input.slice(start, end));
        // Skip the descriptors up to the comma that ends this candidate (not one inside parentheses).
        let inParens = false;
        while (pos < n) {
            const c = input.charCodeAt(pos);
            if (inParens) {
                if (c === 0x29)
                    inParens = false;
            }
            else if (c === 0x28) {
                inParens = true;
            }
            else if (c === 0x2c) {
                pos++;
                break;
            }
            pos++;
        }
    }
}
/**
 * The URL of a `<meta http-equiv="refresh">` `content` value, following the HTML spec's "shared declarative
 * refresh steps" (delay, then `;` or `,`, then optional `url=`, then an optionally quoted URL), or null when
 * the value is invalid or refreshes the page itself.
 */
function parseRefresh(input) {
    const n = input.length;
    let pos = 0;
    const skipWs = () => {
        while (pos < n && (0,extract_chars/* isAsciiWhitespace */.hi)(input.charCodeAt(pos)))
            pos++;
    };
    const isDigit = (c) => c >= 0x30 && c <= 0x39;
    skipWs();
    const digitsStart = pos;
    while (pos < n && isDigit(input.charCodeAt(pos)))
        pos++;
    if (pos === digitsStart && input.charCodeAt(pos) !== 0x2e)
        return null;
    while (pos < n && (isDigit(input.charCodeAt(pos)) || input.charCodeAt(pos) === 0x2e))
        pos++;
    if (pos < n) {
        const c = input.charCodeAt(pos);
        if (c !== 0x3b && c !== 0x2c && !(0,extract_chars/* isAsciiWhitespace */.hi)(c))
            return null;
    }
    skipWs();
    if (pos < n && (input.charCodeAt(pos) === 0x3b || input.charCodeAt(pos) === 0x2c)) {
        pos++;
        skipWs();
    }
    if (pos >= n)
        return null;
    let url = input.slice(pos);
    if ((input.charCodeAt(pos) | 0x20) === 0x75 /* u */) {
        if ((input.charCodeAt(pos + 1) | 0x20) === 0x72 /* r */ && (input.charCodeAt(pos + 2) | 0x20) === 0x6c /* l */) {
            pos += 3;
            skipWs();
            if (input.charCodeAt(pos) !== 0x3d /* = */)
                return url;
            pos++;
            skipWs();
        }
        else {
            return url;
        }
    }
    const quote = input.charCodeAt(pos);
    if (quote === 0x22 || quote === 0x27) {
        pos++;
        url = input.slice(pos);
        const close = url.indexOf(quote === 0x22 ? '"' : "'");
        if (close !== -1)
            url = url.slice(0, close);
    }
    else {
        url = input.slice(pos);
    }
    return url;
}

// EXTERNAL MODULE: ./src/extract/css.ts
var extract_css = __webpack_require__(69302);
// EXTERNAL MODULE: ./src/extract/link-table.ts
var link_table = __webpack_require__(28744);
;// CONCATENATED MODULE: ./src/extract/script.ts
/**
 * Links in inline `<script>` text, read without running anything:
 *
 * - a redirect: a string literal assigned to `location`, `location.href`, `window.location(.href)`,
 *   `document.location(.href)`, `self.`/`top.location`, or passed to `location.replace`/`location.assign`
 *   (the inline-script redirects of sites moved without server redirects), optionally followed by
 *   `+ location.search` and `+ location.hash` (rustdoc's redirect stubs): then the redirect carries the
 *   page's `#fragment` on (`carriesHash`);
 * - JSON-LD (`type="application/ld+json"`): the values of `url`, `image`, `logo`, `sameAs`, `contentUrl`, and
 *   `@id` when it is an absolute http(s) URL.
 *
 * Nothing else in a script is read. The redirect scanner skips comments, strings and template literals as
 * whole tokens, so `// location.href = "/old"` and `"location = 'x'"` are not redirects.
 */

/** What kind of script a `<script type>` is, for link purposes: JavaScript, JSON-LD, or something not read. */
function scriptKind(type) {
    const t = type.trim().toLowerCase();
    if (t === '' || t === 'module' || t === 'text/javascript' || t === 'application/javascript')
        return 'js';
    if (t === 'application/ld+json')
        return 'json-ld';
    return null;
}
const STRING = String.raw `"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'`;
/** What a redirect may append to its literal: the page's own query and fragment (`+ location.search + location.hash`). */
const CARRIED = String.raw `(?:\s*\+\s*(?:(?:window|document|self|top)\.)?location\.(?:search|hash)(?![\w$]))*`;
const TOKENS = new RegExp([
    String.raw `\/\/[^\n]*`,
    String.raw `\/\*[\s\S]*?(?:\*\/|$)`,
    '`(?:[^`\\\\]|\\\\[\\s\\S])*`',
    STRING,
    // The redirect: an assignment to a location, or location.replace/assign with one literal argument.
    String.raw `(?<![\w$.])(?:(?:window|document|self|top)\.)?location(?:\.href)?\s*=(?!=)\s*(${STRING})(${CARRIED})`,
    String.raw `(?<![\w$.])(?:(?:window|document|self|top)\.)?location\.(?:replace|assign)\(\s*(${STRING})(${CARRIED})\s*\)`,
].join('|'), 'g');
/** Redirect targets in JavaScript text (see the module comment). */
function scriptRedirects(js) {
    if (!js.includes('location'))
        return [];
    const out = [];
    TOKENS.lastIndex = 0;
    for (let m = TOKENS.exec(js); m !== null; m = TOKENS.exec(js)) {
        const literal = m[1] ?? m[3];
        if (literal === undefined)
            continue;
        const value = unquote(literal);
        if (value === null || value.trim() === '')
            continue;
        const url = { value, offset: m.index + m[0].indexOf(literal) + 1, source: 'location' };
        // A literal that holds a `#` of its own replaces the carried one.
        if ((m[2] ?? m[4]).includes('hash') && !value.includes('#'))
            url.carriesHash = true;
        out.push(url);
    }
    return out;
}
/** A JS string literal's value, or null when it holds escapes other than `\/`, `\'`, `\"` (not worth guessing). */
function unquote(literal) {
    const body = literal.slice(1, -1);
    if (!body.includes('\\'))
        return body;
    const out = body.replace(/\\([/'"])/g, '$1');
    return out.includes('\\') ? null : out;
}
const JSON_LD_KEYS = new Set(['url', 'image', 'logo', 'sameAs', 'contentUrl']);
/** A JSON-LD graph is walked this deep at most (a hostile page cannot make the walk costly). */
const MAX_DEPTH = 32;
const MAX_URLS = 1000;
/** URL values of a JSON-LD block; nothing when it is not valid JSON. */
function jsonLdUrls(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return [];
    }
    const out = [];
    let cursor = 0;
    const found = (value, key) => {
        if (out.length >= MAX_URLS || value.trim() === '')
            return;
        // Its place in the text: the next occurrence of the value as written (JSON escapes aside).
        const at = text.indexOf(JSON.stringify(value).slice(1, -1), cursor);
        const offset = at === -1 ? 0 : at;
        if (at !== -1)
            cursor = at;
        out.push({ value, offset, source: `json-ld:${key}` });
    };
    const walk = (node, key, depth) => {
        if (depth > MAX_DEPTH)
            return;
        if (typeof node === 'string') {
            if (key === '@id' ? (0,link_table/* looksLikeAbsoluteUrl */.e$)(node) : key !== null && JSON_LD_KEYS.has(key))
                found(node, key);
        }
        else if (Array.isArray(node)) {
            for (const item of node)
                walk(item, key, depth + 1);
        }
        else if (node !== null && typeof node === 'object') {
            for (const [k, v] of Object.entries(node))
                walk(v, k, depth + 1);
        }
    };
    walk(data, null, 0);
    return out;
}

;// CONCATENATED MODULE: ./src/extract/tree-state.ts

// Namespaces of the elements on the foreign-content stack.
const NS_HTML = 0;
const NS_SVG = 1;
const NS_MATH = 2;
class TreeState {
    onLinkClosed;
    /** How many `<template>` elements are open: their contents are not in the document. */
    templateDepth = 0;
    /** Per open template: the foreign-content stack's depth when it opened (its end tag closes what is above). */
    templateStack = [];
    /**
     * The tree builder's "frameset-ok" flag: a `<frameset>` replaces the body until text or one of a few start
     * tags has appeared (then it is ignored).
     */
    framesetOk = true;
    /** Whether the tree builder has opened the body (a `<frameset>` accepted then drops the body and all in it). */
    bodyOpen = false;
    /** Whether a `<frameset>` replaced the body: the tree builder ignores `<base>` from then on. */
    frameset = false;
    /** Whether a `<select>` is open: the tree builder drops most start tags inside it. */
    inSelect = false;
    /** Whether that `<select>` is in a table (then table tags end it), and how many tables are open. */
    selectInTable = false;
    tables = 0;
    /** Whether the tree builder keeps the current start tag's element in the document. */
    kept = true;
    /**
     * Open elements since the outermost `<svg>`/`<math>`; empty while in plain HTML (the common case, so the
     * per-tag cost of foreign-content tracking is one length check).
     */
    stackNames = [];
    stackNs = [];
    /** Per element: whether it is an HTML or MathML text integration point (its children are parsed as HTML). */
    stackIntegration = [];
    tokenizer;
    constructor(
    /** Called when an `<a>` element is closed with its ancestors (e.g. by `</foreignObject>`). */
    onLinkClosed) {
        this.onLinkClosed = onLinkClosed;
    }
    /**
     * A start tag: whether its element is kept in the document (also left in `kept`). Not in `<template>`
     * contents, not after an accepted `<frameset>`, not one of the tags dropped inside `<select>`. Links on
     * dropped elements are still checked (they are in the page's source); their ids and `<base>` do not count.
     */
    open(name) {
        this.kept = this.keptInDocument(name);
        return this.kept;
    }
    keptInDocument(name) {
        if (this.inSelect) {
            if (name === 'select' || name === 'input' || name === 'keygen' || name === 'textarea' || (this.selectInTable && TABLE_TAGS.has(name))) {
                // These end the select; a `<select>` inside one is dropped itself.
                this.inSelect = false;
                if (name === 'select')
                    return false;
            }
            else if (!KEPT_IN_SELECT.has(name)) {
                return false;
            }
        }
        return this.templateDepth === 0 && !this.frameset;
    }
    /**
     * The namespace of a start tag's element in foreign content (SVG or MathML), or NS_HTML when the tag is
     * read as HTML: outside foreign content, in an integration point, or a tag that breaks out (which closes the
     * foreign elements, as the tree builder does).
     */
    foreignNamespace(token) {
        const depth = this.stackNames.length;
        if (depth === 0)
            return NS_HTML;
        const top = depth - 1;
        const parentNs = this.stackNs[top];
        if (parentNs === NS_HTML || this.stackIntegration[top])
            return NS_HTML;
        if (breaksOutOfForeignContent(token)) {
            this.popForeign();
            return NS_HTML;
        }
        // A foreign element takes its parent's namespace (`<svg><math>` is an SVG element), except `<svg>` in
        // MathML's `<annotation-xml>`.
        return token.tagName === 'svg' && this.stackNames[top] === 'annotation-xml' ? NS_SVG : parentNs;
    }
    /** A foreign element's start tag, after `foreignNamespace` gave its namespace. */
    openForeign(token, ns) {
        if (!token.selfClosing)
            this.pushElement(token.tagName, ns, isIntegrationPoint(ns, token));
    }
    /**
     * The "frameset-ok" flag before an HTML start tag; returns true when a `<frameset>` replaces the body (the
     * base and the ids that came from the body are then gone).
     */
    trackBody(name, attrs) {
        if (!this.kept || this.templateDepth !== 0 || !this.framesetOk)
            return false;
        if (name === 'frameset') {
            this.frameset = true;
            this.framesetOk = false;
            return true;
        }
        if (FRAMESET_NOT_OK.has(name) && (name !== 'input' || asciiLowerTrim(attrValue(attrs, 'type')) !== 'hidden')) {
            this.framesetOk = false;
            return false;
        }
        if (!HEAD_TAGS.has(name))
            this.bodyOpen = true;
        return false;
    }
    /** Whether an element with this start tag would be in a body that a `<frameset>` may still replace. */
    inReplaceableBody(name) {
        return this.framesetOk && (this.bodyOpen || !HEAD_TAGS.has(name));
    }
    /** An HTML start tag, after the collector read it: the elements it opens. */
    openHtml(token) {
        const name = token.tagName;
        switch (name) {
            case 'select':
                if (this.kept) {
                    this.inSelect = true;
                    this.selectInTable = this.tables !== 0;
                }
                break;
            case 'table':
                if (this.kept)
                    this.tables++;
                break;
            case 'svg':
                if (!token.selfClosing && this.kept)
                    this.pushElement('svg', NS_SVG, false);
                return;
            case 'math':
                if (!token.selfClosing && this.kept)
                    this.pushElement('math', NS_MATH, false);
                return;
            case 'template':
                this.templateDepth++;
                this.templateStack.push(this.stackNames.length);
                break;
            default:
                break;
        }
        // HTML elements inside an integration point (`<foreignObject>`, `<mtext>`, \u2026) go on the stack so that the
        // end tags that close them are matched; void elements never get an end tag.
        if (this.stackNames.length !== 0 && !VOID_ELEMENTS.has(name))
            this.pushElement(name, NS_HTML, false);
    }
    /** An end tag: what it closes. */
    close(name) {
        if (name === 'select')
            this.inSelect = false;
        if (name === 'table' && this.tables !== 0)
            this.tables--;
        if (name === 'template' && this.templateDepth !== 0) {
            this.templateDepth--;
            const depth = this.templateStack.pop();
            if (this.stackNames.length > depth)
                this.truncateStack(depth);
            return;
        }
        if (this.stackNames.length !== 0)
            this.foreignEndTag(name);
    }
    /** An end tag while SVG/MathML elements are open: what it closes, as the tree builder decides. */
    foreignEndTag(name) {
        const names = this.stackNames;
        const ns = this.stackNs;
        const top = names.length - 1;
        if (ns[top] !== NS_HTML) {
            if (name === 'p' || name === 'br') {
                this.popForeign();
            }
            else {
                // The topmost foreign element of that name closes, unless an HTML element is open above it.
                for (let i = top; i >= 0 && ns[i] !== NS_HTML; i--) {
                    if (names[i] === name) {
                        this.truncateStack(i);
                        return;
                    }
                }
            }
        }
        // Else the HTML rules: the innermost open HTML element of that name closes (with all inside it).
        for (let i = names.length - 1; i >= 0; i--) {
            if (ns[i] === NS_HTML && names[i] === name) {
                this.truncateStack(i);
                return;
            }
        }
    }
    pushElement(name, ns, integration) {
        this.stackNames.push(name);
        this.stackNs.push(ns);
        this.stackIntegration.push(integration);
        this.syncForeign();
    }
    /** Pop foreign elements until the current node is HTML, an integration point, or nothing. */
    popForeign() {
        let n = this.stackNames.length;
        while (n > 0 && this.stackNs[n - 1] !== NS_HTML && !this.stackIntegration[n - 1])
            n--;
        this.truncateStack(n);
    }
    truncateStack(n) {
        const names = this.stackNames;
        if (names.indexOf('a', n) !== -1)
            this.onLinkClosed();
        names.length = n;
        this.stackNs.length = n;
        this.stackIntegration.length = n;
        this.syncForeign();
    }
    /** Tell the tokenizer whether `<![CDATA[` is a CDATA section (in foreign content) or a bogus comment. */
    syncForeign() {
        const top = this.stackNames.length - 1;
        this.tokenizer.inForeignNode = top >= 0 && this.stackNs[top] !== NS_HTML && !this.stackIntegration[top];
    }
}
/** Start tags after which the tree builder ignores `<frameset>` (they clear its "frameset-ok" flag). */
const FRAMESET_NOT_OK = new Set([
    'body',
    'template',
    'applet',
    'marquee',
    'object',
    'table',
    'area',
    'br',
    'embed',
    'img',
    'keygen',
    'wbr',
    'input',
    'hr',
    'textarea',
    'xmp',
    'iframe',
    'select',
    'pre',
    'listing',
    'li',
    'dd',
    'dt',
    'button',
    'image',
]);
/** Start tags the tree builder keeps in (or before) the head; any other opens the body. */
const HEAD_TAGS = new Set(['html', 'head', 'base', 'basefont', 'bgsound', 'link', 'meta', 'noframes', 'script', 'style', 'template', 'title', 'noscript']);
/** Start tags that end a `<select>` inside a table. */
const TABLE_TAGS = new Set(['caption', 'table', 'tbody', 'tfoot', 'thead', 'tr', 'td', 'th']);
/** Start tags the tree builder keeps inside `<select>` (it drops the others). */
const KEPT_IN_SELECT = new Set(['option', 'optgroup', 'hr', 'script', 'template']);
const VOID_ELEMENTS = new Set([
    'area',
    'base',
    'basefont',
    'bgsound',
    'br',
    'col',
    'embed',
    'frame',
    'hr',
    'image',
    'img',
    'input',
    'keygen',
    'link',
    'meta',
    'param',
    'source',
    'track',
    'wbr',
]);
/** Start tags that end foreign content in the tree builder ("any other start tag" rules of foreign content). */
const BREAKOUT_TAGS = new Set([
    'b',
    'big',
    'blockquote',
    'body',
    'br',
    'center',
    'code',
    'dd',
    'div',
    'dl',
    'dt',
    'em',
    'embed',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'head',
    'hr',
    'i',
    'img',
    'li',
    'listing',
    'menu',
    'meta',
    'nobr',
    'ol',
    'p',
    'pre',
    'ruby',
    's',
    'small',
    'span',
    'strong',
    'strike',
    'sub',
    'sup',
    'table',
    'tt',
    'u',
    'ul',
    'var',
]);
function breaksOutOfForeignContent(token) {
    const name = token.tagName;
    if (BREAKOUT_TAGS.has(name))
        return true;
    if (name !== 'font')
        return false;
    const attrs = token.attrs;
    return attrIndex(attrs, 'color') !== -1 || attrIndex(attrs, 'face') !== -1 || attrIndex(attrs, 'size') !== -1;
}
/** Foreign elements whose children are parsed as HTML. */
function isIntegrationPoint(ns, token) {
    const name = token.tagName;
    if (ns === NS_SVG)
        return name === 'foreignobject' || name === 'desc' || name === 'title';
    switch (name) {
        case 'mi':
        case 'mo':
        case 'mn':
        case 'ms':
        case 'mtext':
            return true;
        case 'annotation-xml': {
            const enc = asciiLowerTrim(attrValue(token.attrs, 'encoding'));
            return enc === 'text/html' || enc === 'application/xhtml+xml';
        }
        default:
            return false;
    }
}

;// CONCATENATED MODULE: ./src/extract/link-collector.ts
/**
 * The link collector: parse5 `TokenHandler` (and the fast tokenizer's handler) that turns a page's tokens
 * into its links, base URL, title and anchors.
 *
 * Per token the work is: a `switch` on the tag name (already lower-case from the tokenizer), and attribute
 * look-ups only for the handful of tags we care about. What the tree builder would decide (which elements are
 * in the document, foreign content, templates) is `tree-state.ts`; reading attribute values is
 * `attribute-values.ts`.
 *
 * `<noscript>` contents are parsed as markup (the tree builder's "scripting disabled" behaviour): the links in
 * it are real links for every visitor without JavaScript, and they can be dead like any other.
 */







/** Start tags whose attributes the collector reads (when it does not collect anchors, which reads every tag's). */
const ATTRIBUTE_TAGS = link_table/* HTML_ELEMENTS */.Y3;
/** Inline script text is read up to this many characters (a redirect or JSON-LD block is far smaller). */
const MAX_SCRIPT = 1 << 20;
// What the character tokens currently being emitted are.
const TEXT_MARKUP = 0; // ordinary text between tags
const TEXT_TITLE = 1; // contents of the first HTML <title>
const TEXT_RAW = 2; // script/style/textarea/\u2026 contents: never link text
const TEXT_SCRIPT = 3; // an inline script whose text is read for links (script.ts)
class LinkCollector {
    checkCss;
    partsOfPage;
    tokenizer;
    links = [];
    anchors;
    base = undefined;
    /** With parse5: lines and columns from offsets (see `extractLinksParse5`). */
    lines = undefined;
    /** What the tree builder would know: which elements are in the document, foreign content. */
    tree = new TreeState(() => this.closeLink());
    /** While a `<frameset>` may still replace the body: whether the base and which ids came from the body. */
    baseInBody = false;
    bodyAnchors = [];
    title = '';
    titleSeen = false;
    textMode = TEXT_MARKUP;
    /** `ExtractedPage.textChars`: counted here on parse5's tokens, by the fast tokenizer itself otherwise. */
    textChars = 0;
    /** `ExtractedPage.hashRedirect`: the first script redirect that carries the page's fragment on. */
    hashRedirect;
    /** Columns in characters (else UTF-16 units, `utf16Columns`): a script's links too (parse5's: see html.ts). */
    codePoints = true;
    countsText = false;
    /** The `<a>` link whose text is being collected, or null. */
    openLink = null;
    linkText = '';
    /** The inline `<script>` or `<style>` being read: its start tag, kind and text so far. */
    script = null;
    /**
     * Read `style=""` of every tag (CSS is checked). The fast tokenizer reads the attributes of a tag it would skip
     * when it meets a `style` among them (`FastHandler.readsStyle`).
     */
    readsStyle;
    /**
     * Whether an inline script can hold a redirect: the page has `location` somewhere. Asked at the page's first
     * inline script (a page without one is not searched: each search is a pass over the whole page).
     */
    #mayRedirect;
    #source;
    onParseError = null;
    constructor(collectAnchors, 
    /** The page's source: what it holds decides which readings are worth their cost. */
    source, checkCss, 
    /**
     * Whether the tokens' strings are parts of a page string (parse5's), which a kept part would keep alive:
     * then what is kept is copied (`detach`). The fast tokenizer's values are strings of their own.
     */
    partsOfPage) {
        this.checkCss = checkCss;
        this.partsOfPage = partsOfPage;
        this.anchors = collectAnchors ? new Set() : undefined;
        this.readsStyle = checkCss;
        this.#source = source;
    }
    /** The tokenizer this collector reads from (it switches its mode, and tells it of foreign content). */
    attach(tokenizer) {
        this.tokenizer = tokenizer;
        this.tree.tokenizer = tokenizer;
    }
    result() {
        const page = { links: this.links, title: this.title, textChars: this.textChars };
        if (this.base !== undefined)
            page.base = this.base;
        if (this.anchors !== undefined)
            page.anchors = this.anchors;
        if (this.hashRedirect !== undefined)
            page.hashRedirect = this.hashRedirect;
        return page;
    }
    // ---- TokenHandler ---------------------------------------------------------------------------------------
    wantsText() {
        if (this.textMode === TEXT_MARKUP)
            return this.tree.framesetOk || (this.openLink !== null && this.linkText.length <= MAX_TEXT);
        if (this.textMode === TEXT_SCRIPT)
            return this.script.text.length <= MAX_SCRIPT;
        return this.textMode === TEXT_TITLE && this.title.length <= MAX_TEXT;
    }
    wantsAttributes(tagName) {
        // In foreign content every tag's attributes may matter (`<font color>` breaks out, `annotation-xml encoding`).
        return this.anchors !== undefined || ATTRIBUTE_TAGS.has(tagName) || this.tree.stackNames.length !== 0;
    }
    onStartTag(token) {
        const kept = this.tree.open(token.tagName);
        if (this.readsStyle)
            this.styleAttribute(token);
        const ns = this.tree.foreignNamespace(token);
        if (this.anchors !== undefined && kept)
            this.collectAnchors(token, ns === NS_HTML);
        if (ns === NS_HTML) {
            this.htmlStartTag(token, kept);
        }
        else {
            if (ns === NS_SVG)
                this.svgStartTag(token);
            this.tree.openForeign(token, ns);
        }
    }
    onEndTag(token) {
        // In RCDATA/RAWTEXT/SCRIPT_DATA the only end tag the tokenizer emits is the one that ends it.
        if (this.textMode === TEXT_SCRIPT)
            this.endScript();
        this.textMode = TEXT_MARKUP;
        const name = token.tagName;
        if (name === 'a')
            this.closeLink();
        this.tree.close(name);
    }
    onCharacter(token) {
        if (this.textMode === TEXT_MARKUP) {
            if (this.countsText)
                this.countText(token);
            this.tree.framesetOk = false;
            if (this.openLink !== null && this.linkText.length <= MAX_TEXT)
                this.linkText += token.chars;
        }
        else if (this.textMode === TEXT_TITLE) {
            if (this.title.length <= MAX_TEXT)
                this.title += token.chars;
        }
        else if (this.textMode === TEXT_SCRIPT) {
            this.scriptText(token);
        }
    }
    onWhitespaceCharacter(token) {
        // Whitespace runs come as tokens of their own: collapse them as they arrive.
        if (this.textMode === TEXT_MARKUP) {
            if (this.countsText)
                this.countText(token);
            if (this.openLink !== null && this.linkText.length <= MAX_TEXT)
                this.linkText += ' ';
        }
        else if (this.textMode === TEXT_TITLE) {
            if (this.title.length <= MAX_TEXT)
                this.title += ' ';
        }
        else if (this.textMode === TEXT_SCRIPT) {
            // Script text is kept as written: its offsets place the links found in it.
            this.scriptText(token);
        }
    }
    /** parse5's character tokens are decoded, and their locations do not span a whole run: count the characters. */
    countText(token) {
        this.textChars += token.chars.length;
    }
    onNullCharacter() { }
    onComment() { }
    onDoctype() { }
    onEof() {
        if (this.textMode === TEXT_SCRIPT)
            this.endScript();
        this.closeLink();
        if (this.titleSeen)
            this.title = detach(collapse(this.title));
    }
    // ---- HTML elements --------------------------------------------------------------------------------------
    htmlStartTag(token, kept) {
        const attrs = token.attrs;
        const name = token.tagName;
        if (this.tree.trackBody(name, attrs))
            this.framesetReplacedBody();
        const rows = link_table/* HTML_PLAIN */.v8.get(name);
        if (rows !== undefined)
            this.tableLinks(token, rows);
        switch (name) {
            case 'a':
                this.closeLink();
                this.anchorLink(token, 'page');
                break;
            case 'area':
                this.link(token, 'href', 'page', attrValue(attrs, 'alt'));
                break;
            case 'iframe':
                this.switchText(dist/* TokenizerMode */.V_.RAWTEXT);
                break;
            case 'img': {
                const alt = attrValue(attrs, 'alt');
                this.link(token, 'src', 'resource', alt);
                this.srcset(token, alt);
                // An image inside a link stands for its `alt` text (as in the link's accessible name).
                if (this.openLink !== null && alt !== '' && this.linkText.length <= MAX_TEXT)
                    this.linkText += alt;
                break;
            }
            case 'source':
                this.link(token, 'src', 'resource', '');
                this.srcset(token, '');
                break;
            case 'link':
                if (!pointsAtOrigin(attrValue(attrs, 'rel')))
                    this.link(token, 'href', 'resource', '');
                break;
            case 'script':
                this.switchText(dist/* TokenizerMode */.V_.SCRIPT_DATA);
                this.startScript(token);
                break;
            case 'input':
                if (asciiLowerTrim(attrValue(attrs, 'type')) === 'image')
                    this.link(token, 'src', 'resource', '');
                break;
            case 'base':
                if (this.base === undefined && kept) {
                    const i = attrIndex(attrs, 'href');
                    if (i !== -1) {
                        this.base = detach(cleanUrl(attrs[i].value));
                        this.baseInBody = this.tree.bodyOpen;
                    }
                }
                break;
            case 'meta':
                this.metaRefresh(token);
                this.metaUrl(token);
                break;
            case 'title':
                this.switchText(dist/* TokenizerMode */.V_.RCDATA);
                if (!this.titleSeen) {
                    this.titleSeen = true;
                    this.textMode = TEXT_TITLE;
                }
                break;
            case 'textarea':
                this.switchText(dist/* TokenizerMode */.V_.RCDATA);
                break;
            case 'style':
                this.switchText(dist/* TokenizerMode */.V_.RAWTEXT);
                if (this.checkCss) {
                    // A copy: the fast tokenizer refills the token of a tag whose attributes it skipped.
                    this.script = { token: { ...token }, kind: 'css', text: '', start: null };
                    this.textMode = TEXT_SCRIPT;
                }
                break;
            case 'xmp':
            case 'noembed':
            case 'noframes':
                this.switchText(dist/* TokenizerMode */.V_.RAWTEXT);
                break;
            case 'plaintext':
                this.switchText(dist/* TokenizerMode */.V_.PLAINTEXT);
                break;
            default:
                break;
        }
        this.tree.openHtml(token);
    }
    /** A `<frameset>` replaced the body: the base and the ids that came from the body are not in the document. */
    framesetReplacedBody() {
        if (this.baseInBody)
            this.base = undefined;
        for (const id of this.bodyAnchors)
            this.anchors?.delete(id);
    }
    switchText(mode) {
        this.tokenizer.state = mode;
        this.textMode = TEXT_RAW;
    }
    /** An SVG element's start tag: `<a href|xlink:href>` and the link table's SVG rows. */
    svgStartTag(token) {
        if (token.tagName === 'a') {
            this.closeLink();
            this.anchorLink(token, 'page', true);
            if (token.selfClosing)
                this.closeLink();
        }
        else {
            const rows = link_table/* SVG_PLAIN */.a3.get(token.tagName);
            if (rows !== undefined)
                this.tableLinks(token, rows);
        }
    }
    // ---- Links ----------------------------------------------------------------------------------------------
    /**
     * Push a link for `token[attribute]`; returns whether the attribute was present.
     *
     * Empty values (after whitespace stripping) are skipped: an empty `href` is a link to the page itself (never
     * dead, and the page is already being checked), and an empty `src` is never fetched by a browser.
     */
    link(token, attribute, kind, text) {
        const i = attrIndex(token.attrs, attribute);
        if (i === -1)
            return null;
        const value = cleanUrl(token.attrs[i].value);
        if (value === '')
            return null;
        return this.push(token, attribute, value, kind, text, i);
    }
    /** `<a href>` (and in SVG `<a xlink:href>`): its text is filled in when the element ends. */
    anchorLink(token, kind, svg = false) {
        let link = this.link(token, 'href', kind, '');
        if (link === null && svg)
            link = this.link(token, 'xlink:href', kind, '');
        if (link !== null) {
            this.openLink = link;
            this.linkText = '';
        }
    }
    closeLink() {
        const link = this.openLink;
        if (link === null)
            return;
        link.text = detach(collapse(this.linkText));
        this.openLink = null;
        this.linkText = '';
    }
    srcset(token, text) {
        const i = attrIndex(token.attrs, 'srcset');
        if (i === -1)
            return;
        const value = token.attrs[i].value;
        const urls = parseSrcset(value);
        for (const url of urls)
            this.push(token, 'srcset', url, 'resource', text, i);
    }
    metaRefresh(token) {
        const attrs = token.attrs;
        if (asciiLowerTrim(attrValue(attrs, 'http-equiv')) !== 'refresh')
            return;
        const i = attrIndex(attrs, 'content');
        if (i === -1)
            return;
        const url = parseRefresh(attrs[i].value);
        if (url === null)
            return;
        const value = cleanUrl(url);
        if (value !== '')
            this.push(token, 'content', value, 'page', '', i);
    }
    /** The links an element's rows in the link table declare. */
    tableLinks(token, rows) {
        for (const row of rows) {
            for (const attribute of row.attributes) {
                if (this.link(token, attribute, row.kind, '') !== null && row.firstOnly === true)
                    break;
            }
        }
    }
    /** Social-preview `<meta property|name content>` and `<meta itemprop content>` holding an absolute URL. */
    metaUrl(token) {
        const attrs = token.attrs;
        const key = asciiLowerTrim(attrValue(attrs, 'property') || attrValue(attrs, 'name'));
        if (link_table/* META_URL_PROPERTIES */.G1.has(key)) {
            this.link(token, 'content', 'resource', '');
        }
        else if (attrIndex(attrs, 'itemprop') !== -1 && (0,link_table/* looksLikeAbsoluteUrl */.e$)(cleanUrl(attrValue(attrs, 'content')))) {
            this.link(token, 'content', 'resource', '');
        }
    }
    /** An inline script of a kind whose text holds links (JavaScript redirects, JSON-LD): read its text. */
    startScript(token) {
        if (attrIndex(token.attrs, 'src') !== -1)
            return;
        const kind = scriptKind(attrValue(token.attrs, 'type'));
        if (kind === null)
            return;
        // A redirect needs `location` in the script's text (see scriptRedirects): on a page without the word
        // anywhere, reading every script's text only costs (the fast tokenizer would emit text nobody uses).
        if (kind === 'js' && !(this.#mayRedirect ??= this.#source.includes('location')))
            return;
        this.script = { token, kind, text: '', start: null };
        this.textMode = TEXT_SCRIPT;
    }
    /** A run of an inline script's (or style's) text; the first one tells where the text starts. */
    scriptText(token) {
        const script = this.script;
        if (script.text.length > MAX_SCRIPT)
            return;
        if (script.text === '')
            script.start = this.textStart(token);
        script.text += token.chars;
    }
    /** Where a character token starts: parse5's offset (exact, see `lines`), or the fast tokenizer's place. */
    textStart(token) {
        const loc = token.location;
        if (loc === null || loc === undefined)
            return this.tokenizer.textPlace?.() ?? null;
        if (this.lines === undefined)
            return { line: loc.startLine, col: loc.startCol };
        const { line, column } = (0,lines/* position */.G1)(this.lines, loc.startOffset);
        return { line, col: column };
    }
    endScript() {
        const script = this.script;
        this.script = null;
        const text = script.text;
        if (text === '')
            return;
        const found = script.kind === 'js' ? scriptRedirects(text) : script.kind === 'css' ? cssLinks(text) : jsonLdUrls(text);
        if (found.length === 0)
            return;
        const kind = script.kind === 'js' ? 'page' : 'resource';
        const start = script.start;
        // The text as the tokenizer gives it has LF line ends only: lines and columns within it are the page's.
        const textLines = start === null ? null : (0,lines/* lineStarts */._$)(text);
        for (const url of found) {
            const value = cleanUrl(url.value);
            if (value === '')
                continue;
            const link = this.push(script.token, url.source, value, kind, '');
            if (url.carriesHash === true)
                this.hashRedirect ??= value;
            if (textLines === null)
                continue;
            const at = (0,lines/* position */.G1)(textLines, url.offset);
            // The script's text counts UTF-16 units; the fast tokenizer's start counts characters.
            if (this.lines === undefined && this.codePoints)
                (0,lines/* codePointColumns */.HR)(text, [at], textLines);
            link.line = start.line + at.line - 1;
            link.column = at.line === 1 ? start.col + at.column - 1 : at.column;
        }
    }
    /** `url()` and `@import` in a `style` attribute, placed at the attribute. */
    styleAttribute(token) {
        const i = attrIndex(token.attrs, 'style');
        if (i === -1)
            return;
        const css = token.attrs[i].value;
        if (!(0,extract_css/* mayHaveCssLinks */.qK)(css))
            return;
        for (const url of (0,extract_css/* cssUrls */.Q0)(css)) {
            const value = cleanUrl(url.value);
            if (value !== '' && !value.startsWith('#'))
                this.push(token, 'style', value, 'resource', '', i);
        }
    }
    /**
     * A link, kept, placed at its attribute, the tag's `index`-th (-1: a link found in the element's text, which the
     * caller places). The fast tokenizer makes attribute values strings of their own (not parts of a page string or
     * of a script's text): those are kept as they are.
     */
    push(token, attribute, value, kind, text, index = -1) {
        const own = index !== -1 && !this.partsOfPage;
        const loc = token.location;
        let line = 0;
        let column = 0;
        if (loc) {
            if (this.lines !== undefined) {
                ({ line, column } = (0,lines/* position */.G1)(this.lines, (loc.attrs?.[attribute] ?? loc).startOffset));
            }
            else if (index !== -1 && this.tokenizer.attributePlace !== undefined) {
                const at = this.tokenizer.attributePlace(index);
                line = at.line;
                column = at.col;
            }
            else {
                line = loc.startLine;
                column = loc.startCol;
            }
        }
        const link = {
            value: own ? value : detach(value),
            kind,
            element: token.tagName,
            attribute,
            line,
            column,
            text: own ? text : detach(text),
        };
        this.links.push(link);
        return link;
    }
    /** Ids, and names of HTML `<a>` elements: what a `#fragment` can point at. */
    collectAnchors(token, html) {
        const anchors = this.anchors;
        const attrs = token.attrs;
        const isA = html && token.tagName === 'a';
        // Until the body can no longer be replaced by a frameset, remember what it added.
        const inBody = this.tree.inReplaceableBody(token.tagName);
        for (let i = 0; i < attrs.length; i++) {
            const a = attrs[i];
            if ((a.name === 'id' || (isA && a.name === 'name')) && a.value !== '') {
                const value = detach(a.value);
                if (inBody && !anchors.has(value))
                    this.bodyAnchors.push(value);
                anchors.add(value);
            }
        }
    }
}
/** CSS links as script-text links (`url()` or `@import` as their source); `url(#id)` (SVG paint servers) is not one. */
function cssLinks(css) {
    return (0,extract_css/* cssUrls */.Q0)(css)
        .filter((u) => !u.value.trim().startsWith('#'))
        .map((u) => ({ value: u.value, offset: u.offset, source: u.source === 'import' ? '@import' : 'url()' }));
}

;// CONCATENATED MODULE: ./src/extract/html.ts
/**
 * Link extraction from one HTML page.
 *
 * This is the crawler's hottest path, so it drives parse5's `Tokenizer` directly instead of building a tree:
 * no DOM, no per-element objects. What the tree builder would otherwise do for us, done here by hand:
 *
 * - switching the tokenizer into SCRIPT_DATA / RAWTEXT / RCDATA / PLAINTEXT after the start tags that need it,
 *   so that script, style and textarea contents are never read as markup;
 * - tracking foreign content (`<svg>`, `<math>`) so that CDATA sections are tokenized the way a browser does,
 *   `<svg><title>` is neither RCDATA nor the page title, and `<svg><a href>` is still a link.
 *
 * - the rules that decide which elements count: the document's base URL is the first `<base href>` outside
 *   `<template>` contents, foreign content and framesets; ids and `<a name>` inside `<template>` are not
 *   fragment targets (template contents are not in the document), though links there are still checked.
 *
 * The collector is `link-collector.ts`, the tree-state emulation `tree-state.ts`, the attribute-value parsers
 * (srcset, refresh, URL cleaning) `attribute-values.ts`.
 */





/**
 * Extract every link, the base URL, the title and (optionally) the anchors of an HTML page given as text.
 *
 * Pages are read by the fast tokenizer (`fast-tokenizer.ts`), from the text's UTF-8 bytes, when it can read them
 * exactly; the rest \u2014 NUL characters, `<plaintext>` and a few malformed endings, and text with a lone surrogate
 * (which UTF-8 cannot hold) \u2014 by parse5's tokenizer, and then `fallback` says why.
 */
function extractLinks(html, options) {
    const fast = readText(html, options);
    return fast instanceof fast_tokenizer_Bail ? withFallback(extractLinksParse5(html, options), fast.why) : fast;
}
/**
 * The same from a page's bytes, valid UTF-8 without a byte-order mark; `decoded` gives the page as text when
 * parse5 must read it, and `high` whether a byte is over 0x7f (computed when not given).
 */
function extractLinksFromUtf8(bytes, options, decoded, high = !(0,external_node_buffer_.isAscii)(bytes)) {
    const fast = readFast(bytes, high, options);
    if (!(fast instanceof fast_tokenizer_Bail))
        return fast;
    return withFallback(extractLinksParse5(decoded(), options), fast.why);
}
function withFallback(page, why) {
    page.fallback = why;
    return page;
}
/** The fast tokenizer's reading of the page, or null when the page needs parse5's. */
function extractLinksFast(html, options) {
    const page = readText(html, options);
    return page instanceof Bail ? null : page;
}
/** The fast tokenizer's reading of a text, from its UTF-8 bytes; a text with a lone surrogate is parse5's. */
function readText(html, options) {
    if (!html.isWellFormed())
        return new fast_tokenizer_Bail('lone surrogate');
    const bytes = external_node_buffer_.Buffer.from(html, 'utf8');
    return readFast(bytes, bytes.length !== html.length, options);
}
function readFast(bytes, high, options) {
    const page = external_node_buffer_.Buffer.isBuffer(bytes) ? bytes : external_node_buffer_.Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const handler = new LinkCollector(options?.collectAnchors === true, page, options?.checkCss === true, false);
    handler.codePoints = options?.utf16Columns !== true;
    try {
        const tokenizer = new FastTokenizer(page, handler, high, options?.utf16Columns === true);
        handler.attach(tokenizer);
        tokenizer.run();
        handler.textChars = tokenizer.textChars;
    }
    catch (err) {
        if (err instanceof fast_tokenizer_Bail)
            return err;
        throw err;
    }
    return handler.result();
}
/**
 * parse5's reading of the page (the reference the fast tokenizer is tested against). Lines and columns come
 * from parse5's offsets, which are exact: its line count is not (a newline right after `&` counts twice).
 */
function extractLinksParse5(html, options) {
    // Its strings are parts of the page's: the collector copies what it keeps, so no page is kept alive by them.
    const handler = new LinkCollector(options?.collectAnchors === true, html, options?.checkCss === true, true);
    handler.lines = (0,lines/* lineStarts */._$)(html);
    handler.countsText = true;
    const tokenizer = new dist/* Tokenizer */._F({ sourceCodeLocationInfo: true }, handler);
    handler.attach(tokenizer);
    tokenizer.write(html, true);
    const page = handler.result();
    // parse5 counts UTF-16 units; the report counts characters (a page without astral characters costs one scan).
    if (options?.utf16Columns !== true)
        (0,lines/* codePointColumns */.HR)(html, page.links, handler.lines);
    return page;
}


/***/ }),

/***/ 4218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G1: () => (/* binding */ position),
/* harmony export */   HR: () => (/* binding */ codePointColumns),
/* harmony export */   _$: () => (/* binding */ lineStarts)
/* harmony export */ });
/** Line and column of an offset in a text: one table of line starts, then a binary search per look-up. */
/** Index where each line starts; CR LF, lone CR and LF each end a line (as HTML and editors count them). */
function lineStarts(text) {
    const starts = [0];
    const re = /\r\n?|\n/g;
    for (let m = re.exec(text); m !== null; m = re.exec(text))
        starts.push(m.index + m[0].length);
    return starts;
}
/** 1-based line and column (UTF-16 code units from the line start) of `offset`. */
function position(starts, offset) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
}
/**
 * Columns as characters (Unicode code points), as GitHub's annotations and editors count them: parsers
 * count UTF-16 code units, so a character outside the Basic Multilingual Plane (an emoji such as \ud83d\udd2c)
 * before a link on its line would put it one column late. Converted once, against the text as written
 * (markdown/parse.ts; html.ts for a page parse5 reads); a text without such a character costs one scan.
 */
function codePointColumns(text, links, starts) {
    if (!/[\uD800-\uDBFF]/.test(text))
        return;
    starts ??= lineStarts(text);
    for (const l of links) {
        const start = starts[l.line - 1];
        if (start === undefined)
            continue;
        const end = start + l.column - 1;
        let pairs = 0;
        for (let i = start; i < end - 1; i++) {
            const c = text.charCodeAt(i);
            if (c >= 0xd800 && c <= 0xdbff) {
                const d = text.charCodeAt(i + 1);
                if (d >= 0xdc00 && d <= 0xdfff) {
                    pairs++;
                    i++;
                }
            }
        }
        l.column -= pairs;
    }
}


/***/ }),

/***/ 28744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G1: () => (/* binding */ META_URL_PROPERTIES),
/* harmony export */   Y3: () => (/* binding */ HTML_ELEMENTS),
/* harmony export */   a3: () => (/* binding */ SVG_PLAIN),
/* harmony export */   bU: () => (/* binding */ LINK_ROWS),
/* harmony export */   e$: () => (/* binding */ looksLikeAbsoluteUrl),
/* harmony export */   v8: () => (/* binding */ HTML_PLAIN)
/* harmony export */ });
const LINK_ROWS = [
    { element: 'a', attributes: ['href'], kind: 'page', ns: 'html', special: 'link text collected' },
    { element: 'area', attributes: ['href'], kind: 'page', ns: 'html', special: '`alt` as link text' },
    { element: 'frame', attributes: ['src'], kind: 'page', ns: 'html' },
    { element: 'iframe', attributes: ['src'], kind: 'page', ns: 'html' },
    { element: 'iframe', attributes: ['longdesc'], kind: 'resource', ns: 'html' },
    { element: 'img', attributes: ['src', 'srcset'], kind: 'resource', ns: 'html', special: 'every `srcset` candidate' },
    { element: 'img', attributes: ['longdesc'], kind: 'resource', ns: 'html' },
    { element: 'image', attributes: ['src'], kind: 'resource', ns: 'html' },
    { element: 'source', attributes: ['src', 'srcset'], kind: 'resource', ns: 'html', special: 'every `srcset` candidate' },
    { element: 'link', attributes: ['href'], kind: 'resource', ns: 'html', special: 'not `rel=preconnect`/`dns-prefetch`' },
    { element: 'script', attributes: ['src'], kind: 'resource', ns: 'html' },
    { element: 'video', attributes: ['src', 'poster'], kind: 'resource', ns: 'html' },
    { element: 'audio', attributes: ['src'], kind: 'resource', ns: 'html' },
    { element: 'embed', attributes: ['src'], kind: 'resource', ns: 'html' },
    { element: 'track', attributes: ['src'], kind: 'resource', ns: 'html' },
    { element: 'object', attributes: ['data'], kind: 'resource', ns: 'html' },
    { element: 'input', attributes: ['src'], kind: 'resource', ns: 'html', special: 'only `type=image`' },
    { element: 'blockquote', attributes: ['cite'], kind: 'resource', ns: 'html' },
    { element: 'q', attributes: ['cite'], kind: 'resource', ns: 'html' },
    { element: 'del', attributes: ['cite'], kind: 'resource', ns: 'html' },
    { element: 'ins', attributes: ['cite'], kind: 'resource', ns: 'html' },
    { element: 'body', attributes: ['background'], kind: 'resource', ns: 'html' },
    { element: 'table', attributes: ['background'], kind: 'resource', ns: 'html' },
    { element: 'td', attributes: ['background'], kind: 'resource', ns: 'html' },
    { element: 'meta', attributes: ['content'], kind: 'page', ns: 'html', special: '`http-equiv=refresh` (followed like a link)' },
    {
        element: 'meta',
        attributes: ['content'],
        kind: 'resource',
        ns: 'html',
        special: 'social previews (`og:image`, `twitter:image`, \u2026) and absolute `itemprop` URLs',
    },
    {
        element: 'script',
        attributes: ['#text'],
        kind: 'page',
        ns: 'html',
        special: 'inline script assigning a string literal to `location` (followed like a link)',
    },
    {
        element: 'script',
        attributes: ['#text'],
        kind: 'resource',
        ns: 'html',
        special: '`type=application/ld+json`: `url`, `image`, `logo`, `sameAs`, `contentUrl`, absolute `@id`',
    },
    { element: 'base', attributes: ['href'], kind: 'page', ns: 'html', special: 'the base URL of the page, not a link' },
    { element: 'a', attributes: ['href', 'xlink:href'], kind: 'page', ns: 'svg', firstOnly: true, special: 'link text collected' },
    { element: 'use', attributes: ['href', 'xlink:href'], kind: 'resource', ns: 'svg', firstOnly: true },
    { element: 'image', attributes: ['href', 'xlink:href'], kind: 'resource', ns: 'svg', firstOnly: true },
    { element: 'feimage', attributes: ['href', 'xlink:href'], kind: 'resource', ns: 'svg', firstOnly: true },
];
/** Rows the collector applies by table (no `special`), per namespace and element. */
function plainRows(ns) {
    const map = new Map();
    for (const row of LINK_ROWS) {
        if (row.ns !== ns || row.special !== undefined)
            continue;
        let rows = map.get(row.element);
        if (rows === undefined)
            map.set(row.element, (rows = []));
        rows.push(row);
    }
    return map;
}
const HTML_PLAIN = plainRows('html');
const SVG_PLAIN = plainRows('svg');
/** Every HTML element a row names: the collector reads these elements' attributes. */
const HTML_ELEMENTS = new Set(LINK_ROWS.filter((r) => r.ns === 'html').map((r) => r.element));
/** `<meta property|name>` values whose `content` is a URL a browser or a link preview loads. */
const META_URL_PROPERTIES = new Set([
    'og:image',
    'og:image:url',
    'og:image:secure_url',
    'og:video',
    'og:video:url',
    'og:video:secure_url',
    'og:audio',
    'og:audio:url',
    'og:audio:secure_url',
    'og:url',
    'twitter:image',
    'twitter:image:src',
    'twitter:player',
]);
/** Whether an `itemprop` value on `meta content` / `link href` is worth reading as a URL (it must also look like one). */
function looksLikeAbsoluteUrl(value) {
    return /^https?:\/\//i.test(value);
}


/***/ }),

/***/ 28902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YD: () => (/* binding */ comeBackLater),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   r3: () => (/* binding */ isRetryable)
/* harmony export */ });
/** Transient failures: another attempt may well succeed. */
const RETRYABLE_ERRORS = new Set(['timeout', 'refused', 'reset', 'network', 'protocol']);
/**
 * True when another attempt may succeed: transient network errors (timeout, refused, reset,
 * network, protocol, and a DNS lookup that timed out), 408, 429, and 5xx except 501 Not
 * Implemented. A host not found, TLS, invalid URLs and redirect problems are answers, not
 * accidents: retrying them only wastes time.
 */
function isRetryable(outcome) {
    if (outcome.kind === 'error') {
        // A resolver that timed out (EAI_AGAIN) said nothing about the host: that one is worth retrying.
        if (outcome.error === 'dns')
            return outcome.systemCode === 'EAI_AGAIN';
        return RETRYABLE_ERRORS.has(outcome.error);
    }
    const status = outcome.status;
    if (status === 408 || status === 429)
        return true;
    return status >= 500 && status <= 599 && status !== 501;
}
/** An answer that tells the client to come back later (a 429, or a 503 with Retry-After): it paces the host, not only the URL. */
function comeBackLater(status, retryAfter) {
    return status === 429 || (status === 503 && retryAfter !== undefined);
}
/**
 * Milliseconds to wait before retry number `attempt` (1 = the first retry).
 *
 * A valid `Retry-After` (delta-seconds or HTTP-date) wins, capped at `capMs`: the server said
 * when. Otherwise exponential backoff `baseMs\u00b72^(attempt\u22121)`, capped, with *equal* jitter:
 * half the delay is fixed and half random. Equal rather than full jitter so a retry never
 * comes back almost immediately to a host that just said it was overloaded, while parallel
 * workers still spread out.
 */
function retryDelay(attempt, opts) {
    const cap = Math.max(0, opts.capMs);
    const fromHeader = parseRetryAfter(opts.retryAfter, opts.now ?? Date.now());
    if (fromHeader !== undefined)
        return Math.min(fromHeader, cap);
    const n = Math.max(1, Math.floor(attempt));
    // 2 ** 1100 is Infinity: Math.min keeps it at the cap, no overflow worries.
    const exp = Math.min(cap, Math.max(0, opts.baseMs) * 2 ** (n - 1));
    const random = opts.random ?? Math.random;
    const half = exp / 2;
    return Math.round(half + random() * half);
}
const DELTA_SECONDS = /^\d+$/;
// The three date forms HTTP allows (RFC 9110 \u00a75.6.7). Checked before Date.parse because
// Date.parse accepts nearly anything (`"1"` is a date in the year 2001).
const IMF_FIXDATE = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC850_DATE = /^[A-Za-z]{6,9}, \d{2}-[A-Za-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT$/;
const ASCTIME_DATE = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;
/**
 * `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP-date (a date in the past
 * gives 0). Undefined when the header is absent or not valid.
 */
function parseRetryAfter(value, now) {
    if (value === undefined)
        return undefined;
    const v = value.trim();
    if (v === '')
        return undefined;
    if (DELTA_SECONDS.test(v)) {
        const ms = Number(v) * 1000;
        return Number.isFinite(ms) ? ms : Number.MAX_SAFE_INTEGER;
    }
    let when;
    if (IMF_FIXDATE.test(v) || RFC850_DATE.test(v))
        when = Date.parse(v);
    // asctime carries no zone; it is GMT by definition, and Date.parse would assume local time.
    else if (ASCTIME_DATE.test(v))
        when = Date.parse(`${v} GMT`);
    else
        return undefined;
    if (Number.isNaN(when))
        return undefined;
    return Math.max(0, when - now);
}


/***/ }),

/***/ 55093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ headOf),
/* harmony export */   u: () => (/* binding */ answerOf)
/* harmony export */ });
/** The final response's head: a response's own, or the one whose body then failed; none for a known status or an error before any response. */
function headOf(outcome) {
    return outcome.kind === 'response' ? outcome : outcome.kind === 'error' ? outcome.head : undefined;
}
/**
 * What the records keep of an outcome (the entry, the report, the crawl database): its final
 * status and its error code, each when it has one; a body that failed after its head has both.
 */
function answerOf(outcome) {
    if (outcome.kind !== 'error')
        return { status: outcome.status };
    return outcome.head !== undefined ? { status: outcome.head.status, error: outcome.error } : { error: outcome.error };
}


/***/ }),

/***/ 94372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bz: () => (/* binding */ writeChunksTo),
/* harmony export */   a7: () => (/* binding */ writeChunks),
/* harmony export */   vK: () => (/* binding */ writeAtomically)
/* harmony export */ });
/* unused harmony export partialFileOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _output_path_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(168);
/**
 * Writing a file (a report, the result cache) so no reader ever meets half of one: it is written next to `file`
 * and renamed into place when complete (a SIGKILL after a SIGTERM, as `docker stop` sends,
 * leaves the old file or none, never a torn one). The folder is created.
 *
 * Through a symlink, the file it leads to is replaced and the link kept; a device, FIFO or `/dev/stdout`
 * is written as it is (no rename: renaming over `/dev/null` would replace it with a file).
 */






/** The partial file `writeAtomically` writes for `file` (beside the file its symlinks lead to); undefined for a device or FIFO. */
function partialFileOf(file) {
    const target = outputTarget(file);
    return target.kind === 'file' ? `${target.path}.partial-${process.pid}` : undefined;
}
/**
 * A FIFO's reader, waited for without blocking a thread of libuv's pool (an `open` for writing blocks until
 * there is one, and a process cannot exit while a pool thread is blocked: a Ctrl-C could not end it). Returns
 * a write end held open while the file is written (so the reader never sees an end between two opens), or
 * undefined for what is not a FIFO.
 */
async function fifoReader(file) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFIFO())
        return undefined;
    for (;;) {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        }
        catch (e) {
            if (e.code !== 'ENXIO')
                throw e; // ENXIO: no reader yet
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
    }
}
/** The permissions of the file a write replaces (`fix --write` keeps a private or executable file so), if there is one. */
function existingMode(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).mode & 0o7777;
    }
    catch {
        return undefined;
    }
}
/**
 * Run `writeTo(partialPath, 'w')`, then rename the partial file to `file` (with the permissions of the file it
 * replaces); on failure remove it. A device, FIFO or
 * descriptor link gets `writeTo(itself, 'a')`: opened to append, never truncated (`/dev/stderr` may be a log file
 * the shell appends to, `2>>build.log`).
 */
async function writeAtomically(file, writeTo) {
    const target = (0,_output_path_js__WEBPACK_IMPORTED_MODULE_5__/* .outputTarget */ .Th)(file);
    if (target.kind === 'stream') {
        const held = await fifoReader(target.path);
        try {
            return await writeTo(target.path, 'a');
        }
        finally {
            if (held !== undefined)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(held);
        }
    }
    (0,_output_path_js__WEBPACK_IMPORTED_MODULE_5__/* .makeFolders */ .wZ)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(target.path));
    const partial = `${target.path}.partial-${process.pid}`;
    const mode = existingMode(target.path);
    try {
        await writeTo(partial, 'w');
        if (mode !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(partial, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, target.path);
    }
    catch (e) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true }).catch(() => { });
        throw e;
    }
}
/** Strings gathered before one write: a report's many small pieces go out in few writes. */
const BATCH_CHARS = 64 * 1024;
/**
 * Write the strings `chunks` yields, in order, to `file` (atomically), honouring back-pressure:
 * a large report goes out piece by piece (gathered to about 64 KiB a write) and never exists as
 * one string, so a writer may yield as small a piece as it likes (an entry, a line).
 */
async function writeChunks(file, chunks) {
    await writeAtomically(file, async (partial, flags) => {
        const out = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(partial, { flags });
        // Listening from the start: a write error (ENOSPC on /dev/full) rejects, whenever it comes.
        const done = (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.finished)(out);
        done.catch(() => { });
        await writeChunksTo(out, chunks);
        out.end();
        await done;
    });
}
/**
 * The same to a stream (standard output for a report given as `-`), gathered to about 64 KiB a write and
 * waiting whenever the stream asks to; rejects on its first error. The stream is left open.
 */
async function writeChunksTo(out, chunks) {
    let error;
    let failed;
    const failure = new Promise((_, reject) => (failed = reject));
    failure.catch(() => { });
    // Kept after the writing: an error the stream reports later must not go unheard (an unheard one is thrown).
    out.on('error', (e) => {
        error ??= e;
        failed(e);
    });
    const write = async (text) => {
        if (error !== undefined)
            throw error;
        if (!out.write(text))
            await Promise.race([(0,node_events__WEBPACK_IMPORTED_MODULE_1__.once)(out, 'drain'), failure]);
    };
    let batch = '';
    for await (const chunk of chunks) {
        batch += chunk;
        if (batch.length < BATCH_CHARS)
            continue;
        const full = batch;
        batch = '';
        await write(full);
    }
    if (batch !== '')
        await write(batch);
    if (error !== undefined)
        throw error;
}


/***/ }),

/***/ 168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Th: () => (/* binding */ outputTarget),
/* harmony export */   qH: () => (/* binding */ outputPathProblem),
/* harmony export */   wZ: () => (/* binding */ makeFolders)
/* harmony export */ });
/* unused harmony export folderProblem */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Where an output path really leads, and whether it can be written, found with bounded steps.
 *
 * An output path belongs to the user: it may be a symlink (`report.json -> ../out/report.json`),
 * `/dev/stdout`, `/dev/null`, a FIFO or a device. A regular file is written beside its real
 * target and renamed over it (the link kept); anything else is opened and written as it is,
 * never replaced. Folders are made one level at a time: Node's recursive mkdir loops for ever
 * where mkdir answers ENOENT under a folder that exists (`/proc`, `/sys`).
 */


/** Links followed before giving up, as the kernel does (its ELOOP limit). */
const MAX_LINKS = 40;
/**
 * Filesystems no report can be made on (Linux `statfs` magic numbers): the kernel's own views, where
 * mkdir fails with ENOENT though the parent exists, and root passes every access check.
 */
const PSEUDO_FILESYSTEMS = new Map([
    [0x9fa0, 'procfs'],
    [0x62656572, 'sysfs'],
    [0x27e0eb, 'cgroup'],
    [0x63677270, 'cgroup2'],
    [0x64626720, 'debugfs'],
    [0x74726163, 'tracefs'],
    [0x73636673, 'securityfs'],
    [0x62656570, 'configfs'],
    [0x6165676c, 'pstore'],
    [0xcafe4a11, 'bpf'],
    [0xde5e81e4, 'efivarfs'],
    [0x1cd1, 'devpts'],
]);
/** The kernel's own filesystem `dir` is on (procfs, sysfs \u2026), or undefined for a real one. */
function pseudoFilesystem(dir) {
    if (process.platform !== 'linux')
        return undefined;
    try {
        return PSEUDO_FILESYSTEMS.get(Number((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statfsSync)(dir).type));
    }
    catch {
        return undefined;
    }
}
/** `file` with its folder's symlinks resolved, when that folder exists (a link's `..` is relative to where it really is). */
function realFolderOf(file) {
    try {
        return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file)), node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file));
    }
    catch {
        return file;
    }
}
/** `lstat`, or undefined when nothing is there (also when a folder of the path is a file: ENOTDIR). */
function lstatIfAny(at) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(at, { throwIfNoEntry: false });
    }
    catch (e) {
        if (e.code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}
/** Follow `file`'s symlinks (at most 40) to what a write goes to. Throws ELOOP past that. */
function outputTarget(file) {
    let at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file);
    for (let hop = 0; hop <= MAX_LINKS; hop++) {
        at = realFolderOf(at);
        const st = lstatIfAny(at);
        if (st === undefined || st.isFile() || st.isDirectory())
            return { kind: 'file', path: at };
        if (!st.isSymbolicLink())
            return { kind: 'stream', path: at };
        // `/proc/self/fd/1` reads as `pipe:[123]` or a file's name, but opening it opens what fd 1 is.
        if (pseudoFilesystem(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at)) === 'procfs')
            return { kind: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at, { throwIfNoEntry: false })?.isDirectory() ? 'file' : 'stream', path: at };
        at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(at));
    }
    throw Object.assign(new Error(`too many levels of symbolic links: ${file}`), { code: 'ELOOP' });
}
/**
 * The nearest folder of `dir` (itself included) that exists, and the folders below it to make, top first;
 * `dangling` when one of those is a symbolic link to nothing (mkdir cannot make it, and would fail only at
 * the end of the run).
 */
function nearestExisting(dir) {
    const missing = [];
    let dangling;
    let at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);
    // One step per path component: bounded by the path's length.
    while ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at, { throwIfNoEntry: false }) === undefined) {
        if (lstatIfAny(at)?.isSymbolicLink() === true)
            dangling = at;
        missing.unshift(at);
        const up = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at);
        if (up === at)
            break;
        at = up;
    }
    return { existing: at, missing, ...(dangling !== undefined ? { dangling } : {}) };
}
/**
 * Why a file or folder cannot be made under `dir` (a folder of it is a link to nothing, its nearest
 * existing folder is a file, on procfs or sysfs, or not writable), or undefined when it can.
 */
function folderProblem(dir) {
    const { existing, dangling } = nearestExisting(dir);
    if (dangling !== undefined)
        return `${dangling} is a symbolic link to nothing (${(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(dangling)})`;
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(existing, { throwIfNoEntry: false });
    if (st === undefined)
        return 'no folder of it exists';
    if (!st.isDirectory())
        return `${existing} is a file, not a folder`;
    const pseudo = pseudoFilesystem(existing);
    if (pseudo !== undefined)
        return `${existing} is on ${pseudo}, the kernel's own view, where no file can be made`;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(existing, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
    }
    catch {
        return `the folder ${existing} is not writable`;
    }
    return undefined;
}
/**
 * Why `target` cannot be written as a `kind` (`file` includes a device or FIFO written as it is, unless
 * `regularOnly`: a database needs a file), or undefined when it can. Reads only; bounded.
 */
function outputPathProblem(target, kind, regularOnly = false) {
    let out;
    try {
        out = kind === 'file' ? outputTarget(target) : { kind: 'file', path: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(target) };
    }
    catch (e) {
        return e.message;
    }
    if (out.kind === 'stream') {
        if (regularOnly)
            return 'it is a device or a pipe; expected a file';
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(out.path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
        }
        catch {
            return 'it is not writable';
        }
        return undefined;
    }
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(out.path, { throwIfNoEntry: false });
    if (st !== undefined) {
        if (kind === 'file' && st.isDirectory())
            return 'it is a folder; expected a file name';
        if (kind === 'folder' && !st.isDirectory())
            return 'it is a file; expected a folder';
    }
    // A file is written next to itself and renamed into place, and missing folders are made:
    // what must be writable is the nearest folder that exists.
    return folderProblem(st?.isDirectory() ? out.path : node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(out.path));
}
/** Make `dir` and its missing parents, one level at a time (never a recursive mkdir, which can loop). */
function makeFolders(dir) {
    const { existing, missing } = nearestExisting(dir);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(existing).isDirectory())
        throw Object.assign(new Error(`ENOTDIR: ${existing} is not a folder`), { code: 'ENOTDIR' });
    for (const m of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(m);
        }
        catch (e) {
            // Made meanwhile (a mirror's pages are written concurrently): fine when it is a folder.
            if (e.code !== 'EEXIST' || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(m).isDirectory())
                throw e;
        }
    }
}


/***/ }),

/***/ 87973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural),
/* harmony export */   o: () => (/* binding */ thousands)
/* harmony export */ });
/**
 * `n` with thousands separators, as `n.toLocaleString('en-US')` writes it: `2,000`. An integer is grouped
 * here: the first `toLocaleString` of a process loads ICU's locale data, ~15 ms of a small run's start-up.
 */
function thousands(n) {
    if (!Number.isSafeInteger(n) || Object.is(n, -0))
        return n.toLocaleString('en-US');
    return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
/** `n` (with thousands separators) and the noun that goes with it: `1 place`, `2,000 entries`. */
function plural(n, one, many = `${one}s`) {
    return `${thousands(n)} ${n === 1 ? one : many}`;
}


/***/ }),

/***/ 76756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/** Wait `ms`, or less when `signal` aborts: true when the whole wait passed, false when aborted. */
function sleep(ms, signal) {
    if (signal.aborted)
        return Promise.resolve(false);
    return new Promise((resolve) => {
        const done = (ok) => {
            clearTimeout(timer);
            signal.removeEventListener('abort', onAbort);
            resolve(ok);
        };
        const onAbort = () => done(false);
        const timer = setTimeout(() => done(true), ms);
        signal.addEventListener('abort', onAbort, { once: true });
    });
}


/***/ })

};
