/** The words of the news page and widget. */
export const news = {
  title: 'Noticies',
  creditLead: 'News from',
  loading: 'Loading the news',
  tabs: {
    label: 'News categories',
    all: 'All Categories',
    /** The tabs' names for the provider's categories, as the spec writes them. */
    categories: {
      business: 'business',
      entertainment: 'entertainment',
      environment: 'environment',
      science: 'science',
      health: 'health',
      sports: 'sports',
      technology: 'technology',
      food: 'food',
      politics: 'politics',
      top: 'top',
      tourism: 'tourism',
      world: 'world',
    },
  },
  unavailable: 'The news is not available right now.',
  /** The category's name as its tab shows it. */
  noneInCategory: (category: string, country: string) =>
    `No ${category} news about ${country} right now. Try another category, or come back later.`,
  none: (country: string) => `No news about ${country} right now. Come back later.`,
  last: 'Last news',
  other: 'Other news',
  shown: (count: number) => (count === 1 ? '1 article shown' : `${count} articles shown`),
  moreFailed: 'More news could not be loaded.',
  viewMore: 'View more',
  article: {
    categories: 'Categories',
    opensInNewTab: ' (opens in a new tab)',
    /** 'By Ana', 'By Ana and Rui', 'By Ana, Rui and Eva'. */
    by: (names: string) => `By ${names}`,
    and: ' and ',
  },
  widget: {
    unavailable: 'News unavailable',
    previous: 'Previous article',
    next: 'Next article',
    /** For screen readers: 'Article 3 of 10'. */
    position: 'Article',
  },
};
