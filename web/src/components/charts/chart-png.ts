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

/** The text nodes an element holds itself (not its children's). */
const ownTextNodes = (element: Element) =>
  [...element.childNodes].filter((node): node is Text => node.nodeType === Node.TEXT_NODE);

/** A word where the browser laid it out, relative to the chart. */
export interface WordBox {
  text: string;
  left: number;
  top: number;
  bottom: number;
}

/** A line of text for the picture: where it starts and its baseline. */
export interface TextLine {
  text: string;
  x: number;
  y: number;
}

/** The baseline of a line box, near the foot of the text. */
const baseline = (top: number, bottom: number) => top + (bottom - top) * 0.8;

/**
 * The lines the browser wrapped a text into, from where each word landed (in reading order): a word
 * that starts below the middle of the current line begins a new one.
 */
export function textLines(words: readonly WordBox[]): TextLine[] {
  const lines: (WordBox & { words: string[] })[] = [];
  for (const word of words) {
    const line = lines.at(-1);
    if (line && word.top < (line.top + line.bottom) / 2) {
      line.words.push(word.text);
      line.left = Math.min(line.left, word.left);
      line.bottom = Math.max(line.bottom, word.bottom);
    } else lines.push({ ...word, words: [word.text] });
  }
  return lines.map((line) => ({
    text: line.words.join(' '),
    x: line.left,
    y: baseline(line.top, line.bottom),
  }));
}

/** Each word of the element's own text where the browser placed it, relative to `frame`. */
function wordBoxes(element: Element, frame: DOMRect): WordBox[] {
  const range = document.createRange();
  return ownTextNodes(element).flatMap((node) =>
    [...(node.textContent ?? '').matchAll(/\S+/g)].map((match) => {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const box = range.getBoundingClientRect();
      return {
        text: match[0],
        left: box.left - frame.left,
        top: box.top - frame.top,
        bottom: box.bottom - frame.top,
      };
    }),
  );
}

/**
 * The element's own text as lines: as one line when it stands on one, otherwise as the lines the
 * browser wrapped it into, so that a long label neither runs past the picture's edge nor loses words.
 */
function ownLines(element: Element, box: DOMRect, frame: DOMRect, style: CSSStyleDeclaration): TextLine[] {
  const text = ownTextNodes(element)
    .map((node) => node.textContent)
    .join('')
    .trim();
  if (!text) return [];
  const fontSize = parseFloat(style.fontSize) || 16;
  const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.2;
  if (box.height < 1.5 * lineHeight)
    return [{ text, x: box.left - frame.left, y: baseline(box.top - frame.top, box.bottom - frame.top) }];
  return textLines(wordBoxes(element, frame));
}

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

const shape = (name: string, attributes: Record<string, string | number>) => {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What an HTML box paints: its background colour; a dashed gradient (a reference's legend swatch or
 * mark) as a dashed line of its first colour; its left and bottom borders (a plot's axes).
 */
export function boxShapes({ x, y, width, height }: Box, style: CSSStyleDeclaration): SVGElement[] {
  const shapes: SVGElement[] = [];
  const opacity: Record<string, string> = style.opacity === '1' ? {} : { opacity: style.opacity };
  if (!TRANSPARENT.has(style.backgroundColor))
    shapes.push(shape('rect', { x, y, width, height, fill: style.backgroundColor, ...opacity }));
  const dashColor = style.backgroundImage.startsWith('repeating-linear-gradient')
    ? style.backgroundImage.match(/rgba?\([^)]*\)/)?.[0]
    : undefined;
  if (dashColor) {
    const middle = y + height / 2;
    shapes.push(
      shape('line', {
        x1: x,
        y1: middle,
        x2: x + width,
        y2: middle,
        stroke: dashColor,
        'stroke-width': height,
        'stroke-dasharray': '5 2',
      }),
    );
  }
  const border = (side: 'left' | 'bottom', line: Record<string, number>) => {
    const borderWidth = parseFloat(style.getPropertyValue(`border-${side}-width`));
    const color = style.getPropertyValue(`border-${side}-color`);
    if (
      borderWidth > 0 &&
      style.getPropertyValue(`border-${side}-style`) !== 'none' &&
      !TRANSPARENT.has(color)
    )
      shapes.push(shape('line', { ...line, stroke: color, 'stroke-width': borderWidth }));
  };
  border('left', { x1: x, y1: y, x2: x, y2: y + height });
  border('bottom', { x1: x, y1: y + height, x2: x + width, y2: y + height });
  return shapes;
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
    if (box.width > 0 && box.height > 0)
      chart.append(...boxShapes({ x, y, width: box.width, height: box.height }, style));
    for (const line of ownLines(element, box, frame, style)) {
      const label = document.createElementNS(SVG_NS, 'text');
      label.setAttribute('x', String(line.x));
      label.setAttribute('y', String(line.y));
      label.setAttribute('fill', style.color);
      label.setAttribute('font-size', style.fontSize);
      label.setAttribute('font-family', style.fontFamily);
      label.setAttribute('font-weight', style.fontWeight);
      label.textContent = line.text;
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
