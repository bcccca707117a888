/**
 * Turning issues (locale key + params) into text. A param whose value is itself a locale key of a
 * label / status / action (`label`, `action`, `status`) is translated first, so "请填写{label}" reads
 * "请填写到期日期". The page passes intl's formatter; the mock passes the zh-CN messages.
 */
import type { Issue } from './types';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

const TRANSLATED_PARAMS = new Set(['label', 'action', 'status']);

/** A translator over a plain message table ({name} placeholders), for the mock and tests. */
export function tableTranslator(messages: Record<string, string>): Translate {
  return (key, params) => {
    const template = messages[key];
    if (template === undefined) return key;
    return template.replace(/\{(\w+)\}/g, (m, name) => (params && name in params ? String(params[name]) : m));
  };
}

export function renderIssue(issue: Issue, t: Translate): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(issue.params ?? {})) params[k] = TRANSLATED_PARAMS.has(k) && typeof v === 'string' ? t(v) : v;
  const text = t(issue.message, params);
  // a cell of a line-items field: "第 2 行：请填写数量"
  return issue.row ? t('resource.validation.lines.cell', { row: issue.row, message: text }) : text;
}

/** All issues as one sentence (the business error message of a refused write). */
export function renderIssues(issues: Issue[], t: Translate): string {
  return [...new Set(issues.map((i) => renderIssue(i, t)))].join('；');
}
