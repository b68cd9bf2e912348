import type { ReactNode } from 'react';

/** The view sits under the host's own heading: the builder's Tools dialog (h2) or a dashboard page. */
export type HeadingLevel = 2 | 3 | 4 | 5;

export function Heading({
  level,
  id,
  className,
  tabIndex,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  tabIndex?: number;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className} tabIndex={tabIndex}>
      {children}
    </Tag>
  );
}

export function nextLevel(level: HeadingLevel): HeadingLevel {
  return level === 5 ? 5 : ((level + 1) as HeadingLevel);
}
