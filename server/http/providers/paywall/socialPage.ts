import { escapeHtml } from '../../escapeHtml.ts';
import { errorLine, hostedPage, type PageLanguage } from '../shared/hostedPage.ts';
import type { SocialProvider } from './socialState.ts';

const NAMES: Record<SocialProvider, string> = { facebook: 'Facebook', twitter: 'Twitter', google: 'Google' };

const TEXT = {
  en: {
    title: (name: string) => `Sign in with ${name}`,
    note: 'A local stand-in for the social provider: it vouches for the address you type, as the real one would for your account there.',
    email: 'E-mail',
    name: 'Name',
    go: 'Continue',
    cancel: 'Cancel',
  },
  es: {
    title: (name: string) => `Iniciar sesión con ${name}`,
    note: 'Un sustituto local del proveedor social: da fe de la dirección que escribas, como haría el real con tu cuenta allí.',
    email: 'Correo electrónico',
    name: 'Nombre',
    go: 'Continuar',
    cancel: 'Cancelar',
  },
};

/** The social stand-in's page: an address and a name, Continue or Cancel (back to the app). */
export function socialPage(options: {
  provider: SocialProvider;
  state: string;
  cancelUrl: string;
  language: PageLanguage;
  error?: string;
}) {
  const text = TEXT[options.language];
  return hostedPage({
    language: options.language,
    title: text.title(NAMES[options.provider]),
    body: `<p>${escapeHtml(text.note)}</p>${errorLine(options.error)}
<form method="post"><input type="hidden" name="state" value="${escapeHtml(options.state)}">
<label>${escapeHtml(text.email)}<input name="email" type="email" inputmode="email" autocomplete="email" required autofocus></label>
<label>${escapeHtml(text.name)}<input name="name" autocomplete="name" required maxlength="100"></label>
<p><button type="submit">${escapeHtml(text.go)}</button><a href="${escapeHtml(options.cancelUrl)}">${escapeHtml(text.cancel)}</a></p>
</form>`,
  });
}
