import type { Messages } from '../messages';

export const ui: Messages['ui'] = {
  spinner: {
    label: 'imagem de carregamento',
    saving: 'Salvando…',
    deleting: 'Excluindo…',
  },
  messageBox: {
    close: 'Fechar mensagem',
  },
  password: {
    show: 'Mostrar senha',
  },
  avatar: {
    photo: 'Foto do perfil',
  },
  positionCount: {
    of: 'de',
  },
  titleInput: {
    label: 'Título',
  },
  missing: {
    title: 'O título é obrigatório.',
    description: 'A descrição é obrigatória.',
    date: 'A data é obrigatória.',
    file: 'Escolha um arquivo para anexar.',
    name: 'O nome completo é obrigatório.',
    email: 'Digite um e-mail válido, como ana@exemplo.com.',
    password: 'A senha é obrigatória.',
    strongPassword:
      'A senha precisa de pelo menos 8 caracteres, com uma letra maiúscula, uma minúscula e um número.',
    confirmPassword: 'Digite a senha de novo.',
  },
  colorPalette: {
    legend: 'Cor',
  },
  colors: {
    yellow: 'Amarelo',
    amber: 'Âmbar',
    orange: 'Laranja',
    red: 'Vermelho',
    pink: 'Rosa-choque',
    orchid: 'Orquídea',
    violet: 'Violeta',
    indigo: 'Índigo',
    blue: 'Azul',
    cyan: 'Ciano',
    teal: 'Verde-azulado',
    green: 'Verde',
    lime: 'Verde-limão',
    gold: 'Dourado',
    brown: 'Marrom',
    rose: 'Rosa',
    lavender: 'Lavanda',
    sky: 'Azul-celeste',
    mint: 'Verde-menta',
    slate: 'Ardósia',
  },
  feedCredit: {
    between: ', ',
    last: ' e ',
  },
  addedBy: {
    name: (name) => `Adicionado por ${name}`,
    formerMember: 'Adicionado por um ex-participante',
  },
  conflict: {
    changedTitle: 'Outra pessoa mudou isto',
    changed: (subject) =>
      `Um companheiro mudou ${subject} depois que você abriu, então sua alteração ainda não foi salva.`,
    elsewhere: 'A mudança da outra pessoa foi em outra parte (o lugar no quadro ou o que ele contém).',
    field: 'Campo',
    theirs: 'Da outra pessoa',
    mine: 'Sua',
    takeTheirs: 'Aceitar a mudança',
    keepMine: 'Manter a minha',
    goneTitle: 'Outra pessoa excluiu isto',
    gone: (subject) =>
      `Um companheiro excluiu ${subject} depois que você abriu, então sua alteração não pôde ser salva.`,
    understood: 'OK',
  },
};
