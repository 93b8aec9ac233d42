import type { Messages } from '../messages';
import { plural } from '../plural';

export const trip: Messages['trip'] = {
  saved: { title: 'Viagem salva!', text: 'Seu painel agora segue os novos dados.' },
  viewer: {
    title: 'Você é leitor desta viagem.',
    text: 'Só o dono e os editores podem mudar o destino e a data.',
  },
  loadFailed: 'Não foi possível carregar a viagem.',
  failures: {
    noConnection: 'Sem conexão',
    unreachable: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    notSaved: 'Viagem não salva',
    tryAgain: 'Tente novamente.',
    ourSide: 'Algo deu errado do nosso lado. Tente novamente.',
  },
  switcher: {
    tripTo: 'Viagem para ',
    menu: 'Suas viagens',
    newTrip: 'Nova viagem',
    companions: 'Companheiros',
    loading: 'Carregando suas viagens…',
    loadFailed: 'Não foi possível carregar suas viagens.',
    switchFailed: 'A viagem não foi trocada.',
    switching: 'Trocando…',
    people: (count) =>
      count === 1 ? 'Só você' : plural('pt-BR', count, { one: '# pessoa', other: '# pessoas' }),
  },
  setup: {
    title: 'Planeje sua viagem',
    intro: 'Conte onde você mora e para onde vai: seu painel é montado em torno da sua viagem.',
    homePlaceholder: 'Sua cidade',
    destinationPlaceholder: 'Seu destino',
    exit: 'Sair',
  },
  newTrip: {
    heading: 'Planeje uma nova viagem',
    intro: 'Onde você mora, para onde vai e quando. Suas outras viagens ficam a um clique, no cabeçalho.',
    cancel: 'Voltar para sua viagem',
  },
  fields: {
    home: 'Onde você mora hoje?',
    destination: 'Para onde você pretende viajar?',
    when: 'Quando você pretende ir?',
    whenMissing: 'Escolha a data da sua viagem.',
    homeMissing: 'Escolha na lista a cidade onde você mora hoje.',
    destinationMissing: 'Escolha na lista a cidade da sua viagem.',
  },
  cityPicker: {
    searchingCities: 'Buscando cidades…',
    loadFailed: 'Não foi possível carregar as cidades.',
    noneFound: 'Nenhuma cidade encontrada',
    found: (count) =>
      plural('pt-BR', count, {
        one: '# cidade encontrada; use as setas para cima e para baixo para escolher.',
        other: '# cidades encontradas; use as setas para cima e para baixo para escolher.',
      }),
    pickFromList: 'Escolha uma cidade da lista.',
    typeMore: 'Digite pelo menos 4 letras para buscar uma cidade.',
    loadFailedRetype: 'Não foi possível carregar as cidades. Verifique sua conexão e digite de novo.',
    searching: 'Buscando…',
  },
  geonamesCredit: 'Dados de cidades © GeoNames, sob a licença CC BY 4.0.',
  countdown: {
    arriving: (city) => `Você chega a ${city} em`,
    arrived: (city) => `Você chegou a ${city} há`,
    unit: (days) => plural('pt-BR', days, { one: 'dia', other: 'dias' }),
  },
  deal: {
    title: 'Oferta',
    from: 'De',
    to: 'Para',
    passenger: 'Passageiro',
    date: 'Data',
    price: 'Preço',
    hidden: 'oculto',
    discover: 'Descobrir',
  },
  conflict: {
    home: 'Cidade onde você mora',
    destination: 'Destino',
    date: 'Data',
    subject: (destination) => `a viagem para ${destination}`,
  },
};
