export const tabsStyles = `
.fw-tabs--vertical {
  display: flex;
  gap: var(--fw-spacing);
}

.fw-tabs__list {
  display: flex;
  gap: 0.25rem;
  border-bottom: 1px solid var(--fw-color-border);
}

.fw-tabs--vertical .fw-tabs__list {
  flex-direction: column;
  border-bottom: none;
  border-right: 1px solid var(--fw-color-border);
}

.fw-tabs__tab {
  padding: 0.5rem 1rem;
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: var(--fw-color-text-secondary);
  font: inherit;
  cursor: pointer;
}

.fw-tabs--vertical .fw-tabs__tab {
  border-bottom: none;
  border-right: 2px solid transparent;
  text-align: start;
}

.fw-tabs__tab[aria-selected='true'] {
  border-color: var(--fw-color-primary);
  color: var(--fw-color-text);
  font-weight: 600;
}

.fw-tabs__tab:disabled {
  cursor: not-allowed;
  opacity: 0.5;
}

.fw-tabs__panel {
  padding: var(--fw-spacing) 0;
}

.fw-tabs--vertical .fw-tabs__panel {
  flex: 1;
  padding: 0;
}
`;
