import { describe, expect, it } from 'vitest';
import { charsetFromMetaContent, charsetParameter, decodeHtml, isHtmlContentType, prescanForMetaCharset } from '../../src/extract/charset.js';

/** Bytes of an ASCII string with raw byte sequences spliced in. */
function bytes(...parts: (string | number[])[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      for (let i = 0; i < part.length; i++) out.push(part.charCodeAt(i));
    } else {
      out.push(...part);
    }
  }
  return Uint8Array.from(out);
}

const GBK_ZHONGWEN = [0xd6, 0xd0, 0xce, 0xc4]; // 中文
const SJIS_NIHON = [0x93, 0xfa, 0x96, 0x7b]; // 日本
const W1252_E_ACUTE = [0xe9]; // é
const UTF8_E_ACUTE = [0xc3, 0xa9]; // é

describe('decodeHtml: Content-Type header', () => {
  it('decodes GBK, Shift_JIS and windows-1252 named in the header', () => {
    expect(decodeHtml(bytes('<p>', GBK_ZHONGWEN, '</p>'), 'text/html; charset=GBK')).toEqual({
      text: '<p>中文</p>',
      encoding: 'gbk',
    });
    expect(decodeHtml(bytes('<p>', SJIS_NIHON), 'text/html;charset="Shift_JIS"')).toEqual({
      text: '<p>日本',
      encoding: 'shift_jis',
    });
    expect(decodeHtml(bytes('caf', W1252_E_ACUTE), 'text/html; charset=windows-1252')).toEqual({
      text: 'café',
      encoding: 'windows-1252',
    });
  });

  it('follows WHATWG labels: latin1, iso-8859-1 and ascii are windows-1252, gb2312 is gbk', () => {
    for (const label of ['latin1', 'ISO-8859-1', 'us-ascii', 'ascii']) {
      const { text, encoding } = decodeHtml(bytes('caf', W1252_E_ACUTE, [0x80]), `text/html; charset=${label}`);
      expect(encoding).toBe('windows-1252');
      expect(text).toBe('café€'); // 0x80 is the euro sign in windows-1252, not a C1 control
    }
    expect(decodeHtml(bytes(GBK_ZHONGWEN), 'text/html; charset=gb2312').encoding).toBe('gbk');
    expect(decodeHtml(bytes(SJIS_NIHON), 'text/html; charset=sjis')).toEqual({ text: '日本', encoding: 'shift_jis' });
  });

  it('beats the meta prescan', () => {
    const body = bytes('<meta charset="shift_jis"><p>', GBK_ZHONGWEN);
    expect(decodeHtml(body, 'text/html; charset=gbk')).toEqual({
      text: '<meta charset="shift_jis"><p>中文',
      encoding: 'gbk',
    });
  });

  it('falls back to the meta prescan, then UTF-8, for an unknown label', () => {
    const withMeta = bytes('<meta charset="gbk"><p>', GBK_ZHONGWEN);
    expect(decodeHtml(withMeta, 'text/html; charset=no-such-charset').encoding).toBe('gbk');
    expect(decodeHtml(bytes('caf', UTF8_E_ACUTE), 'text/html; charset=bogus')).toEqual({
      text: 'café',
      encoding: 'utf-8',
    });
  });

  it('uses UTF-16 when the header says so (unlike a meta)', () => {
    expect(decodeHtml(bytes([0x41, 0, 0x42, 0]), 'text/html; charset=utf-16')).toEqual({
      text: 'AB',
      encoding: 'utf-16le',
    });
  });
});

describe('decodeHtml: byte order mark', () => {
  it('detects UTF-8, UTF-16LE and UTF-16BE BOMs and drops them from the text', () => {
    expect(decodeHtml(bytes([0xef, 0xbb, 0xbf], 'caf', UTF8_E_ACUTE), undefined)).toEqual({
      text: 'café',
      encoding: 'utf-8',
    });
    expect(decodeHtml(bytes([0xff, 0xfe, 0x3c, 0, 0x70, 0, 0x3e, 0, 0x2d, 0x4e]), undefined)).toEqual({
      text: '<p>中',
      encoding: 'utf-16le',
    });
    expect(decodeHtml(bytes([0xfe, 0xff, 0, 0x3c, 0, 0x70, 0, 0x3e, 0x65, 0xe5]), undefined)).toEqual({
      text: '<p>日',
      encoding: 'utf-16be',
    });
  });

  it('beats the header and the meta', () => {
    const body = bytes([0xef, 0xbb, 0xbf], '<meta charset="gbk">', UTF8_E_ACUTE);
    expect(decodeHtml(body, 'text/html; charset=windows-1252')).toEqual({
      text: '<meta charset="gbk">é',
      encoding: 'utf-8',
    });
  });
});

