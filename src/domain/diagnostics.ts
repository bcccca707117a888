/**
 * The administrator's diagnostics on the scratch page (/temporary): its own page-element code, granted
 * to nobody but by name (the admin role's '*' holds it), listed by the catalogue.
 */
export const diagnosticsActions = { temporary: ['diagnostics'] } as const;

export const DIAGNOSTICS_CODE = `temporary:${diagnosticsActions.temporary[0]}`;

/** How many failed calls the request layer keeps for the page (newest first). */
export const FAILED_CALLS_KEPT = 20;
