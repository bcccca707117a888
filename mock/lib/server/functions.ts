/**
 * 系统功能's function tree and its records: the tree is built from the routes, the menu and the catalogue
 * of codes (src/domain/admin/functions.ts), never stored; the engine's `systemFunction` records
 * (src/domain/desks/systemFunction.ts) are one per function — the tree's facts and what administrators
 * set (停用, the remark) — kept in step with the tree here: a function the tree gains gets its record
 * (enabled, no remark), one it loses goes. `functionSettings()` is what the records set: every
 * permission (identity.ts `heldCodes`) and the lock-out rule read it, so there is one copy.
 */
import { buildFunctionTree, flattenFunctions, functionId, functionIndex, functionTitleKeys, type FunctionNode } from '../../../src/domain/admin/functions';
import { elementCodes } from '../../../src/domain/catalogue';
import { systemFunction } from '../../../src/domain/desks/systemFunction';
import type { ResourceRecord, Values } from '../../../src/domain/engine';
import { serverMessages, serverText } from '../../../src/domain/serverMessages';
import { storedRows, table } from '../store/tables';
import type { FunctionSettings } from './identitySeed';

let treeCache: { codes: readonly string[]; tree: FunctionNode[]; index: Map<string, FunctionNode> } | null = null;

function treeState() {
  // the catalogue's list is made anew only when a definition is registered (src/domain/catalogue.ts)
  const codes = elementCodes();
  if (treeCache?.codes !== codes) {
    const tree = buildFunctionTree(codes);
    treeCache = { codes, tree, index: functionIndex(tree) };
  }
  return treeCache;
}

/** The function tree of 系统功能, built from the routes, the menu and the catalogue of codes. */
export const functionTree = (): FunctionNode[] => treeState().tree;
export const functionNodeIndex = (): Map<string, FunctionNode> => treeState().index;

/** What the tree says of a function, as its record holds it (`order`: its place, depth first). */
function factsOf(node: FunctionNode, order: number): Values {
  const { keys, fallback } = functionTitleKeys(node);
  const key = keys.find((k) => serverMessages[k]);
  return {
    code: node.code,
    name: key ? serverText(key) : fallback,
    kind: node.kind,
    system: node.system,
    parent: node.parent ? functionId(node.parent) : '',
    routes: (node.routes ?? []).join(' '),
    inMenu: node.kind === 'ELEMENT' ? null : node.inMenu !== false,
    order,
  };
}

const SEEDED_AT = '2025-10-08T02:00:00.000Z';

/** A function's record: the one kept with the tree's facts now, or a new one (enabled, no remark). */
function recordOf(node: FunctionNode, order: number, kept?: ResourceRecord): ResourceRecord {
  const facts = factsOf(node, order);
  if (kept) return Object.keys(facts).every((k) => kept[k] === facts[k]) ? kept : { ...kept, ...facts };
  const at = SEEDED_AT;
  return { id: functionId(node.code), ...facts, remark: '', status: 'ENABLED', createdAt: at, updatedAt: at, version: 1, history: [] };
}

/** The records of the tree as first seeded (mock/lib/seed): every function enabled. */
export const seedFunctionRecords = (): ResourceRecord[] => flattenFunctions(functionTree()).map((n, i) => recordOf(n, i));

let synced: { codes: readonly string[]; rows: unknown } | null = null;

/** Keep the records in step with the tree (a definition registered after the seed adds functions). */
function inStep() {
  const { codes, tree } = treeState();
  const tbl = table(systemFunction);
  if (synced?.codes === codes && synced.rows === tbl.rows) return;
  const ids = new Set<string>();
  flattenFunctions(tree).forEach((n, i) => {
    const id = functionId(n.code);
    ids.add(id);
    const kept = tbl.rows.get(id);
    const next = recordOf(n, i, kept);
    if (next !== kept) tbl.rows.set(id, next);
  });
  for (const id of [...tbl.rows.keys()]) if (!ids.has(id)) tbl.rows.delete(id);
  synced = { codes, rows: tbl.rows };
}

let lastSettings: { rows: ResourceRecord[]; settings: FunctionSettings } = { rows: [], settings: { disabled: [], remarks: {} } };

/**
 * What administrators set on the functions — the codes switched off for everyone and the remarks — read
 * from the records (made anew only when one changed). Read-only: a change is the engine's edit or action.
 */
export function functionSettings(): FunctionSettings {
  inStep();
  const rows = storedRows(systemFunction);
  if (rows.length !== lastSettings.rows.length || rows.some((r, i) => r !== lastSettings.rows[i])) {
    const disabled = rows.filter((r) => r.status === 'DISABLED').map((r) => String(r.code));
    const remarks = Object.fromEntries(rows.filter((r) => r.remark).map((r) => [String(r.code), String(r.remark)]));
    lastSettings = { rows, settings: { disabled, remarks } };
  }
  return lastSettings.settings;
}
