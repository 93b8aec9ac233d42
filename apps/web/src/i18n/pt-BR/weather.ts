import type { Messages } from '../messages';

export const weather: Messages['weather'] = {
  title: 'Clima',
  creditLead: 'Clima por',
  loading: 'Carregando o clima',
  unavailable: 'Clima indisponível',
  unknownCity: {
    title: (city) => `Sem clima para ${city}`,
    text: 'Nosso atlas de cidades não conhece esta cidade.',
  },
  celsius: (value) => `${value} °C`,
  feelsLike: (temperature) => `Sensação de ${temperature}`,
  inCity: (city) => ` em ${city}`,
};
