import { describe, expect, it } from 'vitest';
import { encodeQueryAs } from '../../src/crawl/frontier/query-encoding.js';

const as = (value: string, encoding: string, base = 'http://x/dir/page.html'): string => encodeQueryAs(new URL(value, base), value, encoding).href;

describe('encodeQueryAs', () => {
  it('encodes a non-ASCII query in the page encoding, the path in UTF-8', () => {
    expect(as('/s?q=中文', 'gbk')).toBe('http://x/s?q=%D6%D0%CE%C4');
    expect(as('/中?q=中', 'gbk')).toBe('http://x/%E4%B8%AD?q=%D6%D0');
    expect(as('/s?q=日本&x=1#frag', 'shift_jis')).toBe('http://x/s?q=%93%FA%96%7B&x=1#frag');
    expect(as('/s?q=ｱ', 'shift_jis')).toBe('http://x/s?q=%B1');
    expect(as('?q=café €', 'windows-1252')).toBe('http://x/dir/page.html?q=caf%E9%20%80');
    expect(as('/s?q=한', 'euc-kr')).toBe('http://x/s?q=%C7%D1');
    expect(as('/s?q=中', 'big5')).toBe('http://x/s?q=%A4%A4');
  });

  it('sends characters the encoding lacks as &#N;, as browsers do', () => {
    expect(as('/s?q=中', 'windows-1252')).toBe('http://x/s?q=%26%2320013%3B');
  });

  it('leaves UTF-8 pages, ASCII queries and queries not written in the link alone', () => {
    expect(as('/s?q=中', 'utf-8')).toBe('http://x/s?q=%E4%B8%AD');
    expect(as('/s?q=a%20b', 'gbk')).toBe('http://x/s?q=a%20b');
    expect(as('/中', 'gbk')).toBe('http://x/%E4%B8%AD');
    expect(as('/s#a?中', 'gbk')).toBe('http://x/s#a?%E4%B8%AD');
    expect(as('#x', 'gbk', 'http://x/p?q=%D6%D0')).toBe('http://x/p?q=%D6%D0#x');
  });

  it('leaves encodings without a table (UTF-16, ISO-2022-JP) as UTF-8', () => {
    expect(as('/s?q=中', 'utf-16le')).toBe('http://x/s?q=%E4%B8%AD');
    expect(as('/s?q=中', 'iso-2022-jp')).toBe('http://x/s?q=%E4%B8%AD');
  });
});
