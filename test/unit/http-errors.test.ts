import { describe, expect, it } from 'vitest';
import { classifyError } from '../../src/http/errors.js';
import { isRetryable } from '../../src/http/retry.js';
import { failed } from '../helpers/outcome.js';

const withCode = (message: string, code: string, extra: object = {}) => Object.assign(new Error(message), { code }, extra);

describe('classifyError: by code, once', () => {
  it.each([
    ['ECONNREFUSED', 'refused'],
    ['ECONNRESET', 'reset'],
    ['UND_ERR_SOCKET', 'reset'],
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['UND_ERR_HEADERS_OVERFLOW', 'protocol'],
    ['HPE_INVALID_CONSTANT', 'protocol'],
    ['CERT_HAS_EXPIRED', 'tls'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'],
    ['UND_ERR_CONNECT_TIMEOUT', 'timeout'],
  ] as const)('%s is %s, and the code is kept for policies', (code, error) => {
    expect(classifyError(withCode('boom', code), 1000)).toMatchObject({ error, systemCode: code });
  });

  it('finds the telling code in a wrapper: cause and AggregateError, the most specific class winning', () => {
    const dns = withCode('getaddrinfo EAI_AGAIN example.com', 'EAI_AGAIN');
    expect(classifyError(withCode('other side closed', 'UND_ERR_SOCKET', { cause: dns }), 1000)).toMatchObject({
      error: 'dns',
      systemCode: 'EAI_AGAIN',
    });
    const aggregate = new AggregateError([withCode('a', 'ETIMEDOUT'), withCode('b', 'ECONNREFUSED')], 'all failed');
    expect(classifyError(aggregate, 1000)).toMatchObject({ error: 'refused', systemCode: 'ECONNREFUSED' });
  });

  it('an error with no known code is a network error with its message, and no code', () => {
    const out = classifyError(new Error('something odd'), 1000);
    expect(out).toEqual({ error: 'network', errorMessage: 'something odd' });
  });

  it('names the code in the message when the message does not', () => {
    expect(classifyError(withCode('self-signed certificate', 'DEPTH_ZERO_SELF_SIGNED_CERT'), 1000).errorMessage).toBe(
      'self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT)',
    );
  });

  it('the retry decision reads the code, never the message', () => {
    // A message that says EAI_AGAIN does not make a host-not-found retryable, and a resolver
    // timeout is retried whatever its message says.
    const notFound = classifyError(withCode('getaddrinfo EAI_AGAIN? no: ENOTFOUND', 'ENOTFOUND'), 1000);
    const timedOut = classifyError(withCode('resolver gave up', 'EAI_AGAIN'), 1000);
    expect(isRetryable(failed(notFound.error, notFound))).toBe(false);
    expect(isRetryable(failed(timedOut.error, timedOut))).toBe(true);
  });
});

describe('classifyError: TLS messages a person can read (issue 25 item 15)', () => {
  it('an https URL on a plain HTTP port says so, not in OpenSSL’s words', () => {
    const raw =
      '40FDC2850C7F0000:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:../deps/openssl/openssl/ssl/record/methods/tlsany_meth.c:77:\n';
    expect(classifyError(withCode(raw, 'ERR_SSL_WRONG_VERSION_NUMBER'), 1000)).toEqual({
      error: 'tls',
      systemCode: 'ERR_SSL_WRONG_VERSION_NUMBER',
      errorMessage: 'the server does not speak TLS on this port: is it an http:// URL? (ERR_SSL_WRONG_VERSION_NUMBER)',
    });
  });

  it('other OpenSSL lines are reduced to their reason', () => {
    const raw =
      '40FDC2850C7F0000:error:0A000410:SSL routines:ssl3_read_bytes:sslv3 alert handshake failure:../deps/openssl/openssl/ssl/record/rec_layer_s3.c:916:SSL alert number 40\n';
    expect(classifyError(withCode(raw, 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE'), 1000).errorMessage).toBe(
      'sslv3 alert handshake failure (ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE)',
    );
  });
});
