/** Saved filters of a list, kept per user on the server (config/openapi.json, "savedFilters" tag). */
import { request } from '@umijs/max';
import { API } from '@/core/config/endpoints';
import type { Envelope } from '@/domain/envelope';
import type { SavedFilter, SavedQuery } from '@/domain/savedFilters';
import { unwrap } from './resource';

const base = `${API.management}/savedFilters`;

export async function listSavedFilters(resource: string): Promise<SavedFilter[]> {
  return unwrap(await request<Envelope<SavedFilter[]>>(base, { method: 'GET', params: { resource } }));
}

export async function saveFilter(resource: string, name: string, query: SavedQuery): Promise<SavedFilter> {
  return unwrap(await request<Envelope<SavedFilter>>(base, { method: 'POST', data: { resource, name, query } }));
}

export async function deleteSavedFilter(id: string): Promise<{ id: string }> {
  return unwrap(await request<Envelope<{ id: string }>>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}
