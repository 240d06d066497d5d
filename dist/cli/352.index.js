export const id = 352;
export const ids = [352];
export const modules = {

/***/ 4352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CookieFile: () => (/* binding */ CookieFile),
/* harmony export */   parseCookieFile: () => (/* binding */ parseCookieFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var tough_cookie__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7380);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _support_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7917);
/**
 * `--cookie-jar FILE`: a Netscape/curl cookie file (what `curl -c` writes) read before the run, its
 * cookies sent by the domain, path, secure and expiry rules of RFC 6265 (tough-cookie keeps the
 * jar), updated from each hop's `Set-Cookie`, and written back at the end in the same format,
 * atomically. With a browser (`--render`, `--browser-check`) the browser's pages get the jar's cookies too, and what
 * they set is kept in the jar (model/cookie.ts, browser/cookies.ts). Cookie values are secrets: no message here ever quotes one (a bad line is named by
 * its number only). Loaded on demand (`import()`), so a run without a jar never loads tough-cookie.
 */




/** `#HttpOnly_` before the domain marks an httpOnly cookie (curl); any other `#` line is a comment. */
const HTTP_ONLY = '#HttpOnly_';
/** The lines of a cookie file; a malformed one is a usage error naming the file and its line number. */
function parseCookieFile(text, file, input = 'cookie-jar') {
    const out = [];
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        let line = lines[i];
        const httpOnly = line.startsWith(HTTP_ONLY);
        if (httpOnly)
            line = line.slice(HTTP_ONLY.length);
        else if (line.trim() === '' || line.startsWith('#'))
            continue;
        const f = line.split('\t');
        const bad = (what) => new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(input, `${file} line ${i + 1}: ${what} (a Netscape cookie file: 7 tab-separated fields)`);
        if (f.length !== 7)
            throw bad(`expected 7 tab-separated fields, got ${f.length}`);
        const [domain, sub, path, secure, expires, name] = f;
        if (!/^\.?[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(domain))
            throw bad('expected a domain in the first field');
        if (!/^(TRUE|FALSE)$/i.test(sub) || !/^(TRUE|FALSE)$/i.test(secure))
            throw bad('expected TRUE or FALSE in the second and fourth fields');
        if (!path.startsWith('/'))
            throw bad('expected a path starting with / in the third field');
        if (!/^\d+$/.test(expires))
            throw bad('expected the expiry in seconds since 1970 (0 for a session cookie) in the fifth field');
        if (name === '' || /[\s;=]/.test(name))
            throw bad('expected a cookie name in the sixth field');
        const value = f[6];
        if (/[;\0\r]/.test(value))
            throw bad('a cookie value must not contain ";" or control characters');
        out.push({
            domain: domain.replace(/^\./, '').toLowerCase(),
            subdomains: /^TRUE$/i.test(sub),
            path,
            secure: /^TRUE$/i.test(secure),
            expires: Number(expires),
            name,
            value,
            httpOnly,
        });
    }
    return out;
}
/** Put a cookie in the jar as the file or the browser holds it (a host-only one takes its host from the URL). */
function put(jar, c) {
    const cookie = new tough_cookie__WEBPACK_IMPORTED_MODULE_1__/* .Cookie */ .Hk({
        key: c.name,
        value: c.value,
        path: c.path,
        secure: c.secure,
        httpOnly: c.httpOnly,
        expires: c.expires === undefined ? 'Infinity' : new Date(c.expires * 1000),
        domain: c.hostOnly ? null : c.domain,
    });
    const host = c.domain.includes(':') && !c.domain.startsWith('[') ? `[${c.domain}]` : c.domain;
    jar.setCookieSync(cookie, `${c.secure ? 'https' : 'http'}://${host}${c.path}`, { ignoreError: true });
}
/**
 * A cookie file's jar: the hooks the HTTP client calls on every hop, the jar as the browser sees it (`--render`,
 * `--browser-check`: given to the browser, and what its pages set taken back), and `save` at the end.
 */
