/** The option configuration (选项配置) as the pages read it: dictionaries and numeric settings. */
import { request } from '@umijs/max';
import { API } from '@/core/config/endpoints';
import type { Envelope } from '@/domain/envelope';
import { BizError } from './resource';

import type { Dictionary, DictionaryItem, Setting } from '@/domain/options';

export type { Dictionary, DictionaryItem, Setting };

function unwrap<T>(body: Envelope<T>): T {
  if (!body?.success) throw new BizError({ errorCode: body?.errorCode, errorMessage: body?.errorMessage, showType: body?.showType, data: body?.data });
  return body.data as T;
}

export async function fetchDictionaries(): Promise<Dictionary[]> {
  return unwrap(await request<Envelope<Dictionary[]>>(`${API.management}/options/dictionaries`, { method: 'GET' }));
}

export async function fetchSettings(): Promise<Setting[]> {
  return unwrap(await request<Envelope<Setting[]>>(`${API.management}/options/settings`, { method: 'GET' }));
}
