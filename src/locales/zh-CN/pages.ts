/** Texts of individual pages that have no area module of their own. */
export default {} as Record<string, string>;
