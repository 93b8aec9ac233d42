import { describe, expect, it } from 'vitest';
import { attachmentPaths, safeSegment } from './archive-names';

describe('paths in the export archive', () => {
  it.each([
    ['../../etc/passwd', 'etc-passwd'],
    ['..', 'untitled'],
    ['a/b\\c', 'a-b-c'],
    ['  Visa / papers  ', 'Visa - papers'],
    ['São Paulo ✈ plans', 'São Paulo - plans'],
    ['', 'untitled'],
    ['\u0000\u001f', 'untitled'],
  ])('makes %j one safe segment: %j', (text, segment) => {
    expect(safeSegment(text)).toBe(segment);
  });

  it('keeps a segment short', () => {
    expect(safeSegment('x'.repeat(500))).toHaveLength(60);
  });

  it('names each attachment once, with the whole id when two share the short one', () => {
    const pathOf = attachmentPaths();
    const first = pathOf('Tokyo', 'Visa', 'Ticket', '12345678-aaaa-4aaa-8aaa-000000000001', 'pdf');
    const second = pathOf('Tokyo', 'Visa', 'Ticket', '12345678-bbbb-4bbb-8bbb-000000000002', 'pdf');
    expect(first).toBe('attachments/Tokyo/Visa/Ticket-12345678.pdf');
    expect(second).toBe('attachments/Tokyo/Visa/Ticket-12345678bbbb4bbb8bbb000000000002.pdf');
  });
});
