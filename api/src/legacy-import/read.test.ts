import { BSON, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { readBson, readJson } from './read';
import { clockTime, date, email, int, objectIdTime } from './values';

describe('reading mongoexport and mongodump files', () => {
  const id = '65a1b2c3d4e5f60718293a4b';

  it('reads canonical Extended JSON as plain values', () => {
    const line = JSON.stringify({
      _id: { $oid: id },
      uniqueId: { $numberLong: '10001' },
      totalbooks: { $numberInt: '3' },
      fee: { $numberDouble: '12.5' },
      amount: { $numberDecimal: '500.00' },
      returnDay: { $date: { $numberLong: '1714521600000' } },
    });
    const { format, docs } = readJson(`\uFEFF${line}\r\n\r\n${line}\r\n`);
    expect(format).toBe('json-lines');
    expect(docs).toHaveLength(2);
    expect(docs[0]).toEqual({
      _id: id,
      uniqueId: 10001,
      totalbooks: 3,
      fee: 12.5,
      amount: 500,
      returnDay: new Date(1714521600000),
    });
  });

  it('reads relaxed Extended JSON arrays', () => {
    const { format, docs } = readJson(
      '[{"_id":{"$oid":"' + id + '"},"date":{"$date":"2024-05-01T06:00:00Z"},"n":7}]'
    );
    expect(format).toBe('json-array');
    expect(docs).toEqual([{ _id: id, date: new Date('2024-05-01T06:00:00Z'), n: 7 }]);
  });

  it('names the line that is not JSON', () => {
    expect(() => readJson('{"a":1}\n{"a":', 'users.json')).toThrow(/users\.json, line 2/);
  });

  it('reads BSON documents back to back, and refuses a truncated file', () => {
    const bytes = Buffer.concat([
      BSON.serialize({ _id: new ObjectId(id), uniqueId: Long.fromNumber(100001), tags: ['a'] }),
      BSON.serialize({ serialNumbers: [1001, '1002'], when: new Date(0) }),
    ]);
    expect(readBson(bytes)).toEqual([
      { _id: id, uniqueId: 100001, tags: ['a'] },
      { serialNumbers: [1001, '1002'], when: new Date(0) },
    ]);
    expect(() => readBson(bytes.subarray(0, bytes.length - 3), 'books.bson')).toThrow(
      /books\.bson: bad document length/
    );
  });
});

describe('legacy values', () => {
  it('reads the loose shapes mongoose stored', () => {
    expect(int('10001')).toBe(10001);
    expect(int('10001.5')).toBeUndefined();
    expect(date('not a date')).toBeUndefined();
    expect(objectIdTime('65a1b2c3d4e5f60718293a4b')).toEqual(
      new ObjectId('65a1b2c3d4e5f60718293a4b').getTimestamp()
    );
    expect(email(' Rahim@Club.Example ')).toBe('rahim@club.example');
    expect(email('rahim@')).toBeUndefined();
  });

  it('reads event times as HH:MM', () => {
    expect(clockTime('4:30 PM')).toBe('16:30');
    expect(clockTime('12:05 am')).toBe('00:05');
    expect(clockTime('09.15')).toBe('09:15');
    expect(clockTime('23:59')).toBe('23:59');
    expect(clockTime('24:00')).toBeUndefined();
    expect(clockTime('13:00 PM')).toBeUndefined();
    expect(clockTime('evening')).toBeUndefined();
  });
});
