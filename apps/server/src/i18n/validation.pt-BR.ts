import { ADVICE_CATEGORIES } from '@wayfarer/core';
import type { ValidationWords } from './validation.en';

/*
 * A field's words carry their article ('o título', 'a descrição'): the article says the gender the
 * sentence agrees with ('obrigatório', 'obrigatória') and joins 'de' into 'do', 'da'.
 */

/** 'O título' from 'o título': a field's words at the start of a sentence. */
const sentence = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

const isFeminine = (field: string) => /^as? /.test(field);
const isPlural = (field: string) => /^(os|as) /.test(field);

/** The adjective agreeing with the field: `agree(field, 'obrigatório')` is 'obrigatória' for 'a data'. */
function agree(field: string, masculine: string): string {
  const stem = masculine.slice(0, -1);
  const ending = isFeminine(field) ? 'a' : 'o';
  return `${stem}${ending}${isPlural(field) ? 's' : ''}`;
}

/** 'é' or 'são', as the field is one or several. */
const is = (field: string) => (isPlural(field) ? 'são' : 'é');

const count = (value: number) => value.toLocaleString('pt-BR');

const list = new Intl.ListFormat('pt-BR', { type: 'conjunction' });
const alternatives = new Intl.ListFormat('pt-BR', { type: 'disjunction' });

