export const id = 551;
export const ids = [551];
export const modules = {

/***/ 21551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createAgent: () => (/* binding */ createAgent)
});

// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
var external_node_tls_default = /*#__PURE__*/__webpack_require__.n(external_node_tls_);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(40610);
var external_node_dns_default = /*#__PURE__*/__webpack_require__.n(external_node_dns_);
;// CONCATENATED MODULE: ./src/http/lookup.ts
/**
 * One resolver call per host name at a time, and none again for a name that does not exist.
 * undici resolves each new connection's host; a crawl opens many at once to a host it has not
 * met, and a name that does not resolve (`ENOTFOUND`) answers the same for every URL of it:
 * 1,500 links to one such host were 1,500 lookups, at the resolver's pace. Concurrent lookups of
 * a name share the first one's answer; an `ENOTFOUND` is kept for the client's life (a run). A
 * transient failure (`EAI_AGAIN`, the resolver timed out) is not kept: the next try asks again.
 *
 * Special-use names (RFC 6761) are answered here and never sent to a resolver: `.test`,
 * `.example` and `.invalid` never exist (a resolver behind a proxy or offline may take seconds to
 * say so, and a query for them leaks what is being checked), and `localhost` and `*.localhost`
 * are loopback, whatever a resolver would say.
 */

/** Top-level names that never resolve (RFC 6761 \u00a76.2\u20136.4; `.example` from RFC 2606). */
const NEVER_RESOLVE = ['test', 'example', 'invalid'];
/** What a special-use name resolves to without asking: `loopback`, `none` (ENOTFOUND), or undefined for any other name. */
function specialUseName(hostname) {
    const name = hostname.toLowerCase().replace(/\.$/, '');
    const tld = name.slice(name.lastIndexOf('.') + 1);
    if (tld === 'localhost')
        return 'loopback';
    return NEVER_RESOLVE.includes(tld) ? 'none' : undefined;
}
/** The answer a resolver would give for a special-use name, given now (on the next tick). */
function answerSpecial(kind, hostname, options, cb) {
    if (kind === 'none') {
        const tld = hostname.toLowerCase().replace(/\.$/, '').split('.').pop();
        const err = Object.assign(new Error(`ENOTFOUND ${hostname}: .${tld} is a reserved name that never resolves (RFC 6761), not looked up`), { code: 'ENOTFOUND', errno: -3008, syscall: 'getaddrinfo', hostname });
        process.nextTick(cb, err, options.all ? [] : '');
        return;
    }
    const family = options.family === 6 || options.family === 'IPv6' ? 6 : options.family === 4 || options.family === 'IPv4' ? 4 : 0;
    const loopback = [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
    ].filter((a) => family === 0 || a.family === family);
    if (options.all)
        process.nextTick(cb, null, loopback);
    else
        process.nextTick(cb, null, loopback[0].address, loopback[0].family);
}
function sharedLookup(inner = (external_node_dns_default()).lookup) {
    const inFlight = new Map();
    const notFound = new Map();
    return (hostname, options, callback) => {
        const cb = callback;
        const special = specialUseName(hostname);
        if (special !== undefined) {
            answerSpecial(special, hostname, options, cb);
            return;
        }
        const name = hostname.toLowerCase();
        const gone = notFound.get(name);
        if (gone !== undefined) {
            process.nextTick(cb, gone, options.all ? [] : '');
            return;
        }
        const key = `${name}\0${options.family ?? 0}\0${options.all ? 1 : 0}\0${options.hints ?? 0}`;
        const waiting = inFlight.get(key);
        if (waiting !== undefined) {
            waiting.push(cb);
            return;
        }
        inFlight.set(key, [cb]);
        inner(hostname, options, ((err, address, family) => {
            const callbacks = inFlight.get(key) ?? [];
            inFlight.delete(key);
            if (err?.code === 'ENOTFOUND')
                notFound.set(name, err);
            for (const c of callbacks)
                c(err, address, family);
        }));
    };
}

;// CONCATENATED MODULE: ./src/http/connector.ts

