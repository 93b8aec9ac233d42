import type { Messages } from '../messages';

export const account: Messages['account'] = {
  page: {
    loading: 'Carregando sua conta',
    trip: {
      title: 'Sua viagem',
      lead: 'Onde você mora, para onde vai e quando. Digite mais de 3 letras para buscar uma cidade.',
    },
    reminders: {
      title: 'Lembretes',
      lead: 'Os lembretes das datas das suas listas, tarefas e viagem aparecem no sino no topo da página.',
    },
  },
  passwordChange: {
    button: 'Alterar senha',
    tooManyMails: 'E-mails demais!',
    sent: {
      title: 'Confira seu e-mail',
      text: (email) => `Enviamos um link para alterar sua senha para ${email}.`,
    },
    failed: { title: 'Erro', text: 'Não foi possível enviar o e-mail. Tente novamente.' },
  },
  photo: {
    cannotPreview: 'Não é possível pré-visualizar este arquivo',
    noPreview: 'Sem pré-visualização: este arquivo talvez não seja uma imagem.',
    preview: 'Pré-visualização da sua nova foto',
    previewAlt: 'Pré-visualização da nova foto',
    fileLabel: 'Arquivo da foto do perfil',
    save: 'Salvar foto',
    change: 'Trocar foto',
    hint: 'JPEG ou PNG, no máximo 5 MB.',
    notChanged: 'Foto não trocada',
    wrongType: 'Escolha uma imagem JPEG ou PNG.',
    tooLarge: (megabytes) => `A foto deve ter no máximo ${megabytes.toLocaleString('pt-BR')} MB.`,
    empty: 'Este arquivo está vazio. Escolha uma imagem JPEG ou PNG.',
    unreadable: 'Não foi possível ler o arquivo. Escolha uma imagem JPEG ou PNG.',
    unreachable: 'Não foi possível falar com o servidor. Confira sua conexão e tente novamente.',
    tryAgain: 'Tente novamente.',
    changed: { title: 'Foto trocada!', text: 'Sua nova foto já está no lugar.' },
  },
  timeZone: {
    label: 'Fuso horário',
    hint: 'Seus lembretes chegam no horário deles neste fuso.',
    save: 'Salvar fuso horário',
    saved: 'Fuso horário salvo.',
    notSaved: 'Fuso horário não salvo',
  },
  language: {
    hint: 'O Wayfarer e os e-mails dele falam com você neste idioma, em todo aparelho em que você entrar.',
    save: 'Salvar idioma',
  },
};
