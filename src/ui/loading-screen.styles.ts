export const loadingScreenStyles = `
.fw-loading-screen {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: calc(var(--fw-spacing) / 2);
  min-height: 16rem;
  padding: calc(var(--fw-spacing) * 2);
  text-align: center;
}

.fw-loading-screen__title {
  margin: var(--fw-spacing) 0 0;
  font-size: 1.25em;
  font-weight: 600;
}

.fw-loading-screen__message {
  margin: 0;
  color: var(--fw-color-text-secondary);
}
`;
