import { describe, expect, it } from 'vitest';
import { inlineDisposition } from './content-disposition';

describe('inlineDisposition', () => {
  it('names the file after the title with its extension', () => {
    expect(inlineDisposition('Flight ticket', 'pdf')).toBe(
      `inline; filename="Flight ticket.pdf"; filename*=UTF-8''Flight%20ticket.pdf`,
    );
  });

  it('keeps an extension the title already has', () => {
    expect(inlineDisposition('scan.PNG', 'png')).toContain('filename="scan.PNG"');
  });

  it('escapes quotes, backslashes and line breaks, and spells non-ASCII exactly in filename*', () => {
    const header = inlineDisposition('Reserva "São Paulo"\r\n\\ (1)', 'doc');
    expect(header).toContain('filename="Reserva _S_o Paulo____ (1).doc"');
    expect(header).toContain("filename*=UTF-8''Reserva%20%22S%C3%A3o%20Paulo%22%0D%0A%5C%20%281%29.doc");
    expect(header).not.toMatch(/[\r\n]/);
  });
});