class CookieFile {
    file;
    jar;
    #version = 0;
    constructor(file, jar) {
        this.file = file;
        this.jar = jar;
    }
    /** Read `file` (a missing file is an empty jar: curl's `-c` creates it); a malformed line is a usage error. */
    static async load(file, input = 'cookie-jar') {
        let text = '';
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
        }
        catch (e) {
            const code = e.code;
            if (code !== 'ENOENT')
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(input, `cannot read ${file}: ${code ?? e.message}`);
        }
        const jar = new tough_cookie__WEBPACK_IMPORTED_MODULE_1__/* .CookieJar */ .cP(undefined, { rejectPublicSuffixes: false, allowSpecialUseDomain: true });
        const now = Date.now();
        for (const c of parseCookieFile(text, file, input)) {
            if (c.expires !== 0 && c.expires * 1000 <= now)
                continue;
            // Without the subdomains flag the cookie is the host's only: tough-cookie then takes the host from the URL.
            const { subdomains, expires, ...rest } = c;
            put(jar, { ...rest, hostOnly: !subdomains, ...(expires !== 0 ? { expires } : {}) });
        }
        return new CookieFile(file, jar);
    }
    get version() {
        return this.#version;
    }
    header(url) {
        const s = this.jar.getCookieStringSync(url.href);
        return s === '' ? undefined : s;
    }
    received(url, setCookie) {
        for (const line of setCookie)
            this.jar.setCookieSync(line, url.href, { ignoreError: true });
        if (setCookie.length > 0)
            this.#version++;
    }
    /** Every cookie not expired (session cookies without `expires`). */
    all() {
        const out = [];
        const now = Date.now();
        for (const json of this.jar.serializeSync()?.cookies ?? []) {
            const c = tough_cookie__WEBPACK_IMPORTED_MODULE_1__/* .Cookie */ .Hk.fromJSON(json);
            if (c === undefined || c.domain === null)
                continue;
            // Max-Age counts from the cookie's creation; Max-Age=0 (or less) is -Infinity, a session cookie Infinity.
            const at = c.expiryTime();
            if (at !== undefined && at <= now)
                continue;
            const expires = at === undefined || at === Number.POSITIVE_INFINITY ? undefined : Math.floor(at / 1000);
            out.push({
                name: c.key,
                value: c.value,
                domain: c.domain,
                hostOnly: c.hostOnly === true,
                path: c.path ?? '/',
                secure: c.secure,
                httpOnly: c.httpOnly,
                ...(expires !== undefined ? { expires } : {}),
            });
        }
        return out;
    }
    set(cookie) {
        put(this.jar, cookie);
        this.#version++;
    }
    remove(cookie) {
        // The memory store answers at once; its promise carries nothing more.
        void this.jar.store.removeCookie(cookie.domain, cookie.path, cookie.name).catch(() => undefined);
        this.#version++;
    }
    /** The jar as a Netscape cookie file (session cookies too, with expiry 0, as curl writes them). */
    text() {
        const lines = ['# Netscape HTTP Cookie File', '# Written by linkspider (--cookie-jar).', ''];
        for (const c of this.all()) {
            const domain = `${c.httpOnly ? HTTP_ONLY : ''}${c.hostOnly ? '' : '.'}${c.domain}`;
            lines.push([domain, c.hostOnly ? 'FALSE' : 'TRUE', c.path, c.secure ? 'TRUE' : 'FALSE', String(c.expires ?? 0), c.name, c.value].join('\t'));
        }
        return `${lines.join('\n')}\n`;
    }
    /** Write the jar back to its file, atomically; why not, when it cannot (never quoting a cookie). */
    async save() {
        try {
            await (0,_support_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeChunks */ .a7)(this.file, [this.text()]);
            return undefined;
        }
        catch (e) {
            return e.code ?? 'write failed';
        }
    }
}


/***/ })

};
