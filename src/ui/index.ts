export { Button } from './Button.tsx';
export { Card } from './Card.tsx';
export { ErrorScreen } from './ErrorScreen.tsx';
export { keepInView } from './keepInView.ts';
export { Modal } from './Modal.tsx';
export { Shelf } from './Shelf.tsx';
export { Spinner } from './Spinner.tsx';
