export const id = 140;
export const ids = [140];
export const modules = {

/***/ 5140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MERGE_HELP: () => (/* binding */ MERGE_HELP),
  mergeMain: () => (/* binding */ mergeMain)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/report/console.ts
var console = __webpack_require__(9475);
// EXTERNAL MODULE: ./src/app/report-files.ts + 8 modules
var report_files = __webpack_require__(1498);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/model/shard.ts
var model_shard = __webpack_require__(8553);
// EXTERNAL MODULE: ./src/model/page.ts
var page = __webpack_require__(738);
// EXTERNAL MODULE: ./src/report/places.ts
var places = __webpack_require__(9012);
// EXTERNAL MODULE: ./src/report/history.ts
var report_history = __webpack_require__(4518);
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
const byUrl = (a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
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
        const shard = (0,model_shard/* readShard */.X)(report.run.shard);
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
    return out.sort(places/* byPlace */.hz);
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
    const unfinished = all.filter((r) => unfinishedUrls.has(r.url)).sort(byUrl);
    const dead = all.filter((r) => r.state === 'dead').sort(byUrl);
    const warnings = all.filter((r) => r.state !== 'dead' && r.blocked !== true).sort(byUrl);
    const blocked = all.filter((r) => r.state !== 'dead' && r.blocked === true).sort(byUrl);
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
            pages: [...pages.values()].filter(page/* countsAsPage */.a).length,
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
        pages: [...pages.values()].sort(byUrl),
        dead,
        warnings,
        blocked,
        moved: [...moved.values()].sort(byUrl),
        mailto: mailtoList,
        skipped,
        ...(unfinished.length > 0 ? { unfinished } : {}),
        ...mergeSitemaps(reports),
    };
    const history = (0,report_history/* mergeHistories */.dk)(shards.map((s) => s.report), merged);
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

// EXTERNAL MODULE: ./src/app/baseline.ts
var app_baseline = __webpack_require__(7372);
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
    const known = baseline !== undefined ? await (0,app_baseline/* readBaseline */.m)(baseline.file, baseline.input) : undefined;
    const read = (f) => (0,json/* readJsonReport */.N4)(f).catch((e) => {
        throw new errors/* RunError */.e4('merge', input, e.message, { cause: e });
    });
    let report;
    try {
        report = mergeReports(await Promise.all(files.map(read)), [...names]);
    }
    catch (e) {
        throw (0,errors/* isRunError */.Yl)(e, 'merge') && e.input === undefined && input !== undefined ? e.about(input) : e;
    }
    return known !== undefined ? (0,app_baseline/* withBaseline */.U)(report, known) : report;
}

// EXTERNAL MODULE: ./src/cli-host.ts
var cli_host = __webpack_require__(6084);
// EXTERNAL MODULE: ./src/options/cli.ts
var cli = __webpack_require__(2644);
;// CONCATENATED MODULE: ./src/merge-cli.ts
/**
 * `linkspider merge REPORT... [--json FILE] [--markdown FILE] [--baseline FILE] [--no-color]`: combine the JSON
 * reports of one check split with `--shard i/N` into one report (app/merge.ts, as the Action's
 * merge mode does). Exit codes as the main CLI: 0 no dead
 * links, 1 dead links, 2 bad usage or reports that cannot be merged (one line, no stack).
 */







const MERGE_HELP = `Usage:
  linkspider merge REPORT... [options]

Combine the --json reports of one check split with --shard i/N (all N of them) into one
report: pages and verdicts joined, every referrer kept, counts recomputed.

Options:
  --json FILE             write the merged report as JSON (- for standard output)
  --markdown FILE         write it as Markdown, as the Action's job summary (-: the same)
  --baseline FILE         an earlier --json report: dead links already in it are
                          known (warnings), as for a single run
  --no-color              no colours in the report
  -h, --help              show this help

Exit codes: 0 no dead links, 1 dead links found, 2 bad usage or reports that cannot be merged.
`;
/** A usage error: one line, exit code 2. */
const usage = (message) => {
    process.stderr.write(`linkspider merge: ${(0,console/* safeText */.Hk)(message)}\n`);
    return 2;
};
const MERGE_FLAGS = {
    json: { type: 'string' },
    markdown: { type: 'string' },
    baseline: { type: 'string' },
    color: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
/** Run `linkspider merge` with the arguments after `merge`; resolves to the exit code. */
async function mergeMain(argv) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: argv,
            options: MERGE_FLAGS,
            allowPositionals: true,
            allowNegative: true,
            strict: true,
        });
    }
    catch (e) {
        return usage((0,cli/* argvError */.zm)(e, 'linkspider merge', MERGE_FLAGS));
    }
    const { values, positionals: files } = parsed;
    if (values.help) {
        process.stdout.write(MERGE_HELP);
        return 0;
    }
    if (files.length === 0)
        return usage('give the shard reports to merge, e.g. linkspider merge shard-*.json');
    let report;
    try {
        (0,report_files/* checkOutputPaths */.s0)({ json: values.json, markdown: values.markdown }, (k) => `--${k}`);
        report = await mergeShardFiles(files, files, values.baseline !== undefined ? { file: values.baseline, input: '--baseline' } : undefined);
    }
    catch (e) {
        // A run-level error (an output path, the baseline, shards that cannot be read or merged) names its input; anything else is a fault.
        process.stderr.write(`linkspider merge: ${(0,errors/* isRunError */.Yl)(e) ? '' : 'fatal: '}${(0,console/* safeText */.Hk)(e.message)}\n`);
        return 2;
    }
    // With `--json -` (or `--markdown -`) the report is standard output, and the console report goes to standard error.
    const targets = { json: values.json, markdown: values.markdown };
    const reportOut = (0,report_files/* reportOnStdout */.d4)(targets) ? process.stderr : process.stdout;
    const [failed] = (await (0,report_files/* writeReportFiles */.t4)(report, targets, { workspace: process.cwd() })).filter((w) => w.error !== undefined);
    if (failed) {
        process.stderr.write(`linkspider merge: cannot write --${failed.kind} ${(0,console/* safeText */.Hk)(failed.file)}: ${(0,console/* safeText */.Hk)(failed.error.message)}\n`);
        await (0,console/* writeConsoleReport */.Hq)(report, { color: false }, reportOut);
        return 2;
    }
    const color = values.color ?? (0,cli_host/* colorByDefault */.wM)();
    await (0,console/* writeConsoleReport */.Hq)(report, { color }, reportOut);
    // An incomplete shard is reported (INCOMPLETE line, run.incomplete), as a stopped run is.
    return report.counts.dead > 0 ? 1 : 0;
}


/***/ })

};
