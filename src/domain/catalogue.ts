/**
 * The catalogue of page-element permission codes the portal knows (`<page>:<action>`): the actions of
 * every registered resource definition, the workflow pages' codes and the administration pages'
 * codes. Permission wildcards expand to these codes only, and 系统功能 lists them, so nothing granted is
 * fictional. Derived on every call from its three sources — a definition added to the registry
 * (./resources) is in it without another step.
 */
import { adminActions } from './admin/codes';
import { diagnosticsActions } from './diagnostics';
import { indicatorsActions } from './indicators/codes';
import { surveyActions } from './surveys/codes';
import { codesOf } from './engine';
import { resources } from './desks';
import { CBB_EXTRA_CODES } from './desks/cbb';
import { workflowElementCodes } from './workflow/permissions';

const pageCodes: Record<string, readonly string[]> = {
  home: [],
  ...adminActions,
  ...surveyActions,
  ...diagnosticsActions,
  ...indicatorsActions,
};

/** the codes as last listed, and for how many definitions (one registered later lists them anew) */
let listed: { definitions: number; codes: readonly string[] } | undefined;

/**
 * Every page-element code, sorted. The server asks on every permission check, so the list is made
 * once per set of definitions (they do not change once registered).
 */
export function elementCodes(): readonly string[] {
  if (listed?.definitions === resources.length) return listed.codes;
  const codes = new Set<string>();
  for (const [page, actions] of Object.entries(pageCodes)) actions.forEach((a) => codes.add(`${page}:${a}`));
  resources.flatMap(codesOf).forEach((c) => codes.add(c));
  CBB_EXTRA_CODES.forEach((c) => codes.add(c));
  workflowElementCodes().forEach((c) => codes.add(c));
  listed = { definitions: resources.length, codes: Object.freeze([...codes].sort()) };
  return listed.codes;
}
