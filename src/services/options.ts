/** The option configuration (选项配置) as the pages read it: dictionaries and numeric settings. */
import { API } from '@/core/config/endpoints';
import { http } from '@/core/request/http';
import type { Dictionary, DictionaryItem, Setting } from '@/domain/options';

export type { Dictionary, DictionaryItem, Setting };

export const fetchDictionaries = () => http.get<Dictionary[]>(`${API.management}/options/dictionaries`);

export const fetchSettings = () => http.get<Setting[]>(`${API.management}/options/settings`);
