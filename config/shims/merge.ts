/**
 * `lodash/merge` for umi's antd plugin (aliased in config/bundle.ts): its `setAntdConfig` — what the
 * dark-mode switch calls — merges the new antd configuration into the current one with it, and that
 * one import brought thirty-odd lodash modules into the entry (≈ 4 KiB gzip). Lodash's rules, for the
 * values a configuration holds: plain objects and arrays are merged key by key (into a fresh object or
 * array where the destination has none), any other object — a function, a date, a class instance — is
 * assigned as it is, and `undefined` never overwrites a key that is there. Typed arrays, `arguments`
 * and circular structures, which a configuration never holds, are not lodash's here.
 * tests/unit/perf/mergeShim.test.ts holds it against lodash's merge.
 */
type Bag = Record<string, unknown>;

const isObject = (v: unknown): v is object => v !== null && (typeof v === 'object' || typeof v === 'function');
const same = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));
const objectSource = Function.prototype.toString.call(Object);

function isPlainObject(v: unknown): v is Bag {
  if (v === null || typeof v !== 'object' || Object.prototype.toString.call(v) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(v);
  if (proto === null) return true;
  const Ctor = Object.hasOwn(proto, 'constructor') && proto.constructor;
  return typeof Ctor === 'function' && Ctor instanceof Ctor && Function.prototype.toString.call(Ctor) === objectSource;
}

const isArrayLikeObject = (v: unknown): v is ArrayLike<unknown> =>
  typeof v === 'object' && v !== null && Number.isInteger((v as { length?: unknown }).length) && (v as { length: number }).length >= 0;

/** a key's value, except the two that would reach the prototype */
const read = (o: Bag, key: string) => (key === '__proto__' || (key === 'constructor' && typeof o[key] === 'function') ? undefined : o[key]);

function assign(target: Bag, key: string, value: unknown) {
  if ((value !== undefined && !same(target[key], value)) || (value === undefined && !(key in target))) {
    if (key === '__proto__') Object.defineProperty(target, key, { configurable: true, enumerable: true, value, writable: true });
    else target[key] = value;
  }
}

function mergeInto(target: Bag, source: Bag) {
  if (target === source) return;
  // eslint-disable-next-line guard-for-in -- lodash merges inherited enumerable keys too
  for (const key in source) {
    const value = read(source, key);
    if (!isObject(value)) {
      assign(target, key, value);
      continue;
    }
    const current = read(target, key);
    let next: unknown = value;
    if (Array.isArray(value)) next = Array.isArray(current) ? current : isArrayLikeObject(current) ? Array.from(current) : [];
    else if (isPlainObject(value))
      next =
        isObject(current) && typeof current !== 'function'
          ? current
          : typeof value.constructor === 'function'
            ? Object.create(Object.getPrototypeOf(value))
            : {};
    else {
      assign(target, key, value);
      continue;
    }
    mergeInto(next as Bag, value as Bag);
    assign(target, key, next);
  }
}

export default function merge<T>(target: T, ...sources: unknown[]): T {
  for (const source of sources) if (source != null) mergeInto(target as Bag, source as Bag);
  return target;
}
