/** The OpenAPI schemas of a resource definition: its fields, bodies, record, list parameters and personal values (used by openapi-doc.ts). */
import {
  GRANT_CODE,
  GRANTS_MAX,
  isWritten,
  isOrgField,
  isUserField,
  linesOf,
  ORG_ID,
  ORG_NAMES,
  orgFieldsOf,
  MINE_PARAM,
  mineFiltersOf,
  rowLimits,
  USER_NAMES,
  USER_NO,
  userFieldsOf,
  userNameField,
  type ActionDef,
  type FieldDef,
  type ResourceDef,
} from '../src/domain/engine';
import { MULTI_MAX, RICH_TEXT_MAX, TEXT_MAX, TEXTAREA_MAX, NUMBER_MAX } from '../src/domain/engine/validate';
import { param, ref, type Schema } from './openapi-shapes';

export function fieldSchema(f: FieldDef, nullable: boolean): Schema {
  let s: Schema;
  switch (f.type) {
    case 'text':
    case 'textarea':
      s = { type: 'string', maxLength: f.maxLength ?? (f.type === 'text' ? TEXT_MAX : TEXTAREA_MAX) };
      if (f.minLength) s.minLength = f.minLength;
      // personal data is answered masked (138****0001): its pattern holds for what is typed, not for answers
      if (f.pattern && !f.personal) s.pattern = f.pattern.source;
      if (f.personal) {
        s['x-personal'] = f.personal;
        s.description = `${f.personal}: masked in every answer but the reveal call; a masked value sent back unchanged keeps the stored one${f.pattern ? `; a new value matches ${f.pattern.source}` : ''}`;
      }
      break;
    case 'richText':
      s = { type: 'string', maxLength: f.maxLength ?? RICH_TEXT_MAX, description: 'HTML; the server keeps the allow-listed subset (src/domain/html.ts)' };
      break;
    case 'integer':
      s = { type: 'integer', minimum: f.min ?? 0, maximum: f.max ?? NUMBER_MAX };
      break;
    case 'number':
    case 'money':
      s = { type: 'number', minimum: f.min ?? 0, maximum: f.max ?? NUMBER_MAX };
      break;
    case 'date':
      s = { type: 'string', format: 'date' };
      break;
    case 'dateTime':
      s = { type: 'string', format: 'date-time' };
      break;
    case 'select':
      s = f.enum ? { type: 'string', enum: [...f.enum] } : { type: 'string', maxLength: 100, ...(f.dict ? { 'x-dictionary': f.dict } : {}) };
      break;
    case 'multiSelect':
      s = {
        type: 'array',
        maxItems: MULTI_MAX,
        items: f.enum ? { type: 'string', enum: [...f.enum] } : { type: 'string', maxLength: 100 },
        ...(f.dict ? { 'x-dictionary': f.dict } : {}),
      };
      break;
    case 'boolean':
      s = { type: 'boolean' };
      break;
    case 'user':
      s = { type: 'string', pattern: USER_NO.source, 'x-user': true, description: 'a user number of the directory (GET {hr}/directory)' };
      break;
    case 'users':
      s = {
        type: 'array',
        maxItems: MULTI_MAX,
        items: { type: 'string', pattern: USER_NO.source },
        'x-user': true,
        description: 'user numbers of the directory, in order',
      };
      break;
    case 'org':
      s = { type: 'string', pattern: ORG_ID.source, 'x-org': true, description: 'a unit of the organization tree (GET {hr}/organizations)' };
      break;
    case 'orgs':
      s = {
        type: 'array',
        maxItems: MULTI_MAX,
        items: { type: 'string', pattern: ORG_ID.source },
        'x-org': true,
        description: 'units of the organization tree',
      };
      break;
    case 'condition':
      s = {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'op', 'value'],
        properties: {
          field: { type: 'string', maxLength: 60 },
          op: { type: 'string', maxLength: 60 },
          value: { oneOf: [{ type: 'number' }, { type: 'string', maxLength: 60 }, { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 60 } }] },
        },
        description: `a condition on the record: a field ${f.conditionOf ? `its ${f.conditionOf} offers` : ''}, an operator and a value`,
      };
      break;
    case 'grants':
      s = {
        type: 'array',
        maxItems: GRANTS_MAX,
        items: { type: 'string', pattern: GRANT_CODE.source },
        description:
          "functions granted: ['*'] (all, future ones too) or page and element codes of the function tree (GET {permission}/functions), each element with its page",
      };
      break;
    case 'attachments':
      return { type: 'array', items: ref('AttachmentRef') };
    case 'lineItems':
      return lineItemsSchema(f);
    default:
      s = {};
  }
  if (nullable && !['multiSelect', 'users', 'orgs', 'grants'].includes(f.type)) {
    if (s.enum) s.enum = [...(s.enum as string[]), null];
    s.type = [s.type as string, 'null'];
  }
  if (f.derive) s['x-derived'] = true;
  // fixed when the record reaches these moments (created / an action), then answered as stored
  if (f.fixOn?.length) s['x-fixed-on'] = [...f.fixOn];
  return s;
}

