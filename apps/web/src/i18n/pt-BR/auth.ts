import type { Messages } from '../messages';

export const auth: Messages['auth'] = {
  messages: {
    wrongCredentials: {
      title: 'E-mail ou senha incorretos!',
      text: 'Você digitou seu e-mail ou sua senha incorretamente. Confira seus dados e tente novamente.',
    },
    emailNotConfirmed: {
      title: 'E-mail não confirmado!',
      text: 'Enviamos o e-mail de confirmação de novo. Confira sua caixa de entrada e a pasta de spam.',
    },
    registered: {
      title: 'Cadastro feito com sucesso!',
      text: 'Confira sua caixa de entrada e a pasta de spam para confirmar sua conta.',
    },
    emailUsed: { title: 'E-mail já usado!', text: 'Escolha outro e-mail.' },
    serverError: { title: 'Erro', text: 'Tente novamente.' },
    newPasswordMailed: {
      title: 'Nova senha',
      text: 'Enviamos um e-mail com as instruções para criar uma nova senha.',
    },
    emailNotFound: {
      title: 'E-mail não encontrado!',
      text: 'Nenhuma conta usa este e-mail. Confira o endereço ou cadastre-se.',
    },
    passwordChanged: {
      title: 'Senha alterada com sucesso!',
      text: 'Você será levado à página de login em 5 segundos.',
    },
    tokenUsed: { title: 'Token usado', text: 'Este token já foi usado.' },
  },
  tooManyMails: 'E-mails demais!',
  tooManyAttempts: 'Tentativas demais!',
  google: {
    notVerified: {
      title: 'Não foi possível entrar com o Google!',
      text: 'Não foi possível verificar o login com o Google. Tente novamente.',
    },
    emailNotVerified: {
      title: 'E-mail não verificado pelo Google!',
      text: 'O Google não verificou este endereço de e-mail. Verifique-o no Google ou cadastre-se com seu e-mail e uma senha.',
    },
    disabled: {
      title: 'O login com o Google está desativado!',
      text: 'O login com o Google não está ativado neste servidor. Use seu e-mail e sua senha.',
    },
    unavailable: {
      title: 'O Google não está respondendo!',
      text: 'O login com o Google não está disponível agora. Tente de novo em instantes ou use seu e-mail e sua senha.',
    },
    conflict: {
      title: 'E-mail vinculado a outra conta do Google!',
      text: 'Este e-mail pertence a uma conta vinculada a outra conta do Google.',
    },
    notes: {
      failed:
        'Não foi possível carregar o login com o Google. Confira sua conexão ou use seu e-mail e sua senha.',
      signingIn: 'Entrando com o Google…',
      confirmFailed: 'Não foi possível carregar o Google. Confira sua conexão e tente novamente.',
    },
    signIn: 'Entrar com o Google',
    signUp: 'Cadastrar-se com o Google',
    confirm: 'Continuar com o Google',
  },
  confirmEmail: {
    documentTitle: 'Confirmar e-mail',
    verifyingLabel: 'Verificando',
    goToLogin: 'Ir para o login',
    verifying: {
      title: 'Verificando seu token.',
      text: 'Estamos validando seu token, aguarde alguns segundos.',
    },
    confirmed: {
      title: 'Tudo certo!',
      text: 'Validamos seu e-mail e agora você pode aproveitar a melhor ferramenta de planejamento de viagens do mercado.',
    },
    alreadyUsed: {
      title: 'Token já usado.',
      text: 'Você já usou este token antes. Tente entrar de novo.',
    },
    failed: {
      title: 'Ops! Aconteceu um problema.',
      text: 'Não foi possível validar seu e-mail. Tente mais tarde.',
    },
  },
  loginPage: {
    documentTitle: 'Entrar',
    invitation: {
      title: 'Entre para responder ao seu convite.',
      text: 'Entre ou cadastre-se com o e-mail para o qual o convite foi enviado: você voltará a ele.',
    },
    changesWaiting: {
      title: 'Sua sessão terminou.',
      text: 'Entre de novo para enviar as alterações que você fez offline neste aparelho.',
    },
    accountDeleted: {
      title: 'Sua conta foi excluída.',
      text: 'Seus dados foram apagados, e suas viagens compartilhadas estão nas mãos dos seus companheiros. Obrigado por viajar com a gente.',
    },
  },
  slogan: {
    slogan: 'Você pode realizar seu sonho, e nós podemos ajudar!',
    lead: 'Conte os dias, acompanhe o clima e as notícias do seu destino, mantenha suas listas de tarefas e seu orçamento em um só lugar, com calma.',
  },
  tabs: { label: 'Conta', login: 'Entrar', register: 'Cadastrar' },
  fields: {
    email: 'E-mail',
    password: 'Senha',
    confirmPassword: 'Confirmar senha',
    fullName: 'Nome completo',
  },
  passwordsDiffer: 'As senhas precisam ser iguais.',
  checklist: {
    label: 'Regras da senha',
    upperCase: 'Letra maiúscula',
    lowerCase: 'Letra minúscula',
    number: 'Número',
    minLength: 'Mínimo de 8 caracteres',
    done: ', cumprida',
    missing: ', pendente',
  },
  loginForm: {
    remember: 'Lembrar de mim',
    forgotPassword: 'Esqueceu sua senha?',
    enter: 'Entrar',
  },
  registerForm: { submit: 'Cadastrar' },
  or: 'ou',
  forgetPassword: {
    title: 'Esqueci minha senha',
    submit: 'Pedir nova senha',
    lead: 'Digite o e-mail da sua conta e enviaremos um link para criar uma nova senha.',
  },
  newPassword: {
    documentTitle: 'Nova senha',
    heading: 'Crie uma nova senha',
    lead: 'Escolha uma nova senha para sua conta.',
    submit: 'Alterar senha',
    backToLogin: 'Voltar ao login',
  },
};
