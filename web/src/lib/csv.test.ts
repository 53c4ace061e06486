import { describe, expect, it } from 'vitest';
import { csvFile, toCsv } from './csv';

describe('CSV', () => {
  it('joins cells with commas and quotes those that need it', () => {
    expect(
      toCsv([
        ['Potrero', 'Día', 'Horas'],
        ['La Aguada, norte', '2026-03-10', 12.5],
        ['Dice "hola"', null, 0],
      ]),
    ).toBe('Potrero,Día,Horas\r\n"La Aguada, norte",2026-03-10,12.5\r\n"Dice ""hola""",,0');
  });

  it('starts the file with a byte order mark for spreadsheets', async () => {
    const file = csvFile([['á']], 'x.csv');
    expect(file.filename).toBe('x.csv');
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file.blob);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
