import type { Messages } from '../messages';

export const errors: Messages['errors'] = {
  api: {
    status: (status) => `O servidor respondeu com o status ${status}.`,
    unreachable: 'Não foi possível falar com o servidor.',
    unexpectedForm: 'O servidor respondeu em um formato inesperado.',
  },
  feed: {
    unavailable:
      'Nossa fonte não está respondendo e ainda não temos uma cópia salva. Tente novamente daqui a pouco.',
    ourSide: 'Algo deu errado do nosso lado. Tente novamente daqui a pouco.',
    unreachable: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    unexpectedForm: 'A resposta veio em um formato inesperado. Tente novamente mais tarde.',
  },
  feedBrief: {
    unavailable: 'Nossa fonte não está respondendo.',
    ourSide: 'Algo deu errado do nosso lado.',
    unreachable: 'Sem conexão com o servidor.',
    unexpectedForm: 'A resposta veio em formato inesperado.',
    refused: 'O servidor recusou o pedido.',
  },
  save: {
    unreachable: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    ourSide: 'Algo deu errado do nosso lado. Tente novamente daqui a pouco.',
  },
};
