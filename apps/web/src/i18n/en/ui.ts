/** The words of the shared components (components/ui). */
export const ui = {};
