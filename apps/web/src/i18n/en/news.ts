/** The words of the news page and widget. */
export const news = {};
