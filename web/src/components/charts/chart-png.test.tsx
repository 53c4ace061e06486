import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { boxShapes, chartSvg, textLines } from './chart-png';
import { LineChart } from './line-chart';

const FROM = Date.parse('2026-03-10T00:00:00Z');

describe('chart picture', () => {
  it('copies the plot’s SVG and the chart’s texts, leaving out the buttons and the screen-reader summary', () => {
    renderWithApp(
      <LineChart
        title="Nivel (%)"
        series={{ label: 'Nivel', color: '#123456' }}
        points={[
          { ts: FROM + 3_600_000, value: 90 },
          { ts: FROM + 7_200_000, value: 80 },
        ]}
        from={FROM}
        to={FROM + 12 * 3_600_000}
        domain={[0, 100]}
        format={(value) => `${value} %`}
        formatTime={String}
        formatTick={(ts, part) => `${part}${ts}`}
        empty="Sin datos"
        summary="Resumen para lectores"
        download={{ filename: 'nivel.csv', rows: () => [] }}
      />,
    );
    const svg = chartSvg(screen.getByRole('figure'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>Nivel (%)</text>');
    expect(svg).toContain('>100 %</text>');
    expect(svg).toMatch(/<svg [^>]*viewBox="0 0 1000 100"[^>]*>.*<path [^>]*stroke="#123456"/s);
    expect(svg).not.toContain('Resumen para lectores');
    expect(svg).not.toContain('Descargar');
    expect(screen.getByRole('button', { name: 'Descargar imagen PNG: Nivel (%)' })).toBeEnabled();
  });
});

describe('wrapped text in the picture', () => {
  const word = (text: string, left: number, top: number) => ({ text, left, top, bottom: top + 20 });

  it('keeps each line the browser wrapped a label into, at its own place', () => {
    expect(
      textLines([
        word('Horas', 10, 0),
        word('de', 70, 1),
        word('pastoreo', 100, 0),
        word('por', 10, 20),
        word('día', 50, 20),
      ]),
    ).toEqual([
      { text: 'Horas de pastoreo', x: 10, y: 16.8 },
      { text: 'por día', x: 10, y: 36 },
    ]);
  });

  it('keeps a label on one line as one line', () => {
    expect(textLines([word('Nivel', 4, 10), word('(%)', 50, 10)])).toEqual([
      { text: 'Nivel (%)', x: 4, y: 26 },
    ]);
  });
});

describe('boxes in the picture', () => {
  const styled = (css: string) => {
    const element = document.createElement('div');
    element.setAttribute('style', css);
    document.body.append(element);
    return getComputedStyle(element);
  };
  const box = { x: 10, y: 20, width: 16, height: 3 };

  it('draws a dashed reference swatch as a dashed line of its colour', () => {
    const [line] = boxShapes(
      box,
      styled(
        'background-image: repeating-linear-gradient(90deg, rgb(230, 119, 0) 0 5px, transparent 5px 7px)',
      ),
    );
    expect(line!.outerHTML).toBe(
      '<line x1="10" y1="21.5" x2="26" y2="21.5" stroke="rgb(230, 119, 0)" stroke-width="3" stroke-dasharray="5 2"></line>',
    );
  });

  it('draws a plot’s left and bottom borders as its axes', () => {
    const shapes = boxShapes(
      { x: 0, y: 0, width: 100, height: 50 },
      styled('border-left: 1px solid rgb(1, 2, 3); border-bottom: 1px solid rgb(1, 2, 3)'),
    );
    expect(shapes.map((shape) => shape.outerHTML)).toEqual([
      '<line x1="0" y1="0" x2="0" y2="50" stroke="rgb(1, 2, 3)" stroke-width="1"></line>',
      '<line x1="0" y1="50" x2="100" y2="50" stroke="rgb(1, 2, 3)" stroke-width="1"></line>',
    ]);
  });
});
