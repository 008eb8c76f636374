import { keepInView } from './keepInView.ts';
import { useFocusableLink } from './useFocusableLink.ts';

export interface CardProps {
  focusKey: string;
  title: string;
  image?: string;
  /** Tag text (duration, 'live', 'series'...), already translated. */
  tag?: string;
  href: string;
  onOpen(): void;
}

/** A media card: an image with its title; OK, click or tap opens it. */
export function Card({ focusKey, title, image, tag, href, onOpen }: CardProps) {
  const { focused, linkProps } = useFocusableLink(focusKey, onOpen, (layout) =>
    keepInView(layout.node, layout.node.closest<HTMLElement>('.shelf__track')),
  );
  return (
    <a href={href} className={`card${focused ? ' is-focused' : ''}`} {...linkProps}>
      <span className="card__poster">
        {image ? <img className="card__image" src={image} alt="" loading="lazy" /> : null}
        {tag ? <span className="card__tag">{tag}</span> : null}
      </span>
      <span className="card__title">{title}</span>
    </a>
  );
}
