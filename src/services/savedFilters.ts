/** Saved filters of a list, kept per user on the server (config/openapi.json, "savedFilters" tag). */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { SavedFilter, SavedQuery } from '@/domain/savedFilters';

const base = `${API.management}/savedFilters`;

export const listSavedFilters = (resource: string) => http.get<SavedFilter[]>(base, { resource });

export const saveFilter = (resource: string, name: string, query: SavedQuery) => http.post<SavedFilter>(base, { resource, name, query });

export const deleteSavedFilter = (id: string) => http.del<{ id: string }>(`${base}/${encodeURIComponent(id)}`);
