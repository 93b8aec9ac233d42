/** The words of the dashboard page and its widgets' frames. */
export const dashboard = {
  /** The placeholders' name for assistive technology while the dashboard is on its way. */
  loading: 'Loading the dashboard',
  /** Each widget's name, for the card that replaces it should it fail to render. */
  widgets: {
    deal: 'Deal',
    countdown: 'Countdown',
    weather: 'Weather',
    advices: 'Advices',
    exchange: 'Exchange',
    finances: 'Finances',
    news: 'Noticies',
    radio: 'Radio',
    todo: 'To Do List',
  },
  widgetFailed: {
    title: (widget: string) => `${widget} unavailable`,
    text: 'This card could not be shown.',
  },
};
