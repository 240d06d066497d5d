#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 84:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AP: () => (/* binding */ receiveOutputs),
/* harmony export */   QC: () => (/* binding */ quitAtOnce),
/* harmony export */   nk: () => (/* binding */ stopSignalPolicy),
/* harmony export */   qH: () => (/* binding */ processTerminal),
/* harmony export */   tA: () => (/* binding */ endQuietlyOnClosedPipes)
/* harmony export */ });
/* unused harmony exports announceOutputs, terminal, colorByDefault, stoppingLine, signalExitCode, onStopSignal */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/**
 * What the CLI needs of its process, whether it runs on the main thread or on the worker thread `cli.ts`
 * starts: whether stdout/stderr are terminals (a worker's streams are pipes to the main thread), and the
 * stop signals (only the main thread receives signals; it passes them on as messages).
 */


let pending = { reports: [], partialFiles: [] };
/** Say what the run will write (see `PendingOutputs`), for `quitAtOnce`. */
function announceOutputs(outputs) {
    if (isMainThread || parentPort === null)
        pending = outputs;
    else
        parentPort.postMessage({ pendingOutputs: outputs });
}
/** On the main thread: a message from the worker, kept when it announces outputs. Returns whether it was one. */
function receiveOutputs(message) {
    const m = message?.pendingOutputs;
    if (m === undefined)
        return false;
    pending = m;
    return true;
}
/**
 * Quit now (a second stop signal): one line saying what was not written, the run's partial files removed,
 * exit 130 (143 for SIGTERM). `cleanup` removes what else the process leaves (spill folders).
 */
function quitAtOnce(signal, cleanup = () => { }) {
    for (const f of pending.partialFiles) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(f, { force: true });
        }
        catch {
            /* gone already, or not ours to remove */
        }
    }
    cleanup();
    const said = [
        ...(pending.reports.length > 0 ? [`${pending.reports.join(', ')} not written`] : []),
        ...(pending.written !== undefined && pending.written.length > 0 ? [pending.written.join(', ')] : []),
    ];
    const lost = said.length > 0 ? ` (${said.join('; ')})` : '';
    process.stderr.write(`\nlinkspider: ${signal} again: quit at once, without the report${lost}\n`);
    process.exit(signalExitCode(signal));
}
/**
 * A reader that went away (`linkspider \u2026 | head`) ends the output, not the process: EPIPE on stdout or stderr
 * is no error (the report files are written before the console report). `onClosed` runs once when it happens.
 */
function endQuietlyOnClosedPipes(onClosed = () => { }) {
    let closed = false;
    for (const stream of [process.stdout, process.stderr]) {
        stream.on('error', (e) => {
            if (e.code !== 'EPIPE')
                throw e;
            if (!closed)
                onClosed();
            closed = true;
        });
    }
}
/** The terminal as seen by this process's main thread. */
function processTerminal() {
    return { stdoutIsTTY: process.stdout.isTTY === true, stderrIsTTY: process.stderr.isTTY === true, columns: process.stderr.columns };
}
function terminal() {
    if (isMainThread)
        return processTerminal();
    return workerData?.terminal ?? { stdoutIsTTY: false, stderrIsTTY: false };
}
/** Colours unless told otherwise: when stdout is a terminal and `NO_COLOR` is not set. */
function colorByDefault() {
    return terminal().stdoutIsTTY && !process.env.NO_COLOR;
}
/**
 * The stop-signal policy, one per process. The first SIGINT or SIGTERM stops the crawl, whose partial
 * report is then written. A second signal quits at once (exit 130 or 143), except an echo: the same signal
 * within `echoMs` of the first (`timeout`, `npm exec` and container inits pass a signal to their child
 * and to its whole process group, so one Ctrl-C arrives twice within microseconds), or a SIGTERM within
 * `termGraceMs` of the first (GNU `timeout` when its time is up, `docker stop` and runners kill process
 * groups): that is CI or a wrapper, not a person asking twice, and it must not cost the report.
 */
function stopSignalPolicy({ echoMs = 1000, termGraceMs = 2000 } = {}, now = Date.now) {
    let first;
    return (signal) => {
        const t = now();
        if (first === undefined) {
            first = { signal, at: t };
            return 'stop';
        }
        if (signal === first.signal && t - first.at <= echoMs)
            return 'ignore';
        if (signal === 'SIGTERM' && t - first.at <= termGraceMs)
            return 'ignore';
        return 'quit';
    };
}
/** What the first stop signal says: what the run does now, and what would quit at once (true for that signal). */
function stoppingLine(signal) {
    const again = signal === 'SIGINT' ? 'Ctrl-C again after a second to quit at once' : 'SIGTERM again after 2 s, or Ctrl-C, to quit at once';
    return `linkspider: ${signal}: stopping, writing a partial report (${again})`;
}
/** The exit code of a process that quits at once on `signal`: 128 + its number. */
function signalExitCode(signal) {
    return signal === 'SIGTERM' ? 143 : 130;
}
/** Call `handler` on SIGINT/SIGTERM until the returned function is called. */
function onStopSignal(handler) {
    if (isMainThread || parentPort === null) {
        process.on('SIGINT', handler);
        process.on('SIGTERM', handler);
        return () => {
            process.off('SIGINT', handler);
            process.off('SIGTERM', handler);
        };
    }
    const port = parentPort;
    const onMessage = (m) => {
        if (m?.signal === 'SIGINT' || m?.signal === 'SIGTERM')
            handler(m.signal);
    };
    port.on('message', onMessage);
    port.unref(); // listening must not keep the worker alive
    return () => port.off('message', onMessage);
}


