/** The desktop and mobile page chrome, in a chunk of its own (src/app/shell/pageChrome.ts), with its styles. */
import './chrome.css';

export { Footer } from './Footer.tsx';
export { Header } from './Header.tsx';
