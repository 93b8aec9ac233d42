import type { Messages } from '../messages';

export const advices: Messages['advices'] = {
  title: 'Dicas',
  creditLead: 'Lugares e fotos:',
  categories: {
    10000: { name: 'Descobertas', places: 'lugares para descobrir' },
    13003: { name: 'Bares', places: 'bares' },
    16000: { name: 'Pontos turísticos e natureza', places: 'pontos turísticos' },
    13065: { name: 'Restaurantes', places: 'restaurantes' },
    18000: { name: 'Esportes e lazer', places: 'lugares de esporte e lazer' },
  },
  places: 'lugares',
  carousel: 'carrossel',
  row: {
    none: (places, city) => `Não encontramos ${places} perto de ${city}.`,
    unavailable: (places) =>
      `${places.charAt(0).toLocaleUpperCase('pt-BR')}${places.slice(1)} não estão disponíveis agora.`,
    previous: (places) => `${places.charAt(0).toLocaleUpperCase('pt-BR')}${places.slice(1)}: anteriores`,
    next: (places) => `${places.charAt(0).toLocaleUpperCase('pt-BR')}${places.slice(1)}: próximos`,
    loading: (places) => `Carregando ${places}`,
  },
  discovery: {
    pause: 'Pausar Descobertas',
    play: 'Tocar Descobertas',
    previous: 'Lugar anterior de Descobertas',
    next: 'Próximo lugar de Descobertas',
    position: 'Lugar',
    none: (city) => `Ainda não há lugares para descobrir perto de ${city}.`,
    unavailable: 'Os lugares para descobrir não estão disponíveis agora.',
    loading: 'Carregando lugares para descobrir',
    seeDetails: 'Ver detalhes',
  },
  detail: {
    noPictures: 'Ainda não há fotos deste lugar.',
    address: 'Endereço:',
    noAddress: 'Nenhum endereço está listado para este lugar; o mapa abaixo mostra onde ele fica.',
    more: 'Mais sobre este lugar',
    opensInNewTab: ' (abre em uma nova aba)',
    metres: (metres) => `A ${metres} m do centro`,
    kilometres: (kilometres) => `A ${kilometres} km do centro`,
  },
  map: {
    label: (name) => `Mapa de ${name}`,
    failed: 'Não foi possível carregar o mapa. Verifique sua conexão e abra o lugar de novo.',
  },
  slideshow: {
    label: (name) => `Fotos de ${name}`,
    picture: (name, at, count) => `${name}, foto ${at} de ${count}`,
    previous: 'Foto anterior',
    next: 'Próxima foto',
    pause: 'Pausar a apresentação',
    play: 'Tocar a apresentação',
    choose: 'Escolha uma foto',
    thumb: (at, count) => `Foto ${at} de ${count}`,
  },
};
