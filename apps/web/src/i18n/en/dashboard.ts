/** The words of the dashboard page and its widgets' frames. */
export const dashboard = {};
