/** The words of sign-in, sign-up, confirmation and new password. */
export const auth = {
  /** Spec section 8, the account screens' messages, word for word. */
  messages: {
    wrongCredentials: {
      title: 'Email or password incorrect!',
      text: 'You type your email or your password incorrectly. Please check your informations and try again.',
    },
    emailNotConfirmed: {
      title: 'Email not confirmed!',
      text: 'We sent the confirmation e-mail again. Check your mailbox and spam folder.',
    },
    registered: {
      title: 'User registered with success!',
      text: 'Check your mailbox and spam folder to confirm your account.',
    },
    emailUsed: { title: 'Email already used!', text: 'Please choose another e-mail.' },
    serverError: { title: 'Error', text: 'Please to try again.' },
    newPasswordMailed: {
      title: 'New Password',
      text: 'We sent you an e-mail with the instructions to create a new password.',
    },
    emailNotFound: {
      title: 'Email not found!',
      text: 'No account uses this e-mail. Check the address, or register.',
    },
    passwordChanged: {
      title: 'Password changed successfully!',
      text: 'You will be redirected to the login page in 5 seconds.',
    },
    tokenUsed: { title: 'Token Used', text: 'That token had used.' },
  },
  /** 429's titles; the server's words say when to try again. */
  tooManyMails: 'Too many e-mails!',
  tooManyAttempts: 'Too many attempts!',
  google: {
    notVerified: {
      title: 'Google sign-in failed!',
      text: "Google's sign-in could not be verified. Please try again.",
    },
    emailNotVerified: {
      title: 'Email not verified by Google!',
      text: 'Google has not verified this e-mail address. Verify it with Google, or register with your e-mail and password.',
    },
    disabled: {
      title: 'Google sign-in is off!',
      text: 'Google sign-in is not enabled on this server. Use your e-mail and password.',
    },
    unavailable: {
      title: 'Google is not answering!',
      text: 'Google sign-in is unavailable right now. Try again in a moment, or use your e-mail and password.',
    },
    conflict: {
      title: 'Email linked to another Google account!',
      text: 'This e-mail belongs to an account that is linked to another Google account.',
    },
    notes: {
      failed: 'Google sign-in could not be loaded. Check your connection, or use your e-mail and password.',
      signingIn: 'Signing in with Google…',
      confirmFailed: 'Google could not be loaded. Check your connection and try again.',
    },
    signIn: 'Sign in with Google',
    signUp: 'Sign up with Google',
    confirm: 'Continue with Google',
  },
  confirmEmail: {
    documentTitle: 'Confirm e-mail',
    verifyingLabel: 'Verifying',
    goToLogin: 'Go to login',
    verifying: {
      title: 'Verifying your token.',
      text: 'We are validating your token, please wait a few seconds.',
    },
    confirmed: {
      title: 'All very well!',
      text: 'We validated your email and now you can enjoy the best travel planning tool on the market.',
    },
    alreadyUsed: {
      title: 'Token already used.',
      text: 'You have already used this token before. Try logging in again.',
    },
    failed: {
      title: 'Oops! A problem happened.',
      text: 'Unable to validate your email, please try later.',
    },
  },
  loginPage: {
    documentTitle: 'Login',
    invitation: {
      title: 'Sign in to answer your invitation.',
      text: 'Sign in, or register with the e-mail the invitation was sent to: you will come back to it.',
    },
    /** The server ended the session while changes made offline waited on the device. */
    changesWaiting: {
      title: 'Your session has ended.',
      text: 'Sign in again to send the changes you made offline on this device.',
    },
    accountDeleted: {
      title: 'Your account was deleted.',
      text: 'Your data is gone, and your shared trips are in your companions’ hands. Thank you for travelling with us.',
    },
  },
  slogan: {
    slogan: 'You can fulfill your dream and we can help you!',
    lead: 'Count the days, watch the weather and the news of your destination, keep your to-do lists and your budget in one calm place.',
  },
  tabs: { label: 'Account', login: 'Login', register: 'Register' },
  fields: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    fullName: 'Full Name',
  },
  passwordsDiffer: 'Passwords must be the same.',
  checklist: {
    label: 'Password rules',
    upperCase: 'Upper case',
    lowerCase: 'Lower case',
    number: 'Number',
    minLength: 'Min 8 Caracters',
    done: ', done',
    missing: ', missing',
  },
  loginForm: {
    remember: 'Remember-me',
    forgotPassword: 'Do you forget your password?',
    enter: 'Enter',
  },
  registerForm: { submit: 'Register' },
  or: 'or',
  forgetPassword: {
    title: 'Forget Password',
    submit: 'Request new password',
    lead: 'Type the e-mail of your account and we will send you a link to create a new password.',
  },
  newPassword: {
    documentTitle: 'New password',
    heading: 'Create a new password',
    lead: 'Choose a new password for your account.',
    submit: 'Change password',
    backToLogin: 'Back to login',
  },
};
