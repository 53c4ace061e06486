import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { renderWithApp } from '../../../../test/render';
import { importFailure } from './import-failure';
import { ImportRefusal } from './import-result';

const refused = (status: number, body: object) => importFailure(new ApiError(status, body));

describe('import refusal (spec §5 error keys)', () => {
  it('names every bad row with its spreadsheet row, its column and the translated error', () => {
    const failure = refused(422, {
      message: 'the file has 3 errors; nothing was imported',
      details: [
        { row: 7, column: 'roundup', error: 'roundupNotFound' },
        { row: 3, column: 'caravanaNumber', error: 'duplicatedCaravana' },
        { row: 3, column: 'animalType', error: 'unknownEnumeration' },
      ],
    });
    renderWithApp(<ImportRefusal failure={failure} />);

    expect(screen.getByText('No se importó nada')).toBeInTheDocument();
    expect(screen.getByText(/El archivo tiene 3 errores/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Errores por fila' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'caravanaNumber', 'La caravana está repetida o ya existe'],
      ['3', 'animalType', 'El valor no está entre las opciones'],
      ['7', 'roundup', 'El rodeo no existe en ese establecimiento'],
    ]);
  });

  it('translates the keys the server adds to the spec list', () => {
    renderWithApp(
      <ImportRefusal
        failure={refused(422, {
          message: 'x',
          details: [
            { row: 2, column: 'birthDay', error: 'invalidFormat' },
            { row: 4, column: 'deviceAnimalID', error: 'animalHasDevice' },
          ],
        })}
      />,
    );
    expect(screen.getByText('El valor no tiene el formato esperado')).toBeInTheDocument();
    expect(screen.getByText('El animal ya tiene un dispositivo de ese tipo')).toBeInTheDocument();
  });

  it.each([
    [
      400,
      { message: 'x', errors: { file: 'validation.importHeader' } },
      /La primera fila no tiene las columnas/,
    ],
    [400, { message: 'x', errors: { file: 'validation.importEmpty' } }, /El archivo está vacío/],
    [413, { message: 'x', errors: { file: 'validation.importTooManyRows' } }, /más de 50.000 filas/],
    [413, { message: 'the file is larger than 20 MB' }, /El archivo es demasiado grande/],
  ])('explains a refused file (%i)', (status, body, text) => {
    renderWithApp(<ImportRefusal failure={refused(status, body)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('lists at most 500 rows and says how many more there are', () => {
    const details = Array.from({ length: 502 }, (_, index) => ({
      row: index + 2,
      column: 'caravanaNumber',
      error: 'missingFields',
    }));
    renderWithApp(<ImportRefusal failure={refused(422, { message: 'x', details })} />);
    expect(screen.getAllByText('Falta un dato obligatorio')).toHaveLength(500);
    expect(screen.getByText('…y 2 errores más.')).toBeInTheDocument();
  });
});
