import { describe, expect, it } from 'vitest';
import { rawJson, stringifyWithRaw } from './json-text';

describe('stringifyWithRaw', () => {
  it('writes raw JSON as it is and everything else as JSON.stringify does', () => {
    const value = {
      a: 1,
      list: rawJson('[{"id":1,"name":"x"}]'),
      nested: { b: rawJson('{"c" : true}'), text: 'tab\there "quoted"' },
      tricky: 'raw 0',
    };
    const text = stringifyWithRaw(value);
    expect(JSON.parse(text)).toEqual({
      a: 1,
      list: [{ id: 1, name: 'x' }],
      nested: { b: { c: true }, text: 'tab\there "quoted"' },
      tricky: 'raw 0',
    });
  });

  it('is JSON.stringify when there is nothing raw', () => {
    const value = { a: [1, 'two', null], b: { c: false } };
    expect(stringifyWithRaw(value)).toBe(JSON.stringify(value));
  });
});
