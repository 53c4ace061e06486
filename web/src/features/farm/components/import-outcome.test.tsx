import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { renderWithApp } from '../../../test/render';
import type { Plot } from '../api/farm-types';
import { ImportRefusal, ImportSuccess, importFailure } from './import-outcome';

const plot = (name: string, areaHa: number) =>
  ({ _id: name, name, areaHa, color: '#e6194b', currentCrop: null, settlementId: 's' }) as unknown as Plot;

describe('the KML import outcome', () => {
  it('lists the plots created, the markers and the placemarks left out', () => {
    renderWithApp(
      <ImportSuccess
        result={{
          plots: [plot('Potrero 1 Norte', 86.2), plot('Bajo', 34.5)],
          markers: 1,
          skipped: [{ index: 4, name: 'Camino interno' }],
        }}
      />,
    );
    expect(screen.getByText('Se importaron 2 potreros')).toBeInTheDocument();
    expect(screen.getByText('Potrero 1 Norte · 86,2 ha')).toBeInTheDocument();
    expect(screen.getByText('Además, 1 punto quedó como marcador.')).toBeInTheDocument();
    expect(screen.getByText('No se importaron (no son polígonos): Camino interno')).toBeInTheDocument();
  });

  it('names each bad placemark with what is wrong, translated', () => {
    const refused = new ApiError(422, {
      message: 'the file has errors; nothing was imported',
      errors: { 'placemarks.1': 'validation.selfIntersection' },
      details: [{ index: 1, name: 'Lote Cruzado', error: 'validation.selfIntersection' }],
    });
    renderWithApp(<ImportRefusal failure={importFailure(refused)} />);

    expect(screen.getByText('No se importó nada')).toBeInTheDocument();
    expect(screen.getByText('Lote Cruzado')).toBeInTheDocument();
    expect(screen.getByText(/El contorno no puede cruzarse consigo mismo/)).toBeInTheDocument();
  });

  it('names an outline with too many vertices', () => {
    const refused = new ApiError(422, {
      message: 'the file has errors; nothing was imported',
      errors: { 'placemarks.0': 'validation.tooManyVertices' },
      details: [{ index: 0, name: 'Perimetro GPS', error: 'validation.tooManyVertices' }],
    });
    renderWithApp(<ImportRefusal failure={importFailure(refused)} />);
    expect(
      screen.getByText(/El contorno tiene más de 10.000 vértices: simplificalo o dividilo/),
    ).toBeInTheDocument();
  });

  it.each([
    [
      new ApiError(413, { message: 'the file is larger than 20 MB' }),
      'El archivo supera los 20 MB (o el KMZ descomprimido, los 50 MB).',
    ],
    [
      new ApiError(400, {
        message: 'the file is not a KML or KMZ file',
        errors: { file: 'validation.kmlNotKml' },
      }),
      'El archivo no es un KML ni un KMZ',
    ],
    [
      new ApiError(413, {
        message: 'the file has more than 500,000 vertices: split it into smaller files',
        errors: { file: 'validation.kmlTooManyVertices' },
      }),
      'El archivo tiene más de 500.000 vértices en sus contornos: dividilo en archivos más chicos',
    ],
    [
      new ApiError(413, {
        message: 'the file took more than 60 s to read: split it into smaller files',
        errors: { file: 'validation.fileTooSlow' },
      }),
      'El archivo tardó demasiado en leerse: dividilo en archivos más chicos',
    ],
  ])('explains a refused file (%#)', (error, text) => {
    renderWithApp(<ImportRefusal failure={importFailure(error)} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
