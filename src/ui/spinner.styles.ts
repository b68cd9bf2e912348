export const spinnerStyles = `
.fw-spinner {
  display: inline-flex;
  vertical-align: middle;
}

.fw-spinner-ring {
  display: inline-block;
  flex: none;
  border: 3px solid color-mix(in srgb, var(--fw-color-primary) 20%, transparent);
  border-top-color: var(--fw-color-primary);
  border-radius: 50%;
  animation: fw-spin 0.8s linear infinite;
}

.fw-spinner-ring--small {
  width: 1rem;
  height: 1rem;
  border-width: 2px;
}

.fw-spinner-ring--medium {
  width: 2rem;
  height: 2rem;
}

.fw-spinner-ring--large {
  width: 3rem;
  height: 3rem;
  border-width: 4px;
}

@keyframes fw-spin {
  to {
    transform: rotate(360deg);
  }
}

/* Still turning (a frozen ring reads as "stuck"), but slowly. */
@media (prefers-reduced-motion: reduce) {
  .fw-spinner-ring {
    animation-duration: 2.4s;
  }
}

.fw-spinner-overlay {
  position: absolute;
  inset: 0;
  z-index: var(--fw-z-overlay);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: calc(var(--fw-spacing) / 2);
  background: color-mix(in srgb, var(--fw-color-background) 85%, transparent);
}

.fw-spinner-overlay--full-screen {
  position: fixed;
}

.fw-spinner-overlay__message {
  margin: 0;
  color: var(--fw-color-text);
}
`;
