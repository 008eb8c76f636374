import { escapeHtml } from '../../escapeHtml.ts';
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

/**
 * The stand-in's page: big type for a TV at ten feet, no zoom on phones (16 px inputs and up), and arrows
 * move between the fields and buttons for a remote; Enter submits.
 */
export function socialPage(options: {
  provider: SocialProvider;
  state: string;
  cancelUrl: string;
  language: 'en' | 'es';
  error?: string;
}) {
  const text = TEXT[options.language];
  const name = NAMES[options.provider];
  return `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title(name))}</title>
<style>
body{font:clamp(18px,2.2vw,40px)/1.4 system-ui,sans-serif;background:#111;color:#fff;margin:0;padding:5vh 5vw}
main{max-width:40em;margin:auto}label{display:block;margin-top:1em}
input,button{font:inherit;font-size:max(1em,16px);padding:.4em .6em;margin-top:.3em;border-radius:.3em;border:3px solid #555}
input{width:100%;box-sizing:border-box;background:#222;color:#fff}button{margin-right:1em;background:#333;color:#fff;cursor:pointer}
:focus{outline:4px solid #ffd400;outline-offset:3px}p.error{color:#ff8a80}
</style></head><body><main>
<h1>${escapeHtml(text.title(name))}</h1><p>${escapeHtml(text.note)}</p>
${options.error ? `<p class="error" role="alert" tabindex="-1" id="error">${escapeHtml(options.error)}</p>` : ''}
<form method="post"><input type="hidden" name="state" value="${escapeHtml(options.state)}">
<label>${escapeHtml(text.email)}<input name="email" type="email" inputmode="email" autocomplete="email" required autofocus></label>
<label>${escapeHtml(text.name)}<input name="name" autocomplete="name" required maxlength="100"></label>
<p><button type="submit">${escapeHtml(text.go)}</button><a href="${escapeHtml(options.cancelUrl)}"><button type="button" tabindex="-1">${escapeHtml(text.cancel)}</button></a></p>
</form></main>
<script>
// A remote has arrows and OK only: Up/Down (and Left/Right on the buttons) walk the form.
var items=[].slice.call(document.querySelectorAll('input:not([type=hidden]),button'));
document.addEventListener('keydown',function(e){var i=items.indexOf(document.activeElement);if(i<0)return;
var back=e.key==='ArrowUp'||(e.key==='ArrowLeft'&&items[i].tagName==='BUTTON');
var next=e.key==='ArrowDown'||(e.key==='ArrowRight'&&items[i].tagName==='BUTTON');
if(back&&i>0){items[i-1].focus();e.preventDefault()}if(next&&i<items.length-1){items[i+1].focus();e.preventDefault()}});
var error=document.getElementById('error');if(error)error.focus();
</script></body></html>`;
}
