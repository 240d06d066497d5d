/**
 * The undici Agent behind the HTTP client (client.ts), with its connector and resolver. The client loads this
 * module on its first request, so a run that makes none (a folder check without external links) never loads
 * undici, TLS or HTTP/2 (about 40 ms of a small run's start-up, most of it loading node:tls and node:http2).
 */
import tls from 'node:tls';
import { Agent } from 'undici';
import type { ClientOptions } from './types.js';
import { sharedLookup } from './lookup.js';
import { browserLikeConnector } from './connector.js';

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
export function createAgent(options: ClientOptions): Agent {
  const http2 = options.http2 ?? true;
  return new Agent({
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
      ...(options.ca !== undefined ? { ca: [...tls.getCACertificates('default'), ...options.ca] } : {}),
      lookup: sharedLookup(options.lookup),
    }),
  });
}
