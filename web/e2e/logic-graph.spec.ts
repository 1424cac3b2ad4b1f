// The logic graph of a deduction puzzle (issue 16). The game is loaded one verdict short of solved
// (the engine's own hint sequence saved as the accepted moves, as the player saves a game), "Show
// how" shows only what is solved, the last verdict is marked through the cards and buttons, and the
// summary's "Logic graph" draws the whole chain: a node per clue and person, the engine's edges, and
// focusing (the keyboard) or pressing a verdict lights exactly what it rests on. What the graph must
// hold comes from the engine's deduce_explain answer, not from one puzzle's contents.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { newSession, serializeSession, storageKey } from '../src/deduce/session';
import type { DeducePuzzle, Move } from '../src/deduce/types';
import { deductionBoard } from './support/app';
import { engineReady, engineRequest, type Json } from './support/engine';

const link = { size: '4x5', mode: 'revealed', seed: '5' };

const graphFrame = (page: Page): Locator => page.getByTestId('logic-graph');
const graphNode = (page: Page, id: string): Locator => graphFrame(page).locator(`.node[data-id="${id}"]`);

/** The ids a verdict rests on, from the engine's edges. */
const supportOf = (graph: Json, id: string): string[] => graph.edges.filter((edge: Json) => edge.from === id).map((edge: Json) => edge.to);

async function openGame(page: Page): Promise<{ puzzle: DeducePuzzle; explained: Json }> {
  await page.goto(`/#d1.${link.size}.${link.mode}.${link.seed}`);
  await engineReady(page);
  await expect(deductionBoard(page)).toBeVisible({ timeout: 60_000 });
  const puzzle: DeducePuzzle = await engineRequest(page, { op: 'generate', family: 'deduce', ...link });
  const explained = await engineRequest(page, { op: 'deduce_explain', puzzle });
  return { puzzle, explained };
}

/**
 * Saves `moves` as the puzzle's game and reloads, as a player coming back to it. The record is
 * written by an init script of the reloaded document, before the app reads it: the open page saves
 * its session on every clock tick, so a record written into it could be overwritten before it unloads.
 */
async function loadMoves(page: Page, puzzle: DeducePuzzle, moves: Move[]): Promise<void> {
  const saved = serializeSession({ ...newSession(), moves });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKey(puzzle), saved] as const);
  await page.reload();
  await expect(deductionBoard(page)).toBeVisible({ timeout: 60_000 });
}

test('"Show how" shows the solved part; after the last verdict the logic graph lights what a verdict rests on', async ({ page, hasTouch }) => {
  const { puzzle, explained } = await openGame(page);
  const { graph } = explained;
  const moves: Move[] = explained.hints.map((hint: Json) => ({ cell: hint.cell, verdict: hint.verdict }));
  const last = moves.at(-1)!;
  await loadMoves(page, puzzle, moves.slice(0, -1));
  const press = (target: Locator) => (hasTouch ? target.tap() : target.click());

  // During play: everyone but the last person, and no node or edge of the last.
  await press(page.getByRole('button', { name: 'Show how' }));
  await expect(page.getByRole('heading', { name: 'How it was solved so far' })).toBeVisible();
  await expect(graphFrame(page).locator('.node').first()).toBeVisible({ timeout: 60_000 });
  const lastClues = puzzle.clues.flatMap((clue, index) => (clue.carrier === last.cell ? [`clue:${index}`] : []));
  await expect(graphFrame(page).locator('.node')).toHaveCount(graph.nodes.length - 1 - lastClues.length);
  await expect(graphNode(page, last.cell)).toHaveCount(0);
  await expect(graphFrame(page).locator(`.edges path[data-from="${last.cell}"]`)).toHaveCount(0);

  // The last verdict through the board.
  const person = puzzle.people.find((candidate) => candidate.cell === last.cell)!;
  await press(deductionBoard(page).getByRole('gridcell', { name: new RegExp(`^${person.name}, ${person.cell},`) }));
  const verdicts = page.getByRole('group', { name: 'Verdict on the selected person' });
  await press(verdicts.getByRole('button', { name: last.verdict === 'criminal' ? 'Criminal' : 'Innocent' }));
  await expect(page.getByRole('heading', { name: 'Solved' })).toBeVisible();

  // The whole graph, from the summary.
  await press(page.getByRole('button', { name: 'Close' }));
  await press(page.getByRole('button', { name: 'Logic graph' }));
  await expect(page.getByRole('heading', { name: 'Logic graph' })).toBeVisible();
  await expect(graphFrame(page).locator('.node')).toHaveCount(graph.nodes.length, { timeout: 60_000 });
  await expect(graphFrame(page).locator('.node.verdict')).toHaveCount(explained.hints.length);
  await expect(graphFrame(page).locator('.edges path.edge')).toHaveCount(graph.edges.length);
  for (const node of graph.nodes) await expect(graphNode(page, node.id)).toHaveAttribute('role', 'button');

  // Focus the verdict resting on the most (keyboard): exactly its support lights up, with its edges
  // and the edges of the verdicts resting on it.
  const richest = graph.nodes
    .filter((node: Json) => node.kind === 'verdict')
    .reduce((best: Json, node: Json) => (supportOf(graph, node.id).length > supportOf(graph, best.id).length ? node : best));
  const support = supportOf(graph, richest.id);
  await graphNode(page, richest.id).focus();
  await expect(graphNode(page, richest.id)).toHaveClass(/is-active/);
  const lit = graphFrame(page).locator('.node.is-support');
  await expect(lit).toHaveCount(support.length);
  expect((await lit.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-id')))).sort()).toEqual([...support].sort());
  // Its own edges light (to its support and from the verdicts that rest on it), no other.
  const dependents = graph.edges.filter((edge: Json) => edge.to === richest.id).length;
  await expect(graphFrame(page).locator(`.edges path.edge.is-lit`)).toHaveCount(support.length + dependents);
  await expect(graphFrame(page).locator(`.edges path.edge.is-lit[data-from="${richest.id}"]`)).toHaveCount(support.length);
  await expect(
    graphFrame(page).locator(`.edges path.edge.is-lit:not([data-from="${richest.id}"]):not([data-to="${richest.id}"])`),
  ).toHaveCount(0);
  await expect(page.getByTestId('logic-graph-description')).toContainText(`${richest.name} (${richest.cell}) is`);

  // Enter keeps it lit; a clue pressed lights the verdicts that use it.
  await page.keyboard.press('Enter');
  await expect(graphNode(page, richest.id)).toHaveAttribute('aria-pressed', 'true');
  const clue = graph.nodes.find((node: Json) => node.kind === 'clue' && graph.edges.some((edge: Json) => edge.to === node.id));
  const users = graph.edges.filter((edge: Json) => edge.to === clue.id).map((edge: Json) => edge.from);
  await graphNode(page, clue.id).scrollIntoViewIfNeeded();
  await press(graphNode(page, clue.id));
  await expect(graphFrame(page).locator('.node.is-dependent')).toHaveCount(users.length);
});