/***/ }),

/***/ 146:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   pj: () => (/* binding */ checkThread),
/* harmony export */   wX: () => (/* binding */ workerYoungGenerationMb)
/* harmony export */ });
/* unused harmony exports SMALL_SITE_BYTES, SMALL_SITE_PAGES, YOUNG_GENERATION_MB */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Which thread the command runs a check on (`cli.ts`). On a worker thread the young generation can be capped,
 * and a big crawl's peak memory falls by about a quarter; but a worker takes 30\u201340 ms to start, a third of a small
 * folder check, and a small run never grows V8's own young generation past the cap: it ends with less memory on
 * the main thread (one isolate, not two). Measured on 2 cores with `--no-check-external`, the Python docs' first
 * 4 MB of HTML (66 pages): ~100 MB of peak RSS on the main thread against ~113 MB on a worker; their first 8 MB:
 * about the same; their first 23 MB (260 pages): the same time, ~190 MB against ~179 MB; all 51 MB: ~255 MB
 * against ~182 MB. A folder of many small pages gains more: the PostgreSQL docs (1,167 pages, 16 MB) took
 * 0.96 s median on the main thread against 1.05 s on a worker (6 alternated runs each), with ~120 MB of peak
 * RSS against ~136 MB.
 *
 * So the main thread runs a check known to be small before it starts: a folder (or HTML pages of one) holding at
 * most `SMALL_SITE_PAGES` HTML files and `SMALL_SITE_BYTES` of HTML (past 200 pages, told from a sample of their
 * sizes), checked without external links (each is a request nobody can size beforehand), without `--include`
 * (which may bring in pages of other hosts) or sitemaps, and with no config file (which may add any of these).
 * Anything else runs on the worker. `LINKSPIDER_THREAD=main` is the main thread for every run, any other value
 * (`worker`) the worker for every run.
 */


/** The most HTML (bytes, all pages together) of a folder checked on the main thread. */
const SMALL_SITE_BYTES = 20 * 1024 * 1024;
/** The most HTML files of a folder checked on the main thread (past them, no file's size is looked up). */
const SMALL_SITE_PAGES = 2_000;
/** The most folder entries looked at to tell; past them the folder is not small (a `node_modules` inside \u2026). */
const MAX_ENTRIES = 10_000;
/** The config file a run reads when there is one in its working folder (options/config.ts, CONFIG_FILE). */
const CONFIG_FILE = 'linkspider.config.json';
const HTML_FILE = /\.html?$/i;
/** What the CLI takes for Markdown files or a glob (markdown/files.ts): never a folder check. */
const GLOB_OR_MARKDOWN = /[*?[\]{}]|\.(md|markdown|mdown|mkd|mkdn)$/i;
function checkThread(line, env, cwd) {
    const chosen = env['LINKSPIDER_THREAD'];
    if (chosen !== undefined && chosen !== '')
        return chosen === 'main' ? 'main' : 'worker';
    if (line === undefined)
        return 'worker';
    const { values, positionals } = line;
    if (values['check-external'] !== false || values['config'] !== undefined || has(values['include']) || has(values['sitemap']))
        return 'worker';
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(cwd, CONFIG_FILE)))
        return 'worker';
    const folder = folderOf(positionals, cwd);
    return folder !== undefined && smallSite(folder) ? 'main' : 'worker';
}
/** The worker's young generation for a live crawl, and for a check of a folder's pages (see `workerYoungGenerationMb`). */
const YOUNG_GENERATION_MB = { crawl: 32, folder: 16 };
/**
 * The young generation (MB) of the worker a check runs on. A live crawl keeps many requests' objects alive at once,
 * and 32 MB collects them less often; a folder check's work is pages parsed one after another, whose objects die
 * young, and a smaller nursery touches less fresh memory. Measured on 2 cores, 10 alternated runs each: the Python
 * docs' folder 0.94\u00d7 the time and 0.90\u00d7 the peak RSS with 16 MB (12 MB: 1.01\u00d7 16 MB's time, 0.96\u00d7 its memory);
 * the generated 5,000-page site 1.008\u00d7 the time with 16 MB, 1.017\u00d7 with 12 MB, so it keeps 32.
 */
