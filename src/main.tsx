import './app/styles.css';
import { boot } from './app/boot.tsx';

const container = document.getElementById('root');
if (container) void boot(container);
