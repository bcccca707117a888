/** The building blocks of config/openapi.json: schema references, the envelope, parameters. */
export type Schema = Record<string, unknown>;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const ok = (data: Schema) => ({
  oneOf: [{ type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data }, additionalProperties: false }, ref('Failure')],
});
export const paged = (item: string) => ({
  oneOf: [
    {
      type: 'object',
      required: ['success', 'data', 'total', 'current', 'pageSize'],
      additionalProperties: false,
      properties: {
        success: { const: true },
        data: { type: 'array', items: ref(item) },
        total: { type: 'integer', minimum: 0 },
        current: { type: 'integer', minimum: 1 },
        pageSize: { type: 'integer', minimum: 0 },
      },
    },
    ref('Failure'),
  ],
});
export const answer = (schema: Schema, description: string) => ({ '200': { description, content: { 'application/json': { schema } } } });
export const jsonBody = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });
export const param = (name: string, where: 'path' | 'query', schema: Schema = { type: 'string' }, required = where === 'path', description?: string) => ({
  name,
  in: where,
  required,
  schema,
  ...(description ? { description } : {}),
});
