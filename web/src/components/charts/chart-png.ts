import type { DownloadedFile } from '../../api/client';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The styles an SVG shape takes from the page's CSS, copied onto it so that it draws the same alone. */
const SHAPE_STYLES = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity'];
const TRANSPARENT = new Set(['transparent', 'rgba(0, 0, 0, 0)', '']);
/** Pixels per CSS pixel in the picture: sharp on a printed page or a high-density screen. */
const SCALE = 2;
/** White space around the chart in the picture, in CSS pixels. */
const MARGIN = 12;

/** Left out of the picture: buttons, and what is only read to screen readers. */
const isLeftOut = (element: Element) =>
  element.matches('button, [data-chart-png="skip"]') || element.closest('[data-chart-png="skip"]') !== null;

/** The text an element holds itself (not its children's). */
const ownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim();

/** An inline SVG copied at its place, its CSS-given styles written on each shape. */
function placedSvg(svg: SVGSVGElement, x: number, y: number, width: number, height: number) {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  [copy, ...copy.querySelectorAll('*')].forEach((shape, index) => {
    const style = getComputedStyle(sources[index]!);
    for (const property of SHAPE_STYLES) {
      const value = style.getPropertyValue(property);
      if (value) shape.setAttribute(property, value);
    }
  });
  for (const [name, value] of Object.entries({ x, y, width, height })) copy.setAttribute(name, String(value));
  copy.removeAttribute('class');
  return copy;
}

/**
 * The chart as one SVG picture, read off the page: its inline SVG plots as they are, and its HTML
 * parts (bars, swatches, labels) as the boxes and texts the browser laid out.
 */
export function chartSvg(figure: HTMLElement): string {
  const frame = figure.getBoundingClientRect();
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('xmlns', SVG_NS);
  svg.setAttribute('width', String(Math.ceil(frame.width) + 2 * MARGIN));
  svg.setAttribute('height', String(Math.ceil(frame.height) + 2 * MARGIN));
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', '#ffffff');
  const chart = document.createElementNS(SVG_NS, 'g');
  chart.setAttribute('transform', `translate(${MARGIN} ${MARGIN})`);
  svg.append(background, chart);
  const walk = (element: Element) => {
    if (isLeftOut(element)) return;
    const box = element.getBoundingClientRect();
    const [x, y] = [box.left - frame.left, box.top - frame.top];
    if (element instanceof SVGSVGElement) {
      chart.append(placedSvg(element, x, y, box.width, box.height));
      return;
    }
    const style = getComputedStyle(element);
    if (!TRANSPARENT.has(style.backgroundColor) && box.width > 0 && box.height > 0) {
      const rect = document.createElementNS(SVG_NS, 'rect');
      for (const [name, value] of Object.entries({ x, y, width: box.width, height: box.height }))
        rect.setAttribute(name, String(value));
      rect.setAttribute('fill', style.backgroundColor);
      if (style.opacity !== '1') rect.setAttribute('opacity', style.opacity);
      chart.append(rect);
    }
    const text = ownText(element);
    if (text) {
      const label = document.createElementNS(SVG_NS, 'text');
      label.setAttribute('x', String(x));
      label.setAttribute('y', String(y + box.height * 0.8));
      label.setAttribute('fill', style.color);
      label.setAttribute('font-size', style.fontSize);
      label.setAttribute('font-family', style.fontFamily);
      label.setAttribute('font-weight', style.fontWeight);
      label.textContent = text;
      chart.append(label);
    }
    for (const child of element.children) walk(child);
  };
  for (const child of figure.children) walk(child);
  return new XMLSerializer().serializeToString(svg);
}

/** The chart drawn on a canvas and saved as PNG (no library: the browser rasterises the SVG). */
export async function chartPng(figure: HTMLElement, filename: string): Promise<DownloadedFile> {
  const source = chartSvg(figure);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width * SCALE;
    canvas.height = image.height * SCALE;
    const context = canvas.getContext('2d')!;
    context.scale(SCALE, SCALE);
    context.drawImage(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The browser could not draw the chart');
    return { blob, filename };
  } finally {
    URL.revokeObjectURL(url);
  }
}
