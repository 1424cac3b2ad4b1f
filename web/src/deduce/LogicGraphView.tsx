// The logic graph on the deduction screen (issue 16): the engine's own drawing (deduce_explain with
// "drawing": "svg", the layout of `gridforge deduce explain --graph svg`), put inline so that it can
// answer the player: hovering, focusing or pressing a node lights up what it rests on and what
// rests on it, and a line under the drawing says it in words. Every node is a focusable button
// named by that sentence. During play only what is already solved is shown (shownNodeIds): the
// other nodes and their edges are taken out of the drawing, not hidden, so nothing spoils. The
// drawing keeps its size and scrolls inside its frame (a phone), with zoom buttons to see it whole.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Engine } from '../engine/client';
import { engineErrorText, isQuietEngineError } from './engineErrors';
import { describeNode, neighboursOf, nodeById, shownNodeIds, type ExplainAnswer, type LogicGraph } from './logicGraph';
import type { DeducePuzzle, Move } from './types';

export interface LogicGraphViewProps {
  engine: Engine;
  puzzle: DeducePuzzle;
  /** The accepted moves of a game in progress (show only what they solved), or null for the whole graph. */
  moves: readonly Move[] | null;
  onClose: () => void;
}

const CHANNEL = 'deduce-graph';
const ZOOMS = [0.35, 0.5, 0.65, 0.8, 1, 1.25, 1.5];

/** The answer does not depend on the moves: one request per puzzle, shared by every opening. */
const answers = new WeakMap<DeducePuzzle, Promise<ExplainAnswer>>();

function explain(engine: Engine, puzzle: DeducePuzzle): Promise<ExplainAnswer> {
  let answer = answers.get(puzzle);
  if (!answer) {
    answer = engine.request<ExplainAnswer>({ op: 'deduce_explain', puzzle, drawing: 'svg' }, { channel: CHANNEL });
    answers.set(puzzle, answer);
    answer.catch(() => answers.delete(puzzle)); // a failure is asked again at the next opening
  }
  return answer;
}

/** The engine's SVG as an element of this document, or an Error saying why not. */
function parseDrawing(text: string): SVGSVGElement | Error {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (root.nodeName !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) return new Error('the engine sent a drawing that is not SVG');
  return document.importNode(root, true) as unknown as SVGSVGElement;
}

/**
 * Takes out of the drawing what a game in progress may not show, and makes each remaining node a
 * button named by its sentence (its tooltip says the same, in place of the engine's, which would
 * name people not yet found).
 */
function prepareDrawing(svg: SVGSVGElement, graph: LogicGraph, shown: ReadonlySet<string> | null) {
  const visible = (id: string | null) => id !== null && (!shown || shown.has(id));
  for (const element of [...svg.querySelectorAll('.node, .edges path.edge')]) {
    const keep = element.classList.contains('node')
      ? visible(element.getAttribute('data-id'))
      : visible(element.getAttribute('data-to')) && visible(element.getAttribute('data-from'));
    if (!keep) element.remove();
  }
  // A source's trunk (its shared run through the columns, one piece per column) is kept only as
  // far as the last verdict still drawn that rests on it: beyond, it would tell of verdicts to come.
  const reach = new Map<string, number>();
  const columns = nodeColumns(svg);
  for (const edge of svg.querySelectorAll('.edges path.edge')) {
    const source = edge.getAttribute('data-to')!;
    const column = columns.get(edge.getAttribute('data-from')!) ?? -1;
    reach.set(source, Math.max(reach.get(source) ?? -1, column));
  }
  for (const piece of [...svg.querySelectorAll('.edges path.trunk')]) {
    if (Number(piece.getAttribute('data-column')) >= (reach.get(piece.getAttribute('data-to')!) ?? -1)) piece.remove();
  }
  for (const element of svg.querySelectorAll('.node')) {
    const id = element.getAttribute('data-id')!;
    const node = nodeById(graph, id);
    const sentence = describeNode(graph, id, shown ?? undefined);
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', sentence);
    if (node && node.kind !== 'clue') element.setAttribute('data-verdict', node.verdict);
    const title = element.querySelector('title');
    if (title) title.textContent = sentence;
  }
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', 'Logic graph: clues on the left, then the verdicts column by column, by chain depth');
}

/** The drawing's column of each node (0: the clues), as the engine wrote it. */
function nodeColumns(svg: SVGSVGElement): Map<string, number> {
  return new Map([...svg.querySelectorAll('.node')].map((node) => [node.getAttribute('data-id')!, Number(node.getAttribute('data-column'))]));
}

/** Lights up `active`, what it rests on and what rests on it; all plain again for null. */
function highlight(svg: SVGSVGElement, graph: LogicGraph, active: string | null) {
  const { supports, dependents } = active ? neighboursOf(graph, active) : { supports: [], dependents: [] };
  svg.classList.toggle('has-active', active !== null);
  for (const element of svg.querySelectorAll('.node')) {
    const id = element.getAttribute('data-id')!;
    element.classList.toggle('is-active', id === active);
    element.classList.toggle('is-support', supports.includes(id));
    element.classList.toggle('is-dependent', dependents.includes(id));
    element.setAttribute('aria-pressed', String(id === active));
  }
  // A support's trunk is lit only up to the active verdict's column; a source's own, all of it.
  const activeColumn = active ? (nodeColumns(svg).get(active) ?? -1) : -1;
  for (const path of svg.querySelectorAll('.edges path')) {
    const to = path.getAttribute('data-to')!;
    const lit = path.classList.contains('trunk')
      ? to === active || (supports.includes(to) && Number(path.getAttribute('data-column')) < activeColumn)
      : path.getAttribute('data-from') === active || to === active;
    path.classList.toggle('is-lit', active !== null && lit);
  }
}

