/**
 * Which credentials the Action masks from `basic-auth` and `headers` (src/options/credentials.ts),
 * and that a config file's error line never quotes one.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/options/config.js';
import { credentialsIn, isCredentialHeader } from '../../src/options/credentials.js';
import { tempDir } from '../helpers/temp.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('credentialsIn', () => {
  it('basic-auth: the password, user:password and its base64, also from a line the parser would reject', () => {
    expect(credentialsIn(['^https://a/ alice:pw-1', 'x bob:'], undefined)).toEqual(['pw-1', 'alice:pw-1', b64('alice:pw-1'), 'bob:', b64('bob:')]);
    expect(credentialsIn('^https://a/ alice:pw-1 trailing', undefined)).toContain('pw-1');
    expect(credentialsIn(['no-pair-here'], undefined)).toEqual([]);
  });

  it('a credential header: its value, the part after a scheme, a Basic value decoded, long cookie values', () => {
    expect(credentialsIn(undefined, 'Authorization: Bearer tok-123')).toEqual(['Bearer tok-123', 'tok-123']);
    expect(credentialsIn(undefined, [`Proxy-Authorization@proxy.test:8080: Basic ${b64('u:secret')}`])).toEqual([
      `Basic ${b64('u:secret')}`,
      b64('u:secret'),
      'secret',
      'u:secret',
    ]);
    expect(credentialsIn(undefined, 'Cookie: session=abcdefgh123; theme=dark')).toEqual(['session=abcdefgh123; theme=dark', 'abcdefgh123']);
    expect(credentialsIn(undefined, ['X-Api-Key: k1', 'Private-Token: k2', 'x-auth-token:k3'])).toEqual(['k1', 'k2', 'k3']);
  });

  it('other headers, empty values and malformed lines give nothing', () => {
    expect(credentialsIn(undefined, ['Accept-Language: en', 'User-Agent: me/1', 'Authorization:', 'Authorization'])).toEqual([]);
    expect(credentialsIn(true, false)).toEqual([]);
  });

  it('names a credential header by the rule docs/action.md states', () => {
    for (const name of ['Authorization', 'proxy-authorization', 'Cookie', 'X-Api-Key', 'X-Vault-Token', 'X-Client-Secret', 'X-Session-Id', 'X-CSRF-Token']) {
      expect(isCredentialHeader(name), name).toBe(true);
    }
    for (const name of ['Accept', 'Accept-Language', 'User-Agent', 'X-Requested-With', 'Cache-Control', 'Referer'])
      expect(isCredentialHeader(name), name).toBe(false);
  });
});

describe('a config file never quotes a credential in its error line', () => {
  const dir = tempDir('ls-credentials-');
  const read = (text: string) => {
    writeFileSync(path.join(dir, 'linkspider.config.json'), text);
    return () => readConfig(dir, 'linkspider.config.json');
  };

  it('a credential key of the wrong type', () => {
    expect(read('{ "basic-auth": ["x alice:pw-secret", 7] }')).toThrow(
      /^basic-auth in linkspider\.config\.json: expected a list of strings, got a list holding something else \(its value not shown\)$/,
    );
    expect(read('{ "headers": { "Authorization": "Bearer pw-secret" } }')).toThrow(
      /^headers in linkspider\.config\.json: expected a list of strings, got an object \(its value not shown\)$/,
    );
    // Other keys still say what they got.
    expect(read('{ "exclude": 3 }')).toThrow(/got 3$/);
  });

  it('text that is not JSON: no snippet of it', () => {
    const f = read('{ "basic-auth": [x alice:pw-secret] }');
    expect(f).toThrow(/^linkspider\.config\.json: is not JSON \(comments allowed\): Unexpected token/);
    expect(f).not.toThrow(/pw-se/);
    // Where the bad token is, when the file is long enough for V8 to quote only around it.
    expect(read('{\n  "exclude": ["a"],\n  "basic-auth": [x alice:pw-secret]\n}')).toThrow(
      /Unexpected token 'x' at line 3, column 18 \(the text around it not shown\)$/,
    );
  });
});
