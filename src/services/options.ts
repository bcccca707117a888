/** The option configuration (选项配置) as the pages read it: dictionaries and numeric settings; the secrecy levels' names. */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { LevelNames } from '@/domain/admin/secrecy';
import type { Dictionary, DictionaryItem, Setting } from '@/domain/options';

export type { Dictionary, DictionaryItem, Setting };

export const fetchDictionaries = () => http.get<Dictionary[]>(`${API.management}/options/dictionaries`);

export const fetchSettings = () => http.get<Setting[]>(`${API.management}/options/settings`);

/** The names and colours of the secrecy levels as 人员密级 / 信息密级 set them (any signed-in user). */
export const fetchSecrecyNames = () => http.get<LevelNames>(`${API.management}/options/secrecyLevels`);
