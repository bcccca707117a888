/** Calls of the knowledge desks beyond the engine's (config/openapi.json): a technical material's new revision. */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { ResourceRecord } from '@/domain/engine';

export interface RevisionInput {
  revision: string;
  effectiveDate: string;
  fileId: string;
  note?: string;
  version: number;
}

/** Add a revision (its file uploaded to the file API first); answers the material with it as the current one. */
export const addRevision = (id: string, body: RevisionInput) =>
  http.post<ResourceRecord>(`${API.management}/technicalMaterials/${encodeURIComponent(id)}/revisions`, body);