/** Rows of a line-items field: each an object of its cells (read-only and computed cells are answered, not accepted). */
export function lineItemsSchema(f: FieldDef): Schema {
  const l = linesOf(f);
  const properties: Record<string, Schema> = {};
  for (const c of l.fields) properties[c.key] = fieldSchema(c, !c.required || c.readOnly === true);
  for (const c of l.computed ?? []) properties[c.key] = { type: ['number', 'null'], 'x-derived': true };
  const { min, max } = rowLimits(f);
  const required = l.fields.filter((c) => c.required && !c.readOnly).map((c) => c.key);
  return {
    type: 'array',
    ...(l.patch ? { description: 'one row per stored row, in order: merged into them' } : { minItems: min }),
    maxItems: max,
    items: { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false },
    ...(l.totals?.length ? { 'x-totals': [...l.totals] } : {}),
  };
}

export function bodySchema(fields: FieldDef[], opts: { requireAll: boolean; extra?: Record<string, Schema>; required?: string[] }): Schema {
  const properties: Record<string, Schema> = {};
  // a field asked only on some records (`askedWhen`: a part shipped outside stock) is required there only
  for (const f of fields)
    properties[f.key] = f.askedWhen ? { ...fieldSchema(f, !f.required), description: 'asked only on the records it applies to' } : fieldSchema(f, !f.required);
  Object.assign(properties, opts.extra ?? {});
  const required = [...(opts.requireAll ? fields.filter((f) => f.required && !f.askedWhen).map((f) => f.key) : []), ...(opts.required ?? [])];
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

export function recordSchema(def: ResourceDef): Schema {
  const properties: Record<string, Schema> = {
    id: { type: 'string' },
    version: { type: 'integer', minimum: 1 },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    history: { type: 'array', items: ref('HistoryEntry') },
    attachments: { type: 'array', items: ref('AttachmentRef') },
    once: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: "values made for this write's answer alone (a temporary password): never stored, never answered again",
    },
  };
  if (def.anatomy) {
    properties.applicantNo = { type: ['string', 'null'] };
    properties.applicantName = { type: ['string', 'null'] };
  }
  // the assignee a `takes` action stamps ("assigned to me")
  if (def.mine.assigned) for (const k of [def.mine.assigned, userNameField(def.mine.assigned)]) properties[k] = { type: ['string', 'null'] };
  for (const f of def.fields) if (!properties[f.key]) properties[f.key] = fieldSchema(f, !f.required || f.readOnly === true);
  for (const a of def.lifecycle?.actions ?? []) for (const f of a.input ?? []) if (!properties[f.key]) properties[f.key] = fieldSchema(f, true);
  // the names of the users its user fields hold, answered with the record (never sent)
  if (userFieldsOf(def).length)
    properties[USER_NAMES] = { type: 'object', additionalProperties: { type: 'string' }, description: 'user number → name, of the users the user fields hold' };
  // the paths of the units its org fields hold, answered with the record (never sent)
  if (orgFieldsOf(def).length)
    properties[ORG_NAMES] = {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'unit id → path of names, of the units the org fields hold',
    };
  // a read-only resource (the logs: rows the server writes, never the store) has no version or write stamps
  const stamps = isWritten(def) ? ['version', 'createdAt', 'updatedAt'] : [];
  const required = ['id', ...stamps, ...(def.lifecycle ? ['status'] : []), ...(def.codePrefix ? ['code'] : [])];
  if (def.lifecycle) properties.status = { type: 'string', enum: def.lifecycle.statuses.map((s) => s.key) };
  // a tree-shaped desk's list answers each record with the records under it (`treeParent`)
  if (def.treeParent)
    properties.children = { type: 'array', items: ref(def.key[0].toUpperCase() + def.key.slice(1)), description: 'the records under this one (lists only)' };
  return { type: 'object', properties, required, additionalProperties: false };
}