function workerYoungGenerationMb(line, cwd) {
    return line !== undefined && folderOf(line.positionals, cwd) !== undefined ? YOUNG_GENERATION_MB.folder : YOUNG_GENERATION_MB.crawl;
}
function has(value) {
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
}
/** The one folder the positionals check (a folder, and HTML pages in it or the first page's folder); else undefined. */
function folderOf(positionals, cwd) {
    let folder;
    let firstPage;
    if (positionals.length === 0)
        return undefined;
    for (const p of positionals) {
        if (GLOB_OR_MARKDOWN.test(p) || /^[a-z][a-z0-9+.-]*:/i.test(p))
            return undefined;
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, p);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs, { throwIfNoEntry: false });
        if (st?.isDirectory()) {
            if (folder !== undefined)
                return undefined;
            folder = abs;
        }
        else if (st?.isFile() && HTML_FILE.test(p)) {
            firstPage ??= node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs);
        }
        else {
            return undefined;
        }
    }
    return folder ?? firstPage;
}
/** HTML files whose size is looked up to tell a folder's bytes: all of them up to this many, else this many spread evenly. */
const SIZE_SAMPLE = 200;
/**
 * Whether the HTML files under `root` (symbolic links not followed) are at most `SMALL_SITE_PAGES` of at most
 * `SMALL_SITE_BYTES`. The bytes are exact up to `SIZE_SAMPLE` files; past them, the mean of an even sample times the
 * count (a `stat` per page cost the PostgreSQL docs' 1,167 pages ~12 ms, a tenth of the time the main thread
 * saves): either thread checks the folder the same, so an estimate that is off only moves the check.
 */
function smallSite(root) {
    const files = [];
    let entries = 0;
    const folders = [root];
    for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
        let list;
        try {
            // The names first, which is all a folder of many pages needs (the PostgreSQL docs: 1,171 in one folder).
            const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
            entries += names.length;
            if (entries > MAX_ENTRIES)
                return false;
            if (files.length + names.filter((n) => HTML_FILE.test(n)).length > SMALL_SITE_PAGES)
                return false;
            list = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return false;
        }
        // Joined by hand, as `joinName` (local/site-files.ts, which this launcher does not load) does: `path.join`
        // normalises, and runs cold here (~15 \u00b5s a call, 18 ms over 1,171 entries).
        const prefix = dir.endsWith((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) ? dir : dir + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep);
        for (const e of list) {
            if (e.isDirectory())
                folders.push(prefix + e.name);
            else if (e.isFile() && HTML_FILE.test(e.name))
                files.push(prefix + e.name);
        }
    }
    const step = Math.max(1, files.length / SIZE_SAMPLE);
    let sampled = 0;
    let bytes = 0;
    for (let i = 0; i < files.length; i += step) {
        bytes += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(files[Math.floor(i)], { throwIfNoEntry: false })?.size ?? 0;
        sampled++;
    }
    const estimate = sampled === files.length ? bytes : (bytes / sampled) * files.length;
    return estimate <= SMALL_SITE_BYTES;
}


/***/ }),

/***/ 581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _cli_host_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(84);
/* harmony import */ var _cli_thread_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(146);
/* harmony import */ var _crawl_frontier_spill_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(239);
/* harmony import */ var _support_heap_growth_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(838);
/* harmony import */ var _support_node_version_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(466);
/**
 * The `linkspider` command: starts the CLI (`cli-main.ts`, bundled as `dist/cli/main.js`) on a worker thread, or
 * for a small folder check on this thread (`cli-thread.ts`).
 *
 * Why a thread: V8 sizes a process's young generation from the machine's memory (128 MB of semi-spaces on
 * this 2-core, 24 GB machine), and a crawl fills it with short-lived bodies and tokens; a worker's young
 * generation can be capped. With 32 MB the peak RSS of the 20,000-page bench fell from ~400 MB to ~290 MB at
 * the same speed (`npm run bench -- --pages 20000`); a folder check's worker gets 16 MB (`workerYoungGenerationMb`).
 * Node's heap flags cannot be set by a program for itself once it runs.
 *
 * This file stays small, so the main thread starts fast and holds little. It first checks the Node version
 * (one line and exit 2 on a Node too old: its own imports are plain JavaScript that loads on any Node, and
 * the engine is loaded only after the check), then answers `--help` and `--version` itself, from the option
 * table alone (without the engine: ~0.1 s and 49 MB of RSS instead of ~0.35 s and 93 MB). Otherwise it
 * passes SIGINT/SIGTERM on to the worker (which stops the crawl and writes the partial report); a second
 * signal exits at once with 130 (143 for SIGTERM), saying which reports were not written and removing their
 * partial files (`quitAtOnce`), except an echo: the same signal within 1 s, or a SIGTERM within 2 s, of the
 * first (wrappers and CI signal the child and its process group; see `stopSignalPolicy`). A reader that
 * closes the pipe (`| head`) ends the output quietly. The worker's exit code is the command's. A folder check known to be small runs on the main thread instead, where it starts
 * 30\u201340 ms sooner and ends with less memory (`cli-thread.ts`); `LINKSPIDER_THREAD=main` runs every check there,
 * `LINKSPIDER_THREAD=worker` every check on the worker.
 */








const tooOld = (0,_support_node_version_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeVersionProblem */ .e9)();
if (tooOld !== undefined) {
    process.stderr.write(`linkspider: ${tooOld}\n`);
    process.exit(2);
}
// In a folder beside this file, with the chunks it loads when a run needs them (spelled so that the bundler does
// not take it for an asset of its own to copy).
const here = import.meta.url;
const cliMain = new URL(here.slice(0, here.lastIndexOf('/') + 1) + 'cli/main.js');
/**
 * The command line of a check, parsed by the option table; undefined for `merge` and `fix` (their own flags and
 * help) and for a line that does not parse (the CLI's to report).
 */
