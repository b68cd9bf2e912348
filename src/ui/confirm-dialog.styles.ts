/** A coloured top edge tells the variants apart at a glance; the title and button text carry the meaning. */
export const confirmDialogStyles = `
.fw-confirm {
  border-top: 4px solid var(--fw-color-info);
}

.fw-confirm--danger {
  border-top-color: var(--fw-color-error);
}

.fw-confirm--warning {
  border-top-color: var(--fw-color-warning);
}
`;
