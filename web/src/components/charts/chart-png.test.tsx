import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { chartSvg } from './chart-png';
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
