import { describe, expect, it } from 'vitest';
import { mailtoAddresses } from '../../src/extract/mailto.js';

describe('mailtoAddresses', () => {
  it('reads the path and the to/cc/bcc fields', () => {
    expect(mailtoAddresses('mailto:a@example.com,b@example.com?cc=c@example.com&subject=hi&bcc=d@example.com')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]);
    expect(mailtoAddresses('mailto:Jane%20Doe%20%3Cjane@Example.COM%3E')).toEqual(['jane@example.com']);
  });

  it('leaves out parts with no @: they are no address', () => {
    expect(mailtoAddresses('mailto:::add-mask::x')).toEqual([]);
    expect(mailtoAddresses('mailto:?subject=hi')).toEqual([]);
    expect(mailtoAddresses('mailto:')).toEqual([]);
    expect(mailtoAddresses('mailto:someone,a@example.com?to=nobody&cc=%3Cnot-an-address%3E')).toEqual(['a@example.com']);
  });
});
