/** The words of the app shell: menu, header, page titles, boot and route errors. */
export const layout = {};