export function LogicGraphView({ engine, puzzle, moves, onClose }: LogicGraphViewProps) {
  const [answer, setAnswer] = useState<ExplainAnswer | null>(null);
  const [error, setError] = useState('');
  const [zoom, setZoom] = useState(1);
  /** The node pressed (stays lit), and the one under the pointer or focus (lit while there). */
  const [pinned, setPinned] = useState<string | null>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const svgRef = useRef<SVGSVGElement | null>(null);

  useEffect(() => {
    let current = true;
    explain(engine, puzzle).then(
      (received) => current && setAnswer(received),
      (failure) => current && !isQuietEngineError(failure) && setError(`The engine could not draw the logic graph: ${engineErrorText(failure)}`),
    );
    return () => {
      current = false;
    };
  }, [engine, puzzle]);

  // Focus goes to the panel when it opens and back to what opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const shown = useMemo(() => (answer && moves ? shownNodeIds(answer.graph, puzzle, moves) : null), [answer, puzzle, moves]);
  const shownKey = shown ? [...shown].join(' ') : 'all';

  // The drawing, put in once per answer and per set of shown nodes.
  useEffect(() => {
    const frame = frameRef.current;
    if (!answer || !frame) return;
    if (typeof answer.drawing !== 'string') {
      setError('The engine sent no drawing of the logic graph.');
      return;
    }
    const svg = parseDrawing(answer.drawing);
    if (svg instanceof Error) {
      setError(`The logic graph could not be shown: ${svg.message}.`);
      return;
    }
    prepareDrawing(svg, answer.graph, shown);
    frame.replaceChildren(svg);
    svgRef.current = svg;
    return () => {
      svgRef.current = null;
      frame.replaceChildren();
    };
    // shownKey stands for shown: a new Set with the same members needs no new drawing.
  }, [answer, shownKey]);

  const active = pointed ?? pinned;
  const activeShown = active && (!shown || shown.has(active)) ? active : null;

  useEffect(() => {
    if (svgRef.current && answer) highlight(svgRef.current, answer.graph, activeShown);
  }, [answer, activeShown, shownKey]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const width = Number(svg.getAttribute('width'));
    const height = Number(svg.getAttribute('height'));
    svg.style.width = `${Math.round(width * zoom)}px`;
    svg.style.height = `${Math.round(height * zoom)}px`;
  }, [zoom, answer, shownKey]);

  const nodeOf = (event: Event): string | null => (event.target as Element | null)?.closest?.('.node')?.getAttribute('data-id') ?? null;
  const toggle = (id: string) => setPinned((current) => (current === id ? null : id));
  const onKeyDown = (event: KeyboardEvent) => {
    const id = nodeOf(event);
    if (!id || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    event.stopPropagation(); // the deduction screen's own keys (C, I, N ...) stay out of the graph
    toggle(id);
  };
  const zoomIndex = ZOOMS.indexOf(zoom);
  const fitZoom = () => {
    const svg = svgRef.current;
    const frame = frameRef.current;
    if (!svg || !frame) return;
    const fit = (frame.clientWidth - 4) / Number(svg.getAttribute('width'));
    setZoom(ZOOMS.filter((step) => step <= fit).at(-1) ?? ZOOMS[0]);
  };

  const description = activeShown && answer ? describeNode(answer.graph, activeShown, shown ?? undefined) : '';
  const partial = moves !== null;

  return (
    <section class="deduce-graph" aria-labelledby="deduce-graph-title" onKeyDown={(event) => event.stopPropagation()}>
      <div class="deduce-graph-head">
        <h2 id="deduce-graph-title" ref={headingRef} tabIndex={-1}>
          {partial ? 'How it was solved so far' : 'Logic graph'}
        </h2>
        <div class="deduce-graph-tools" role="group" aria-label="Zoom">
          <button type="button" class="deduce-button" aria-disabled={zoomIndex <= 0} onClick={() => zoomIndex > 0 && setZoom(ZOOMS[zoomIndex - 1])}>
            Zoom out
          </button>
          <button type="button" class="deduce-button" aria-disabled={zoomIndex >= ZOOMS.length - 1} onClick={() => zoomIndex < ZOOMS.length - 1 && setZoom(ZOOMS[zoomIndex + 1])}>
            Zoom in
          </button>
          <button type="button" class="deduce-button" onClick={fitZoom}>
            Fit
          </button>
          <span class="deduce-graph-zoom" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <button type="button" class="deduce-button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      <p class="deduce-graph-help">
        {partial
          ? 'The chain of deduction behind the people revealed so far; the rest stays hidden until you find it. '
          : 'The exact chain of deduction from the clues to the solution. '}
        Point at, tab to or press a person to light up the clues and verdicts it rests on; a clue lights up the verdicts that use it.
      </p>
      {error ? (
        <p role="status" class="deduce-status is-error">
          {error}
        </p>
      ) : (
        !answer && <p class="deduce-graph-loading">Drawing the logic graph…</p>
      )}
      <div
        ref={frameRef}
        class="deduce-graph-frame"
        data-testid="logic-graph"
        // mousemove, not mouseover: Chromium sends mouseover when the drawing scrolls under a
        // resting pointer (focusing a node scrolls it into view), which would take the light
        // from the node the keyboard just focused.
        onMouseMove={(event) => setPointed(nodeOf(event))}
        onMouseLeave={() => setPointed(null)}
        onFocusIn={(event) => setPointed(nodeOf(event))}
        onFocusOut={() => setPointed(null)}
        onClick={(event) => {
          const id = nodeOf(event);
          if (id) toggle(id);
        }}
        onKeyDown={onKeyDown}
      />
      <p class="deduce-graph-description" aria-live="polite" data-testid="logic-graph-description">
        {description}
      </p>
    </section>
  );
}
