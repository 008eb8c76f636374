import { escapeHtml } from '../../escapeHtml.ts';
import { errorLine, hostedPage, type PageLanguage } from '../shared/hostedPage.ts';

const TEXT = {
  en: {
    signInTitle: 'Sign in',
    signUpTitle: 'Create your account',
    email: 'E-mail',
    password: 'Password',
    passwordRule: 'At least 8 characters, with a lowercase letter and a digit.',
    firstName: 'First name',
    lastName: 'Last name',
    signIn: 'Sign in',
    signUp: 'Create account',
    toSignUp: 'No account yet? Create one',
    toSignIn: 'Already have an account? Sign in',
    cancel: 'Cancel',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out?',
    yes: 'Yes, sign me out',
    no: 'No, stay signed in',
    signedOut: 'You are signed out.',
    errorTitle: 'An error occurred',
  },
  es: {
    signInTitle: 'Iniciar sesión',
    signUpTitle: 'Crea tu cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordRule: 'Al menos 8 caracteres, con una minúscula y un número.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
    toSignUp: '¿Aún no tienes cuenta? Crea una',
    toSignIn: '¿Ya tienes cuenta? Inicia sesión',
    cancel: 'Cancelar',
    signOutTitle: 'Cerrar sesión',
    signOutQuestion: '¿Quieres cerrar la sesión?',
    yes: 'Sí, cerrar sesión',
    no: 'No, seguir conectado',
    signedOut: 'Has cerrado la sesión.',
    errorTitle: 'Se ha producido un error',
  },
};

/** The messages a form can show, in both languages (spec: accounts 8). */
export const IDENTITY_ERRORS = {
  wrongCombination: {
    en: 'Wrong email/password combination',
    es: 'Combinación de correo y contraseña incorrecta',
  },
  exists: { en: 'An account with this e-mail already exists', es: 'Ya existe una cuenta con este correo' },
  invalidEmail: { en: 'Please enter a valid e-mail address', es: 'Introduce un correo electrónico válido' },
  invalidPassword: {
    en: 'Use at least 8 characters, with a lowercase letter and a digit',
    es: 'Usa al menos 8 caracteres, con una minúscula y un número',
  },
  invalidName: {
    en: 'Enter a first name of 2 to 50 characters and a last name of up to 50',
    es: 'Escribe un nombre de 2 a 50 caracteres y unos apellidos de hasta 50',
  },
  tooMany: {
    en: 'Too many attempts: try again in a few minutes',
    es: 'Demasiados intentos: vuelve a probar en unos minutos',
  },
} as const;

export type IdentityErrorKey = keyof typeof IDENTITY_ERRORS;

const input = (label: string, attributes: string) =>
  `<label>${escapeHtml(label)}<input ${attributes}></label>`;

export function signInPage(options: {
  language: PageLanguage;
  action: string;
  signUpUrl: string;
  abortUrl: string;
  email?: string;
  error?: IdentityErrorKey;
}) {
  const text = TEXT[options.language];
  return hostedPage({
    language: options.language,
    title: text.signInTitle,
    body: `${errorLine(options.error && IDENTITY_ERRORS[options.error][options.language])}
<form method="post" action="${escapeHtml(options.action)}">
${input(text.email, `name="email" type="email" inputmode="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}"`)}
${input(text.password, 'name="password" type="password" autocomplete="current-password" required')}
<p><button type="submit">${escapeHtml(text.signIn)}</button><a href="${escapeHtml(options.abortUrl)}">${escapeHtml(text.cancel)}</a></p>
</form><p><a href="${escapeHtml(options.signUpUrl)}">${escapeHtml(text.toSignUp)}</a></p>`,
  });
}

export function signUpPage(options: {
  language: PageLanguage;
  action: string;
  signInUrl: string;
  values?: { email?: string; firstName?: string; lastName?: string };
  error?: IdentityErrorKey;
}) {
  const text = TEXT[options.language];
  const values = options.values ?? {};
  return hostedPage({
    language: options.language,
    title: text.signUpTitle,
    body: `${errorLine(options.error && IDENTITY_ERRORS[options.error][options.language])}
<form method="post" action="${escapeHtml(options.action)}">
${input(text.firstName, `name="firstName" autocomplete="given-name" required maxlength="50" autofocus value="${escapeHtml(values.firstName ?? '')}"`)}
${input(text.lastName, `name="lastName" autocomplete="family-name" required maxlength="50" value="${escapeHtml(values.lastName ?? '')}"`)}
${input(text.email, `name="email" type="email" inputmode="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}"`)}
${input(text.password, 'name="password" type="password" autocomplete="new-password" required minlength="8"')}
<p>${escapeHtml(text.passwordRule)}</p>
<p><button type="submit">${escapeHtml(text.signUp)}</button></p>
</form><p><a href="${escapeHtml(options.signInUrl)}">${escapeHtml(text.toSignIn)}</a></p>`,
  });
}

/** oidc-provider's end-session confirmation: its hidden form, and our two buttons that submit it. */
export function signOutPage(language: PageLanguage, form: string) {
  const text = TEXT[language];
  return hostedPage({
    language,
    title: text.signOutTitle,
    body: `<p>${escapeHtml(text.signOutQuestion)}</p>${form}
<p><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(text.yes)}</button>
<button type="submit" form="op.logoutForm">${escapeHtml(text.no)}</button></p>`,
  });
}

export function signedOutPage(language: PageLanguage) {
  const text = TEXT[language];
  return hostedPage({ language, title: text.signOutTitle, body: `<p>${escapeHtml(text.signedOut)}</p>` });
}

/** The provider's own errors: a fixed title, the error code and its description (never a stack). */
export function identityErrorPage(language: PageLanguage, error: string, description: string | undefined) {
  return hostedPage({
    language,
    title: TEXT[language].errorTitle,
    body: `<p>${escapeHtml(error)}</p>${description ? `<p>${escapeHtml(description)}</p>` : ''}`,
  });
}
