import type { Messages } from '../messages';
import { plural } from '../plural';

export const itinerary: Messages['itinerary'] = {
  page: {
    addDay: 'Adicionar dia',
    print: 'Imprimir',
    loadFailed: 'Não foi possível carregar o roteiro.',
    loadFailedText: 'Verifique sua conexão e tente de novo.',
    noTrip: 'Planeje uma viagem primeiro: o roteiro é o da viagem, dia a dia.',
    viewer: 'Você pode ler este roteiro. Só o dono e os editores da viagem o mudam.',
    dayStrip: 'Dias',
  },

  day: {
    number: (index) => `Dia ${index}`,
    items: (count) => plural('pt-BR', count, { one: '# item', other: '# itens' }),
    empty: 'Nada planejado neste dia ainda.',
    emptyHint: 'Adicione um lugar ou arraste uma ideia para cá.',
    add: 'Adicionar',
    addTo: (day) => `Adicionar a ${day}`,
    edit: (day) => `Editar ${day}`,
    sort: 'Ordenar este dia por horário',
    sortFailed: 'O dia não foi ordenado.',
    delete: (day) => `Excluir ${day}`,
    deleteTitle: (day) => `Excluir ${day}?`,
    deleteText: (count) =>
      count === 0
        ? 'O dia sai; nada estava planejado nele.'
        : plural('pt-BR', count, {
            one: 'O dia sai. O item dele não é excluído: vai para “Ainda não planejado”.',
            other: 'O dia sai. Os # itens dele não são excluídos: vão para “Ainda não planejado”.',
          }),
    deleteConfirm: 'Excluir dia',
    deleteFailed: 'O dia não foi excluído.',
  },

  ideas: {
    title: 'Ainda não planejado',
    empty: 'Nenhuma ideia ainda.',
    emptyHint: 'As ideias esperam aqui até você arrastá-las para um dia.',
    add: 'Adicionar ideia',
  },

  dayForm: {
    addTitle: 'Adicionar dia',
    editTitle: 'Editar o dia',
    date: 'Data',
    dateHint: 'Deixe vazio para um dia sem data.',
    title: 'Título',
    notes: 'Notas',
    add: 'Adicionar dia',
    failed: 'O dia não foi salvo.',
  },

  kinds: {
    place: 'Lugar',
    stay: 'Hospedagem',
    transport: 'Transporte',
    note: 'Nota',
  },

  modes: {
    flight: 'Voo',
    train: 'Trem',
    bus: 'Ônibus',
    ferry: 'Balsa',
    car: 'Carro',
    walk: 'A pé',
    bike: 'Bicicleta',
    other: 'Outro',
  },

  item: {
    route: (from, to) => `${from} → ${to}`,
    someWhere: 'algum lugar',
    carrier: (carrier, number) => [carrier, number].filter(Boolean).join(' '),
    times: (start, end) => `${start} – ${end}`,
    checkIn: (time) => `Check-in ${time}`,
    checkOut: (time) => `Check-out ${time}`,
    nights: (count) => plural('pt-BR', count, { one: '# noite', other: '# noites' }),
    edit: (title) => `Editar ${title}`,
    delete: (title) => `Excluir ${title}`,
    move: (title) => `Mover ${title}`,
    deleteTitle: (title) => `Excluir “${title}”?`,
    deleteText: 'Sai do roteiro para todos os membros da viagem.',
    deleteConfirm: 'Excluir',
    deleteFailed: 'O item não foi excluído.',
    stop: (number) => `Parada ${number}`,
  },

  itemForm: {
    addTitle: (kind) => `Adicionar: ${kind}`,
    editTitle: (kind) => `Editar: ${kind}`,
    kind: 'O que adicionar',
    title: 'Título',
    notes: 'Notas',
    day: 'Dia',
    ideas: 'Ainda não planejado',
    start: 'Começa',
    end: 'Termina',
    departure: 'Parte',
    arrival: 'Chega',
    zone: 'Fuso horário',
    zoneHint: 'Deixe vazio: vale o fuso do próprio lugar.',
    checkInDay: 'Dia do check-in',
    checkInTime: 'Hora do check-in',
    checkOutDay: 'Dia do check-out',
    checkOutTime: 'Hora do check-out',
    checkOutBeforeCheckIn: 'O dia do check-out deve vir depois do dia do check-in.',
    noDatedDays: 'Uma hospedagem precisa de dias com data: dê à viagem um dia de volta, ou date um dia.',
    mode: 'Como',
    from: 'De',
    to: 'Para',
    carrier: 'Empresa',
    number: 'Número',
    place: 'Lugar',
    mapPoint: 'Ponto escolhido no mapa',
    titleMissing: 'Dê um título.',
    placeMissing: 'Escolha um lugar da lista, ou clique no mapa.',
    add: 'Adicionar',
    failed: 'Não foi salvo.',
    failedText: 'Tente de novo.',
  },

  placeSearch: {
    placeholder: 'Busque um lugar por nome ou endereço',
    typeMore: 'Digite pelo menos duas letras.',
    searching: 'Buscando…',
    noneFound: 'Nenhum lugar com esse nome por perto.',
    found: (count) => plural('pt-BR', count, { one: '# lugar encontrado.', other: '# lugares encontrados.' }),
    failed: 'A busca falhou. Tente de novo daqui a pouco.',
    credit: 'Busca pelo Photon, © colaboradores do OpenStreetMap',
  },

  drag: {
    instructions:
      'Para mover um item, pressione Espaço ou Enter na alça dele. Depois use as setas para cima e para ' +
      'baixo: dentro do dia, e até o dia anterior ou o seguinte, ou as ideias. Pressione Espaço ou Enter ' +
      'para soltá-lo, Esc para cancelar.',
    someItem: 'O item',
    somewhere: 'um dia',
    place: (list, position, of) => `${list}, posição ${position} de ${of}`,
    pickedUp: (title, place) => `${title} pego, em ${place}.`,
    over: (title, place) => `${title} está sobre ${place}.`,
    overNothing: (title) => `${title} não está sobre nenhum dia.`,
    dropped: (title, place) => `${title} foi solto em ${place}.`,
    droppedOutside: (title) => `${title} foi solto fora dos dias e não se moveu.`,
    cancelled: (title) => `O movimento de ${title} foi cancelado. Ele não se moveu.`,
    moveFailed: 'O movimento não foi salvo.',
  },

  conflicts: {
    item: (title) => `O item “${title}”`,
    day: (title) => `O dia “${title}”`,
    title: 'Título',
    notes: 'Notas',
    date: 'Data',
    deleteAnyway: 'Excluir mesmo assim',
  },

  failures: {
    refusal: (reason) => `${reason} Ele aparece como estava.`,
    somethingWrong: 'Algo deu errado.',
  },

  map: {
    label: 'Mapa do roteiro',
    failed: 'Não foi possível mostrar o mapa.',
    routesBy: 'Rotas por',
    clickToAdd: 'Clique no mapa para adicionar um lugar ali.',
    marker: (day, number, title) => `${day}, parada ${number}: ${title}`,
  },

  print: {
    documentTitle: (destination) => `Roteiro — ${destination}`,
    title: (destination) => `Sua viagem para ${destination}`,
    print: 'Imprimir',
    back: 'Voltar ao roteiro',
    loading: 'Carregando o roteiro',
  },
};
