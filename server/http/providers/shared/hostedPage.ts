import { escapeHtml } from '../../escapeHtml.ts';

export type PageLanguage = 'en' | 'es';

export function pageLanguage(acceptLanguage: string | undefined, uiLocales?: string): PageLanguage {
  const wanted = (uiLocales ?? acceptLanguage ?? '').toLowerCase();
  return wanted.startsWith('es') ? 'es' : 'en';
}

/**
 * The frame of the pages the reference providers host (managed identity sign-in, sign-up, sign-out; the
 * social stand-ins): they open on TVs, phones and desktops alike, so the type is ten-foot size on a
 * 1920-wide screen, inputs are at least 16 px (no zoom on phones), focus is always drawn, and the arrows
 * walk the fields and buttons for a remote (Up/Down; Left/Right between buttons); OK/Enter submits.
 */
export function hostedPage(options: { language: PageLanguage; title: string; body: string }): string {
  return `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title>
<style>
body{font:clamp(18px,2.2vw,40px)/1.4 system-ui,sans-serif;background:#111;color:#fff;margin:0;padding:5vh 5vw}
main{max-width:40em;margin:auto}label{display:block;margin-top:1em}
input,button{font:inherit;font-size:max(1em,16px);padding:.4em .6em;margin-top:.3em;border-radius:.3em;border:3px solid #555}
input{width:100%;box-sizing:border-box;background:#222;color:#fff}button{margin-right:1em;background:#333;color:#fff;cursor:pointer}
button[type=submit]{background:#1565c0;border-color:#1565c0}a{color:#9ecbff}
:focus{outline:4px solid #ffd400;outline-offset:3px}.error{color:#ff8a80}
</style></head><body><main>
<h1>${escapeHtml(options.title)}</h1>
${options.body}
</main>
<script>
var items=[].slice.call(document.querySelectorAll('input:not([type=hidden]),button,a[href]'));
document.addEventListener('keydown',function(e){var i=items.indexOf(document.activeElement);if(i<0)return;
var onButton=items[i].tagName!=='INPUT';
var back=e.key==='ArrowUp'||(e.key==='ArrowLeft'&&onButton);
var next=e.key==='ArrowDown'||(e.key==='ArrowRight'&&onButton);
if(back&&i>0){items[i-1].focus();e.preventDefault()}if(next&&i<items.length-1){items[i+1].focus();e.preventDefault()}});
var error=document.querySelector('[role=alert]');if(error)error.focus();
</script></body></html>`;
}

/** An error line that takes focus, so a TV viewer's voice guide reads it (issue 14, forms on TV). */
export function errorLine(message: string | undefined): string {
  return message ? `<p class="error" role="alert" tabindex="-1">${escapeHtml(message)}</p>` : '';
}