async function checkLine(args) {
    if (args[0] === 'merge' || args[0] === 'fix')
        return undefined;
    // Bundled into this file ("eager"), evaluated only here: the option table, not the engine.
    const { FLAGS } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 880));
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({ args, options: FLAGS, allowPositionals: true, allowNegative: true, strict: true });
    }
    catch {
        return undefined;
    }
}
/** `--help` or `--version` anywhere in a command line that parses (as `linkspider URL --help` does): the text to print. */
async function helpOrVersion(line) {
    if (line?.values['help'] === true)
        return (await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 880))).renderHelp();
    if (line?.values['version'] === true)
        return `${(await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 536))).VERSION}\n`;
    return undefined;
}
const line = await checkLine(process.argv.slice(2));
const answer = await helpOrVersion(line);
// V8's code cache on disk (Node's compile cache, in the OS temp folder): the CLI bundle starts faster from the
// second run on. A worker finds it through the environment.
const cache = answer === undefined ? node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.() : undefined;
if (cache?.directory !== undefined && process.env.NODE_COMPILE_CACHE === undefined)
    process.env.NODE_COMPILE_CACHE = cache.directory;
// Before the check's isolate starts: its heap grows to 1.6\u00d7 what is alive, not up to 4\u00d7 (support/heap-growth.ts).
if (answer === undefined)
    (0,_support_heap_growth_js__WEBPACK_IMPORTED_MODULE_6__/* .boundHeapGrowth */ .C)();
if (answer !== undefined) {
    process.stdout.write(answer);
}
else if ((0,_cli_thread_js__WEBPACK_IMPORTED_MODULE_4__/* .checkThread */ .pj)(line, process.env, process.cwd()) === 'main') {
    await import(/* webpackIgnore: true */ cliMain.href);
}
else {
    const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(cliMain, {
        argv: process.argv.slice(2),
        workerData: { terminal: (0,_cli_host_js__WEBPACK_IMPORTED_MODULE_3__/* .processTerminal */ .qH)() },
        resourceLimits: { maxYoungGenerationSizeMb: (0,_cli_thread_js__WEBPACK_IMPORTED_MODULE_4__/* .workerYoungGenerationMb */ .wX)(line, process.cwd()) },
    });
    const policy = (0,_cli_host_js__WEBPACK_IMPORTED_MODULE_3__/* .stopSignalPolicy */ .nk)();
    let ended = false;
    const onSignal = (signal) => {
        // The worker is done and the process is ending with its code: a late echo must neither kill it nor change the code.
        if (ended)
            return;
        const action = policy(signal);
        if (action === 'quit')
            (0,_cli_host_js__WEBPACK_IMPORTED_MODULE_3__/* .quitAtOnce */ .QC)(signal, _crawl_frontier_spill_js__WEBPACK_IMPORTED_MODULE_5__/* .removeSpillFolders */ .Mm);
        if (action === 'stop')
            worker.postMessage({ signal });
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    worker.on('message', _cli_host_js__WEBPACK_IMPORTED_MODULE_3__/* .receiveOutputs */ .AP);
    // A reader that went away (`| head`): the worker's output is read on into nothing, so it finishes its report files.
    (0,_cli_host_js__WEBPACK_IMPORTED_MODULE_3__/* .endQuietlyOnClosedPipes */ .tA)(() => {
        worker.stdout.resume();
        worker.stderr.resume();
    });
    worker.on('error', (err) => {
        process.stderr.write(`linkspider: fatal: ${err.message}\n`);
        (0,_crawl_frontier_spill_js__WEBPACK_IMPORTED_MODULE_5__/* .removeSpillFolders */ .Mm)();
        process.exitCode = 2;
    });
    worker.on('exit', (code) => {
        process.exitCode ??= code;
        ended = true; // still listening (listeners keep no process alive): a signal's default action would end it as killed
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 239:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Mm: () => (/* binding */ removeSpillFolders)
/* harmony export */ });
/* unused harmony exports SPILL_DEFAULTS, Spill, WaitingLine */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
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
function removeSpillFolders(pid = process.pid, parent = (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)()) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(parent);
    }
    catch {
        return;
    }
    const mine = `${SPILL_PREFIX}${pid}-`;
    for (const name of names)
        if (name.startsWith(mine))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(parent, name), { recursive: true, force: true });
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
                this.#dir = mkdtempSync(join(this.limits.parent ?? tmpdir(), `${SPILL_PREFIX}${process.pid}-`));
                process.once('exit', this.#onExit);
            }
            const file = join(this.#dir, `${(this.#seq++).toString().padStart(8, '0')}.seg`);
            writeFileSync(file, text);
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
            rmSync(this.#dir, { recursive: true, force: true });
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
            rmSync(s.file, { force: true });
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
            const text = readFileSync(seg.file, 'utf8');
            unlinkSync(seg.file);
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


/***/ }),

/***/ 880:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  FLAGS: () => (/* binding */ FLAGS),
  argvError: () => (/* binding */ argvError),
  flagName: () => (/* binding */ flagName),
  rawFromFlags: () => (/* binding */ rawFromFlags),
  renderHelp: () => (/* binding */ renderHelp),
  suggestFlag: () => (/* binding */ suggestFlag),
  usageOf: () => (/* binding */ usageOf)
});