describe('decodeHtml: meta prescan', () => {
  it('finds <meta charset>', () => {
    const body = bytes('<!doctype html><html><head><meta charset="gbk"><title>', GBK_ZHONGWEN, '</title>');
    expect(decodeHtml(body, 'text/html')).toEqual({
      text: '<!doctype html><html><head><meta charset="gbk"><title>中文</title>',
      encoding: 'gbk',
    });
  });

  it('finds <meta http-equiv=content-type content="...; charset=...">', () => {
    const body = bytes('<html><head><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=Shift_JIS"></head><p>', SJIS_NIHON);
    const { text, encoding } = decodeHtml(body, undefined);
    expect(encoding).toBe('shift_jis');
    expect(text.endsWith('<p>日本')).toBe(true);
  });

  it('finds windows-1252 declared as iso-8859-1 in an unquoted meta', () => {
    expect(decodeHtml(bytes('<meta charset=iso-8859-1><p>caf', W1252_E_ACUTE), undefined)).toEqual({
      text: '<meta charset=iso-8859-1><p>café',
      encoding: 'windows-1252',
    });
  });

  it('treats a meta that says UTF-16 as UTF-8, and x-user-defined as windows-1252', () => {
    expect(decodeHtml(bytes('<meta charset="utf-16"><p>caf', UTF8_E_ACUTE), undefined)).toEqual({
      text: '<meta charset="utf-16"><p>café',
      encoding: 'utf-8',
    });
    expect(decodeHtml(bytes('<meta charset="x-user-defined">'), undefined).encoding).toBe('windows-1252');
  });

  it('defaults to UTF-8 when nothing declares an encoding', () => {
    expect(decodeHtml(bytes('<p>caf', UTF8_E_ACUTE), undefined)).toEqual({ text: '<p>café', encoding: 'utf-8' });
    expect(decodeHtml(bytes('<p>caf', UTF8_E_ACUTE), 'text/html')).toEqual({ text: '<p>café', encoding: 'utf-8' });
    expect(decodeHtml(new Uint8Array(0), undefined)).toEqual({ text: '', encoding: 'utf-8' });
  });

  it('never throws on malformed bytes', () => {
    const { text, encoding } = decodeHtml(bytes('<p>', [0xff, 0xc3]), undefined);
    expect(encoding).toBe('utf-8');
    expect(text).toBe('<p>\ufffd\ufffd');
  });
});

describe('prescanForMetaCharset', () => {
  it('skips commented-out metas and metas hidden in other tags', () => {
    expect(prescanForMetaCharset(bytes('<!-- <meta charset="gbk"> --><meta charset="big5">'))).toBe('big5');
    expect(prescanForMetaCharset(bytes('<!--><meta charset="euc-kr">'))).toBe('euc-kr');
    expect(prescanForMetaCharset(bytes('<img alt="<meta charset=gbk>"><meta charset=koi8-r>'))).toBe('koi8-r');
    expect(prescanForMetaCharset(bytes('<!-- never closed <meta charset="gbk">'))).toBeNull();
  });

  it('skips <!doctype>, <?xml?> and end tags', () => {
    expect(prescanForMetaCharset(bytes('<?xml version="1.0"?><!DOCTYPE html></x><meta charset="euc-jp">'))).toBe('euc-jp');
  });

  it('needs http-equiv=content-type for a content charset, and ignores other metas', () => {
    expect(prescanForMetaCharset(bytes('<meta content="text/html; charset=gbk">'))).toBeNull();
    expect(prescanForMetaCharset(bytes('<meta name="viewport" content="width=device-width"><meta charset=gbk>'))).toBe('gbk');
    expect(prescanForMetaCharset(bytes('<meta content="text/html; charset=gbk" http-equiv="content-type">'))).toBe('gbk');
  });

  it('goes on past a meta with an unknown label', () => {
    expect(prescanForMetaCharset(bytes('<meta charset="klingon"><meta charset="gbk">'))).toBe('gbk');
    expect(decodeHtml(bytes('<meta charset="klingon">caf', UTF8_E_ACUTE), undefined).encoding).toBe('utf-8');
  });

  it('only reads the first 1024 bytes', () => {
    const late = bytes(' '.repeat(1024), '<meta charset="gbk">');
    expect(prescanForMetaCharset(late)).toBeNull();
    const early = bytes(' '.repeat(1000), '<meta charset="gbk">');
    expect(prescanForMetaCharset(early)).toBe('gbk');
  });

  it('accepts <meta/ charset> and attributes without values', () => {
    expect(prescanForMetaCharset(bytes('<meta/charset="gbk">'))).toBe('gbk');
    expect(prescanForMetaCharset(bytes('<meta itemprop charset = "  GBK  ">'))).toBe('  gbk  ');
  });
});

describe('charsetFromMetaContent', () => {
  it('extracts the charset from a content value', () => {
    expect(charsetFromMetaContent('text/html; charset=Shift_JIS')).toBe('shift_jis');
    expect(charsetFromMetaContent('text/html;charset = "gbk" ; x')).toBe('gbk');
    expect(charsetFromMetaContent("text/html; charset='big5'")).toBe('big5');
    expect(charsetFromMetaContent('text/html; charset="unterminated')).toBeNull();
    expect(charsetFromMetaContent('text/html; charsets; charset=utf-8;')).toBe('utf-8');
    expect(charsetFromMetaContent('text/html')).toBeNull();
  });
});

describe('charsetParameter', () => {
  it('reads the first charset parameter, quoted or not', () => {
    expect(charsetParameter('text/html; charset=UTF-8')).toBe('UTF-8');
    expect(charsetParameter('text/html;CHARSET="gbk";charset=big5')).toBe('gbk');
    expect(charsetParameter('text/html; boundary=x; charset=euc-jp')).toBe('euc-jp');
    expect(charsetParameter('text/html')).toBeNull();
    expect(charsetParameter('text/html; charset=')).toBeNull();
  });
});

describe('isHtmlContentType', () => {
  it('accepts text/html and application/xhtml+xml with any parameters and case', () => {
    expect(isHtmlContentType('text/html')).toBe(true);
    expect(isHtmlContentType('Text/HTML; charset=utf-8')).toBe(true);
    expect(isHtmlContentType(' application/xhtml+xml ;q=1')).toBe(true);
  });

  it('rejects everything else', () => {
    for (const ct of ['text/plain', 'application/json', 'image/svg+xml', 'text/htmlx', '', 'text/xml', 'html']) {
      expect(isHtmlContentType(ct)).toBe(false);
    }
  });
});