export function actionBodySchema(action: ActionDef): Schema {
  const fields = [...(action.input ?? [])];
  if (action.comment) fields.push({ key: 'comment', type: 'textarea', maxLength: 500, required: action.comment === 'required' });
  return bodySchema(fields, { requireAll: true, extra: { version: { type: 'integer', minimum: 0 } }, required: ['version'] });
}

export function listParams(def: ResourceDef) {
  const params = [
    param('current', 'query', { type: 'integer', minimum: 1 }, false),
    param('pageSize', 'query', { type: 'integer', minimum: 1, maximum: 100 }, false),
    param('sortField', 'query', { type: 'string', enum: def.fields.filter((f) => f.table).map((f) => f.key) }, false),
    param('sortOrder', 'query', { type: 'string', enum: ['ascend', 'descend'] }, false),
    param('keyword', 'query', { type: 'string', maxLength: 100 }, false, `contains, in: ${def.keywordFields.join(', ')}`),
  ];
  const mine = mineFiltersOf(def);
  if (mine.length)
    params.push(param(MINE_PARAM, 'query', { type: 'string', enum: mine }, false, "the signed-in user's records: applied = applicant, assigned = assignee"));
  for (const f of def.fields) {
    if (!f.search) continue;
    if (f.search === 'range' || f.type === 'date' || f.type === 'dateTime') {
      params.push(param(`${f.key}From`, 'query', { type: 'string' }, false, `${f.key} ≥ (date YYYY-MM-DD or date-time)`));
      params.push(param(`${f.key}To`, 'query', { type: 'string' }, false, `${f.key} ≤ (a bare date covers the whole day)`));
    } else if (f.type === 'select' || f.type === 'multiSelect') params.push(param(f.key, 'query', { type: 'string' }, false, 'one of, comma-separated'));
    else if (isUserField(f)) params.push(param(f.key, 'query', { type: 'string' }, false, 'user numbers, comma-separated: holds one of them'));
    else if (isOrgField(f)) params.push(param(f.key, 'query', { type: 'string' }, false, 'unit ids, comma-separated: one of them'));
    else params.push(param(f.key, 'query', { type: 'string' }, false, f.type === 'text' ? 'contains' : 'equals'));
  }
  return params;
}

/** The answer of the reveal call: the record's id and its personal values (line items: their personal cells per row). */
export function personalSchema(def: ResourceDef): Schema {
  const values: Record<string, Schema> = {};
  for (const f of def.personalFields) {
    const cells = f.lines?.fields.filter((c) => c.personal) ?? [];
    values[f.key] = cells.length
      ? {
          type: 'array',
          items: { type: 'object', additionalProperties: false, properties: Object.fromEntries(cells.map((c) => [c.key, { type: ['string', 'null'] }])) },
        }
      : { type: ['string', 'null'] };
  }
  return {
    type: 'object',
    required: ['id', 'values'],
    additionalProperties: false,
    properties: { id: { type: 'string' }, values: { type: 'object', additionalProperties: false, properties: values } },
  };
}
