/**
 * Error classification, once, by code: undici errors carry a stable `code`, node's carry errno
 * codes. A wrapper (undici's SocketError, node's AggregateError from happy eyeballs) may hide
 * the telling code in `cause` or `errors`, so every code in the chain is looked at and the most
 * specific class wins. Callers decide on the `ErrorCode` and the code it came from, never on
 * message text.
 */
import type { ErrorCode } from '../model/link.js';

/** Most specific first: a TLS failure reported as a socket error is still a TLS failure. */
const PRIORITY: readonly ErrorCode[] = ['tls', 'dns', 'refused', 'timeout', 'protocol', 'invalid-url', 'reset'];

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

function classifyCode(code: string): ErrorCode | undefined {
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
  if (code.startsWith('HPE_') || code.startsWith('ERR_HTTP2_')) return 'protocol';
  return undefined;
}

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and everything it wraps, breadth-first, bounded against cycles. */
function chain(err: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  const queue: unknown[] = [err];
  while (queue.length > 0 && out.length < 16) {
    const e = queue.shift();
    if (typeof e !== 'object' || e === null || out.includes(e as ErrorLike)) continue;
    const el = e as ErrorLike;
    out.push(el);
    if (el.cause !== undefined) queue.push(el.cause);
    if (Array.isArray(el.errors)) queue.push(...(el.errors as unknown[]));
  }
  return out;
}

/** A failure classified: its class, the code it was read from, and a message a user can act on. */
export interface ClassifiedError {
  error: ErrorCode;
  /** The undici or system code the class was read from (`EAI_AGAIN`, `UND_ERR_SOCKET`, …); absent when none was known. */
  systemCode?: string;
  errorMessage: string;
}

/** Map any thrown value to an ErrorCode, the code behind it, and a message a user can act on. */
export function classifyError(err: unknown, timeoutMs: number): ClassifiedError {
  const links = chain(err);
  let best: { error: ErrorCode; code: string; link: ErrorLike } | undefined;
  for (const link of links) {
    // undici's HTTPParserError sometimes has no code; its name is stable.
    const code = typeof link.code === 'string' ? link.code : link.name === 'HTTPParserError' ? 'HPE_INVALID' : undefined;
    if (code === undefined) continue;
    const error = classifyCode(code);
    if (error === undefined) continue;
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
  if (message === '') return { error: best.error, systemCode, errorMessage: systemCode };
  // Name the code when the message does not (TLS messages such as "self-signed certificate").
  const named = message.includes(systemCode) || systemCode.startsWith('LINKSPIDER_') || systemCode === 'HPE_INVALID';
  return { error: best.error, systemCode, errorMessage: named ? message : `${message} (${systemCode})` };
}

/** What OpenSSL says when the other end answers a TLS hello with something else (a plain HTTP server). */
const NOT_TLS = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG', 'ERR_SSL_HTTP_REQUEST']);

/**
 * OpenSSL's error line (`40FD…:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:
 * ../deps/openssl/…/tlsany_meth.c:77:`) reduced to its reason (`wrong version number`); other messages as they are.
 */
function openSslReason(message: string): string {
  const m = /^[0-9A-F]+:error:[0-9A-F]+:[^:]*:[^:]*:([^:\n]+)/.exec(message);
  return m ? m[1]!.trim() : message;
}

function messageOf(e: ErrorLike | undefined): string {
  return e !== undefined && typeof e.message === 'string' ? e.message : '';
}