/** How a refused field of a request is told in Brazilian Portuguese: validation.en.ts's keys. */
export const validationPtBR: ValidationWords = {
  fields: {
    body: 'o corpo da requisição',
    querystring: 'a consulta',
    params: 'o endereço',
    headers: 'os cabeçalhos',
    address: 'o endereço',
    after: 'o item a seguir',
    before: 'o item a preceder',
    carrier: 'a empresa',
    category: 'a categoria',
    city: 'a cidade',
    color: 'a cor',
    confirmPassword: 'a confirmação da senha',
    country: 'o país',
    credential: 'a credencial do Google',
    currency: 'a moeda',
    currentCity: 'a cidade atual',
    currentCountry: 'o país atual',
    currentCountrySlug: 'o código do país atual',
    currentCurrency: 'a moeda de casa',
    currentState: 'o estado atual',
    date: 'a data',
    dateDay: 'o dia',
    day: 'o dia',
    dayId: 'o dia',
    daysBefore: 'os dias de antecedência',
    description: 'a descrição',
    dueDate: 'o prazo',
    email: 'o e-mail',
    end: 'o fim',
    expires: 'a validade do link',
    feed: 'o endereço do calendário',
    file: 'o ícone',
    fileName: 'o nome do arquivo',
    financesGoalId: 'a meta',
    from: 'o local de partida',
    icon: 'o ícone',
    id: 'o id',
    kind: 'o tipo de item',
    language: 'o idioma',
    lat: 'a latitude',
    link: 'o arquivo enviado',
    local: 'o horário',
    lon: 'a longitude',
    mode: 'o meio de transporte',
    name: 'o nome',
    notes: 'as notas',
    number: 'o número',
    originalCurrency: 'a moeda do valor',
    originalValue: 'o valor na moeda',
    osmId: 'o id do OpenStreetMap',
    osmType: 'o tipo do OpenStreetMap',
    page: 'a página',
    password: 'a senha',
    place: 'o local',
    position: 'a posição',
    q: 'a busca',
    query: 'a busca',
    read: 'a marcação de lida',
    remember: 'a opção lembrar de mim',
    returnDate: 'o dia da volta',
    role: 'o papel',
    sig: 'a assinatura do link',
    start: 'o início',
    status: 'o status',
    time: 'o horário',
    timeZone: 'o fuso horário',
    title: 'o título',
    to: 'o local de chegada',
    toDoListId: 'a lista de tarefas',
    token: 'o link',
    tripCity: 'a cidade da viagem',
    tripCountry: 'o país da viagem',
    tripCountrySlug: 'o código do país da viagem',
    tripCurrency: 'a moeda da viagem',
    tripId: 'a viagem',
    tripLat: 'a latitude da viagem',
    tripLon: 'a longitude da viagem',
    tripState: 'o estado da viagem',
    type: 'o tipo',
    typedRate: 'a cotação',
    userId: 'o membro',
    value: 'o valor',
    version: 'a versão',
    when: 'a data da viagem',
    whenDay: 'o dia da viagem',
    zone: 'o fuso horário',
  },

  issues: {
    required: (field) => `${sentence(field)} ${is(field)} ${agree(field, 'obrigatório')}.`,
    tooShort: (field, min) => `${sentence(field)} precisa ter pelo menos ${count(min)} caracteres.`,
    tooLong: (field, max) => `${sentence(field)} pode ter no máximo ${count(max)} caracteres.`,
    tooFewItems: (field, min) => `${sentence(field)} precisa ter pelo menos ${count(min)} item(ns).`,
    tooManyItems: (field, max) => `${sentence(field)} pode ter no máximo ${count(max)} item(ns).`,
    atLeast: (field, min) => `${sentence(field)} precisa ser pelo menos ${count(min)}.`,
    above: (field, min) => `${sentence(field)} precisa ser maior que ${count(min)}.`,
    atMost: (field, max) => `${sentence(field)} pode ser no máximo ${count(max)}.`,
    below: (field, max) => `${sentence(field)} precisa ser menor que ${count(max)}.`,
    wrongType: (field, expected) => `${sentence(field)} precisa ser ${expected}.`,
    oneOf: (field, values) => `${sentence(field)} precisa ser ${alternatives.format(values)}.`,
    invalid: (field) => `${sentence(field)} não ${is(field)} ${agree(field, 'válido')}.`,
    unknownFields: (keys) =>
      `${keys.length === 1 ? 'Este campo não é aceito' : 'Estes campos não são aceitos'}: ${list.format(keys)}.`,
    types: {
      string: 'um texto',
      number: 'um número',
      int: 'um número inteiro',
      boolean: 'verdadeiro ou falso',
      array: 'uma lista',
      object: 'um objeto',
    },
    list: (words) => list.format(words),
  },

  rules: {
    required: (field) => `${sentence(field)} ${is(field)} ${agree(field, 'obrigatório')}.`,
    singleLineText: (field) =>
      `${sentence(field)} não pode ter caracteres de controle (como uma quebra de linha, uma tabulação ou NUL).`,
    multiLineText: (field) =>
      `${sentence(field)} não pode ter caracteres de controle (como NUL): só tabulações e quebras de linha.`,
    invalidEmail: () => 'Informe um endereço de e-mail válido.',
    weakPassword: () =>
      'A senha precisa de pelo menos 8 caracteres, com uma letra maiúscula, uma minúscula e um número.',
    passwordsDiffer: () => 'As senhas precisam ser iguais.',
    credentialOnly: () =>
      "Envie o token de ID do Google como 'credential': nome, e-mail ou id enviados em texto simples não são aceitos.",
    plainIdentityRefused: () =>
      'Só o token de ID do Google diz quem está entrando: nome, e-mail ou id enviados em texto simples não são aceitos.',
    photoName: (field) => `${sentence(field)} não é o nome de uma foto.`,
    passwordOrCredential: () =>
      'Envie a senha da conta ou, para uma conta sem senha, a credencial do Google: um dos dois.',
    hexColor: (field) => `${sentence(field)} precisa ser uma cor #RRGGBB.`,
    epochDate: (field) =>
      `${sentence(field)} precisa ser em milissegundos desde 1970 (epoch), até o fim de 9999.`,
    calendarDay: (field) =>
      `${sentence(field)} precisa ser um dia que exista, como AAAA-MM-DD, entre os anos 1970 e 9999.`,
    timeZone: (field) => `${sentence(field)} precisa ser um do banco de dados IANA, como America/Sao_Paulo.`,
    timeOfDay: (field) => `${sentence(field)} precisa estar no formato HH:MM, de 00:00 a 23:59.`,
    dayOnce: () => 'Cada dia pode aparecer uma vez só.',
    listOnce: () => 'Cada lista pode aparecer uma vez só.',
    statusOrDueDate: () => 'Envie o status, o prazo ou os dois.',
    placeFieldsTogether: (_field, fields) => `${sentence(fields)} mudam juntos: envie todos eles.`,
    wholeNumber: (field) => `${sentence(field)} precisa ser um número inteiro.`,
    webLink: (field) => `${sentence(field)} precisa ser um endereço http ou https.`,
    nextPage: (field) => `${sentence(field)} precisa ser o nextPage de uma resposta anterior.`,
    countryCode: (field) => `${sentence(field)} precisa ser um código de país de duas letras, como BR.`,
    currencyCode: (field) =>
      `${sentence(field)} precisa ser um código de moeda ISO 4217 de três letras, como EUR.`,
    unknownCountry: (_field, text) =>
      `País desconhecido '${text}': informe um código de duas letras, como BR.`,
    unknownCurrency: (field, text) =>
      `${sentence(field)} '${text}' não é um código de moeda ISO 4217, como EUR.`,
    cityQueryTooShort: () => 'Digite mais de 3 caracteres para buscar uma cidade.',
    valueTooLarge: (field) => `${sentence(field)} é grande demais.`,
    typedRate: (field) =>
      `${sentence(field)} precisa ser um número acima de 0, com até 7 dígitos antes da vírgula, como 6,2134.`,
    originalCurrencyWanted: (field) =>
      `${sentence(field)} ${is(field)} ${agree(field, 'obrigatório')} com um valor ou uma cotação em outra moeda.`,
    adviceCategory: (field) =>
      `${sentence(field)} precisa ser ${alternatives.format(ADVICE_CATEGORIES.map(({ id }) => String(id)))}.`,
    wallTime: (field) =>
      `${sentence(field)} precisa ser um dia e um horário que existam, como AAAA-MM-DDTHH:MM, entre os anos 1970 e 9999.`,
    afterOrBefore: () => 'Indique o item a seguir ou o item a preceder, não os dois.',
    transportOnly: (field) => `${sentence(field)} só vale para um transporte.`,
    endBeforeStart: () => 'O fim não pode vir antes do início (cada um no seu fuso horário).',
    returnDay: (field) => `${sentence(field)} precisa ser o dia da viagem ou depois, até um ano depois dele.`,
    payersSum: () => 'O que os pagantes pagaram precisa somar o valor do gasto.',
    splitSum: () => 'Os valores de uma divisão exata precisam somar o valor do gasto.',
    percentSum: () => 'Os percentuais de uma divisão precisam somar 100.',
    memberOnce: () => 'Cada membro pode aparecer uma vez.',
    splitWeight: (field) =>
      `${sentence(field)} precisa ser um número acima de 0 com até duas casas decimais.`,
    splitAmount: (field) =>
      `${sentence(field)} ${is(field)} ${agree(field, 'obrigatório')} para cada membro de uma divisão exata.`,
    splitModeField: (field) => `${sentence(field)} não combina com esse jeito de dividir.`,
    selfSettlement: () =>
      'Um pagamento vai de um membro para outro: quem paga e quem recebe precisam ser diferentes.',
    pixKey: (field) =>
      `${sentence(field)} precisa ser um e-mail, um telefone +55, um CPF ou CNPJ válido ou uma chave aleatória.`,
    pixText: (field) => `${sentence(field)} precisa ter ao menos uma letra ou um dígito.`,
  },
};