/** Past this many bytes of interim heads held back, the bytes go to undici as they are. */
const MAX_HELD = 64 * 1024;
const PREFIX = Buffer.from('HTTP/1.1 100', 'latin1');
const CRLFCRLF = Buffer.from('\r\n\r\n', 'latin1');
/** At the start of `buf`: a complete 100 head (its length), not one (`other`), or too few bytes to tell. */
function interimHead(buf) {
    const n = Math.min(buf.length, PREFIX.length);
    for (let i = 0; i < n; i++) {
        const b = buf[i];
        // HTTP/1.0 or HTTP/1.1
        if (i === 7 ? b !== 0x30 && b !== 0x31 : b !== PREFIX[i])
            return 'other';
    }
    if (buf.length <= PREFIX.length)
        return 'undecided';
    const after = buf[PREFIX.length];
    if (after !== 0x20 && after !== 0x0d && after !== 0x0a)
        return 'other'; // e.g. a 1000: not a 100
    const end = buf.indexOf(CRLFCRLF, PREFIX.length);
    return end === -1 ? 'undecided' : end + CRLFCRLF.length;
}
/** Take unsolicited `100` heads out of what the socket hands its reader. */
function dropUnsolicitedContinue(socket) {
    let atResponseStart = false;
    let held;
    const write = socket.write;
    socket.write = function (...args) {
        atResponseStart = true;
        return write.apply(this, args);
    };
    const push = socket.push;
    socket.push = function (chunk, encoding) {
        if (!atResponseStart || !Buffer.isBuffer(chunk)) {
            if (held !== undefined) {
                // The stream ends (or turned out not to start with a 100) while bytes are held: hand them on first.
                const h = held;
                held = undefined;
                atResponseStart = false;
                push.call(this, h);
            }
            return push.call(this, chunk, encoding);
        }
        let buf = held === undefined ? chunk : Buffer.concat([held, chunk]);
        held = undefined;
        for (;;) {
            const head = interimHead(buf);
            if (head === 'other' || (head === 'undecided' && buf.length > MAX_HELD)) {
                atResponseStart = false;
                return push.call(this, buf);
            }
            if (head === 'undecided') {
                held = buf;
                return true;
            }
            buf = buf.subarray(head);
            if (buf.length === 0)
                return true;
        }
    };
}
/** undici's own connector with these options, each socket it opens fixed as above. */
function browserLikeConnector(options) {
    const connect = (0,undici/* buildConnector */.gU)(options);
    return (opts, callback) => connect(opts, (...args) => {
        const socket = args[1];
        // HTTP/2 has no 100 heads in the byte stream (its frames carry them): nothing to filter.
        if (socket && socket.alpnProtocol !== 'h2')
            dropUnsolicitedContinue(socket);
        callback(...args);
    });
}

;// CONCATENATED MODULE: ./src/http/agent.ts
/**
 * The undici Agent behind the HTTP client (client.ts), with its connector and resolver. The client loads this
 * module on its first request, so a run that makes none (a folder check without external links) never loads
 * undici, TLS or HTTP/2 (about 40 ms of a small run's start-up, most of it loading node:tls and node:http2).
 */




/**
 * Response headers accepted, in bytes: browsers take about 256 KB (Node's and undici's default
 * is 16 KiB, and sites with large cookies or CSP headers pass it).
 */
const MAX_HEADER_BYTES = 256 * 1024;
/**
 * One pool per origin (undici's Agent), its connections kept alive and reused by every request to that
 * origin. An https origin that chooses h2 gets one connection: its requests are streams of it (up to the
 * server's SETTINGS_MAX_CONCURRENT_STREAMS).
 */
function createAgent(options) {
    const http2 = options.http2 ?? true;
    return new undici/* Agent */.g6({
        connections: options.connectionsPerOrigin,
        // One request at a time per HTTP/1.1 connection: the connector's 1xx filter relies on it.
        pipelining: 1,
        allowH2: http2,
        headersTimeout: options.timeout,
        bodyTimeout: options.timeout,
        maxHeaderSize: MAX_HEADER_BYTES,
        connect: browserLikeConnector({
            timeout: options.timeout,
            rejectUnauthorized: !options.insecure,
            allowH2: http2,
            preferH2: http2,
            ...(options.ca !== undefined ? { ca: [...external_node_tls_default().getCACertificates('default'), ...options.ca] } : {}),
            lookup: sharedLookup(options.lookup),
        }),
    });
}


/***/ })

};
