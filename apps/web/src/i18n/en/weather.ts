/** The words of the weather widget. */
export const weather = {
  title: 'Weather',
  creditLead: 'Weather by',
  loading: 'Loading the weather',
  unavailable: 'Weather unavailable',
  unknownCity: {
    title: (city: string) => `No weather for ${city}`,
    text: 'Our atlas of cities does not know this city.',
  },
  /** The temperature, its number written by the language: '17.3 °C'. */
  celsius: (value: string) => `${value} °C`,
  feelsLike: (temperature: string) => `Feels like ${temperature}`,
  /** After the provider's description. */
  inCity: (city: string) => ` in ${city}`,
};