// EXTERNAL MODULE: ./src/options/table.ts + 7 modules
var table = __nccwpck_require__(536);
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

;// CONCATENATED MODULE: ./src/options/cli.ts


const withFlag = table.OPTION_TABLE.flatMap((e) => {
    const cli = (0,table.cliFlagOf)(e);
    return cli ? [{ entry: e, cli }] : [];
});
/** parseArgs options: every CLI flag of the table. */
const FLAGS = Object.fromEntries(withFlag.map(({ entry, cli }) => [
    cli.flag ?? entry.name,
    {
        type: entry.shape === 'switch' ? 'boolean' : 'string',
        ...(entry.shape === 'list' ? { multiple: true } : {}),
        ...(cli.short ? { short: cli.short } : {}),
    },
]));
/** Option name \u2192 flag name (without dashes), for the options the CLI offers as flags. */
const FLAG_OF = new Map(withFlag.map(({ entry, cli }) => [entry.name, cli.flag ?? entry.name]));
const ARGUMENT_OF = new Map(table.OPTION_TABLE.flatMap((e) => (e.kind === 'engine' && 'argument' in e.cli ? [[e.name, e.cli.argument]] : [])));
/** The name a CLI user typed for an option: `--max-depth`, `--header`, or `url` for a start argument. */
function flagName(key) {
    return ARGUMENT_OF.get(key) ?? `--${FLAG_OF.get(key) ?? key}`;
}
/**
 * The flag a mistyped one most likely meant (`--exlude` \u2192 `--exclude`, `-q` \u2192 `--quiet`,
 * `--no-chek-css` \u2192 `--no-check-css`), with its dashes; undefined when none is near.
 * `typed` is the flag without dashes.
 */
function suggestFlag(typed, flags = FLAGS) {
    const names = Object.keys(flags);
    const negated = names.filter((n) => flags[n].type === 'boolean').map((n) => `no-${n}`);
    const near = didYouMean(typed, [...names, ...negated]);
    return near === undefined ? undefined : `--${near}`;
}
/**
 * A parseArgs error of `command` (`linkspider`, `linkspider merge` \u2026, parsing `flags`) as one
 * line naming the flag and what it takes. Its own messages run over several lines and talk
 * about positional arguments, which is no help for a typo.
 */
function argvError(e, command = 'linkspider', flags = FLAGS) {
    const flag = /'(-{1,2}[^'\s<]+)/.exec(e.message)?.[1];
    if (flag === undefined)
        return e.message.replace(/\s*\n\s*/g, ' ');
    const name = flag.replace(/^-+/, '');
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const near = suggestFlag(name, flags);
        return `${flag}: unknown option${near ? ` (did you mean ${near}?)` : ''}; see ${command} --help for the options it accepts`;
    }
    const spec = flags[name.replace(/^no-/, '')];
    if (spec?.type === 'boolean')
        return `${flag}: is a switch and takes no value (write ${flag} alone, or --no-${name.replace(/^no-/, '')})`;
    if (/ambiguous/.test(e.message))
        return `${flag}: a value starting with "-" must be joined with "=", as in ${flag}=-1`;
    return `${flag}: expects a value, as in ${flag} VALUE`;
}
/** Engine options' raw values from parsed argv values (start arguments are added by the caller). */
function rawFromFlags(values) {
    const raw = {};
    for (const { entry } of withFlag) {
        if (entry.kind !== 'engine')
            continue;
        const v = values[FLAG_OF.get(entry.name)];
        if (v !== undefined)
            raw[entry.name] = v;
    }
    return raw;
}
/** The left column of `--help` and the README CLI table for a flag. */
function usageOf(entry, cli) {
    if (cli.usage)
        return cli.usage;
    const flag = cli.flag ?? entry.name;
    if (entry.kind === 'engine' && entry.shape === 'switch' && entry.default === 'true')
        return `--no-${flag}`;
    return `--${flag}${cli.arg ? ` ${cli.arg}` : ''}`;
}
const COLUMN = 26;
function helpLines(left, text) {
    const [first, ...rest] = text.split('\n');
    const head = `  ${left}`;
    const lines = [head.length < COLUMN ? head.padEnd(COLUMN) + first : `${head}  ${first}`];
    for (const line of rest)
        lines.push(' '.repeat(COLUMN) + line);
    return lines.join('\n') + '\n';
}
/** `linkspider --help`. */
function renderHelp() {
    let out = `linkspider ${table.VERSION} \u2014 crawl a site and check every link

Usage:
  linkspider <url|folder|markdown>... [options]
  linkspider merge REPORT... [--json FILE]   merge the --json reports of --shard 1/N..N/N
  linkspider fix FILES... [--write]          rewrite links that moved permanently (see fix --help)

Arguments:
`;
    for (const e of table.OPTION_TABLE) {
        if (e.kind === 'engine' && !(0,table.isCliFlag)(e.cli) && 'argument' in e.cli)
            out += helpLines(e.cli.argument, e.cli.help);
    }
    for (const section of table.SECTIONS) {
        out += `\n${section}:\n`;
        for (const { entry, cli } of withFlag)
            if (cli.section === section)
                out += helpLines(usageOf(entry, cli), cli.help);
    }
    return `${out}\nTIME is a number with a unit: 500ms, 15s, 10m, 2h, 1d; a bare number is seconds.
Exit codes: 0 no dead links, 1 dead links found, 2 bad usage, a fatal error, or nothing checked,
130 stopped by Ctrl-C (SIGINT; 143 for SIGTERM) with no dead link found, the partial report written;
124 is timeout(1)'s own code when it stops a run (the report is still written).
`;
}


