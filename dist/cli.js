#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 84:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   cf: () => (/* binding */ signalExitCode),
/* harmony export */   nk: () => (/* binding */ stopSignalPolicy),
/* harmony export */   qH: () => (/* binding */ processTerminal)
/* harmony export */ });
/* unused harmony exports terminal, colorByDefault, onStopSignal */
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What the CLI needs of its process, whether it runs on the main thread or on the worker thread `cli.ts`
 * starts: whether stdout/stderr are terminals (a worker's streams are pipes to the main thread), and the
 * stop signals (only the main thread receives signals; it passes them on as messages).
 */

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
 * report is then written. A second signal quits at once (exit 130 or 143), except a SIGTERM within
 * `graceMs` of the first signal: that is how CI kills (GNU `timeout` signals its child and then the
 * whole process group, `docker stop` and runners kill process groups), not a person asking twice,
 * so it must not cost the report. Ctrl-C twice still quits at once.
 */
function stopSignalPolicy(graceMs = 2000, now = Date.now) {
    let first;
    return (signal) => {
        const t = now();
        if (first === undefined) {
            first = t;
            return 'stop';
        }
        if (signal === 'SIGTERM' && t - first <= graceMs)
            return 'ignore';
        return 'quit';
    };
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

/***/ 581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cli_host_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(84);
/* harmony import */ var _crawl_spill_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(549);
/**
 * The `linkspider` command: starts the CLI (`cli-main.ts`, bundled as `dist/cli-main.js`) on a worker thread.
 *
 * Why a thread: V8 sizes a process's young generation from the machine's memory (128 MB of semi-spaces on
 * this 2-core, 24 GB machine), and a crawl fills it with short-lived bodies and tokens; a worker's young
 * generation can be capped. With 32 MB the peak RSS of the 20,000-page bench fell from ~400 MB to ~290 MB at
 * the same speed (`npm run bench -- --pages 20000`). Node's heap flags cannot be set by a program for itself
 * once it runs.
 *
 * This file stays small (only Node built-ins), so the main thread starts fast and holds little. It passes
 * SIGINT/SIGTERM on to the worker (which stops the crawl and writes the partial report); a second signal exits
 * at once with 130 (143 for SIGTERM), except a SIGTERM within 2 s of the first (CI's process-group kills;
 * see `stopSignalPolicy`). The worker's exit code is the command's. `LINKSPIDER_THREAD=main` runs the CLI on the
 * main thread instead.
 */




const YOUNG_GENERATION_MB = 32;
// Next to this file (spelled so that the bundler does not take it for an asset of its own to copy).
const here = import.meta.url;
const cliMain = new URL(here.slice(0, here.lastIndexOf('/') + 1) + 'cli-main.js');
// V8's code cache on disk (Node's compile cache, in the OS temp folder): the 2 MB CLI bundle starts ~20 ms
// faster from the second run on. The worker finds it through the environment.
const cache = node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
if (cache?.directory !== undefined && process.env.NODE_COMPILE_CACHE === undefined)
    process.env.NODE_COMPILE_CACHE = cache.directory;
if (process.env.LINKSPIDER_THREAD === 'main') {
    await import(/* webpackIgnore: true */ cliMain.href);
}
else {
    const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(cliMain, {
        argv: process.argv.slice(2),
        workerData: { terminal: (0,_cli_host_js__WEBPACK_IMPORTED_MODULE_2__/* .processTerminal */ .qH)() },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const policy = (0,_cli_host_js__WEBPACK_IMPORTED_MODULE_2__/* .stopSignalPolicy */ .nk)();
    const onSignal = (signal) => {
        const action = policy(signal);
        if (action === 'quit') {
            (0,_crawl_spill_js__WEBPACK_IMPORTED_MODULE_3__/* .removeSpillFolders */ .Mm)();
            process.exit((0,_cli_host_js__WEBPACK_IMPORTED_MODULE_2__/* .signalExitCode */ .cf)(signal));
        }
        if (action === 'stop')
            worker.postMessage({ signal });
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    worker.on('error', (err) => {
        process.stderr.write(`linkspider: fatal: ${err.message}\n`);
        (0,_crawl_spill_js__WEBPACK_IMPORTED_MODULE_3__/* .removeSpillFolders */ .Mm)();
        process.exitCode = 2;
    });
    worker.on('exit', (code) => {
        process.exitCode ??= code;
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 549:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Mm: () => (/* binding */ removeSpillFolders)
});

// UNUSED EXPORTS: SPILL_DEFAULTS, Spill, WaitingLine

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./src/crawl/spill.ts
/**
 * Waiting lines that spill to disk. A crawl trap or a huge site can leave millions of URLs
 * waiting for a request; past a threshold of waiting items held in memory (across every line
 * of the run), a line writes its newest items to an append-only segment file and reads the
 * segments back, oldest first, when its in-memory front runs out. Order is kept exactly:
 * front (memory) → segments (disk, in the order written) → back (memory).
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
function removeSpillFolders(pid = process.pid, parent = (0,external_node_os_namespaceObject.tmpdir)()) {
    let names;
    try {
        names = (0,external_node_fs_namespaceObject.readdirSync)(parent);
    }
    catch {
        return;
    }
    const mine = `${SPILL_PREFIX}${pid}-`;
    for (const name of names)
        if (name.startsWith(mine))
            (0,external_node_fs_namespaceObject.rmSync)((0,external_node_path_namespaceObject.join)(parent, name), { recursive: true, force: true });
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

/***/ 995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

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
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
