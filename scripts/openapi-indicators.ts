/** The service figures of 服务指标 in config/openapi.json (docs/service-indicators.md; mock/indicators.ts). */
import { API } from '../src/domain/endpoints';
import { FIGURE_KEYS, GROUP_BY, INDICATORS_PAGE, MAX_SPAN_DAYS } from '../src/domain/indicators';
import { answer, ok, param, type Schema } from './openapi-shapes';
import { int, obj, str } from './openapi-platform-schemas';

const share = { type: ['number', 'null'], minimum: 0, maximum: 1 };
const num = { type: ['number', 'null'] };
const period = obj({ from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } });
const drill = { type: 'object', additionalProperties: str, description: "the desk list's filter (query) that shows exactly the records behind the number" };
const desks = {
  type: 'array',
  description: 'per desk the user may read, its records behind the number (the counts add up to count)',
  items: obj({ resource: str, count: int, drill }, ['resource', 'count', 'drill']),
};
const value: Record<string, Schema> = { count: int, measured: int, met: int, share, median: num };

export function indicatorPaths(): Record<string, Record<string, unknown>> {
  return {
    [`${API.management}/indicators`]: {
      get: {
        tags: ['indicators'],
        operationId: 'serviceIndicators',
        'x-permission': INDICATORS_PAGE,
        summary:
          "The service figures over a period, computed from each desk's own list as the user reads it (page code, data scope, secrecy): a figure of a desk the user lacks is left out. With compare, the period before; always twelve months' trend; with groupBy, the breakdown. Malformed parameters are VALIDATION.",
        parameters: [
          param('from', 'query', { type: 'string', format: 'date' }, true, 'first day (China Standard Time), included'),
          param('to', 'query', { type: 'string', format: 'date' }, true, `last day, included; at most ${MAX_SPAN_DAYS} days after from`),
          param('compare', 'query', { type: 'string', enum: ['true', 'false'] }, false, 'also the period before'),
          param('groupBy', 'query', { type: 'string', enum: [...GROUP_BY] }, false, 'the breakdown'),
        ],
        responses: answer(
          ok(
            obj(
              {
                period,
                previous: period,
                figures: {
                  type: 'array',
                  items: obj(
                    {
                      key: { type: 'string', enum: [...FIGURE_KEYS] },
                      unit: { type: 'string', enum: ['minutes', 'hours', 'days'] },
                      ...value,
                      desks,
                      previous: obj(value),
                      standing: int,
                    },
                    ['key', ...Object.keys(value), 'desks'],
                  ),
                },
                trend: obj({ months: { type: 'array', items: str }, series: { type: 'object', additionalProperties: { type: 'array', items: share } } }),
                groups: obj({
                  by: { type: 'string', enum: [...GROUP_BY] },
                  figures: { type: 'object', additionalProperties: { type: 'array', items: obj({ key: str, label: str, ...value, desks }) } },
                }),
                settings: obj({ aogResponseMinutes: int, supportUnansweredHours: int, complaintCloseDays: int }),
              },
              ['period', 'figures', 'trend', 'settings'],
            ),
          ),
          'the figures the user may see',
        ),
      },
    },
  };
}
