// Mounts one Formwright custom element into a React tree. The element is created imperatively so its
// attributes and properties are in place before it connects (no first render with the wrong form), and
// so `token` stays a property that never reaches the markup.
import { useEffect, useLayoutEffect, useRef } from 'react';

type Tag = keyof HTMLElementTagNameMap & ('form-builder' | 'form-renderer' | 'tenant-settings');

export interface ElementHostProps<T extends Tag> {
  tag: T;
  /** Attributes set before the element connects; null removes one. Later changes are applied in place. */
  attributes: Record<string, string | null>;
  /** Called once, before the element connects: property sets and event listeners. */
  setup?: (element: HTMLElementTagNameMap[T]) => void;
  className?: string;
}

export function ElementHost<T extends Tag>({ tag, attributes, setup, className }: ElementHostProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const elementRef = useRef<HTMLElementTagNameMap[T] | null>(null);
  const setupRef = useRef(setup);
  const attributesRef = useRef(attributes);
  attributesRef.current = attributes;

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const element = document.createElement(tag);
    applyAttributes(element, attributesRef.current);
    setupRef.current?.(element);
    container.append(element);
    elementRef.current = element;
    return () => {
      element.remove();
      elementRef.current = null;
    };
  }, [tag]);

  const key = JSON.stringify(attributes);
  useEffect(() => {
    // key stands for the attributes' contents.
    void key;
    if (elementRef.current) applyAttributes(elementRef.current, attributesRef.current);
  }, [key]);

  return <div ref={containerRef} className={className} />;
}

function applyAttributes(element: Element, attributes: Record<string, string | null>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}
