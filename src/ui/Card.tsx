import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { MouseEvent } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { keepInView } from './keepInView.ts';

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
  const { ref, focused, focusSelf } = useFocusable<object, HTMLAnchorElement>({
    focusKey,
    onEnterPress: onOpen,
    onFocus: (layout) => keepInView(layout.node, layout.node.closest<HTMLElement>('.shelf__track')),
  });
  const open = (event: MouseEvent) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <a
      ref={ref}
      href={href}
      className={`card${focused ? ' is-focused' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      onClick={open}
      onMouseEnter={() => focusSelf()}
    >
      <span className="card__poster">
        {image ? <img className="card__image" src={image} alt="" loading="lazy" /> : null}
        {tag ? <span className="card__tag">{tag}</span> : null}
      </span>
      <span className="card__title">{title}</span>
    </a>
  );
}