/***/ }),

/***/ 536:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ACTION_INPUTS: () => (/* binding */ ACTION_INPUTS),
  ACTION_ONLY: () => (/* binding */ ACTION_ONLY),
  ENGINE_OPTIONS: () => (/* binding */ ENGINE_OPTIONS),
  OPTION_TABLE: () => (/* binding */ OPTION_TABLE),
  SECTIONS: () => (/* binding */ SECTIONS),
  VERSION: () => (/* binding */ VERSION),
  cliFlagOf: () => (/* binding */ cliFlagOf),
  isCliFlag: () => (/* binding */ isCliFlag),
  isOffered: () => (/* binding */ isOffered)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/errors.ts
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
class errors_UsageError extends RunError {
    constructor(input, message, options) {
        super('usage', input, message, options);
        this.name = 'UsageError';
    }
}
/** Whether `e` is a run-level error (of `code`, when given): how catch sites decide. */
function isRunError(e, code) {
    return e instanceof RunError && (code === undefined || e.code === code);
}

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
                throw new errors_UsageError(input, `expected HTTP statuses such as "200-299,304" (codes 100-599, ranges low-high), got "${p}"`);
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
        throw new errors_UsageError(input, `expected CODE[-CODE]:ok|warn|skip|dead such as "403:skip" or "500-599:warn", got "${text}"`);
    }
    const codes = text
        .slice(0, colon)
        .trim()
        .replace(/\b([1-5])xx\b/gi, '$100-$199');
    if (codes === '')
        throw new errors_UsageError(input, `expected statuses before ":${word}" such as "403:${word}", got "${text}"`);
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
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
        throw new errors_UsageError(input, `expected a whole number${unit ? ` of ${unit}` : ''} >= ${min}, got "${value}"`);
    }
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min) {
        throw new errors_UsageError(input, `expected a whole number${unit ? ` of ${unit}` : ''} >= ${min}, got "${value}"`);
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
        throw new errors_UsageError(input, `expected a duration such as 500ms, 30s, 10m, 2h or 1d (a bare number is seconds), got "${value}"`);
    }
    const n = Number(m[1]);
    if (m[2] === undefined && n > bareMax) {
        throw new errors_UsageError(input, `a bare number is seconds, and ${m[1]} seconds is more than this takes (at most ${bareMax}s): did you mean ${m[1]}ms?`);
    }
    return Math.round(n * UNIT_MS[(m[2] ?? 's').toLowerCase()]);
}
/** The words a switch takes, in an Action input and a config file alike (any case). */
const TRUE_WORDS = (/* unused pure expression or super */ null && (['true', 'yes', '1', 'on']));
const FALSE_WORDS = (/* unused pure expression or super */ null && (['false', 'no', '0', 'off']));
function parseBoolean(input, value) {
    if (typeof value === 'boolean')
        return value;
    const v = value.trim().toLowerCase();
    if (TRUE_WORDS.includes(v))
        return true;
    if (FALSE_WORDS.includes(v))
        return false;
    throw new UsageError(input, `expected true or false, got "${value}"`);
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
        throw new errors_UsageError(input, `expected an absolute http:// or https:// URL, got "${value}"`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') {
        // `localhost:8080/` and `example.com:8080` parse as a scheme and a path: a host and port without one.
        const meant = schemelessUrl(value);
        if (meant !== undefined)
            throw new errors_UsageError(input, `expected an http:// or https:// URL, got "${value}" (a host without a scheme): did you mean ${meant}?`);
        throw new errors_UsageError(input, `expected an http:// or https:// URL, got scheme "${u.protocol}" in "${value}"`);
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
            throw new errors_UsageError(input, `invalid regular expression "${src}": ${e.message}`);
        }
    });
}
/** `REGEX REPLACEMENT` lines (`--remap`): split at the last run of spaces, the replacement an absolute http(s) URL pattern. */
function parseRemaps(input, values) {
    return values.map((line) => {
        const m = /^\s*(\S+)\s+(\S+)\s*$/.exec(line);
        if (!m)
            throw new errors_UsageError(input, `expected "REGEX REPLACEMENT" (two words, such as "^https://docs\\.example\\.com/ http://127.0.0.1:8080/"), got "${line.slice(0, 80)}"`);
        const [pattern] = parseRegexes(input, [m[1]]);
        // What it leads to must be a web URL, or start with a group that holds one (`$1\u2026`): else the rule matches and
        // nothing is checked.
        if (!/^(?:https?:\/\/|\$)/i.test(m[2]))
            throw new errors_UsageError(input, `the replacement must be an http(s) URL or start with a $ group, got "${m[2].slice(0, 80)}"`);
        return { pattern: pattern, replacement: m[2] };
    });
}
/** `URL-REGEX user:password` lines (`--basic-auth`). The password never appears in an error. */
function parseBasicAuth(input, values) {
    return values.map((line, i) => {
        const m = /^\s*(\S+)\s+([^:\s]*):(\S*)\s*$/.exec(line);
        if (!m)
            throw new errors_UsageError(input, `line ${i + 1}: expected "URL-REGEX user:password" (the password without spaces)`);
        let pattern;
        try {
            pattern = new RegExp(m[1]);
        }
        catch (e) {
            throw new errors_UsageError(input, `line ${i + 1}: invalid regular expression: ${e.message}`);
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
            throw new errors_UsageError(input, `expected "Name: value" or "Name@host: value", got a line starting "${name}" (its value not shown)`);
        }
        if (/[\r\n\0]/.test(m[3]))
            throw new errors_UsageError(input, `header ${m[1]} has a control character in its value`);
        const hosts = m[2] ? m[2].split(',').map((h) => h.toLowerCase()) : [];
        return { name: m[1], value: m[3], hosts };
    });
}
/** `host=N` lines: a host name (or host:port) and the most requests in flight to it (1 or more). */
function parseHostLimits(input, values) {
    return values.map((line) => {
        const m = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?\s*=\s*(\S+)$/i.exec(line);
        if (!m)
            throw new errors_UsageError(input, `expected host=N such as github.com=2 (a host name, or host:port), got "${line.slice(0, 80)}"`);
        const limit = parseInteger(input, m[3], 1);
        return { host: `${m[1].toLowerCase()}${m[2] ?? ''}`, limit };
    });
}
function parseShard(input, value) {
    const shard = readShard(value);
    if (!shard)
        throw new errors_UsageError(input, `expected i/N with 1 <= i <= N, such as 2/4, got "${value}"`);
    return shard;
}
/** An entry page: a path inside the folder (`index.html`, `docs/`, `/docs/intro.html`), as a root-relative URL path. */
function parseEntry(input, value) {
    const p = value.replace(/^\.?\//, '');
    if (/^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith('/') || /[\\\0?#]/.test(p) || p.split('/').some((s) => s === '..' || s === '.')) {
        throw new errors_UsageError(input, `expected a page of the folder such as "index.html" or "docs/" (a path inside it, no "..", no URL), got "${value}"`);
    }
    return `/${p}`;
}
/** One of a few words (case-insensitive), e.g. `dead|warn|ok`. */
function parseChoice(input, value, choices) {
    const v = value.trim().toLowerCase();
    const hit = choices.find((c) => c === v);
    if (hit === undefined)
        throw new errors_UsageError(input, `expected one of ${choices.join(', ')}, got "${value}"`);
    return hit;
}
/** A `sitemap` value: `auto`, an absolute http(s) URL, or (checked with the folder) a path in the folder (`/sitemap.xml`). */
function parseSitemap(input, value) {
    if (value.toLowerCase() === 'auto')
        return 'auto';
    if (/^[a-z][a-z0-9+.-]*:/i.test(value))
        return parseStartUrl(input, value);
    if (/[\\\0?#]/.test(value) || value.split('/').some((s) => s === '..')) {
        throw new errors_UsageError(input, `expected auto, an http(s) URL, or with a folder a path in it such as /sitemap.xml, got "${value}"`);
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
            throw new errors_UsageError(input, `expected file extensions such as "html,htm" (or none), got "${item}"`);
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
            throw new errors_UsageError(input, `expected file names such as "index.html,README.html" (no folder), got "${name}"`);
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
const SECTIONS = ['Scope', 'HTTP', 'Verdicts', 'Output'];
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
        throw new errors_UsageError(name(key), `only makes sense together with ${aFolder(name)} or Markdown files`);
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
            throw new errors_UsageError(input, `expected globs relative to the workspace such as "docs/**/*.md" (a leading ! excludes), got "${glob}"`);
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
            throw new errors_UsageError(input, `expected a name with letters or digits (\\ / : * ? " < > | are not allowed), got "${v}"`);
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
            throw new errors_UsageError(input, `expected 0 (the repository default) to 90 days, got "${days}"`);
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
            throw new errors_UsageError(input, `expected one label name without commas (at most 50 characters), got "${v.slice(0, 80)}"`);
        return v;
    },
    action: { description: "The label that marks linkspider's rolling issue (one open issue per label)." },
});
const ISSUE_TITLE = actionOnly('issue-title', {
    shape: 'one',
    default: 'Dead links found by linkspider',
    parse: (input, v) => {
        if (v.length > 256)
            throw new errors_UsageError(input, 'expected at most 256 characters');
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
                throw new errors_UsageError(name('base-url'), `only makes sense together with ${aFolder(name)}`);
            // Here rather than on `urls`, so that a lone base-url is told about the folder first.
            if (job.crawls && o.urls.length === 0 && o.path === undefined && o.files.length === 0) {
                throw new errors_UsageError(name('urls'), 'expected at least one start URL, a folder or Markdown files to check');
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
                throw new errors_UsageError(name('entry'), `only makes sense together with ${aFolder(name)}; a crawl of URLs starts from its URLs`);
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
                throw new errors_UsageError(name('sitemap'), `expected auto or an http(s) URL, got "${paths[0]}" (a path in the folder needs a folder to check)`);
            }
            if (job.crawls && o.sitemap.length > 0 && o.urls.length === 0 && o.path === undefined) {
                throw new errors_UsageError(name('sitemap'), 'needs a site to check: a start URL or a folder');
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
                throw new errors_UsageError(input, `expected warn or dead, got "${v}"`);
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
                throw new errors_UsageError(name('timeout'), 'expected a duration of at least 1ms');
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
                throw new errors_UsageError(input, 'must not contain control characters');
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
                throw new errors_UsageError(name('render'), `needs a site served over HTTP (a folder is read from disk): serve the folder and give its URL`);
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
                throw new errors_UsageError(name(o.browser !== undefined ? 'browser' : o.render ? 'render' : 'browser-check'), o.browser !== undefined ? `expected an executable Chrome or Chromium, got "${o.browser}"` : NO_BROWSER);
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
                throw new errors_UsageError(input, 'expected a GitHub token (no spaces or control characters)');
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
                throw new errors_UsageError(input, `expected the GitHub API's root URL, such as https://api.github.com or https://HOST/api/v3, got "${v}"`);
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
                throw new errors_UsageError(input, `expected the availability API's URL, such as https://archive.org/wayback/available, got "${v}"`);
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
                throw new errors_UsageError(name('fail-after'), `needs a cache to count runs in: set ${cache} too`);
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
                throw new errors_UsageError(name('shard'), 'cannot split the check of a folder; shard a crawl of URLs instead');
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


/***/ }),

/***/ 838:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C: () => (/* binding */ boundHeapGrowth)
});

// UNUSED EXPORTS: HEAP_GROWING_PERCENT

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
var external_node_v8_default = /*#__PURE__*/__nccwpck_require__.n(external_node_v8_namespaceObject);
;// CONCATENATED MODULE: ./src/support/heap-growth.ts
/**
 * How far V8 lets the old generation grow past what the last full collection kept alive.
 *
 * By default V8 picks the factor from how fast it collects against how fast the program allocates, up to 4\u00d7 on
 * a machine with a few GB of memory. A check allocates fast and keeps a growing graph (the frontier, the memo of
 * links, the pages' records), so V8 picks a high factor and the heap runs far past what is alive: checking
 * Debian's rust-doc folder (32,101 pages) kept ~155 MB alive three quarters in and ~220 MB at the end, yet
 * peaked at 430\u2013640 MB of RSS, a different figure every run. A fixed factor of 1.6 ends that: 333\u2013365 MB in the
 * same time and CPU (3 alternated runs each on 2 cores, load ~1; 1.5\u00d7 333\u2013363 MB, 1.8\u00d7 343\u2013365 MB, 2\u00d7 ~370 MB;
 * 1.3\u00d7 took 25 % more CPU); the Python docs' folder, whose heap stays small, the same ~155 MB and 1.5 s either
 * way. The flag is V8's own `--heap-growing-percent`, set before the check's isolate starts (it is read at every
 * full collection, for every isolate of the process), unless the command line or `NODE_OPTIONS` set it already.
 */

/** The old generation may grow to 1 + this / 100 times what was alive after a full collection. */
const HEAP_GROWING_PERCENT = 60;
const FLAG = '--heap-growing-percent';
/** Fix V8's heap growing factor for this process; false (nothing set) when the user chose one. */
function boundHeapGrowth(execArgv = process.execArgv, nodeOptions = process.env['NODE_OPTIONS'] ?? '') {
    const chosen = (arg) => /^--heap[-_]growing[-_]percent(=|$)/.test(arg);
    if (execArgv.some(chosen) || nodeOptions.split(/\s+/).some(chosen))
        return false;
    external_node_v8_default().setFlagsFromString(`${FLAG}=${HEAP_GROWING_PERCENT}`);
    return true;
}


/***/ }),

