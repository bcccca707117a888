/** Calls of the customer's page (src/domain/customerOverview.ts). */
import { API } from '@/domain/endpoints';
import type { CustomerOverview } from '@/domain/customerOverview';
import { http } from '@/services/transport/http';

export const customerService = {
  /** the customer's record, AOG contact, figures and records per desk, as far as the user may see them (a refusal is the page's to show) */
  overview: (id: string) => http.get<CustomerOverview>(`${API.management}/customers/${encodeURIComponent(id)}/overview`, undefined, { skipErrorHandler: true }),
};
