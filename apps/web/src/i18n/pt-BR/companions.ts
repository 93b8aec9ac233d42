import type { Messages } from '../messages';
import { plural } from '../plural';

/** 'um editor', 'um leitor': o papel do convite numa frase. */
const roleWithArticle = { owner: 'o dono', editor: 'editor', viewer: 'leitor' };

export const companions: Messages['companions'] = {
  roles: { owner: 'Dono', editor: 'Editor', viewer: 'Leitor' },
  roleSummaries: {
    owner: 'Planeja a viagem e decide quem participa dela. Uma viagem tem um só dono.',
    editor: 'Planeja a viagem junto com o dono.',
    viewer: 'Acompanha os planos sem mudá-los.',
  },
  actions: {
    read: 'Ver a lista de tarefas, as metas e os custos da viagem e quem participa',
    write:
      'Adicionar, mudar, mover e excluir listas, tarefas, comentários e anexos, e as metas e os custos da viagem',
    editDetails: 'Mudar o destino e a data da viagem',
    manageMembers: 'Convidar companheiros, mudar os papéis deles, removê-los e passar a viagem adiante',
    shareItinerary: 'Compartilhar o roteiro, só para leitura, por um link para quem não tem conta',
    deleteTrip: 'Excluir a viagem',
    leave: 'Sair da viagem',
  },
  page: {
    intro: (destination) =>
      `Quem planeja a viagem para ${destination} e o que cada um pode fazer. Entradas e metas e custos nacionais continuam sendo de cada pessoa.`,
    loading: 'Carregando seus companheiros',
    tripsLoadFailed: 'Não foi possível carregar suas viagens.',
    noTrip: 'Você ainda não tem uma viagem. Planeje uma e depois convide seus companheiros para ela.',
  },
  members: {
    title: 'Participantes',
    you: '(você)',
    roleOf: (name) => `Papel de ${name}`,
    alone: 'Por enquanto só você planeja esta viagem. Convide um companheiro para planejá-la junto.',
    loadFailed: 'Não foi possível carregar os participantes desta viagem.',
    roleChangeFailed: 'O papel não foi alterado.',
    handOver: 'Passar a viagem',
    handOverTo: (name) => ` para ${name}`,
    handOverFailed: 'A viagem não foi passada adiante.',
    remove: 'Remover',
    removeWho: (name) => ` ${name} da viagem`,
    removeFailed: 'O participante não foi removido.',
  },
  invite: {
    title: 'Convidar um companheiro',
    hint: 'A pessoa recebe um e-mail com um link que funciona uma vez, por 7 dias, só para este endereço.',
    email: 'E-mail',
    inviteAs: 'Convidar como',
    mailLanguage: 'Idioma do e-mail do convite',
    mailLanguageHint: 'Um endereço que já tem conta no Wayfarer recebe o e-mail no idioma dessa conta.',
    send: 'Enviar convite',
    sentTitle: (email) => `Convite enviado para ${email}.`,
    sentText: 'Ele fica em Convites pendentes até ser aceito.',
    failed: 'O convite não foi enviado.',
  },
  pending: {
    title: 'Convites pendentes',
    none: 'Nenhum convite está esperando resposta.',
    expires: (date) => `Expira em ${date}`,
    revoke: 'Cancelar convite',
    revokeWhich: (email) => ` para ${email}`,
    revokeFailed: 'O convite não foi cancelado.',
  },
  guide: {
    title: 'O que cada papel pode fazer',
    yourRole: 'Seu papel',
  },
  membership: {
    leave: 'Sair desta viagem',
    leaveText:
      'Você não verá mais a lista de tarefas nem as metas e os custos dela. O dono pode convidar você de novo.',
    leaveButton: 'Sair da viagem',
    leaveFailed: 'Você não saiu da viagem.',
    ownerCannotLeave:
      'Para sair desta viagem, passe-a antes para outro participante (Passar a viagem, acima): toda viagem tem um dono.',
    deleteTrip: 'Excluir esta viagem',
    deleteText: 'A lista de tarefas e as metas e os custos dela são apagados para todos os participantes.',
    deleteButton: 'Excluir viagem',
    deleteFailed: 'A viagem não foi excluída.',
  },
  confirm: {
    remove: (name, destination) => ({
      title: `Remover ${name}?`,
      text: `${name} não verá mais a viagem para ${destination}: a lista de tarefas e as metas e os custos dela. O que essa pessoa adicionou continua lá. Você pode convidá-la de novo.`,
      confirm: 'Remover',
    }),
    handOver: (name, destination) => ({
      title: `Passar a viagem para ${name}?`,
      text: `${name} passa a ser o dono da viagem para ${destination} e você passa a ser editor: a partir daí só ${name} poderá convidar, mudar papéis, remover participantes ou excluir a viagem.`,
      confirm: 'Passar a viagem',
    }),
    leave: (destination) => ({
      title: 'Sair desta viagem?',
      text: `Você não verá mais a viagem para ${destination}: a lista de tarefas e as metas e os custos dela. O que você adicionou continua na viagem. O dono pode convidar você de novo.`,
      confirm: 'Sair da viagem',
    }),
    deleteTrip: (destination, members) => ({
      title: `Excluir a viagem para ${destination}?`,
      text:
        'A lista de tarefas (cada lista com suas tarefas, comentários e anexos) e as metas e os custos dela são ' +
        `apagados ${members === 1 ? 'para você' : plural('pt-BR', members, { one: 'para # participante', other: `para os # participantes` })}, e não podem ser recuperados. ` +
        'Entradas e metas e custos nacionais continuam com cada pessoa.',
      confirm: 'Excluir viagem',
    }),
  },
  invitation: {
    documentTitle: 'Convite',
    loading: 'Carregando o convite…',
    heading: (destination) => `Participe da viagem para ${destination}`,
    invites: (inviter, destination, role) =>
      `${inviter ?? 'Um ex-participante'} convida você para planejar junto a viagem para ${destination}, como ${roleWithArticle[role]}.`,
    when: 'Data da viagem',
    for: 'Para',
    expires: 'O link expira em',
    asRole: (role) => `Como ${roleWithArticle[role]}, você pode`,
    signInToAccept: (email) => `Entre ou cadastre-se com ${email} para aceitá-lo.`,
    signIn: 'Entrar',
    register: 'Cadastrar',
    accept: 'Aceitar convite',
    notNow: 'Agora não',
    signedInAs: (email) => `Você entrou como ${email}.`,
    wrongAccount: {
      title: 'Este convite é para outra conta.',
      text: (invited, current) =>
        `Ele foi enviado para ${invited}${current ? `, e você entrou como ${current}` : ''}. ` +
        `Saia e depois entre ou cadastre-se com ${invited} para aceitá-lo.`,
    },
    switchAccount: 'Sair e usar a conta convidada',
    acceptFailed: 'O convite não foi aceito.',
    loadFailed: {
      title: 'Não foi possível carregar o convite.',
      text: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    },
    notFound: {
      title: 'Este link de convite não é válido.',
      text: 'Verifique se o link do e-mail foi aberto inteiro, ou peça um novo convite ao dono da viagem.',
    },
    gone: {
      invitation_used: 'Este convite já foi usado.',
      invitation_revoked: 'Este convite foi cancelado.',
      invitation_expired: 'Este convite expirou.',
    },
    goneFallback: 'Este convite não funciona mais.',
    toDashboard: 'Ir para suas viagens',
    toLogin: 'Ir para o login',
  },
};