/***/ 466:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e9: () => (/* binding */ nodeVersionProblem)
/* harmony export */ });
/* unused harmony exports NODE_NEEDED, nodeIsRecentEnough */
/**
 * The oldest Node.js the bundles run on, and the check each entry makes before it loads anything else
 * (on an older Node, undici fails while loading with a message that names no version). Kept equal to
 * package.json's `engines.node` by `test/unit/package.test.ts`. Only plain JavaScript here: this runs on
 * any Node.
 */
const NODE_NEEDED = '22.19';
/** Whether `found` (such as `20.20.2`) is `needed` (such as `22.19`) or newer. */
function nodeIsRecentEnough(found, needed = NODE_NEEDED) {
    const have = found.replace(/^v/, '').split('.').map(Number);
    const want = needed.split('.').map(Number);
    for (let i = 0; i < want.length; i++) {
        const h = have[i] ?? 0;
        const w = want[i] ?? 0;
        if (h !== w)
            return h > w;
    }
    return true;
}
/** One line saying which Node is needed and which one runs, or undefined when this one will do. */
function nodeVersionProblem(found = process.versions.node, needed = NODE_NEEDED) {
    if (nodeIsRecentEnough(found, needed))
        return undefined;
    return `needs Node.js ${needed} or newer; this is Node.js ${found.replace(/^v/, '')}`;
}


/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
