import { PlateElement, type PlateElementProps, useSelected } from 'platejs/react';
import type { ImageElement, LinkElement, ParagraphElement } from '../editor-value';

/** A list item renders inside Plate's <ul><li> wrapper, where a <p> may not hold the list: a div then. */
export function ParagraphElementView(props: PlateElementProps<ParagraphElement>) {
  const isListItem = Boolean(props.element.listStyleType);
  const indent = props.element.indent ?? 0;
  return (
    <PlateElement
      {...props}
      as={isListItem ? 'div' : 'p'}
      style={isListItem ? { marginInlineStart: `${Math.max(0, indent - 1) * 1.5}rem` } : undefined}
    >
      {props.children}
    </PlateElement>
  );
}

export function ImageElementView(props: PlateElementProps<ImageElement>) {
  const selected = useSelected();
  return (
    <PlateElement {...props} className="topic-image">
      <div contentEditable={false}>
        <img src={props.element.url} alt={props.element.alt ?? ''} data-selected={selected ? 'true' : undefined} />
      </div>
      {props.children}
    </PlateElement>
  );
}

export function LinkElementView(props: PlateElementProps<LinkElement>) {
  return (
    <PlateElement {...props} as="a" attributes={{ ...props.attributes, href: props.element.url, rel: 'noopener noreferrer', target: '_blank' }}>
      {props.children}
    </PlateElement>
  );
}
